/**
 * The tooltip script's GraphQL documents, sent as persisted GET queries.
 * Plain strings, so the script ships without a GraphQL library; tests/unit/embed-tooltips.test.ts
 * validates each against schema.graphql.
 */
const ITEM_FIELDS = 'id name level category iconUrl description classes weight value retired stats { attack defense armor range magic ability hp mp hpRegen mpRegen capacity }';
const SPELL_FIELDS = 'id name level manaCost kind element classes description';
const TRAIT_FIELDS = 'number name tier class maxPoints description';

export const EMBED_QUERIES = {
  item: `query EmbedItem($id: ID!) { item(id: $id) { ${ITEM_FIELDS} } }`,
  monster: 'query EmbedMonster($id: ID!) { monster(id: $id) { id name level health experience description } }',
  npc: 'query EmbedNpc($id: ID!) { npc(id: $id) { id name profession location { id name } description } }',
  spell: `query EmbedSpell($id: ID!) { spell(id: $id) { ${SPELL_FIELDS} } }`,
  spellByName: `query EmbedSpellByName($search: String!) { spells(filter: { search: $search }, first: 20) { edges { node { ${SPELL_FIELDS} } } } }`,
  trait: `query EmbedTrait($number: Int!) { trait(number: $number) { ${TRAIT_FIELDS} } }`,
  traits: `query EmbedTraits { traits { ${TRAIT_FIELDS} } }`,
  build: 'query EmbedBuild($id: ID!) { build(id: $id) { id name class characterLevel ownerUsername isPlannerBuild isPublic likeCount commentCount } }',
} as const;

export type EmbedQueryName = keyof typeof EMBED_QUERIES;
