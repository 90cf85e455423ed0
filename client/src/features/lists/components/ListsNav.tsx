import { NavLink } from 'react-router';
import './../lists.css';

const LISTS = [
  ['premium', 'Premium'],
  ['classes', 'Classes'],
  ['monsters', 'Monsters'],
  ['spells', 'Spells'],
  ['npc-buy-sell', 'NPC buy & sell'],
  ['recipes', 'Recipes'],
  ['formulae', 'Formulae'],
] as const;

/** Links between the reference lists. */
export function ListsNav() {
  return (
    <nav className="lists-nav" aria-label="Reference lists">
      <ul>
        {LISTS.map(([path, label]) => (
          <li key={path}>
            <NavLink to={`/lists/${path}`}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
