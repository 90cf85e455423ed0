import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { ITEMS_COLLECTION } from '../../server/src/modules/items/items.service';
import { AUDIT_COLLECTION } from '../../server/src/modules/audit/audit.service';
import { holdsWithin } from '../support/wait';

let server: TestServer;
let admin: Record<string, string>;
let user: Record<string, string>;
const anonymous: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  admin = { cookie: await devSignIn(server.url, 'chief_editor', 'admin') };
  user = { cookie: await devSignIn(server.url, 'plain_player', 'user') };
});
afterAll(async () => server?.stop());

/** Everything an admin mutation could change, to check that a refused one changed nothing. */
async function snapshot() {
  const names = ['news', 'articles', 'patch_notes', 'guides', 'pages', ITEMS_COLLECTION, AUDIT_COLLECTION];
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await server.store.collection(name).find({}, { sort: { _id: 1 } })])));
}

const CONTENT_FIELDS = 'id kind slug title summary body bodyHtml status version publishedAt tags author path';
const CREATE = `mutation ($kind: ContentKind!, $input: ContentInput!) { createContent(kind: $kind, input: $input) { ${CONTENT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ContentInput!) { updateContent(id: $id, input: $input) { ${CONTENT_FIELDS} } }`;
const PUBLISH = `mutation ($id: ID!) { publishContent(id: $id) { ${CONTENT_FIELDS} } }`;
const UNPUBLISH = `mutation ($id: ID!) { unpublishContent(id: $id) { ${CONTENT_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteContent(id: $id) }`;
const ITEM_FIELDS = 'id name description category slot level classes weight value retired twoHanded stats { attack defense armor hp }';
const CREATE_ITEM = `mutation ($input: ItemInput!) { createItem(input: $input) { ${ITEM_FIELDS} } }`;
const UPDATE_ITEM = `mutation ($id: ID!, $input: ItemInput!) { updateItem(id: $id, input: $input) { ${ITEM_FIELDS} } }`;
const RETIRE_ITEM = `mutation ($id: ID!) { retireItem(id: $id) { ${ITEM_FIELDS} } }`;
const RESTORE_ITEM = `mutation ($id: ID!) { restoreItem(id: $id) { ${ITEM_FIELDS} } }`;
const REVERT = `mutation ($id: ID!) { revertAuditEntry(id: $id) { id action targetId revertOf } }`;
const AUDIT = `{ auditLog(first: 100) { totalCount edges { node { id at actor action targetType targetId targetLabel before after revertOf revertedBy } } } }`;

const draftInput = (slug: string) => ({ slug, title: `Draft ${slug}`, summary: 'A summary.', body: `## Heading\n\nBody with [[item:steel-longsword]] and [[item:nope]].` });
const longsword = async () => (await graphql(server.url, `{ item(id: "steel-longsword") { ${ITEM_FIELDS} } }`)).data!.item;
const itemInput = (item: any, patch: Record<string, unknown> = {}) => ({
  name: item.name, description: item.description, category: item.category, level: item.level, classes: item.classes,
  stats: Object.fromEntries(Object.entries(item.stats).filter(([, v]) => v !== null)), weight: item.weight, value: item.value, twoHanded: item.twoHanded, ...patch,
});

async function createDraft(slug: string) {
  const { data, errors } = await graphql(server.url, CREATE, { kind: 'GUIDE', input: draftInput(slug) }, admin);
  expect(errors).toBeUndefined();
  return data!.createContent;
}

