import { useEffect } from 'react';
import { isRouteErrorResponse, Link } from 'react-router';
import { useRouteError } from '@/lib/route-data';
import { LiveMark } from '@/components/ui/LiveMark';

/** Shown when a route fails to load or render; the rest of the site keeps working. */
export function RouteError() {
  const error = useRouteError();
  // Logged once it is shown: a render React throws away (it renders a failed part again once before it shows the
  // error element, and the second try can succeed) must not log an error the player never saw.
  useEffect(() => console.error(error), [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong on this page.';
  return (
    <section className="page" role="alert">
      <h1>This page could not be shown</h1>
      <p>{detail}</p>
      <p>
        <Link to="/news">Back to the news</Link> or reload the page.
      </p>
      {/* At the site's root the error takes the frame's place, and its page mark with it. */}
      <LiveMark />
    </section>
  );
}
