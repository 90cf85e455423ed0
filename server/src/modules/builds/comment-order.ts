import { LRUCache } from 'lru-cache';
import type { Collection } from '../../store/port';
import { Followers } from '../../store/follow';
import type { CommentDocument } from './build.model';

/** A comment's place in its build's order: timestamp, then id; with the comment it replies to (null for a top-level one). */
export type CommentKey = readonly [timestamp: string, id: string, parentId: string | null];

/** The top-level comments of one build and the replies of each, in the order of `keys` (worked out once per version of the keys). */
interface Threads {
  topLevel: CommentKey[];
  replies: Map<string, CommentKey[]>;
}
const threadsOf = new WeakMap<CommentKey[], Threads>();

function threads(keys: CommentKey[]): Threads {
  let found = threadsOf.get(keys);
  if (!found) {
    found = { topLevel: [], replies: new Map() };
    for (const key of keys) {
      if (key[2] === null) found.topLevel.push(key);
      else {
        const list = found.replies.get(key[2]);
        if (list) list.push(key);
        else found.replies.set(key[2], [key]);
      }
    }
    threadsOf.set(keys, found);
  }
  return found;
}

/** One page of ids from ascending `keys`: newest or oldest first, after `after`, at most `size + 1` (the extra tells hasNextPage). */
function pageOf(keys: CommentKey[], newest: boolean, size: number, after: CursorKey | null): string[] {
  const ids: string[] = [];
  if (newest) {
    for (let i = (after ? lowerBound(keys, after) : keys.length) - 1; i >= 0 && ids.length <= size; i -= 1) ids.push(keys[i]![1]);
  } else {
    let i = after ? lowerBound(keys, after) : 0;
    if (after && i < keys.length && compare(keys[i]!, after) === 0) i += 1;
    for (; i < keys.length && ids.length <= size; i += 1) ids.push(keys[i]![1]);
  }
  return ids;
}

/** A cursor: the timestamp and id of the last comment of a page. */
type CursorKey = readonly [timestamp: string, id: string, ...rest: unknown[]];

const compare = (a: CursorKey, b: CursorKey) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);

/** The first index whose key is not before `key` (binary search over ascending keys). */
function lowerBound(keys: CommentKey[], key: CursorKey): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (compare(keys[mid]!, key) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The order of each recently read build's comments, kept in memory, so a page of a build with
 * 10,000 comments is a binary search and a read of 20 documents by id, not a sort of all of them
 * (the embedded engine sorts every match before it limits). Loaded on first use with only ids and
 * timestamps, then kept current by the service's own writes and by the comments change feed
 * (changes made by other processes).
 */
export class CommentOrderIndex {
  private readonly orders = new LRUCache<string, Promise<CommentKey[]>>({ max: 500 });

  constructor(
    private readonly comments: Collection<CommentDocument>,
    followers = new Followers(),
  ) {
    // Nothing to load first: orders are read on first use. Lost history forgets them all.
    followers.follow(comments, {
      onReload: () => this.orders.clear(),
      onChange: (change) => (change.type === 'delete' ? this.removed(null, change.id) : this.added(change.document)),
    }, { load: false });
  }

  /**
   * The ids of one page: newest or oldest first, after `after`, at most `size + 1` (the extra
   * tells hasNextPage); every comment and reply, or with `topLevelOnly` the top-level comments.
   */
  async page(buildId: string, newest: boolean, size: number, after: CursorKey | null, topLevelOnly = false): Promise<string[]> {
    const keys = await this.keysOf(buildId);
    return pageOf(topLevelOnly ? threads(keys).topLevel : keys, newest, size, after);
  }

  /** The ids of one page of a comment's replies, oldest first. */
  async repliesPage(buildId: string, parentId: string, size: number, after: CursorKey | null): Promise<string[]> {
    return pageOf(threads(await this.keysOf(buildId)).replies.get(parentId) ?? [], false, size, after);
  }

  /** How many top-level comments a build has. */
  async topLevelCount(buildId: string): Promise<number> {
    return threads(await this.keysOf(buildId)).topLevel.length;
  }

  /** How many replies a comment has. */
  async replyCount(buildId: string, parentId: string): Promise<number> {
    return threads(await this.keysOf(buildId)).replies.get(parentId)?.length ?? 0;
  }

  added(comment: Pick<CommentDocument, '_id' | 'buildId' | 'timestamp' | 'parentId'>): void {
    this.change(comment.buildId, (keys) => {
      const key: CommentKey = [comment.timestamp, comment._id, comment.parentId ?? null];
      const at = lowerBound(keys, key);
      if (keys[at] && compare(keys[at], key) === 0) return keys;
      return [...keys.slice(0, at), key, ...keys.slice(at)];
    });
  }

  removed(buildId: string | null, id: string): void {
    for (const build of buildId ? [buildId] : [...this.orders.keys()]) {
      this.change(build, (keys) => (keys.some((k) => k[1] === id) ? keys.filter((k) => k[1] !== id) : keys));
    }
  }

  private change(buildId: string, apply: (keys: CommentKey[]) => CommentKey[]): void {
    const current = this.orders.peek(buildId);
    if (current) this.remember(buildId, current.then(apply));
  }

  private keysOf(buildId: string): Promise<CommentKey[]> {
    let keys = this.orders.get(buildId);
    if (!keys) {
      keys = this.comments
        .find({ buildId }, { projection: { _id: 1, timestamp: 1, parentId: 1 } })
        .then((rows) => rows.map((row): CommentKey => [row.timestamp, row._id, row.parentId ?? null]).sort(compare));
      this.remember(buildId, keys);
    }
    return keys;
  }

  private remember(buildId: string, keys: Promise<CommentKey[]>): void {
    keys.catch(() => this.orders.delete(buildId));
    this.orders.set(buildId, keys);
  }
}
