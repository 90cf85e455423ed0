import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawPack } from '../../server/game-data/pack';
import { V1_TO_V2_TRAITS, V1_TRAIT_NAMES } from '../../server/game-data/rules/migrations';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

/**
 * A trait's history follows the trait across renumberings, not its bare number: the committed
 * pack's version 2 renumbered every trait, and a published version 3 swaps two traits' numbers.
 */
let server: TestServer;
let admin: Record<string, string>;
let player: Record<string, string>;

const v2 = rawPack();
/** A trait that version 2 renumbered: its version 1 number and its version 2 number. */
const [OLD, NOW] = [...V1_TO_V2_TRAITS].find(([from, to]) => to !== null && to !== from)! as [number, number];
// Two shared traits of tier 1 (they need nothing): version 3 swaps their numbers (the traits that need them need the other now).
const swappable = v2.traits.filter((t) => t.class === null && t.tier === 1 && t.prerequisite === null);
const [a, b] = [swappable[0]!, swappable[1]!];
const v3 = structuredClone(v2);
v3.traits[v3.traits.findIndex((t) => t.number === a.number)] = { ...structuredClone(b), number: a.number };
v3.traits[v3.traits.findIndex((t) => t.number === b.number)] = { ...structuredClone(a), number: b.number };

type History = Array<{ version: { number: number }; change: string; fields?: Array<{ path: string; before: string | null; after: string | null }>; values: string | null }>;
const HISTORY = 'version { number } change fields { path before after } values';

async function ok(query: string, variables: Record<string, unknown> = {}, who: Record<string, string> = {}) {
  const result = await graphql(server.url, query, variables, who);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}
const historyOf = async (number: number): Promise<History> => (await ok(`query($n: Int!) { trait(number: $n) { history { ${HISTORY} } } }`, { n: number })).trait.history;
const names = (history: History) => history.map((entry) => [entry.version.number, entry.change, entry.values && (JSON.parse(entry.values) as { name: string; number: number }).name, entry.values && (JSON.parse(entry.values) as { number: number }).number]);

let buildId: string;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  admin = { cookie: await devSignIn(server.url, 'history_admin', 'admin') };
  player = { cookie: await devSignIn(server.url, 'history_player', 'user') };
  buildId = (await ok('mutation($input: BuildInput!) { createBuild(input: $input) { id } }', { input: { name: 'Swap', class: 'mage', characterLevel: 30, assignedPoints: [{ trait: a.number, points: 1 }] } }, player)).createBuild.id;
}, 120_000);
afterAll(async () => server?.stop());

describe('Trait.history follows the trait across renumberings', () => {
  it('a trait version 2 renumbered: its version 1 values are read at its version 1 number', async () => {
    const history = await historyOf(NOW);
    expect(names(history)[0]).toEqual([1, 'ADDED', V1_TRAIT_NAMES[OLD - 1], OLD]);
    expect(history[1]).toMatchObject({ version: { number: 2 }, change: 'CHANGED' });
    expect(history[1]!.fields).toContainEqual({ path: 'number', before: String(OLD), after: String(NOW) });
  });

  it('after version 3 swaps two traits\' numbers, each number\'s history is its own trait\'s', async () => {
    const upload = await fetch(`${server.url}/manage/game-data/import`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, ...admin }, body: JSON.stringify(v3) });
    expect(upload.status).toBe(200);
    await ok('mutation { publishGameDataDraft(name: "3 Swapped") { version { number } } }', {}, admin);
    // Today's trait a.number is the trait that was b.number up to version 2.
    const history = await historyOf(a.number);
    expect(names(history).at(-1)).toEqual([3, 'CHANGED', b.name, a.number]);
    expect(history.at(-1)!.fields).toEqual([{ path: 'number', before: String(b.number), after: String(a.number) }]);
    // Every version's values are that trait's (version 1 kept version 2's names), none are the other one's.
    expect(names(history).filter(([, , name]) => name !== null && name !== b.name)).toEqual([]);
    const query = await ok(`{ gameDataHistory(kind: traits, id: "${a.number}") { ${HISTORY} } }`);
    expect(query.gameDataHistory).toEqual(history);
  });

  it('TraitPoints.details.history - a build of version 2 follows its trait from there', async () => {
    const { build } = await ok('query($id: ID!) { build(id: $id) { dataVersion assignedPoints { details { name history { version { number } change values } } } } }', { id: buildId }, player);
    expect(build.dataVersion).toBe(2);
    const [{ details }] = build.assignedPoints;
    expect(details.name).toBe(a.name);
    expect(names(details.history).at(-1)).toEqual([3, 'CHANGED', a.name, b.number]);
  });
});
