import { NavLink } from 'react-router';
import { isExternal, MENU_SECTIONS } from './nav-links';

/** The left menu's sections and links; used in the side panel and in the narrow-screen dialog. */
export function NavPanel({ onNavigate, headingPrefix }: { onNavigate?: () => void; headingPrefix: string }) {
  return (
    <>
      {MENU_SECTIONS.map((section) => {
        const headingId = `${headingPrefix}-${section.title.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <section key={section.title} className="nav-section" aria-labelledby={headingId}>
            <h2 id={headingId} className="nav-section-title">
              {section.title}
            </h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  {isExternal(link) ? (
                    <a href={link.to} target="_blank" rel="noopener noreferrer" className="nav-link" onClick={onNavigate}>
                      <span className="nav-icon" aria-hidden="true">{link.icon}</span>
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                      <span className="nav-external" aria-hidden="true">↗</span>
                    </a>
                  ) : (
                    <NavLink
                      to={link.to}
                      className={link.promoted ? 'nav-link nav-link-promoted' : 'nav-link'}
                      data-promoted={link.promoted ? 'true' : undefined}
                      onClick={onNavigate}
                    >
                      <span className="nav-icon" aria-hidden="true">{link.icon}</span>
                      {link.label}
                      {link.promoted && <span className="nav-badge">Featured</span>}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
