import { NavLink } from 'react-router';

/** The admin panel's own navigation between its pages. */
export function ManageNav() {
  return (
    <nav aria-label="Admin panel" className="manage-nav">
      <NavLink to="/manage" end>
        Overview
      </NavLink>
      <NavLink to="/manage/news">News &amp; content</NavLink>
      <NavLink to="/manage/items">Items</NavLink>
      <NavLink to="/manage/reports">Reports</NavLink>
      <NavLink to="/manage/patches">Patches</NavLink>
    </nav>
  );
}
