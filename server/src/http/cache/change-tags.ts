import { LRUCache } from 'lru-cache';
import type { ChangeEvent, StoredDocument } from '../../store/port';
import { SESSIONS_COLLECTION } from '../../auth/session-store';
import { SEED_MARKERS_COLLECTION } from '../../seed';
import { AUDIT_COLLECTION } from '../../modules/audit/audit.service';
import { SOFT_TAG_PREFIX, type ChangeMemory, type ChangeTagRules } from '../../modules/change-tags';
import { buildChangeTags } from '../../modules/builds/build.tags';
import { profileChangeTags } from '../../modules/profiles/profile.tags';
import { itemChangeTags } from '../../modules/items/items.tags';
import { contentChangeTags } from '../../modules/content/content.tags';
import { SIGN_INS_COLLECTION } from '../../modules/profiles/sign-in.model';
import { USERNAME_HOLDS_COLLECTION } from '../../modules/profiles/username-holds';
import { PROFILE_MERGES_COLLECTION } from '../../modules/profiles/profile-merge';
import { ACTIVITY_COLLECTION } from '../../modules/audit/activity';
import { OUTBOX_COLLECTION } from '../../outbox/outbox';
import { MAINTENANCE_COLLECTION } from '../../modules/builds/build-counts';
import { moderationChangeTags } from '../../modules/moderation/moderation.tags';
import { patchChangeTags } from '../../modules/patches/patches.tags';
import { ALL } from './cache-tags';

/**
 * Collections no public answer reads: their changes evict nothing, and the cache does not follow them. A collection
 * neither here nor claimed by a module's rules evicts everything on each change (a first sign-in's `signIns` record
 * emptied the whole cache): `tests/unit/change-tags-coverage.test.ts` finds every collection in the code in one or the other.
 */
export const PRIVATE_COLLECTIONS: ReadonlySet<string> = new Set([
  SESSIONS_COLLECTION, SEED_MARKERS_COLLECTION, AUDIT_COLLECTION, SIGN_INS_COLLECTION, USERNAME_HOLDS_COLLECTION, PROFILE_MERGES_COLLECTION, ACTIVITY_COLLECTION, OUTBOX_COLLECTION,
  MAINTENANCE_COLLECTION,
]);

/** Each module's rules for its own collections (their `*.tags.ts`), joined. */
const CHANGE_TAGS: ChangeTagRules = { ...buildChangeTags, ...profileChangeTags, ...itemChangeTags, ...contentChangeTags, ...moderationChangeTags, ...patchChangeTags };

/** Whether a module's `*.tags.ts` says what a change of `collection` evicts (it may say everything, on purpose). */
export const claimsChangeTags = (collection: string): boolean => Object.hasOwn(CHANGE_TAGS, collection);

/** A cache's memory of the documents it saw change (see {@link ChangeMemory}). */
export const createChangeMemory = (): ChangeMemory => new LRUCache<string, string>({ max: 10_000 });

/**
 * The tags a change of the store evicts: the changed entity's own tags, the entities whose
 * answers include it (a comment's or a like's build), and the lists it may enter, leave or move
 * in, as the module of its collection says. A like on build X evicts `Build:X` and the build lists, not the items
 * library; an item edit evicts `Item:<id>` and the reference lists, not another item's page. `[ALL]` for a collection
 * no module claims, or a reload of a whole collection. Private collections evict nothing. Those that only moved a
 * count are marked soft (modules/change-tags.ts softTag): the response cache's `evict` reads the marks.
 */
export function evictedByChange(change: Pick<ChangeEvent<StoredDocument>, 'type' | 'collection' | 'id' | 'document'>, memory: ChangeMemory = new Map()): string[] {
  const { collection, id } = change;
  if (PRIVATE_COLLECTIONS.has(collection)) return [];
  if (change.type === 'reload' || id === null) return [ALL];
  const rule = Object.hasOwn(CHANGE_TAGS, collection) ? CHANGE_TAGS[collection] : undefined;
  return rule ? rule({ type: change.type, collection, id, document: change.document }, memory) : [ALL];
}

/** The tags a change touches ({@link evictedByChange} without the soft marks). */
export function tagsOfChange(change: Pick<ChangeEvent<StoredDocument>, 'type' | 'collection' | 'id' | 'document'>, memory: ChangeMemory = new Map()): string[] {
  return [...new Set(evictedByChange(change, memory).map((tag) => (tag.startsWith(SOFT_TAG_PREFIX) ? tag.slice(SOFT_TAG_PREFIX.length) : tag)))];
}
