import { InMemoryCache, type DocumentNode, type FieldMergeFunction, type FieldPolicy, type InMemoryCacheConfig, type Reference, type StoreObject } from '@apollo/client';
import type { DocumentTransform } from '@apollo/client/utilities';
import { relayStylePagination } from '@apollo/client/utilities';

/** Code-unit order, as the server sorts strings. */
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface LiveConnection {
  nodes: Reference[];
  pageInfo: unknown;
}

/**
 * A connection whose first page is refreshed live (a build's comments: every change of the build
 * re-sends the newest page) while older pages were loaded with `after`. A page with `after` is
 * appended; a first page replaces the head and keeps the loaded nodes that sort after its last
 * one (by `createdAt`, then `id`), so a refresh neither drops older pages nor leaves a gap, and
 * a node missing from the refreshed head was deleted (anywhere, when the head says there is no
 * next page: a watcher then sees an older comment's deletion too).
 */
function liveHeadPagination(keyArgs: string[]): FieldPolicy<LiveConnection> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      if (!existing) return incoming;
      const idOf = (node: Reference) => readField<string>('id', node) ?? '';
      if (args?.after) {
        // `after` is the end of what is loaded: the page goes after it.
        const seen = new Set(existing.nodes.map(idOf));
        return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes.filter((node) => !seen.has(idOf(node)))] };
      }
      const last = incoming.nodes.at(-1);
      // A head with no next page holds every node: one missing from it was deleted, wherever it was.
      if (!last || (incoming.pageInfo as { hasNextPage?: boolean } | undefined)?.hasNextPage === false) return incoming;
      const sign = args?.order === 'OLDEST_FIRST' ? 1 : -1;
      const keyOf = (node: Reference) => [readField<string>('createdAt', node) ?? '', idOf(node)] as const;
      const [lastTime, lastId] = keyOf(last);
      const tail = existing.nodes.filter((node) => {
        const [time, id] = keyOf(node);
        const compared = time === lastTime ? order(id, lastId) : order(time, lastTime);
        return compared * sign > 0;
      });
      return tail.length === 0 ? incoming : { ...incoming, nodes: [...incoming.nodes, ...tail], pageInfo: existing.pageInfo };
    },
  };
}

/**
 * A merge for a list of embedded values: the incoming list in its order, each entry merged with the existing entry of
 * the same key (its other fields kept), so queries reading different fields of the same list complete each other.
 */
function mergeByKey(keyField: 'name' | 'trait' | 'slot'): FieldMergeFunction<StoreObject[]> {
  return (existing, incoming, { mergeObjects, readField }) => {
    if (!existing) return incoming;
    const before = new Map(existing.map((entry) => [readField(keyField, entry), entry]));
    return incoming.map((entry) => {
      const previous = before.get(readField(keyField, entry));
      return previous ? (mergeObjects(previous, entry) as StoreObject) : entry;
    });
  };
}

/** A cache whose documents get their `__typename` fields from a transform it shares with other caches (its own caches its work per instance). */
class SharedTransformCache extends InMemoryCache {
  private readonly typenames: DocumentTransform;

  constructor(config: InMemoryCacheConfig, typenames: DocumentTransform) {
    super(config);
    this.typenames = typenames;
  }

  override transformDocument(document: DocumentNode): DocumentNode {
    return this.typenames.transformDocument(document);
  }
}

/**
 * The client's cache. With `typenames` (the server's renders, a client each: entry-server.tsx), documents get their
 * `__typename` fields from that transform, shared by every render, instead of each new cache transforming the same
 * documents again (the cache has no fragment registry, so adding them is all its own transform does).
 */
export function createCache(typenames?: DocumentTransform): InMemoryCache {
  const config: InMemoryCacheConfig = {
    typePolicies: {
      Query: {
        fields: {
          // One cached list per argument set other than the cursor; pages append in order.
          news: relayStylePagination(),
          // The reference lists load every page of one filter (the pages filter in the browser);
          // one cached list per filter, pages appended in order.
          items: relayStylePagination(['filter']),
          monsters: relayStylePagination(['filter']),
          spells: relayStylePagination(['filter']),
          // One cached list per filter and sort; "More builds" appends the next page.
          publicBuilds: relayStylePagination(['filter', 'sort']),
          // Written content: one cached list per kind and filter; the admin list per kind.
          contents: relayStylePagination(['kind', 'tag', 'search']),
          manageContents: relayStylePagination(['kind']),
          auditLog: relayStylePagination(),
        },
      },
      Build: {
        fields: {
          // The newest page arrives with every live change of the build; "Older comments" appends.
          comments: liveHeadPagination(['order', 'topLevelOnly']),
          // Lists of values without an identity, read by several queries with different fields (the build page's own, a
          // variant's contents, the worn items): each entry merged with the one it replaces, so one query's answer
          // never drops the fields another read (which made the page ask again while it was drawn).
          variants: { merge: mergeByKey('name') },
          assignedPoints: { merge: mergeByKey('trait') },
          equippedItemIds: { merge: mergeByKey('slot') },
        },
      },
      BuildVariant: {
        fields: {
          assignedPoints: { merge: mergeByKey('trait') },
          equippedItemIds: { merge: mergeByKey('slot') },
        },
      },
      Profile: {
        fields: {
          // The profile stream sends the whole list of the owner's builds: take it as it comes.
          builds: { merge: false },
        },
      },
      // Traits have no id: their number is their identity in the served version (traits are
      // numbered from 1). A build's trait as its own version has it (`TraitPoints.details`) is
      // read without its number and kept inside the build, so a build of an older version never
      // overwrites the served version's trait of the same number.
      Trait: { keyFields: (trait) => (typeof trait.number === 'number' ? `Trait:${JSON.stringify({ number: trait.number })}` : false) },
      // Singletons of the game rules: one object, whatever query reads it.
      Progression: { keyFields: [] },
      // Embedded values without an identity of their own: stored inside their parent.
      ItemStats: { merge: true },
    },
  };
  return typenames ? new SharedTransformCache(config, typenames) : new InMemoryCache(config);
}
