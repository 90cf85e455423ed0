import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app';
import { parseHtml, readableText, type HtmlDocument, type HtmlElement } from '../support/html-document';
import { ROUTE_TABLE } from '../e2e/routes';

/**
 * Every route of the route table (tests/e2e/routes.ts) as a reader with JavaScript off gets it: the HTML the production
 * bundle's server sends, read by a real HTML parser. Its content, or for a tool the notice that it needs JavaScript; a
 * redirect that lands where it should; and a menu that is plain links. (The browser tests check the same routes with
 * JavaScript on: tests/e2e/server-rendering.test.ts, accessibility-*.test.ts.)
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const PRODUCTION_ROUTES = ROUTE_TABLE.filter((entry) => !entry.developmentOnly);
/** The tools: drawn in the browser, they say so without JavaScript. */
const TOOLS = /^\/tools\/(planner|trait-tree|exp-table|quick-calcs|interactive-map|houses-map|monsters-map)$/;
/** Pages that need a signed-in viewer say so (and offer the sign-in); the sign-in page is a dialog. */
const SIGNED_IN_ONLY = /^\/(me|manage|login)/;
const TOOL_NOTICE = 'needs JavaScript';
/**
 * Pages whose whole content is short by design, with words they must show (every other page shows
 * at least 200 characters): the notice of an unknown short link, and the compact build card framed on other sites.
 */
const SHORT_PAGES: Record<string, string[]> = {
  '/s/:code': ['This link is damaged or unknown', 'No shared build has the code “unknown123”', 'New planner build'],
  '/embed/builds/:buildId': ['Road to Knighthood', 'Level 101', 'likes', 'Open on Almanac'],
};

/** A page as a browser with JavaScript off ends on it: HTTP redirects followed (at most five), its status and its parsed document. */
async function open(path: string): Promise<{ url: URL; status: number; document: HtmlDocument }> {
  let url = new URL(path, server.url);
  for (let hop = 0; hop <= 5; hop += 1) {
    const response = await fetch(url, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    return { url, status: response.status, document: parseHtml(await response.text()) };
  }
  throw new Error(`${path} redirects more than five times`);
}

/** What is wrong with a route as a reader without JavaScript gets it (nothing: an empty list). */
async function problemsOf(entry: (typeof PRODUCTION_ROUTES)[number]): Promise<string[]> {
  const { url, status, document } = await open(entry.url);
  if (entry.redirectsTo) return url.pathname === entry.redirectsTo ? [] : [`${entry.url} ended on ${url.pathname}${url.search}, not ${entry.redirectsTo}`];
  const problems: string[] = [];
  if (status !== (entry.status ?? 200)) problems.push(`${entry.url} answered ${status}, not ${entry.status ?? 200}`);
  if (SIGNED_IN_ONLY.test(entry.path)) return problems;
  const main = document.querySelector('main');
  if (!main) return [...problems, `${entry.url} has no main`];
  if (TOOLS.test(entry.path)) {
    // Shown only without JavaScript: a <noscript>'s content, hidden by nothing around it.
    const notice = main.querySelector('noscript .needs-javascript');
    if (!notice || notice.closest('[hidden]') || !readableText(notice).includes(TOOL_NOTICE)) problems.push(`${entry.url} does not say that it needs JavaScript`);
    return problems;
  }
  const heading = main.querySelector('h1');
  const text = readableText(main);
  if (!heading || !readableText(heading)) problems.push(`${entry.url} has no heading`);
  if (/Loading/.test(text)) problems.push(`${entry.url} still says it is loading`);
  const short = SHORT_PAGES[entry.path];
  if (short ? !short.every((words) => text.includes(words)) : text.length < 200) problems.push(`${entry.url} shows only ${JSON.stringify(text)}`);
  return problems;
}

describe('with JavaScript off', () => {
  it('every route shows its content, or a tool’s notice that it needs JavaScript, and a redirect lands where it should', async () => {
    const problems: string[] = [];
    for (const entry of PRODUCTION_ROUTES) problems.push(...(await problemsOf(entry)));
    expect(problems).toEqual([]);
    // About fifty pages rendered and parsed: 25 s on a machine loaded twenty times over, longer than one request's test.
  }, 120_000);

  it('a link of the menu is a plain link that works without JavaScript', async () => {
    const { document } = await open('/news');
    // A link's name: its aria-label, else its text without what is hidden from assistive technology (the menu's icons).
    const nameOf = (link: HtmlElement) => {
      const copy = link.cloneNode(true) as HtmlElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return link.getAttribute('aria-label') ?? readableText(copy);
    };
    const items = [...document.querySelectorAll('header a[href]')].filter((link) => nameOf(link) === 'Items');
    expect(items.length).toBeGreaterThan(0);
    const landed = await open(items[0]!.getAttribute('href')!);
    expect([landed.status, landed.url.pathname]).toEqual([200, '/items/all']);
    expect(readableText(landed.document.querySelector('main h1')!)).toBe('All items');
  });
});
