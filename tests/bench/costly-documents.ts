import { getIntrospectionQuery } from 'graphql';

/**
 * The most expensive anonymous documents found for the query cost, each
 * under 2 KB: the bench (query-cost.bench.ts) prints what each costs the server, and
 * tests/api/query-cost.test.ts checks each is refused before it runs or answers under 1 MB.
 * `refused` says which the cost limit must refuse; the others are the largest answers the limit
 * lets through.
 */
export interface CostlyDocument {
  name: string;
  query: string;
  refused: boolean;
}

const aliases = (count: number, body: (index: number) => string) => Array.from({ length: count }, (_, index) => body(index)).join(' ');

/** The re-test's inner selection: every nested list of an item, down to the traders' whole stock. */
const T3_INNER = 'droppedBy{monster{loot{name chance item{name soldBy{price npc{name}}}}}} soldBy{npc{trades{name value sells buys}}} boughtBy{npc{trades{name value}}}';

/** Every scalar of an item, its stats and its classes. */
const ITEM_FIELDS = 'id name category slot level tier classes weight value description iconUrl twoHanded retired stats{attack defense armor range magic ability hp mp hpRegen mpRegen capacity}';

/**
 * Aliases of every type with the standard introspection query's fragments. (Nesting introspection,
 * `types { fields { type { fields …`, is refused by graphql's own MaxIntrospectionDepthRule.)
 */
const introspectionTypes = (count: number) => {
  const standard = getIntrospectionQuery().replace(/\s+/g, ' ');
  return `{ ${aliases(count, (i) => `i${i}:__schema{types{...FullType}}`)} } ${standard.slice(standard.indexOf('fragment FullType'))}`;
};

export const COSTLY_DOCUMENTS: CostlyDocument[] = [
  { name: 'T3: 88 bytes, traders of every item', query: '{itemList{soldBy{npc{trades{name value}}}boughtBy{npc{trades{name value}}}}}', refused: true },
  { name: 'T3: one alias of every nested list', query: `{a0:itemList{id name ${T3_INNER}}}`, refused: true },
  { name: 'T3: five aliases (868 bytes)', query: `{ ${aliases(5, (i) => `a${i}:itemList{id name ${T3_INNER}}`)} }`, refused: true },
  { name: 'itemList → soldBy → trades', query: '{itemList{soldBy{npc{trades{name}}}}}', refused: true },
  {
    name: 'fragments spreading lists',
    query: '{itemList{...I}} fragment I on Item{soldBy{npc{trades{name}}} boughtBy{price}}',
    refused: true,
  },
  {
    name: 'aliases of nested lists',
    query: `{npcs{${aliases(6, (i) => `t${i}:trades{item{soldBy{npc{trades{name}}}}}`)}}}`,
    refused: true,
  },
  { name: 'deep droppedBy/soldBy chain', query: '{itemList{droppedBy{monster{loot{item{soldBy{npc{name}}}}}}}}', refused: true },
  {
    name: 'builds with comments and ratings',
    query: '{publicBuilds(first:100){edges{node{name comments(first:100){nodes{content author timestamp}} ratings(first:100){edges{node{userId updatedAt}}}}}}}',
    refused: true,
  },
  {
    name: 'a fragment spread 900 times',
    query: `query{...A} fragment A on Query{${aliases(30, () => '...B')}} fragment B on Query{${aliases(30, () => '...C')}} fragment C on Query{itemList{name}}`,
    refused: true,
  },
  { name: 'introspection types ×5 aliases', query: introspectionTypes(5), refused: true },
  { name: 'search ×15 aliases, 50 per kind', query: `{${aliases(15, (i) => `s${i}:search(query:"${'aeiou'[i % 5]}",perKind:50){groups{hits{kind id title detail path iconUrl ref}}}`)}}`, refused: true },
  // The largest answers the limit lets through.
  { name: 'every item field, 5 aliases', query: `{${aliases(5, (i) => `a${i}:itemList{${ITEM_FIELDS}}`)}}`, refused: false },
  {
    name: 'written content bodies, 3 kinds',
    query: `{${['ARTICLE', 'PATCH_NOTES', 'GUIDE'].map((kind) => `${kind.toLowerCase()}:contents(kind:${kind},first:100){edges{node{title summary body bodyHtml}}}`).join(' ')}}`,
    refused: false,
  },
  { name: 'traders and their stock, 1 alias', query: '{npcs{id name profession description location{name description} trades{goodsId name buys sells value item{id name iconUrl}}}}', refused: false },
  {
    name: 'written content bodies, every kind',
    query: `{${['NEWS', 'ARTICLE', 'PATCH_NOTES', 'GUIDE', 'PAGE'].map((kind) => `${kind.toLowerCase()}:contents(kind:${kind},first:100){edges{node{title summary body bodyHtml}}}`).join(' ')}}`,
    refused: true,
  },
  { name: 'news bodies', query: '{news(first:100){edges{node{title summary body bodyHtml}}}}', refused: false },
  { name: 'monsters with loot and habitats', query: '{monsters(first:100){edges{node{name description elements{element modifier} habitats{name description} loot{name chance item{name description}}}}}}', refused: false },
  { name: 'trait tree ×4 aliases', query: `{${aliases(4, (i) => `t${i}:traits{number name class branch tier maxPoints description effects{label target perPoint unit} prerequisite{number name description}}`)}}`, refused: false },
  { name: 'experience table ×15 aliases', query: `{${aliases(15, (i) => `x${i}:experienceTable{level total toNext}`)}}`, refused: false },
  // How many aliases of the whole type list fit under the cost limit follows the schema's size: 4 did until the
  // moderation and game data version types came (one type list is now about 13,600 values of the 40,000), 2 do now.
  { name: 'introspection types ×2 aliases', query: introspectionTypes(2), refused: false },
  { name: 'introspection (the standard query)', query: getIntrospectionQuery().replace(/\s+/g, ' '), refused: false },
  { name: 'items library (a page query)', query: `{itemList{${ITEM_FIELDS}}}`, refused: false },
];
