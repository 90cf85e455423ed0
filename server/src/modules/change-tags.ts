import type { ChangeEvent, StoredDocument } from '../store/port';

/**
 * What a change of one stored document evicts from the response cache, by collection: each module says it for its
 * own collections (its `*.tags.ts`, beside its model), and the cache (http/cache/cache-tags.ts) only joins them.
 * Tags are Apollo's normalised ids (`Build:<id>`), type names (`Build`) and root fields (`Query.topBuilds`,
 * `Query.build:null` for a lookup that found nothing): a change evicts the entries carrying any of its tags.
 */
export type ChangeTagRules = Record<string, (change: TaggedChange, memory: ChangeMemory) => string[]>;

/**
 * What one cache remembers of the documents it saw change, for rules that evict less when only some fields changed
 * (a change event holds the document after, not before). One per cache, so two caches in one process never share it;
 * bounded, and a document it no longer remembers evicts as if everything changed.
 */
export interface ChangeMemory {
  get(key: string): string | undefined;
  set(key: string, value: string): unknown;
  delete(key: string): unknown;
}

/** The part of a change the rules read (a change with a document id; a reload or an unknown id evicts everything). */
export type TaggedChange = Pick<ChangeEvent<StoredDocument>, 'type' | 'collection' | 'document'> & { id: string };

/** A string member of a changed document, or null. */
export const documentField = (document: StoredDocument | null | undefined, name: string): string | null => {
  const value = (document as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : null;
};

/**
 * Marks a tag whose change moved only a count or an order (a like given or taken back): no text, no name, nothing
 * removed or hidden. A rendered page carrying it is served once more while it is drawn again in the background
 * (http/cache/stale-entries.ts); every other answer carrying it is evicted as by the tag itself. A removal, a hiding
 * or a deletion never gives a soft tag: what it takes away is gone from every answer at once.
 */
export const SOFT_TAG_PREFIX = '~';
export const softTag = (tag: string): string => `${SOFT_TAG_PREFIX}${tag}`;
