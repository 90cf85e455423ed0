import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ALL, tagsOfApolloCache, tagsOfExecution, tagsOfResult } from '../../server/src/http/cache/cache-tags';
import { createChangeMemory, tagsOfChange } from '../../server/src/http/cache/change-tags';
import { createSchema } from '../../server/src/schema';

const sorted = (tags: string[]) => [...tags].sort();

describe('tagsOfResult', () => {
  it('tags every object with __typename and id, and every root field', () => {
    const result = {
      data: {
        __typename: 'Query',
        topBuilds: [{ __typename: 'PublicBuildSummary', id: 'demo-build-07', likes: 3 }],
        item: { __typename: 'Item', id: 'steel-sword', stats: { __typename: 'ItemStats', attack: 5 } },
        news: { __typename: 'NewsConnection', edges: [{ __typename: 'NewsEdge', node: { __typename: 'News', id: 'news-1' } }] },
      },
    };
    expect(sorted(tagsOfResult(result))).toEqual(sorted(['Query.topBuilds', 'Query.item', 'Query.news', 'PublicBuildSummary:demo-build-07', 'Item:steel-sword', 'News:news-1']));
  });

  it('marks a root field whose answer is null, uses the key fields of types without id, and gives nothing without data', () => {
    expect(sorted(tagsOfResult({ data: { item: null, trait: { __typename: 'Trait', number: 5, name: 'x' } } }))).toEqual(
      sorted(['Query.item', 'Query.item:null', 'Query.trait', 'Trait:{"number":5}']),
    );
    expect(tagsOfResult({ data: null })).toEqual([]);
    expect(tagsOfResult(undefined)).toEqual([]);
  });
});

describe('tagsOfExecution', () => {
  const schema = createSchema();

  it('reads types from the schema, so answers need no __typename; aliases and fragments are followed', () => {
    const document = parse(`query Q { first: item(id: "a") { ...F } top: topBuilds { id } news(first: 1) { edges { node { title } } } }
      fragment F on Item { key: id name }`);
    const data = { first: { key: 'a', name: 'A' }, top: [{ id: 'b1' }, { id: 'b2' }], news: { edges: [{ node: { title: 'T' } }] } };
    expect(sorted(tagsOfExecution(schema, document, 'Q', data))).toEqual(
      // The news post's id was not selected: its type tag stands for it.
      sorted(['Query.item', 'Query.topBuilds', 'Query.news', 'Item:a', 'PublicBuildSummary:b1', 'PublicBuildSummary:b2', 'News']),
    );
  });

  it('marks null lookups and gives everything for what it cannot read', () => {
    expect(sorted(tagsOfExecution(schema, parse('{ item(id: "x") { id } }'), undefined, { item: null }))).toEqual(['Query.item', 'Query.item:null']);
    expect(tagsOfExecution(schema, parse('query A { __typename } query B { __typename }'), undefined, { __typename: 'Query' })).toEqual([ALL]);
  });
});

describe('tagsOfApolloCache', () => {
  it('gives the entity keys and the root fields of a page’s cache', () => {
    const extract = {
      ROOT_QUERY: { __typename: 'Query', 'item({"id":"steel-sword"})': { __ref: 'Item:steel-sword' }, 'player({"username":"x"})': null, topBuilds: [{ __ref: 'PublicBuildSummary:b1' }] },
      'Item:steel-sword': { __typename: 'Item', id: 'steel-sword', stats: { __typename: 'ItemStats', attack: 1 } },
      'PublicBuildSummary:b1': { __typename: 'PublicBuildSummary', id: 'b1' },
    };
    expect(sorted(tagsOfApolloCache(extract))).toEqual(
      sorted(['Query.item', 'Query.player', 'Query.player:null', 'Query.topBuilds', 'Item:steel-sword', 'PublicBuildSummary:b1', 'ItemStats']),
    );
  });
});

