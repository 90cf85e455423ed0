import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ManageNav } from '../components/ManageNav';
import '../manage.css';

const CATEGORIES = [
  'melee', 'swords', 'axes', 'maces', 'large-weapons', 'daggers-knives', 'shields', 'bows-crossbows', 'staves-wands',
  'orbs', 'gloves', 'helmets-masks', 'armors', 'legs', 'boots', 'necks', 'rings',
];

/** /manage/items: where the items library comes from and its categories, each linked to its page. */
export function ManageItemsRoute() {
  useEffect(() => {
    document.title = 'Items · Admin panel · Almanac';
  }, []);
  return (
    <section className="page manage-page" aria-labelledby="manage-items-heading">
      <h1 id="manage-items-heading">Items</h1>
      <ManageNav />
      <p>
        The items library is read from the game data pack in <code>server/game-data/</code>, checked against its schema
        when the server starts. Replace the pack and restart the server to change what players see.
      </p>
      <h2>Categories</h2>
      <ul className="manage-categories">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link to={`/items/${category}`}>{category}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
