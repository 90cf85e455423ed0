import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app';
import { draftApi } from '../support/draft-api';
import { devSignIn } from '../support/auth';
import { rawPack } from '../../server/game-data/pack';
import { renderedPage } from '../support/rendered-page';
import { committedVersions } from '../../server/game-data/committed-versions';

/**
 * The spell and trait pages and their History: drawn on the server in the first response (what a reader without
 * JavaScript gets), each published version where the entry changed with its fields before → after.
 */

let server: TestServer;
let admin: Record<string, string>;
const pack = rawPack();
const spell = pack.spells.find((row) => row.kind === 'attack' && row.power > 0)!;

const { ok } = draftApi(() => server.url, () => admin);
const page = (path: string) => renderedPage(server.url, path);

beforeAll(async () => {
  server = await startTestServer();
  admin = { cookie: await devSignIn(server.url, 'history_admin', 'admin') };
});
afterAll(async () => server?.stop());

describe('spell and trait pages with their History, drawn on the server', () => {
  it('a trait page carries the trait, its tree place and the versions where it changed, with the fields before → after', async () => {
    // A trait number whose trait version 2 changed (the trees were redrawn: numbers now name other traits).
    const [one, two] = committedVersions();
    const trait = two!.pack.traits.find((row) => JSON.stringify(row) !== JSON.stringify(one!.pack.traits.find((old) => old.number === row.number)) && row.number <= one!.pack.traits.length)!;
    const history = (await ok('query($n: Int!) { trait(number: $n) { history { version { number name } change fields { path before after } } } }', { n: trait.number })).trait.history;
    expect(history.map((entry: { version: { number: number } }) => entry.version.number)).toEqual([1, 2]);
    const changed = history[1].fields as Array<{ path: string; before: string | null; after: string | null }>;
    expect(changed.length).toBeGreaterThan(0);
    const { response, html, text } = await page(`/lists/traits/${trait.number}`);
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${trait.name} · Traits · Almanac</title>`);
    expect(text).toContain(trait.name);
    expect(text).toContain(`Tier ${trait.tier}`);
    expect(text).toContain('History');
    expect(text).toContain(history[1].version.name);
    const field = changed[0]!;
    expect(text).toContain(`${field.path} :`);
    expect(text).not.toContain('Loading the history');
  });

  it('a spell page carries the spell\'s numbers and its History (added in version 1)', async () => {
    const { response, html, text } = await page(`/lists/spells/${spell.id}`);
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${spell.name} · Spells · Almanac</title>`);
    expect(text).toContain(`Level ${spell.level}`);
    expect(text).toContain(`Mana cost ${spell.manaCost}`);
    expect(text).toMatch(/History .*Added/);
  });

  it('a spell or trait that does not exist answers 404 with a page saying so', async () => {
    const spellPage = await page('/lists/spells/no-such-spell');
    expect(spellPage.response.status).toBe(404);
    expect(spellPage.text).toContain('There is no spell “no-such-spell”');
    const answers = await Promise.all(['/lists/traits/9999', '/lists/traits/abc', '/lists/traits/0'].map(async (path) => [path, (await page(path)).response.status, (await page(path)).text.includes('Trait not found')]));
    expect(answers).toEqual([
      ['/lists/traits/9999', 404, true],
      ['/lists/traits/abc', 404, true],
      ['/lists/traits/0', 404, true],
    ]);
  });

  it('a version published with a changed spell shows on the spell\'s page: the version\'s name and the power before → after', async () => {
    await ok('mutation { openGameDataDraft { id } }', {}, admin);
    const revision = (await ok('{ gameDataDraft { revision } }', {}, admin)).gameDataDraft.revision as number;
    const value = { ...spell, power: spell.power + 15 };
    await ok('mutation($input: GameDataDraftEditInput!) { editGameDataDraft(input: $input) { revision } }', { input: { kind: 'spells', id: spell.id, value: JSON.stringify(value), revision } }, admin);
    await ok('mutation { publishGameDataDraft(name: "1.7 Spell tuning") { version { number } } }', {}, admin);
    const { text } = await page(`/lists/spells/${spell.id}`);
    expect(text).toContain('1.7 Spell tuning');
    expect(text).toContain(`power : ${spell.power} → to ${spell.power + 15}`);
    expect(text).toContain(`Power ${spell.power + 15}`);
  });
});
