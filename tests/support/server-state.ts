import type { Page } from 'playwright-core';

/**
 * Makes the page at `pathname` draw itself in the browser, as it does when its server render
 * failed: the document keeps its server markup but loses its state
 * (`<script type="application/json" id="almanac-state">`), so the client draws afresh and runs
 * every query itself. For tests of what the browser does when one of those queries fails or
 * never answers (the server answered them for a rendered page).
 */
export async function drawInBrowser(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="almanac-state">[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body });
    },
  );
}
