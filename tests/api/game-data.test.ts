import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type GraphQLResponse, type TestServer } from '../support/app';
import { rawPack } from '../../server/game-data/pack';
import { ITEMS_COLLECTION } from '../../server/src/modules/items/items.service';
import type { ItemDocument } from '../../server/src/modules/items/items.model';
import { seedStore } from '../../server/src/seed';

let server: TestServer;
const pack = rawPack();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const ITEMS = /* GraphQL */ `
  query Items($filter: ItemFilter, $first: Int, $after: String) {
    items(filter: $filter, first: $first, after: $after) {
      totalCount
      edges { cursor node { id name category level classes stats { attack armor magic } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

async function allItems(filter: Record<string, unknown> = {}) {
  const ids: string[] = [];
  const nodes: any[] = [];
  let after: string | null = null;
  let totalCount = 0;
  for (;;) {
    const { data, errors }: GraphQLResponse = await graphql(server.url, ITEMS, { filter, first: 100, after });
    expect(errors).toBeUndefined();
    totalCount = data!.items.totalCount;
    for (const edge of data!.items.edges) {
      ids.push(edge.node.id);
      nodes.push(edge.node);
    }
    if (!data!.items.pageInfo.hasNextPage) break;
    after = data!.items.pageInfo.endCursor;
  }
  return { ids, nodes, totalCount };
}

describe('Query.items', () => {
  it('serves every seeded item of the pack, by level then name, across pages', async () => {
    const { ids, nodes, totalCount } = await allItems();
    expect(totalCount).toBe(pack.items.length);
    expect(new Set(ids).size).toBe(pack.items.length);
    const keys = nodes.map((n) => [n.level, n.name]);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    expect(keys).toEqual(sorted);
  });

  it('pages without overlap or gaps with a small page size', async () => {
    const { ids } = await allItems({ category: 'swords' });
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { data }: GraphQLResponse = await graphql(server.url, ITEMS, { filter: { category: 'swords' }, first: 4, after });
      seen.push(...data!.items.edges.map((e: any) => e.node.id));
      if (!data!.items.pageInfo.hasNextPage) break;
      after = data!.items.pageInfo.endCursor;
    }
    expect(seen).toEqual(ids);
  });

  it('filters by category, and "all" means every category', async () => {
    const rings = await allItems({ category: 'rings' });
    expect(rings.totalCount).toBe(pack.items.filter((i) => i.category === 'rings').length);
    expect(rings.nodes.every((n) => n.category === 'rings')).toBe(true);
    expect((await allItems({ category: 'all' })).totalCount).toBe(pack.items.length);
  });

  it('filters by class, keeping items every class can wear', async () => {
    const { nodes, totalCount } = await allItems({ class: 'mage' });
    expect(totalCount).toBe(pack.items.filter((i) => i.classes.length === 0 || i.classes.includes('mage')).length);
    expect(nodes.some((n) => n.classes.length === 0)).toBe(true);
    expect(nodes.every((n) => n.classes.length === 0 || n.classes.includes('mage'))).toBe(true);
  });

  it('filters by level range, stat minimum and name search together', async () => {
    const filter = { levelMin: 20, levelMax: 60, stat: 'attack', statMin: 30, search: 'STEEL' };
    const { nodes } = await allItems(filter);
    const expected = pack.items
      .filter((i) => i.level >= 20 && i.level <= 60 && (i.stats.attack ?? 0) >= 30 && /steel/i.test(i.name))
      .map((i) => i.id)
      .sort();
    expect(nodes.map((n) => n.id).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('treats search text literally, not as a pattern', async () => {
    expect((await allItems({ search: '.*' })).totalCount).toBe(0);
    expect((await allItems({ search: 'Squire’s' })).ids).toEqual(['squires-blade']);
  });

  it.each([
    [{ category: 'spoons' }, 'filter.category'],
    [{ levelMin: 0 }, 'filter.levelMin'],
    [{ levelMin: 50, levelMax: 10 }, 'filter.levelMin'],
    [{ statMin: 5 }, 'filter.statMin'],
    [{ stat: 'attack', statMin: 0 }, 'filter.statMin'],
    [{ search: 'x'.repeat(61) }, 'filter.search'],
  ])('refuses the filter %j with BAD_USER_INPUT on %s', async (filter, field) => {
    const { errors } = await graphql(server.url, ITEMS, { filter, first: 10 });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.extensions?.field).toBe(field);
  });

  it('refuses a page size above 100 and a foreign cursor', async () => {
    expect((await graphql(server.url, ITEMS, { first: 101 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await graphql(server.url, ITEMS, { first: 5, after: 'bogus' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('Query.item', () => {
  it('gives every stat and the cross-links of an item', async () => {
    const { data, errors } = await graphql(
      server.url,
      `{ item(id: "festival-scarf") { id name slot level tier iconUrl stats { hp hpRegen attack }
         droppedBy { monster { id } chance } soldBy { npc { id name } price } boughtBy { npc { id } price }
         usedIn { id } madeBy { id ingredients { goodsId name amount material { id } } npc { id } } } }`,
    );
    expect(errors).toBeUndefined();
    const item = data!.item;
    expect(item).toMatchObject({ id: 'festival-scarf', slot: 'neck', level: 15, tier: 1, iconUrl: '/icons/items/necks-1.svg' });
    expect(item.stats.attack).toBeNull();
    expect(item.stats.hp).toBeGreaterThan(0);
    // Old Marta sells at the value itself, so she is the cheapest and comes first.
    expect(item.soldBy[0]).toEqual({ npc: { id: 'old-marta', name: 'Old Marta' }, price: pack.items.find((i) => i.id === 'festival-scarf')!.value });
    expect(item.soldBy.length).toBeGreaterThan(1);
    expect(item.madeBy[0]).toMatchObject({ id: 'make-festival-scarf', npc: { id: 'old-marta' } });
    expect(item.madeBy[0].ingredients[0]).toEqual({ goodsId: 'festival-token', name: 'Festival Token', amount: 10, material: { id: 'festival-token' } });
  });

  it('lists the monsters that drop an item, most likely first, and the best buyer first', async () => {
    const { data } = await graphql(server.url, `{ item(id: "reavers-axe") { droppedBy { monster { id } chance } boughtBy { price } usedIn { id } } }`);
    expect(data!.item.droppedBy.map((d: any) => d.monster.id).sort()).toEqual(['pirate-cutthroat', 'swamp-troll']);
    const prices = data!.item.boughtBy.map((b: any) => b.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
  });

  it('gives null for an unknown id', async () => {
    expect((await graphql(server.url, `{ item(id: "no-such-item") { id } }`)).data!.item).toBeNull();
  });
});

describe('the items seed', () => {
  it('never overwrites an item an admin edited, even when the seed runs again', async () => {
    const items = server.store.collection<ItemDocument>(ITEMS_COLLECTION);
    await items.updateOne({ _id: 'wooden-club' }, { $set: { name: 'Gnarled Club', value: 12 } });
    await seedStore(server.store, { demo: false });
    const { data } = await graphql(server.url, `{ item(id: "wooden-club") { name value } }`);
    expect(data!.item).toEqual({ name: 'Gnarled Club', value: 12 });
    const loot = await graphql(server.url, `{ monster(id: "goblin-thief") { loot { goodsId name item { name } } } }`);
    expect(loot.data!.monster.loot.find((d: any) => d.goodsId === 'wooden-club')).toEqual({ goodsId: 'wooden-club', name: 'Gnarled Club', item: { name: 'Gnarled Club' } });
  });
});

describe('Query.itemCategories', () => {
  it('lists the seventeen categories with their counts', async () => {
    const { data } = await graphql(server.url, `{ itemCategories { id name slot itemCount } }`);
    expect(data!.itemCategories).toHaveLength(17);
    expect(data!.itemCategories.find((c: any) => c.id === 'large-weapons')).toEqual({
      id: 'large-weapons', name: 'Large weapons', slot: 'hand-main', itemCount: pack.items.filter((i) => i.category === 'large-weapons').length,
    });
  });
});

const MONSTERS = /* GraphQL */ `
  query Monsters($filter: MonsterFilter, $first: Int, $after: String) {
    monsters(filter: $filter, first: $first, after: $after) {
      totalCount
      edges { node { id level loot { goodsId name chance item { id category } material { id } } habitats { name } elements { element modifier } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

describe('Query.monsters', () => {
  it('pages through every monster by level without overlap', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { data, errors }: GraphQLResponse = await graphql(server.url, MONSTERS, { first: 7, after });
      expect(errors).toBeUndefined();
      ids.push(...data!.monsters.edges.map((e: any) => e.node.id));
      if (!data!.monsters.pageInfo.hasNextPage) break;
      after = data!.monsters.pageInfo.endCursor;
    }
    expect(ids.length).toBe(pack.monsters.length);
    expect(new Set(ids).size).toBe(pack.monsters.length);
  });

  it('filters by level range and name, and links loot to items and materials', async () => {
    const { data } = await graphql(server.url, MONSTERS, { filter: { levelMin: 8, levelMax: 8, search: 'rat' }, first: 10 });
    expect(data!.monsters.totalCount).toBe(1);
    const king = data!.monsters.edges[0].node;
    expect(king.id).toBe('rat-king');
    expect(king.habitats).toEqual([{ name: 'Brackenford Cellars' }]);
    expect(king.loot[0]).toMatchObject({ goodsId: 'rat-tail', name: 'Rat Tail', chance: 1, item: null, material: { id: 'rat-tail' } });
    expect(king.loot.find((d: any) => d.goodsId === 'rusty-shortsword').item).toEqual({ id: 'rusty-shortsword', category: 'swords' });
  });

  it('refuses an impossible level range', async () => {
    const { errors } = await graphql(server.url, MONSTERS, { filter: { levelMin: 300 }, first: 10 });
    expect(errors?.[0]?.message).toBe('filter.levelMin must be a whole number from 1 to 200.');
  });
});

describe('Query.spells', () => {
  const SPELLS = `query($filter: SpellFilter, $first: Int, $after: String) { spells(filter: $filter, first: $first, after: $after) { totalCount edges { node { id classes level } } pageInfo { hasNextPage endCursor } } }`;

  it('filters by class and level', async () => {
    const { data } = await graphql(server.url, SPELLS, { filter: { class: 'knight', levelMin: 20, levelMax: 50 }, first: 100 });
    const expected = pack.spells.filter((s) => s.classes.includes('knight') && s.level >= 20 && s.level <= 50);
    expect(data!.spells.totalCount).toBe(expected.length);
    expect(data!.spells.edges.map((e: any) => e.node.id).sort()).toEqual(expected.map((s) => s.id).sort());
  });

  it('pages every spell in order', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { data }: GraphQLResponse = await graphql(server.url, SPELLS, { first: 15, after });
      ids.push(...data!.spells.edges.map((e: any) => e.node.id));
      if (!data!.spells.pageInfo.hasNextPage) break;
      after = data!.spells.pageInfo.endCursor;
    }
    expect(new Set(ids).size).toBe(pack.spells.length);
  });
});

