import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { closePages, startServerAndBrowser } from '../support/browser';
import { sharedPage } from '../support/shared-page';
import { holdsWithin } from '../support/wait';
import { rawPack } from '../../server/game-data/pack';

let app: AppProcess;
let browser: Browser;
let adminCookie: string;

beforeAll(async () => {
  [app, browser] = await startServerAndBrowser();
  adminCookie = await devSignIn(app.url, 'head_scribe', 'admin');
});

afterEach(closePages);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/**
 * The pages the tests take in turn, each as fresh as a new context's but for the HTTP cache (tests/support/shared-page.ts):
 * the admin's and a visitor's at Playwright's default 1280×720 (given, so a test that narrows one gets it back), and
 * one at 390 px.
 */
const DEFAULT = { viewport: { width: 1280, height: 720 } };
const adminShared = sharedPage(() => browser, DEFAULT);
const visitorPage = sharedPage(() => browser, DEFAULT);
const phonePage = sharedPage(() => browser, { viewport: { width: 390, height: 800 } });

/** The shared admin page, signed in as `head_scribe`. */
async function adminPage(): Promise<Page & { consoleErrors: string[] }> {
  const page = await adminShared();
  const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'head_scribe', role: 'admin' } });
  expect(response.status()).toBe(200);
  return page;
}

