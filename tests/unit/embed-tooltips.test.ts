import { readFileSync } from 'node:fs';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EMBED_QUERIES } from '../../client/src/embed/queries';
import { embedRefOf } from '../../client/src/embed/link-target';
import { buildCard, itemCard, spellCard } from '../../client/src/components/tooltips/card-model';
import { createArmor, validationRulesOf } from '../../server/src/graphql/query-limits';

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const ORIGIN = 'https://almanac.example';

describe("the tooltip script's queries", () => {
  // Plain strings (the script carries no GraphQL library), so codegen does not check them: this does.
  it.each(Object.entries(EMBED_QUERIES))('%s is valid against the schema and within the server limits', (_name, text) => {
    const document = parse(text);
    expect(validate(schema, document, [...specifiedRules, ...validationRulesOf(createArmor())]).map((error) => error.message)).toEqual([]);
  });
});

describe('which links get a card (embedRefOf)', () => {
  it.each([
    [`${ORIGIN}/items/axes/reavers-axe`, { kind: 'item', key: 'reavers-axe', by: 'id' }],
    [`${ORIGIN}/items/axes/reavers-axe/`, { kind: 'item', key: 'reavers-axe', by: 'id' }],
    [`${ORIGIN}/items/axes/reavers-axe?x=1#top`, { kind: 'item', key: 'reavers-axe', by: 'id' }],
    [`${ORIGIN}/lists/monsters/scarecrow`, { kind: 'monster', key: 'scarecrow', by: 'id' }],
    [`${ORIGIN}/lists/npc-buy-sell/forgemaster-brann`, { kind: 'npc', key: 'forgemaster-brann', by: 'id' }],
    [`${ORIGIN}/builds/demo-build-01`, { kind: 'build', key: 'demo-build-01', by: 'id' }],
    [`${ORIGIN}/embed/builds/demo-build-01`, { kind: 'build', key: 'demo-build-01', by: 'id' }],
    [`${ORIGIN}/lists/spells?q=Fireball`, { kind: 'spell', key: 'Fireball', by: 'name' }],
    [`${ORIGIN}/lists/classes?q=Tough%20Hide`, { kind: 'trait', key: 'Tough Hide', by: 'name' }],
  ])('%s', (href, expected) => {
    expect(embedRefOf(href, ORIGIN, null)).toEqual(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/items/axes/reavers-axe'],
    ['another port', 'https://almanac.example:8443/items/axes/reavers-axe'],
    ['a list, not a thing', `${ORIGIN}/items/axes`],
    ['the items library', `${ORIGIN}/items`],
    ['a spell list without a name', `${ORIGIN}/lists/spells`],
    ['an empty name', `${ORIGIN}/lists/spells?q=%20`],
    ['a news post', `${ORIGIN}/news/welcome`],
    ['a bad escape', `${ORIGIN}/lists/monsters/%E0%A4%A`],
    ['not an address', 'not a url'],
  ])('no card for %s', (_why, href) => {
    expect(embedRefOf(href, ORIGIN, null)).toBeNull();
  });

  it("reads the site's own data-game-ref, and only valid ones", () => {
    expect(embedRefOf(`${ORIGIN}/lists/spells?q=Fireball`, ORIGIN, 'spell:fireball')).toEqual({ kind: 'spell', key: 'fireball', by: 'id' });
    expect(embedRefOf(`${ORIGIN}/lists/classes?q=Tough%20Hide`, ORIGIN, 'trait:1')).toEqual({ kind: 'trait', key: '1', by: 'id' });
    // A trait is a number; an unknown kind or an empty key falls back to the address.
    expect(embedRefOf(`${ORIGIN}/lists/classes?q=Tough%20Hide`, ORIGIN, 'trait:tough')).toEqual({ kind: 'trait', key: 'Tough Hide', by: 'name' });
    expect(embedRefOf(`${ORIGIN}/news/welcome`, ORIGIN, 'place:brackenford')).toBeNull();
    expect(embedRefOf(`${ORIGIN}/news/welcome`, ORIGIN, 'item:')).toBeNull();
    // Never for another origin, whatever the attribute says.
    expect(embedRefOf('https://evil.example/x', ORIGIN, 'item:reavers-axe')).toBeNull();
  });
});

describe('the card model shared by the site and the script', () => {
  it('lists only the stats an item gives, with their names', () => {
    const card = itemCard({ name: 'Axe', level: 3, category: 'axes', iconUrl: '/icons/axe.png', description: 'Sharp.', classes: ['knight'], weight: 40, value: 12, retired: true, stats: { attack: 4, defense: null, hp: 0 } });
    expect(card).toEqual({ title: 'Axe', iconUrl: '/icons/axe.png', lines: ['Level 3 · axes · knight · retired'], stats: ['Attack +4', 'Health +0'], text: 'Sharp.', after: ['40 oz · 12 gold'] });
  });

  it('writes a spell without an element without a double space, and counts likes in the singular', () => {
    expect(spellCard({ name: 'Heal', level: 1, manaCost: 5, kind: 'support', element: null, classes: ['mage'], description: '' }).lines).toEqual(['Level 1 support spell · 5 mana · mage']);
    const build = { name: 'B', class: 'mage', characterLevel: 9, ownerUsername: null, isPlannerBuild: false, commentCount: 1 };
    expect(buildCard({ ...build, likeCount: 1 }).after).toEqual(['1 like · 1 comment']);
    expect(buildCard({ ...build, likeCount: 2 }).lines).toEqual(['Mage · Level 9 · Trait build', 'by Deleted player']);
  });
});
