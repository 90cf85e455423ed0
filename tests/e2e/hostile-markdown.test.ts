import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { closePages, openPage, startServerAndBrowser } from '../support/browser';

/**
 * An admin's news post and article written to run script in readers' browsers, shown in Chromium
 * with the production bundle: as the server draws the page, after hydration, and when the client
 * draws it on a navigation inside the site. Nothing of it runs (no dialog, no console message,
 * no page error, the global the payloads set stays unset even after hovering and clicking every
 * link), and what is left is inert markup: no script-capable element, no event handler, no URL
 * but http(s), mailto and the site's own paths.
 */

/** Every payload sets `window.__pwned` (to its own name) or opens a dialog when it runs. */
const BODY = [
  '## Links',
  '[js link](javascript:window.__pwned="md-link")',
  '[upper case](JAVASCRIPT:alert("md-upper"))',
  '[entity](jav&#x61;script:alert("md-entity"))',
  '[spaced](   javascript:alert("md-spaced"))',
  '[vbscript](vbscript:msgbox("md-vb"))',
  '[data html](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZD0iZGF0YSI8L3NjcmlwdD4=)',
  '![data svg image](data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=)',
  '[quote breakout](https://example.com/" onmouseover="window.__pwned=\'md-href-quote\')',
  '[title breakout](https://example.com/ "a\\" onmouseover=\\"window.__pwned=\'md-title-quote\'")',
  '<https://example.com/" onmouseover="window.__pwned=\'autolink\'>',
  '## Raw HTML',
  '<script>window.__pwned="script"</script>',
  '<img src=x onerror="window.__pwned=\'onerror\'">',
  '<a href="javascript:window.__pwned=\'raw-link\'">raw link</a>',
  '<a href="https://example.com/" title=\'x" onmouseover="window.__pwned=1\'>raw title</a>',
  '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe>',
  '<iframe srcdoc="<script>parent.__pwned=\'srcdoc\'</script>"></iframe>',
  '<svg><script>window.__pwned="svg-script"</script></svg>',
  '<svg onload="window.__pwned=\'svg-onload\'"><circle r="5"/></svg>',
  '<object data="data:text/html,<script>parent.__pwned=\'object\'</script>"></object>',
  '<embed src="javascript:parent.__pwned=\'embed\'">',
  '<form action="javascript:window.__pwned=\'form\'"><button>send</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=\'meta\'">',
  '<base href="javascript:window.__pwned=\'base\'//">',
  '<div style="background:url(javascript:window.__pwned=\'style\')">styled</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'"></style></mglyph></table></mtext></math>',
  '## Game references',
  '[[item:steel-longsword|<img src=x onerror="window.__pwned=\'ref-label\'">]]',
  '[[item:steel-longsword|" onmouseover="window.__pwned=\'ref-label-quote\']]',
  '[[item:"><img src=x onerror=window.__pwned=\'ref-key\'>]]',
  '[[map:1,2,3|" onmouseover="window.__pwned=\'ref-map\']]',
  '[[npc:javascript:alert(1)]]',
  'The end: [a fine link](https://example.com/guide) and [a page of the site](/lists/monsters).',
].join('\n\n');

const TITLE = '<img src=x onerror="window.__pwned=\'title\'">';
const SUMMARY = '<script>window.__pwned="summary"</script>';

let app: AppProcess;
let browser: Browser;
let adminCookie: string;
const pages: Record<'news' | 'article', string> = { news: '', article: '' };

beforeAll(async () => {
  [app, browser] = await startServerAndBrowser();
  adminCookie = await devSignIn(app.url, 'hostile_scribe', 'admin');
  for (const [kind, slug, path] of [['NEWS', 'hostile-news', '/news/hostile-news'], ['ARTICLE', 'hostile-article', '/articles/hostile-article']] as const) {
    const created = await graphql(
      app.url,
      'mutation ($kind: ContentKind!, $input: ContentInput!) { createContent(kind: $kind, input: $input) { id } }',
      { kind, input: { slug, title: TITLE, summary: SUMMARY, body: BODY } },
      { cookie: adminCookie },
    );
    if (created.errors) throw new Error(`The ${kind} was refused: ${JSON.stringify(created.errors)}`);
    const published = await graphql(app.url, 'mutation ($id: ID!) { publishContent(id: $id) { status } }', { id: created.data!.createContent.id }, { cookie: adminCookie });
    if (published.data?.publishContent.status !== 'PUBLISHED') throw new Error(`The ${kind} was not published: ${JSON.stringify(published)}`);
    pages[kind === 'NEWS' ? 'news' : 'article'] = path;
  }
}, 120_000);