describe('/manage/news', () => {
  it('writes a news post with a live preview, publishes it, and another visitor sees it appear', async () => {
    const visitor = await visitorPage();
    await visitor.goto(`${app.url}/news`);
    await expect.poll(() => visitor.getByRole('article').count()).toBeGreaterThan(0);

    const page = await adminPage();
    await page.goto(`${app.url}/manage/news`);
    await page.getByRole('button', { name: 'Write a new news post' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Ferry to Saltmarsh Haven restored');
    await page.getByRole('textbox', { name: /^Summary/ }).fill('The river ferry runs again, twice a day.');
    await page.getByRole('textbox', { name: /^Body/ }).fill('## Timetable\n\nBoard by [[npc:dockmaster-finch]]. Bring a [[item:no-such-oar]].');
    const preview = page.getByTestId('content-preview');
    await expect.poll(() => preview.locator('a[data-game-ref="npc:dockmaster-finch"]').textContent()).toContain('Dockmaster Finch');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Unknown game references' }).textContent()).toContain('item:no-such-oar');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'as a draft' }).count()).toBe(1);
    const row = page.getByRole('row').filter({ hasText: 'Ferry to Saltmarsh Haven restored' });
    await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toBe('Draft');
    // A draft is not public.
    expect(await visitor.getByRole('link', { name: 'Ferry to Saltmarsh Haven restored' }).count()).toBe(0);

    await row.getByRole('button', { name: 'Publish “Ferry to Saltmarsh Haven restored”' }).click();
    await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toBe('Published');
    // The visitor's open page gets it without a reload.
    await expect.poll(() => visitor.getByRole('link', { name: 'Ferry to Saltmarsh Haven restored' }).count()).toBe(1);
    await visitor.getByRole('link', { name: 'Ferry to Saltmarsh Haven restored' }).click();
    await visitor.waitForURL(`${app.url}/news/ferry-to-saltmarsh-haven-restored`);
    await expect.poll(() => visitor.locator('.content-body').textContent()).toContain('Bring a no-such-oar.');
    expect(visitor.consoleErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  /** Publishes a fresh news post through the API; returns its id. */
  async function publishedPost(slug: string, title: string): Promise<string> {
    const created = await graphql(app.url, `mutation ($input: ContentInput!) { createContent(kind: NEWS, input: $input) { id } }`, { input: { slug, title, summary: 'Here and gone.', body: 'Soon gone.' } }, { cookie: adminCookie });
    const id = created.data!.createContent.id as string;
    await graphql(app.url, `mutation ($id: ID!) { publishContent(id: $id) { id } }`, { id }, { cookie: adminCookie });
    return id;
  }

  /**
   * Unpublishes until `gone` holds: a page's subscriptions open just after it shows, so an
   * unpublish made before they listen is published again and repeated.
   */
  async function unpublishUntil(id: string, gone: () => Promise<boolean>): Promise<void> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await graphql(app.url, `mutation ($id: ID!) { unpublishContent(id: $id) { id } }`, { id }, { cookie: adminCookie });
      if (await holdsWithin(gone, 1_000)) return;
      await graphql(app.url, `mutation ($id: ID!) { publishContent(id: $id) { id } }`, { id }, { cookie: adminCookie });
    }
  }

  it('takes an unpublished post off its open page', async () => {
    const id = await publishedPost('short-lived', 'A short-lived post');
    const reader = await visitorPage();
    await reader.goto(`${app.url}/news/short-lived`);
    await expect.poll(() => reader.getByRole('heading', { level: 1 }).textContent()).toBe('A short-lived post');
    await unpublishUntil(id, async () => (await reader.getByRole('heading', { level: 1 }).textContent()) === 'Not found');
    await expect.poll(() => reader.getByRole('heading', { level: 1 }).textContent()).toBe('Not found');
  });

  it('takes an unpublished post off the open news list', async () => {
    const id = await publishedPost('briefly-listed', 'A briefly listed post');
    const lister = await visitorPage();
    await lister.goto(`${app.url}/news`);
    await expect.poll(() => lister.getByRole('link', { name: 'A briefly listed post' }).count()).toBe(1);
    await unpublishUntil(id, async () => (await lister.getByRole('link', { name: 'A briefly listed post' }).count()) === 0);
    await expect.poll(() => lister.getByRole('link', { name: 'A briefly listed post' }).count()).toBe(0);
  });

  it('refuses a slug that is taken with the server’s message, and deletes only after confirmation', async () => {
    const page = await adminPage();
    await page.goto(`${app.url}/manage/news?kind=guides`);
    await page.getByRole('button', { name: 'Write a new guide' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('A second obsidian guide');
    await page.getByRole('textbox', { name: /^Slug/ }).fill('obsidian-deep');
    await page.getByRole('textbox', { name: /^Summary/ }).fill('Short.');
    await page.getByRole('textbox', { name: /^Body/ }).fill('Text.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('The slug "obsidian-deep" is taken');
    expect(await page.getByRole('textbox', { name: /^Slug/ }).getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('textbox', { name: /^Slug/ }).fill('second-obsidian-guide');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const row = page.getByRole('row').filter({ hasText: 'A second obsidian guide' });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this guide?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => row.count()).toBe(0);
  });
});

describe('/manage/items', () => {
  it('says in words which NPC a value would undercut, by keyboard', async () => {
    const pack = rawPack();
    const items = new Map(pack.items.map((item) => [item.id, item]));
    const [npc, trade] = pack.npcs.flatMap((n) => n.trades.filter((t) => t.sells !== null && items.has(t.goodsId)).map((t) => [n, t] as const))[0]!;
    const item = items.get(trade.goodsId)!;
    const page = await adminPage();
    await page.goto(`${app.url}/manage/items?q=${encodeURIComponent(item.name)}`);
    await page.getByRole('button', { name: `Edit ${item.name}` }).press('Enter');
    const value = page.getByRole('textbox', { name: /^Value/ });
    await value.fill(String(trade.sells! + 100));
    await value.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(`Value ${trade.sells! + 100} is above the ${trade.sells} gold ${npc.name} sells this item for; an NPC never sells below an item's value. Lower the value to ${trade.sells} or less.`);
    expect(await value.getAttribute('aria-invalid')).toBe('true');
  });

  it('edits an item and its open page shows the change at once; a bad value is refused naming the field', async () => {
    const visitor = await visitorPage();
    await visitor.goto(`${app.url}/items/swords/militia-sword`);
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Militia Sword');

    const page = await adminPage();
    await page.goto(`${app.url}/manage/items?q=militia%20sword`);
    await page.getByRole('button', { name: 'Edit Militia Sword' }).click();
    const level = page.getByRole('textbox', { name: /^Level/ });
    await level.fill('0');
    await page.getByRole('button', { name: 'Save item' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Level must be at least 1.');
    expect(await level.getAttribute('aria-invalid')).toBe('true');
    await level.fill('12');
    await page.getByRole('textbox', { name: 'Name' }).fill('Militia Sword of Brackenford');
    await page.getByRole('button', { name: 'Save item' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved Militia Sword of Brackenford.' }).count()).toBe(1);
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Militia Sword of Brackenford');
  });

  it('shows the change in the audit log as a diff of its fields and reverts it after confirmation, by keyboard at 390 px', async () => {
    const page = await adminPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/manage`);
    const entry = page.getByRole('listitem').filter({ hasText: 'edited item “Militia Sword of Brackenford”' }).first();
    await expect.poll(() => entry.count()).toBe(1);
    await entry.locator('summary').press('Enter');
    await expect.poll(() => entry.textContent()).toContain('Changed: name, level');
    // A diff of the changed fields, not the whole documents.
    const diff = entry.getByRole('table');
    expect(await diff.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)))).toEqual([
      ['name', 'Militia Sword', 'Militia Sword of Brackenford'],
      ['level', expect.any(String), '12'],
    ]);
    expect(await entry.locator('pre').count()).toBe(0);
    expect(await entry.textContent()).not.toContain('"description"');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await entry.getByRole('button', { name: 'Revert this change' }).click();
    await page.getByRole('dialog', { name: 'Revert this change?' }).getByRole('button', { name: 'Revert' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Reverted the change' }).count()).toBe(1);
    const item = await graphql(app.url, '{ item(id: "militia-sword") { name } }');
    expect(item.data!.item.name).toBe('Militia Sword');
  });
});

describe('the audit log refuses a revert a later edit built on', () => {
  it('shows why, naming the later change, and the document keeps the later edit', async () => {
    const second = await devSignIn(app.url, 'second_scribe', 'admin');
    const slug = `revert-conflict-${Math.random().toString(36).slice(2, 8)}`;
    const created = await graphql(app.url, 'mutation ($input: ContentInput!) { createContent(kind: GUIDE, input: $input) { id } }', { input: { slug, title: 'Conflicting guide', summary: 'First summary.', body: 'Body.' } }, { cookie: adminCookie });
    const id = created.data!.createContent.id as string;
    const update = 'mutation ($id: ID!, $input: ContentInput!) { updateContent(id: $id, input: $input) { id } }';
    expect((await graphql(app.url, update, { id, input: { summary: 'Edit one.' } }, { cookie: adminCookie })).errors).toBeUndefined();
    expect((await graphql(app.url, update, { id, input: { summary: 'Edit two by another admin.' } }, { cookie: second })).errors).toBeUndefined();

    const page = await adminPage();
    await page.goto(`${app.url}/manage`);
    const entry = page.getByRole('listitem').filter({ hasText: 'head_scribe edited “Conflicting guide”' }).first();
    await expect.poll(() => entry.count()).toBe(1);
    await entry.locator('summary').click();
    await entry.getByRole('button', { name: 'Revert this change' }).click();
    await page.getByRole('dialog', { name: 'Revert this change?' }).getByRole('button', { name: 'Revert' }).click();
    const refusal = page.getByRole('status').filter({ hasText: 'This change cannot be reverted' });
    await expect.poll(() => refusal.count()).toBe(1);
    expect(await refusal.textContent()).toMatch(/^This change cannot be reverted: “Conflicting guide” changed since \(by second_scribe, [^)]+ UTC\): summary changed again after this change\. Revert the later change first, or edit the document by hand\.$/);
    const after = await graphql(app.url, `{ content(kind: GUIDE, idOrSlug: "${id}") { summary } }`, {}, { cookie: adminCookie });
    expect(after.data!.content.summary).toBe('Edit two by another admin.');
  });
});

describe('written content cannot run script', () => {
  const ATTACK = [
    '<script>window.__xss = "script"</script>',
    '<img src=x onerror="window.__xss = \'onerror\'">',
    '[click me](javascript:window.__xss="link")',
    '<a href="javascript:window.__xss=\'raw-link\'">raw link</a>',
    '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
    '[[item:steel-longsword|"><img src=x onerror="window.__xss=\'label\'">]]',
    '## <svg onload="window.__xss=\'svg\'">',
  ].join('\n\n');

  /** Everything a script could hide behind in the rendered content of a page. */
  const inspect = (page: Page, selector: string) =>
    page.evaluate((sel) => {
      const roots = [...document.querySelectorAll(sel)];
      const all = roots.flatMap((root) => [...root.querySelectorAll('*')]);
      return {
        xss: (window as unknown as { __xss?: string }).__xss ?? null,
        scripts: all.filter((el) => ['SCRIPT', 'IFRAME', 'SVG', 'OBJECT', 'EMBED'].includes(el.tagName.toUpperCase())).length,
        handlers: all.flatMap((el) => [...el.attributes].map((a) => a.name)).filter((name) => name.startsWith('on')),
        jsLinks: all.filter((el) => /^\s*javascript:/i.test(el.getAttribute('href') ?? '') || /^\s*javascript:/i.test(el.getAttribute('src') ?? '')).length,
        text: roots.map((root) => root.textContent).join(' '),
        roots: roots.length,
      };
    }, selector);

  const KINDS = [
    ['NEWS', (slug: string) => `/news/${slug}`],
    ['ARTICLE', (slug: string) => `/articles/${slug}`],
    ['PATCH_NOTES', () => '/patch-notes'],
    ['GUIDE', (slug: string) => `/guides/${slug}`],
  ] as const;

  it.each(KINDS)('is inert on the public page of a %s', async (kind, pathOf) => {
    const slug = `xss-${kind.toLowerCase().replace('_', '-')}`;
    const input = { slug, title: `<img src=x onerror="window.__xss='title'">`, summary: '<script>window.__xss="summary"</script>', body: ATTACK, ...(kind === 'PATCH_NOTES' ? { version: '0.9' } : {}) };
    const created = await graphql(app.url, `mutation ($kind: ContentKind!, $input: ContentInput!) { createContent(kind: $kind, input: $input) { id } }`, { kind, input }, { cookie: adminCookie });
    expect(created.errors).toBeUndefined();
    await graphql(app.url, `mutation ($id: ID!) { publishContent(id: $id) { id } }`, { id: created.data!.createContent.id }, { cookie: adminCookie });
    const page = await visitorPage();
    const dialogs: string[] = [];
    const onDialog = (dialog: Dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    };
    page.on('dialog', onDialog);
    onTestFinished(() => void page.off('dialog', onDialog));
    await page.goto(`${app.url}${pathOf(slug)}`);
    await expect.poll(async () => (await inspect(page, '.content-body')).text).toContain('click me');
    const found = await inspect(page, '.content-body');
    expect(found).toMatchObject({ xss: null, scripts: 0, handlers: [], jsLinks: 0 });
    // The markup shows as text.
    expect(found.text).toContain('<script>window.__xss = ');
    // Clicking the would-be javascript: link does nothing either.
    await page.getByText('click me').first().click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null)).toBeNull();
    expect(dialogs).toEqual([]);
    // The title and summary are text too.
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null)).toBeNull();
  });

  it('is inert on a fixed page an admin rewrote, in the editor preview and in the search results', async () => {
    const page = await adminPage();
    await graphql(app.url, `mutation ($input: ContentInput!) { updateContent(id: "page-boletus", input: $input) { id } }`, { input: { body: ATTACK } }, { cookie: adminCookie });
    await page.goto(`${app.url}/boletus`);
    await expect.poll(async () => (await inspect(page, '.content-body')).text).toContain('click me');
    expect(await inspect(page, '.content-body')).toMatchObject({ xss: null, scripts: 0, handlers: [], jsLinks: 0 });

    await page.goto(`${app.url}/manage/news`);
    await page.getByRole('button', { name: 'Write a new news post' }).click();
    await page.getByRole('textbox', { name: /^Body/ }).fill(ATTACK);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('<img src=x onerror="window.__xss=\'preview-title\'">');
    await expect.poll(async () => (await inspect(page, '[data-testid="content-preview"]')).text).toContain('click me');
    expect(await inspect(page, '[data-testid="content-preview"]')).toMatchObject({ xss: null, scripts: 0, handlers: [], jsLinks: 0 });

    await page.goto(`${app.url}/search?q=xss`);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    expect(await inspect(page, '.search-page')).toMatchObject({ xss: null, scripts: 0, handlers: [], jsLinks: 0 });
  });
});

describe('the admin panel on a phone', () => {
  it.each(['/manage', '/manage/news', '/manage/news?kind=guides&edit=new', '/manage/items', '/manage/items?edit=steel-longsword'])('%s fits 390px without sideways scrolling', async (path) => {
    const page = await phonePage();
    const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'head_scribe', role: 'admin' } });
    expect(response.status()).toBe(200);
    await page.goto(`${app.url}${path}`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Admin panel' }).count()).toBe(1);
    await expect.poll(() => page.locator('.manage-table, .manage-form, .manage-stats').count()).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});

describe('the admin panel for others', () => {
  it('sends a signed-in player who is not an admin away from /manage/news', async () => {
    const page = await visitorPage();
    await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'not_an_admin', role: 'user' } });
    await page.goto(`${app.url}/manage/news`);
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/manage/news');
    expect(await page.getByRole('button', { name: /Write a new/ }).count()).toBe(0);
  });
});
