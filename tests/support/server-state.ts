import type { Page } from 'playwright-core';

/**
 * Makes the page at `pathname` draw itself in the browser, as it does when its server render
 * failed: the document keeps its server markup but loses its state
 * (`<script type="application/json" id="almanac-state">`), so the client draws afresh and runs
 * every query itself. For tests of what the browser does when one of those queries fails or
 * never answers (the server answered them for a rendered page). Throws when the page had no server
 * state to take out, so such a test cannot pass without the browser asking.
 */
export async function drawInBrowser(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(/<script type="application\/json" id="almanac-state">[\s\S]*?<\/script>/, '');
      if (body === html) throw new Error(`${pathname} came without server state: the test's premise does not hold`);
      await route.fulfill({ response, body });
    },
  );
}