describe('the rest of the reference data', () => {
  it('serves classes, stats, traits by class, NPCs, recipes, premium offers and formulae', async () => {
    const { data, errors } = await graphql(
      server.url,
      `{ classes { id health { base perLevel } } stats { id perPoint } traits(class: rogue) { number class prerequisite { number } }
         npcs { id location { name } trades { goodsId buys sells value } } recipes { id outputName npc { id } }
         premiumOffers { id kind priceCents } formulae { id expression } progression { maxLevel statPointsPerLevel }
         materials { id iconUrl } locations { id } gameData { version traitTierPoints } }`,
    );
    expect(errors).toBeUndefined();
    expect(data!.classes.map((c: any) => c.id)).toEqual(['squire', 'knight', 'rogue', 'mage']);
    expect(data!.stats).toHaveLength(7);
    expect(data!.gameData).toEqual({ version: 2, traitTierPoints: [0, 5, 10, 15, 20, 25] });
    expect(data!.traits.every((t: any) => t.class === null || t.class === 'rogue')).toBe(true);
    const bleed = pack.traits.find((t) => t.name === 'Bleed')!;
    expect(data!.traits.find((t: any) => t.number === bleed.number).prerequisite).toEqual({ number: pack.traits.find((t) => t.name === 'Keen Edge')!.number });
    expect(data!.traits).toHaveLength(pack.traits.filter((t) => t.class === null || t.class === 'rogue').length);
    expect(data!.npcs.length).toBe(pack.npcs.length);
    const upsideDown = data!.npcs.flatMap((npc: any) => npc.trades.filter((t: any) => t.buys !== null && t.sells !== null && t.buys >= t.sells));
    expect(upsideDown).toEqual([]);
    expect(data!.recipes.length).toBe(pack.recipes.length);
    expect(data!.premiumOffers[0].kind).toBe('subscription');
    expect(data!.formulae.map((f: any) => f.id)).toContain('experience');
    expect(data!.progression).toEqual({ maxLevel: 200, statPointsPerLevel: 2 });
    expect(data!.materials[0].iconUrl).toMatch(/^\/icons\/items\/material-[1-5]\.svg$/);
  });

  it('serves the experience table and refuses a range that runs backwards', async () => {
    const ok = await graphql(server.url, `{ experienceTable(from: 1, to: 3) { level total toNext } }`);
    expect(ok.data!.experienceTable[1]).toEqual({ level: 2, total: 180, toNext: 420 });
    const bad = await graphql(server.url, `{ experienceTable(from: 9, to: 3) { level } }`);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('GET /icons/items/:file', () => {
  it('serves an SVG icon with long caching and 404s for an unknown one', async () => {
    const response = await fetch(`${server.url}/icons/items/swords-3.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await fetch(`${server.url}/icons/items/spoons-3.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/icons/items/swords-9.svg`)).status).toBe(404);
  });
});