afterEach(closePages);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A page that records every dialog (dismissed), every console message and every page error. */
async function watchedPage(): Promise<{ page: Page; heard: string[] }> {
  const page = await openPage(browser);
  const heard: string[] = [];
  page.on('dialog', (dialog) => {
    heard.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // Any message: a Content-Security-Policy refusal would be one, and would mean the sanitizer let a script through.
  page.on('console', (message: ConsoleMessage) => heard.push(`console ${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => heard.push(`page error: ${error.message}`));
  return { page, heard };
}

/** What the rendered content holds that could run script or leave for another scheme. */
const inspect = (page: Page) =>
  page.evaluate(() => {
    const body = document.querySelector('.content-body');
    const all = body ? [...body.querySelectorAll('*')] : [];
    const urls = all.flatMap((el) => ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].flatMap((name) => (el.hasAttribute(name) ? [el.getAttribute(name)!] : [])));
    return {
      found: body !== null,
      pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
      dangerous: all.map((el) => el.tagName.toLowerCase()).filter((tag) => ['script', 'iframe', 'svg', 'math', 'object', 'embed', 'form', 'meta', 'base', 'link', 'style', 'button'].includes(tag)),
      handlers: all.flatMap((el) => [...el.attributes].map((attribute) => attribute.name)).filter((name) => name.startsWith('on')),
      styles: all.filter((el) => el.hasAttribute('style') && !/^text-align:\s*(left|right|center);?$/.test(el.getAttribute('style')!)).length,
      // The only URLs left: http(s), mailto and the site's own paths (not protocol-relative).
      foreignSchemes: urls.filter((url) => !/^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(url.trim())),
      text: body?.textContent ?? '',
      head: document.title,
    };
  });

/** Hovers and clicks every link of the content (one that would leave the site is stopped at its request, a new tab closed). */
async function touchEveryLink(page: Page): Promise<void> {
  const links = page.locator('.content-body a');
  const count = await links.count();
  expect(count).toBeGreaterThan(5);
  // Clicks that leave for another site open new tabs or navigate away: keep the page where it is.
  await page.context().route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  page.context().on('page', (opened) => void opened.close());
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    await link.hover();
    const href = await link.getAttribute('href');
    // A link to a page of this site navigates inside the app: that one is checked on its own.
    if (href?.startsWith('/')) continue;
    await link.click();
  }
  await page.locator('.content-body').hover();
}

function expectInert(found: Awaited<ReturnType<typeof inspect>>, heard: string[]) {
  expect(found.found).toBe(true);
  expect({ pwned: found.pwned, dangerous: found.dangerous, handlers: found.handlers, styles: found.styles, foreignSchemes: found.foreignSchemes }).toEqual({
    pwned: null,
    dangerous: [],
    handlers: [],
    styles: 0,
    foreignSchemes: [],
  });
  // The markup an admin typed shows as text, and the title is text too.
  expect(found.text).toContain('<script>window.__pwned=');
  expect(found.text).toContain('<iframe srcdoc=');
  expect(found.head).toContain('<img src=x onerror=');
  expect(heard).toEqual([]);
}

describe('admin-written Markdown with hostile links and HTML', () => {
  for (const kind of ['news', 'article'] as const) {
    it(`runs nothing on a ${kind} page drawn by the server and hydrated`, async () => {
      const { page, heard } = await watchedPage();
      await page.goto(`${app.url}${pages[kind]}`);
      await expect.poll(async () => (await inspect(page)).text).toContain('The end: a fine link');
      expectInert(await inspect(page), heard);
      await touchEveryLink(page);
      // Hovering and clicking gave nothing a chance to run either.
      expectInert(await inspect(page), heard);
      // The links themselves: those that leave the site open a new tab without access to this one.
      const outside = await page.locator('.content-body a[href^="https://"]').evaluateAll((links) => links.map((link) => [link.getAttribute('target'), link.getAttribute('rel')]));
      expect(outside.length).toBeGreaterThan(0);
      for (const attributes of outside) expect(attributes).toEqual(['_blank', 'noopener noreferrer']);
      // The quotes that tried to close the attribute stayed inside the URL.
      const hrefs = await page.locator('.content-body a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.filter((href) => href.includes('onmouseover'))).toEqual(hrefs.filter((href) => href.startsWith('https://example.com/%22')));
    });
  }

  it('runs nothing when the client draws the post on a navigation inside the site', async () => {
    const { page, heard } = await watchedPage();
    await page.goto(`${app.url}/news`);
    const card = page.getByRole('link', { name: TITLE });
    await expect.poll(() => card.count()).toBeGreaterThan(0);
    await card.first().click();
    await page.waitForURL(`${app.url}${pages.news}`);
    await expect.poll(async () => (await inspect(page)).text).toContain('The end: a fine link');
    expectInert(await inspect(page), heard);
    // A link to a page of the site still navigates inside the app.
    await page.locator('.content-body a[href="/lists/monsters"]').click();
    await page.waitForURL(`${app.url}/lists/monsters`);
    expect((await inspect(page)).pwned).toBeNull();
    expect(heard).toEqual([]);
  });
});
