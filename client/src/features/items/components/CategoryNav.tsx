import { NavLink } from 'react-router';
import { ITEM_CATEGORY_IDS, ITEM_CATEGORY_NAMES } from '@game/rules/constants';

/** Links to all items and to each of the seventeen categories. */
export function CategoryNav() {
  return (
    <nav className="category-nav" aria-label="Item categories">
      <ul>
        <li>
          <NavLink to="/items/all">All items</NavLink>
        </li>
        {ITEM_CATEGORY_IDS.map((id) => (
          <li key={id}>
            <NavLink to={`/items/${id}`}>{ITEM_CATEGORY_NAMES[id]}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