describe('tagsOfChange', () => {
  const memory = createChangeMemory();
  const change = (collection: string, id: string | null, document: Record<string, unknown> | null = null, type: 'insert' | 'update' | 'delete' | 'reload' = 'update') =>
    tagsOfChange({ type, collection, id, document: document as never } as Parameters<typeof tagsOfChange>[0], memory);

  it('a like evicts its build and the build lists, not the items library or the news', () => {
    const tags = change('likes', 'demo-build-07:user-1', { _id: 'demo-build-07:user-1', buildId: 'demo-build-07', userId: 'user-1' }, 'insert');
    expect(tags).toEqual(expect.arrayContaining(['Build:demo-build-07', 'PublicBuildSummary:demo-build-07', 'Query.topBuilds', 'Query.publicBuilds']));
    expect(tags).not.toContain('Item');
    expect(tags.some((tag) => tag.startsWith('Item') || tag === 'Query.items' || tag === 'Query.news')).toBe(false);
    // An unlike deletes the like: its build comes from the like's id.
    expect(change('likes', 'demo-build-07:user-1', null, 'delete')).toContain('Build:demo-build-07');
  });

  it('a new profile (a first sign-in) evicts its player page and the player lists, no build or comment; a changed one evicts what shows names', () => {
    expect(sorted(change('profiles', 'p1', { _id: 'p1', username: 'newcomer' }, 'insert'))).toEqual(sorted(['Profile:p1', 'Profile', 'Query.player:null']));
    expect(change('profiles', 'p1', { _id: 'p1', username: 'renamed' }, 'update')).toEqual(expect.arrayContaining(['Profile:p1', 'Build', 'PublicBuildSummary', 'Comment', 'Query.publicBuilds']));
    expect(change('profiles', 'p1', null, 'delete')).toEqual(expect.arrayContaining(['Profile:p1', 'Build', 'Comment']));
  });

  it('a profile change of private fields only (preferences, the game score) evicts the profile alone; a name change after it evicts what shows names', () => {
    const profile = { _id: 'p2', username: 'steady', displayName: 'Steady', role: 'user', createdAt: 'x', updatedAt: '1' };
    // First seen changing: its shown part is not known yet, so everything that shows names goes.
    expect(change('profiles', 'p2', { ...profile, preferences: { theme: 'dark' } })).toContain('Build');
    expect(change('profiles', 'p2', { ...profile, preferences: { theme: 'light' }, updatedAt: '2' })).toEqual(['Profile:p2']);
    expect(change('profiles', 'p2', { ...profile, preferences: { theme: 'light' }, jugglingBest: 40, updatedAt: '3' })).toEqual(['Profile:p2']);
    expect(change('profiles', 'p2', { ...profile, displayName: 'Renamed', preferences: { theme: 'light' }, updatedAt: '4' })).toEqual(expect.arrayContaining(['Build', 'PublicBuildSummary', 'Comment', 'Query.publicBuilds']));
    // Another cache's memory is its own: the same change there, first seen, evicts widely.
    expect(tagsOfChange({ type: 'update', collection: 'profiles', id: 'p2', document: { ...profile, displayName: 'Renamed', preferences: { theme: 'light' }, updatedAt: '4' } as never }, createChangeMemory())).toContain('Build');
    // A moderation mark on the player page is shown (the page goes): it evicts widely too.
    expect(change('profiles', 'p2', { ...profile, displayName: 'Renamed', moderation: { state: 'hidden' }, preferences: { theme: 'light' }, updatedAt: '5' })).toContain('Build');
  });

  it('a short link evicts the short-link lookups when it comes or goes, and nothing when its first opening is marked', () => {
    expect(change('shareLinks', 'AbCdEfGhIj', { _id: 'AbCdEfGhIj' }, 'insert')).toEqual(['Query.shareLink', 'Query.shareLink:null']);
    expect(change('shareLinks', 'AbCdEfGhIj', null, 'delete')).toEqual(['Query.shareLink', 'Query.shareLink:null']);
    expect(change('shareLinks', 'AbCdEfGhIj', { _id: 'AbCdEfGhIj', opened: true }, 'update')).toEqual([]);
  });

  it('a build change evicts the build, its summaries and every build list', () => {
    expect(change('builds', 'b1')).toEqual(expect.arrayContaining(['Build:b1', 'PublicBuildSummary:b1', 'Query.topBuilds', 'Query.publicBuilds', 'Query.player', 'Query.search']));
  });

  it('a comment evicts its build; an item edit its item and the reference lists; a news post the content lists', () => {
    expect(change('comments', 'c1', { _id: 'c1', buildId: 'b1' }, 'insert')).toEqual(expect.arrayContaining(['Comment:c1', 'Build:b1']));
    const item = change('items', 'steel-sword');
    expect(item).toEqual(expect.arrayContaining(['Item:steel-sword', 'Query.items', 'Query.itemList', 'Query.search', 'Query.item:null']));
    expect(item).not.toContain('Query.item');
    expect(item.some((tag) => tag.startsWith('Build') || tag === 'Query.news')).toBe(false);
    expect(change('news', 'n1', { _id: 'n1' }, 'insert')).toEqual(expect.arrayContaining(['News:n1', 'Query.news', 'Query.newsPost:null', 'Query.search']));
    expect(change('guides', 'g1')).toEqual(expect.arrayContaining(['Content:g1', 'Query.contents']));
  });

  it('private collections evict nothing; unknown collections and reloads evict everything', () => {
    expect(change('sessions', 's1')).toEqual([]);
    expect(change('audit_log', 'a1')).toEqual([]);
    expect(change('somewhere_new', 'x')).toEqual([ALL]);
    expect(change('items', null, null, 'reload')).toEqual([ALL]);
  });
});