describe('admin mutations refuse anyone but an admin and change nothing', () => {
  const cases: Array<[string, () => Promise<{ query: string; variables: Record<string, unknown> }>]> = [
    ['createContent', async () => ({ query: CREATE, variables: { kind: 'NEWS', input: draftInput('refused-post') } })],
    ['updateContent', async () => ({ query: UPDATE, variables: { id: 'news-welcome', input: { title: 'Hijacked' } } })],
    ['publishContent', async () => ({ query: PUBLISH, variables: { id: (await createDraft(`to-publish-${Math.random().toString(36).slice(2, 8)}`)).id } })],
    ['unpublishContent', async () => ({ query: UNPUBLISH, variables: { id: 'news-welcome' } })],
    ['deleteContent', async () => ({ query: DELETE, variables: { id: 'news-welcome' } })],
    ['createItem', async () => ({ query: CREATE_ITEM, variables: { input: itemInput(await longsword(), { name: 'Refused Sword' }) } })],
    ['updateItem', async () => ({ query: UPDATE_ITEM, variables: { id: 'steel-longsword', input: itemInput(await longsword(), { name: 'Hijacked' }) } })],
    ['retireItem', async () => ({ query: RETIRE_ITEM, variables: { id: 'steel-longsword' } })],
    ['restoreItem', async () => ({ query: RESTORE_ITEM, variables: { id: 'steel-longsword' } })],
    [
      'revertAuditEntry',
      async () => {
        const draft = await createDraft(`to-revert-${Math.random().toString(36).slice(2, 8)}`);
        const entries = (await graphql(server.url, AUDIT, {}, admin)).data!.auditLog.edges.map((e: any) => e.node);
        return { query: REVERT, variables: { id: entries.find((e: any) => e.targetId === draft.id).id } };
      },
    ],
  ];

  it.each(cases)('%s: UNAUTHENTICATED for an anonymous visitor, FORBIDDEN for a user', async (_name, prepare) => {
    const { query, variables } = await prepare();
    const before = await snapshot();
    const asAnonymous = await graphql(server.url, query, variables, anonymous);
    expect(asAnonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const asUser = await graphql(server.url, query, variables, user);
    expect(asUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await snapshot()).toEqual(before);
    const asAdmin = await graphql(server.url, query, variables, admin);
    expect(asAdmin.errors).toBeUndefined();
  });

  it.each([
    ['manageContents', '{ manageContents(kind: NEWS) { totalCount } }'],
    ['previewContent', '{ previewContent(body: "x") { html } }'],
    ['auditLog', '{ auditLog { totalCount } }'],
  ])('%s is for admins only', async (_name, query) => {
    expect((await graphql(server.url, query, {}, anonymous)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphql(server.url, query, {}, user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql(server.url, query, {}, admin)).errors).toBeUndefined();
  });
});

describe('writing content', () => {
  it('creates a draft nobody else sees, publishes it, unpublishes it and deletes it', async () => {
    const draft = await createDraft('the-life-of-a-guide');
    expect(draft).toMatchObject({ kind: 'GUIDE', slug: 'the-life-of-a-guide', status: 'DRAFT', publishedAt: null, author: 'chief_editor', path: '/guides/the-life-of-a-guide' });
    expect(draft.id).toMatch(/^guide-/);
    const publicRead = `{ content(kind: GUIDE, idOrSlug: "the-life-of-a-guide") { id status } }`;
    expect((await graphql(server.url, publicRead)).data!.content).toBeNull();
    expect((await graphql(server.url, publicRead, {}, admin)).data!.content).toEqual({ id: draft.id, status: 'DRAFT' });

    const published = (await graphql(server.url, PUBLISH, { id: draft.id }, admin)).data!.publishContent;
    expect(published.status).toBe('PUBLISHED');
    expect(published.publishedAt).not.toBeNull();
    expect((await graphql(server.url, publicRead)).data!.content).toEqual({ id: draft.id, status: 'PUBLISHED' });
    const list = (await graphql(server.url, `{ contents(kind: GUIDE, first: 100) { edges { node { id } } } }`)).data!.contents.edges.map((e: any) => e.node.id);
    expect(list).toContain(draft.id);

    await graphql(server.url, UNPUBLISH, { id: draft.id }, admin);
    expect((await graphql(server.url, publicRead)).data!.content).toBeNull();

    expect((await graphql(server.url, DELETE, { id: draft.id }, admin)).data!.deleteContent).toBe(draft.id);
    expect((await graphql(server.url, publicRead, {}, admin)).data!.content).toBeNull();
  });

  it('refuses a slug another document of the kind has, and a malformed one, naming the field', async () => {
    const taken = await graphql(server.url, CREATE, { kind: 'GUIDE', input: { ...draftInput('x'), slug: 'obsidian-deep' } }, admin);
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.slug' });
    expect(taken.errors?.[0]?.message).toContain('The slug "obsidian-deep" is taken');
    const malformed = await graphql(server.url, UPDATE, { id: 'guide-obsidian-deep', input: { slug: 'Bad Slug!' } }, admin);
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.slug' });
    const renamedOnto = await graphql(server.url, UPDATE, { id: 'guide-obsidian-deep', input: { slug: 'reedcoast-gold' } }, admin);
    expect(renamedOnto.errors?.[0]?.extensions?.field).toBe('input.slug');
    // The same slug in another kind is fine: slugs are unique within a kind.
    const otherKind = await graphql(server.url, CREATE, { kind: 'ARTICLE', input: { ...draftInput('x'), slug: 'obsidian-deep' } }, admin);
    expect(otherKind.errors).toBeUndefined();
  });

  it('previews with the public renderer and reports unknown references', async () => {
    const { data } = await graphql(server.url, `query ($body: String!) { previewContent(body: $body) { html unknownReferences } }`, { body: draftInput('p').body + '\n\n<script>alert(1)</script>' }, admin);
    expect(data!.previewContent.unknownReferences).toEqual(['item:nope']);
    expect(data!.previewContent.html).toContain('href="/items/swords/steel-longsword"');
    expect(data!.previewContent.html).not.toContain('<script>');
  });

  it('renders patch notes with their version and requires one', async () => {
    const missing = await graphql(server.url, CREATE, { kind: 'PATCH_NOTES', input: draftInput('no-version') }, admin);
    expect(missing.errors?.[0]?.extensions?.field).toBe('input.version');
    const { data } = await graphql(server.url, `{ contents(kind: PATCH_NOTES) { edges { node { version } } } }`);
    expect(data!.contents.edges.map((e: any) => e.node.version)).toEqual(['2.0', '1.4', '1.3', '1.2', '1.1']);
  });
});

describe('Subscription.contentRemoved', () => {
  it('announces a published document once it is unpublished, and never a draft', async () => {
    const client = createClient({ url: server.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket });
    const seen: string[] = [];
    const stop = client.subscribe(
      { query: 'subscription { contentRemoved(kind: ARTICLE) }' },
      { next: (value: any) => seen.push(value.data.contentRemoved), error: () => undefined, complete: () => undefined },
    );
    const draft = (await graphql(server.url, CREATE, { kind: 'ARTICLE', input: draftInput('removed-draft') }, admin)).data!.createContent;
    const shown = (await graphql(server.url, CREATE, { kind: 'ARTICLE', input: draftInput('removed-shown') }, admin)).data!.createContent;
    await graphql(server.url, PUBLISH, { id: shown.id }, admin);
    // The subscription may register after the first writes: unpublish and publish again until it is heard.
    for (let attempt = 0; seen.length === 0 && attempt < 50; attempt += 1) {
      await graphql(server.url, UNPUBLISH, { id: shown.id }, admin);
      await graphql(server.url, UPDATE, { id: draft.id, input: { title: `Still a draft ${attempt}` } }, admin);
      if (!(await holdsWithin(() => seen.length > 0, 200))) await graphql(server.url, PUBLISH, { id: shown.id }, admin);
    }
    await graphql(server.url, DELETE, { id: draft.id }, admin);
    await graphql(server.url, PUBLISH, { id: shown.id }, admin);
    await graphql(server.url, DELETE, { id: shown.id }, admin);
    await expect.poll(() => seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen)).toEqual(new Set([shown.id]));
    stop();
    await client.dispose();
  });
});

describe('editing items', () => {
  it('changes an item at once for its page and the items list', async () => {
    const item = await longsword();
    const { data, errors } = await graphql(server.url, UPDATE_ITEM, { id: item.id, input: itemInput(item, { name: 'Steel Longsword of Testing', level: 21, value: item.value + 10 }) }, admin);
    expect(errors).toBeUndefined();
    expect(data!.updateItem).toMatchObject({ name: 'Steel Longsword of Testing', level: 21 });
    expect((await longsword()).name).toBe('Steel Longsword of Testing');
    const listed = await graphql(server.url, `{ items(filter: { search: "of Testing" }) { edges { node { id } } } }`);
    expect(listed.data!.items.edges.map((e: any) => e.node.id)).toEqual(['steel-longsword']);
  });

  it.each([
    // In the admin's words, naming the field as the form labels it.
    [{ level: 0 }, 'input.level', /^Level must be at least 1\.$/],
    [{ level: 201 }, 'input.level', /^Level must be at most 200\.$/],
    [{ name: 'x' }, 'input.name', /^Name must be at least \d+ characters long\.$/],
    [{ value: -5 }, 'input.value', /^Value must be /],
    [{ stats: { attack: -1 } }, 'input.stats.attack', /^Stats: Attack must be more than 0\.$/],
    [{ category: 'spoons' }, 'input.category', /^Category must be one of: /],
    [{ stats: {} }, 'input.stats', /at least one stat/],
    [{ category: 'shields', twoHanded: true }, 'input.twoHanded', /two-handed/],
  ])('refuses %j with a message naming the field and writes nothing', async (patch, field, message) => {
    const item = await longsword();
    const before = await snapshot();
    const { errors } = await graphql(server.url, UPDATE_ITEM, { id: item.id, input: itemInput(item, patch) }, admin);
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(errors?.[0]?.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('adds an item with an id from its name, and retires it out of the lists while its page stays', async () => {
    const base = await longsword();
    const created = (await graphql(server.url, CREATE_ITEM, { input: itemInput(base, { name: 'Brand New Blade', description: 'A blade made for this test.' }) }, admin)).data!.createItem;
    expect(created).toMatchObject({ id: 'brand-new-blade', slot: 'hand-main', retired: false });
    const search = `{ items(filter: { search: "Brand New" }) { totalCount } }`;
    expect((await graphql(server.url, search)).data!.items.totalCount).toBe(1);
    const retired = (await graphql(server.url, RETIRE_ITEM, { id: created.id }, admin)).data!.retireItem;
    expect(retired.retired).toBe(true);
    expect((await graphql(server.url, search)).data!.items.totalCount).toBe(0);
    expect((await graphql(server.url, `{ item(id: "brand-new-blade") { id retired } }`)).data!.item).toEqual({ id: 'brand-new-blade', retired: true });
    await graphql(server.url, RESTORE_ITEM, { id: created.id }, admin);
    expect((await graphql(server.url, search)).data!.items.totalCount).toBe(1);
  });

  it('sends an item change to a page subscribed to it', async () => {
    const client = createClient({ url: server.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket });
    const received = new Promise<any>((resolve, reject) => {
      const stop = client.subscribe(
        { query: 'subscription { itemChanged(id: "iron-dagger") { id name } }' },
        { next: (value) => { resolve(value); stop(); }, error: reject, complete: () => undefined },
      );
    });
    const item = (await graphql(server.url, `{ item(id: "iron-dagger") { ${ITEM_FIELDS} } }`)).data!.item;
    // The subscription is registered once the server acknowledged it; poll by repeating the edit until it arrives.
    let arrived: any = null;
    void received.then((value) => (arrived = value));
    for (let attempt = 0; !arrived && attempt < 50; attempt += 1) {
      await graphql(server.url, UPDATE_ITEM, { id: item.id, input: itemInput(item, { name: `Iron Dagger ${attempt}` }) }, admin);
      await Promise.race([received, new Promise((r) => setTimeout(r, 100))]);
    }
    expect((await received).data.itemChanged.id).toBe('iron-dagger');
    await client.dispose();
  });
});

describe('the audit log', () => {
  it('records who changed what, before and after, and reverts an item edit', async () => {
    const item = (await graphql(server.url, `{ item(id: "hunting-bow") { ${ITEM_FIELDS} } }`)).data!.item;
    await graphql(server.url, UPDATE_ITEM, { id: item.id, input: itemInput(item, { name: 'Renamed Bow' }) }, admin);
    const entry = (await graphql(server.url, AUDIT, {}, admin)).data!.auditLog.edges.map((e: any) => e.node).find((e: any) => e.targetId === 'hunting-bow');
    expect(entry).toMatchObject({ actor: 'chief_editor', action: 'item.update', targetType: 'item', targetLabel: 'Renamed Bow', revertedBy: null });
    expect(JSON.parse(entry.before).name).toBe(item.name);
    expect(JSON.parse(entry.after).name).toBe('Renamed Bow');

    const revert = (await graphql(server.url, REVERT, { id: entry.id }, admin)).data!.revertAuditEntry;
    expect(revert).toMatchObject({ action: 'revert', targetId: 'hunting-bow', revertOf: entry.id });
    expect((await graphql(server.url, `{ item(id: "hunting-bow") { name } }`)).data!.item.name).toBe(item.name);
    const again = await graphql(server.url, REVERT, { id: entry.id }, admin);
    expect(again.errors?.[0]?.message).toBe('This change was already reverted.');
  });

  it('reverts a deletion by bringing the document back, and a creation by removing it', async () => {
    const draft = await createDraft('to-be-deleted-and-back');
    await graphql(server.url, DELETE, { id: draft.id }, admin);
    const entries = (await graphql(server.url, AUDIT, {}, admin)).data!.auditLog.edges.map((e: any) => e.node).filter((e: any) => e.targetId === draft.id);
    const deletion = entries.find((e: any) => e.action === 'content.delete');
    await graphql(server.url, REVERT, { id: deletion.id }, admin);
    const read = `{ content(kind: GUIDE, idOrSlug: "${draft.id}") { id title } }`;
    expect((await graphql(server.url, read, {}, admin)).data!.content).toEqual({ id: draft.id, title: draft.title });
    const creation = entries.find((e: any) => e.action === 'content.create');
    await graphql(server.url, REVERT, { id: creation.id }, admin);
    expect((await graphql(server.url, read, {}, admin)).data!.content).toBeNull();
  });

  it('refuses to revert a change a later edit by another admin built on, naming it, and writes nothing (re-test N3)', async () => {
    const second = { cookie: await devSignIn(server.url, 'second_editor', 'admin') };
    const draft = await createDraft(`n3-conflict-${Math.random().toString(36).slice(2, 8)}`);
    expect((await graphql(server.url, UPDATE, { id: draft.id, input: { summary: 'edit one' } }, admin)).errors).toBeUndefined();
    expect((await graphql(server.url, UPDATE, { id: draft.id, input: { summary: 'edit two by admin2' } }, second)).errors).toBeUndefined();
    const entries = (await graphql(server.url, AUDIT, {}, admin)).data!.auditLog.edges.map((e: any) => e.node).filter((e: any) => e.targetId === draft.id);
    const first = entries.find((e: any) => e.action === 'content.update' && JSON.parse(e.after).summary === 'edit one');
    const before = await snapshot();

    const refused = await graphql(server.url, REVERT, { id: first.id }, admin);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toMatch(/^This change cannot be reverted: “Draft n3-conflict-\w+” changed since \(by second_editor, \d{4}-\d\d-\d\d \d\d:\d\d UTC\): summary changed again after this change\. Revert the later change first, or edit the document by hand\.$/);
    expect(await snapshot()).toEqual(before);
    const read = `{ content(kind: GUIDE, idOrSlug: "${draft.id}") { summary } }`;
    expect((await graphql(server.url, read, {}, admin)).data!.content.summary).toBe('edit two by admin2');
  });

  it('reverts only the fields the entry changed, keeping a later edit of other fields by another admin', async () => {
    const second = { cookie: await devSignIn(server.url, 'second_editor', 'admin') };
    const draft = await createDraft(`n3-merge-${Math.random().toString(36).slice(2, 8)}`);
    expect((await graphql(server.url, UPDATE, { id: draft.id, input: { title: 'A new title' } }, admin)).errors).toBeUndefined();
    expect((await graphql(server.url, UPDATE, { id: draft.id, input: { summary: 'A later summary by admin2' } }, second)).errors).toBeUndefined();
    const entries = (await graphql(server.url, AUDIT, {}, admin)).data!.auditLog.edges.map((e: any) => e.node).filter((e: any) => e.targetId === draft.id);
    const titleEdit = entries.find((e: any) => e.action === 'content.update' && e.actor === 'chief_editor');
    const { errors } = await graphql(server.url, REVERT, { id: titleEdit.id }, admin);
    expect(errors).toBeUndefined();
    const read = `{ content(kind: GUIDE, idOrSlug: "${draft.id}") { title summary } }`;
    expect((await graphql(server.url, read, {}, admin)).data!.content).toEqual({ title: draft.title, summary: 'A later summary by admin2' });
  });

  it('refuses to revert a creation when the document was edited since, instead of deleting the edit', async () => {
    const second = { cookie: await devSignIn(server.url, 'second_editor', 'admin') };
    const draft = await createDraft(`n3-created-${Math.random().toString(36).slice(2, 8)}`);
    await graphql(server.url, UPDATE, { id: draft.id, input: { body: 'Rewritten by admin2.' } }, second);
    const creation = (await graphql(server.url, AUDIT, {}, admin)).data!.auditLog.edges.map((e: any) => e.node).find((e: any) => e.targetId === draft.id && e.action === 'content.create');
    const refused = await graphql(server.url, REVERT, { id: creation.id }, admin);
    expect(refused.errors?.[0]?.message).toContain('(by second_editor,');
    expect(refused.errors?.[0]?.message).toContain('body changed after it was created');
    expect((await graphql(server.url, `{ content(kind: GUIDE, idOrSlug: "${draft.id}") { id } }`, {}, admin)).data!.content).toEqual({ id: draft.id });
  });

  it('shows the latest changes and counts in the overview', async () => {
    const { data, errors } = await graphql(server.url, `{ adminOverview { itemCount retiredItemCount contentCounts { kind published drafts } latestChanges { action } } }`, {}, admin);
    expect(errors).toBeUndefined();
    expect(data!.adminOverview.itemCount).toBe(await server.store.collection(ITEMS_COLLECTION).count());
    expect(data!.adminOverview.contentCounts.find((c: any) => c.kind === 'PAGE')).toEqual({ kind: 'PAGE', published: 4, drafts: 0 });
    expect(data!.adminOverview.latestChanges.length).toBe(10);
  });
});

describe('Mutation.recordJugglingScore', () => {
  const RECORD = `mutation ($score: Int!) { recordJugglingScore(score: $score) { jugglingBest } }`;
  it('keeps the best score only, for signed-in players, within 0 to 9999', async () => {
    const me = { cookie: await devSignIn(server.url, 'juggler', 'user') };
    expect((await graphql(server.url, RECORD, { score: 5 }, anonymous)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphql(server.url, RECORD, { score: 12 }, me)).data!.recordJugglingScore.jugglingBest).toBe(12);
    expect((await graphql(server.url, RECORD, { score: 7 }, me)).data!.recordJugglingScore.jugglingBest).toBe(12);
    expect((await graphql(server.url, RECORD, { score: 10_000 }, me)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'score' });
    expect((await graphql(server.url, RECORD, { score: -1 }, me)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await graphql(server.url, `{ me { jugglingBest } }`, {}, me)).data!.me.jugglingBest).toBe(12);
  });
});

describe('Query.search', () => {
  it('finds things of every kind, grouped in order, and an item edit at once', async () => {
    const { data } = await graphql(server.url, `{ search(query: "lantern") { total groups { kind label total hits { id title path ref } } } }`);
    const kinds = data!.search.groups.map((g: any) => g.kind);
    expect(kinds).toEqual(expect.arrayContaining(['ITEM', 'MONSTER', 'NPC', 'SPELL']));
    expect(kinds.indexOf('ITEM')).toBeLessThan(kinds.indexOf('MONSTER'));
    const items = data!.search.groups.find((g: any) => g.kind === 'ITEM');
    expect(items.hits.length).toBeLessThanOrEqual(5);
    const item = (await graphql(server.url, `{ item(id: "oak-staff") { ${ITEM_FIELDS} } }`)).data!.item;
    await graphql(server.url, UPDATE_ITEM, { id: item.id, input: itemInput(item, { name: 'Quibblewood Staff' }) }, admin);
    await expect.poll(async () => (await graphql(server.url, `{ search(query: "quibblewood") { groups { hits { id } } } }`)).data!.search.groups.flatMap((g: any) => g.hits.map((h: any) => h.id))).toEqual(['oak-staff']);
  });

  it('finds places, traits, public builds and written content', async () => {
    const hits = async (query: string, kind: string) =>
      (await graphql(server.url, `query ($q: String!) { search(query: $q) { groups { kind hits { title } } } }`, { q: query })).data!.search.groups.find((g: any) => g.kind === kind)?.hits.map((h: any) => h.title) ?? [];
    expect(await hits('Frostmere', 'PLACE')).toContain('Frostmere');
    expect(await hits('tough hide', 'TRAIT')).toContain('Tough Hide');
    expect(await hits('boletus', 'CONTENT')).toContain('The Golden Boletus');
  });

  it('refuses an empty or too long query', async () => {
    expect((await graphql(server.url, `{ search(query: " ") { total } }`)).errors?.[0]?.extensions?.field).toBe('query');
    expect((await graphql(server.url, `{ search(query: "${'x'.repeat(61)}") { total } }`)).errors?.[0]?.extensions?.field).toBe('query');
  });
});
