import { executeSync, getIntrospectionQuery, getNullableType, isListType, isObjectType, Kind, parse, visit, type DocumentNode } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { describe, expect, it } from 'vitest';
import { rawPack } from '../../server/game-data/pack';
import { checkCost, estimateCost, isPageList, listSizeOf, QUERY_TOO_COSTLY } from '../../server/src/graphql/cost';
import { QUERY_LIMITS } from '../../server/src/graphql/query-limits';
import { createSchema } from '../../server/src/schema';
import { clientOperations, worstVariables } from '../support/client-operations';

const schema = createSchema();
const pack = rawPack();
const cost = (query: string, options: Parameters<typeof estimateCost>[2] = {}) => estimateCost(schema, parse(query), options);
const declared = (type: string, field: string) => {
  const owner = schema.getType(type);
  if (!isObjectType(owner)) throw new Error(type);
  return listSizeOf(owner.getFields()[field]!)!;
};

describe('declared list sizes (schema.graphql @listSize)', () => {
  it('every list field declares its maximum, every page the argument that sizes it', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const size = listSizeOf(field);
        const coordinate = `${type.name}.${field.name}`;
        if (field.args.some((arg) => arg.name === 'first')) {
          if (size?.sizedBy !== 'first' || size.max !== 100) missing.push(`${coordinate} (page without @listSize(max: 100, sizedBy: "first"))`);
        } else if (isListType(getNullableType(field.type)) && !size && !isPageList(type.name)) {
          missing.push(coordinate);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('the game data fits within every declared maximum, so no list is cut today', () => {
    const most = (counts: number[]) => Math.max(0, ...counts);
    const perGoods = (pairs: string[]) => most([...pairs.reduce((map, id) => map.set(id, (map.get(id) ?? 0) + 1), new Map<string, number>()).values()]);
    const trades = pack.npcs.flatMap((npc) => npc.trades);
    const actual: Array<[string, string, number]> = [
      ['Query', 'itemList', pack.items.length],
      ['Query', 'materials', pack.materials.length],
      ['Query', 'npcs', pack.npcs.length],
      ['Query', 'recipes', pack.recipes.length],
      ['Query', 'traits', pack.traits.length],
      ['Query', 'locations', pack.locations.length],
      ['Query', 'premiumOffers', pack.premium.length],
      ['Query', 'classes', pack.classes.length],
      ['Query', 'stats', pack.stats.length],
      ['Npc', 'trades', most(pack.npcs.map((npc) => npc.trades.length))],
      ['Monster', 'loot', most(pack.monsters.map((monster) => monster.loot.length))],
      ['Monster', 'habitats', most(pack.monsters.map((monster) => monster.habitats.length))],
      ['Monster', 'elements', most(pack.monsters.map((monster) => monster.elements.length))],
      ['Item', 'droppedBy', perGoods(pack.monsters.flatMap((monster) => monster.loot.map((drop) => drop.goodsId)))],
      ['Item', 'soldBy', perGoods(trades.filter((trade) => trade.sells != null).map((trade) => trade.goodsId))],
      ['Item', 'boughtBy', perGoods(trades.filter((trade) => trade.buys != null).map((trade) => trade.goodsId))],
      ['Item', 'usedIn', perGoods(pack.recipes.flatMap((recipe) => recipe.ingredients.map((ingredient) => ingredient.goodsId)))],
      ['Item', 'madeBy', perGoods(pack.recipes.map((recipe) => recipe.output))],
      ['Recipe', 'ingredients', most(pack.recipes.map((recipe) => recipe.ingredients.length))],
      ['Trait', 'effects', most(pack.traits.map((trait) => trait.effects.length))],
      ['PlayerClass', 'weaponCategories', most(pack.classes.map((c) => c.weaponCategories.length))],
    ];
    const over = actual.filter(([type, field, count]) => count > declared(type, field).max || count === 0);
    expect(over).toEqual([]);
    // Materials share the items' trade and loot lists.
    for (const field of ['droppedBy', 'soldBy', 'boughtBy', 'usedIn', 'madeBy']) expect(declared('Material', field)).toEqual(declared('Item', field));
  });
});

describe('estimateCost (the query cost)', () => {
  it('counts 1 per field, a list its maximum times one entry, a list of scalars its maximum', () => {
    expect(cost('{ __typename }')).toBe(1);
    expect(cost('{ progression { maxLevel levelsPerTraitPoint } }')).toBe(3);
    expect(cost('{ itemList { id } }')).toBe(2000 * 2);
    expect(cost('{ itemList { id classes } }')).toBe(2000 * (1 + 1 + 4));
    expect(cost('{ gameData { traitTierPoints } }')).toBe(1 + 8);
  });

  it('multiplies nested lists: the re-test`s 88-byte query counts millions', () => {
    const trades = declared('Npc', 'trades').max;
    const perItem = 2 * (5 * (1 + 1 + trades * 3));
    expect(cost('{itemList{soldBy{npc{trades{name value}}}boughtBy{npc{trades{name value}}}}}')).toBe(2000 * (1 + perItem));
  });

  it('counts a page `first` times what one entry selects, `first` taken between 0 and the maximum', () => {
    const page = (first: string) => cost(`{ news${first} { totalCount edges { node { id title } } } }`);
    // One entry: totalCount 1, edges 1 + node (1 + 2).
    expect(page('(first: 1)')).toBe(1 + 1 * 5);
    expect(page('')).toBe(1 + 20 * 5); // the default, 20
    expect(page('(first: 100)')).toBe(1 + 100 * 5);
    expect(page('(first: 100000)')).toBe(1 + 100 * 5); // refused by the resolver before anything is read
    expect(page('(first: -5)')).toBe(1);
    expect(cost('query($n: Int) { news(first: $n) { totalCount } }', { variables: { n: 7 } })).toBe(1 + 7);
  });

  it('counts each alias, each fragment spread and nothing skipped', () => {
    expect(cost('{ a: itemList { id } b: itemList { id } }')).toBe(2 * 2000 * 2);
    expect(cost('{ itemList { ...F } } fragment F on Item { id name }')).toBe(2000 * 3);
    expect(cost('{ itemList @skip(if: true) { id } progression { maxLevel } }')).toBe(2);
    expect(cost('query($on: Boolean!) { itemList @include(if: $on) { id } }', { variables: { on: false } })).toBe(0);
  });

  it('weighs the long Markdown texts by their @cost', () => {
    expect(cost('{ newsPost(idOrSlug: "x") { title body bodyHtml } }')).toBe(1 + 1 + 50 + 50);
  });

  it('counts introspection exactly: what the schema would answer, however deep the selection', () => {
    const standard = parse(getIntrospectionQuery());
    const values = (value: unknown): number =>
      Array.isArray(value) ? value.reduce((sum: number, entry) => sum + values(entry), 0) : value !== null && typeof value === 'object' ? 1 + Object.values(value).reduce((sum: number, entry) => sum + values(entry), 0) : 1;
    const answer = executeSync({ schema, document: standard });
    // The answer's values, counted the estimator's way (each object 1, each field's value), minus the `data` wrapper.
    expect(estimateCost(schema, standard)).toBe(values(answer.data) - 1);
    expect(estimateCost(schema, standard)).toBeLessThan(QUERY_LIMITS.maxCost);
    expect(cost('{ __type(name: "Progression") { name fields { name } } }')).toBe(1 + 1 + 3 * 2);
    const nested = (levels: number): string => (levels === 0 ? 'name' : `name fields { name type { name ofType { name ofType { ${nested(levels - 1)} } } } }`);
    expect(cost(`{ __schema { types { ${nested(30)} } } }`)).toBeGreaterThan(1e9);
  });

  it('counts a live size below the declared maximum, never above it', () => {
    expect(cost('{ itemList { id } }', { live: { 'Query.itemList': 259 } })).toBe(259 * 2);
    expect(cost('{ itemList { id } }', { live: { 'Query.itemList': 5000 } })).toBe(2000 * 2);
  });
});

describe('checkCost (the refusal every transport runs)', () => {
  const check = (query: string, options: Partial<Parameters<typeof checkCost>[2]> = {}) => checkCost(schema, parse(query), { signedIn: false, ...options });

  it(`admits an operation costing ${QUERY_LIMITS.maxCost} and refuses ${QUERY_LIMITS.maxCost + 1} with ${QUERY_TOO_COSTLY}, naming the cost`, async () => {
    // experienceTable rows cost 4 each (the row and three fields): 200 rows are 800.
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `x${i}: experienceTable { level total toNext }`).join(' ');
    expect(cost(`{ ${rows(50)} }`)).toBe(QUERY_LIMITS.maxCost);
    expect(await check(`{ ${rows(50)} }`)).toBeNull();
    const over = await check(`{ ${rows(50)} __typename }`);
    expect(over?.reason).toBe('cost');
    expect(over?.errors[0]?.extensions).toEqual({ code: QUERY_TOO_COSTLY, cost: QUERY_LIMITS.maxCost + 1, maxCost: QUERY_LIMITS.maxCost });
    expect(over?.errors[0]?.message).toBe(
      `The query costs too much: it could return about 40,001 values, more than the 40,000 allowed. Select fewer fields, fewer nested lists or a smaller \`first\`.`,
    );
    // Signed in, the higher limit.
    expect(await check(`{ ${rows(50)} __typename }`, { signedIn: true })).toBeNull();
  });

  it('asks for live sizes only when the worst case is over the limit, and counts with them', async () => {
    let asked = 0;
    const live = async () => ((asked += 1), { 'Query.itemList': 259 });
    expect(await check('{ itemList { id name } }', { live })).toBeNull();
    expect(asked).toBe(0);
    expect(await check('{ itemList { id name level weight value iconUrl description category slot tier twoHanded retired stats { attack defense armor range magic ability hp mp } } }', { live })).toBeNull();
    expect(asked).toBe(1);
    expect((await check('{ itemList { soldBy { npc { trades { name } } } } }', { live }))?.errors[0]?.extensions.code).toBe(QUERY_TOO_COSTLY);
  });

  it('refuses variables that do not fit with BAD_USER_INPUT and graphql`s own words', async () => {
    const refused = await check('query($n: Int!) { news(first: $n) { totalCount } }', { variables: { n: 'ten' } });
    expect(refused?.reason).toBe('variables');
    expect(refused?.errors.map((error) => [error.message, error.extensions.code])).toEqual([
      ['Variable "$n" got invalid value "ten"; Int cannot represent non-integer value: "ten"', 'BAD_USER_INPUT'],
    ]);
  });

  it('refuses fragments spread past 10,000 selections without walking them all', async () => {
    const spreads = (name: string) => Array.from({ length: 40 }, () => `...${name}`).join(' ');
    const refused = await check(`query { ...A } fragment A on Query { ${spreads('B')} } fragment B on Query { ${spreads('C')} } fragment C on Query { ${spreads('D')} } fragment D on Query { __typename }`);
    expect(refused?.errors[0]?.extensions.code).toBe(QUERY_TOO_COSTLY);
  });
});

/** True when the operation reads the signed-in profile: only signed-in players send it. */
const signedInOnly = (document: DocumentNode) => {
  let me = false;
  visit(document, { Field: (node) => void (node.name.value === 'me' || node.name.value === 'likedBuilds' ? (me = true) : undefined) });
  return me;
};

describe("the client's own operations", () => {
  const operations = clientOperations();
  it('finds them all', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.map((operation) => operation.name)).toEqual(expect.arrayContaining(['ItemsPage', 'MonsterPage', 'NpcPage', 'NpcTradePage']));
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))('%s is under its limit at its largest', async (_name, operation) => {
    const variables = worstVariables(schema, operation.document);
    const signedIn = signedInOnly(operation.document);
    const live = async () => ({ 'Query.itemList': pack.items.length });
    // As sent: Apollo Client adds `__typename` to every selection, and each counts.
    const refusal = await checkCost(schema, addTypenameToDocument(operation.document), { variables, signedIn, live });
    expect(refusal?.errors.map((error) => error.message) ?? []).toEqual([]);
    expect(operation.document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)).toBe(true);
  });
});
