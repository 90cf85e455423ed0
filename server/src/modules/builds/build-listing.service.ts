import { EventEmitter, on } from 'node:events';
import type { ClassId } from '../../../game-data/rules/constants';
import { badUserInput } from '../../graphql/errors';
import { decodeCursor, encodeCursor, pageSize, toConnection, type Connection } from '../../graphql/connection';
import type { Collection, Filter, SortSpec, Store } from '../../store/port';
import { Followers } from '../../store/follow';
import { containsText } from '../../store/search';
import { BUILDS_COLLECTION, LIKES_COLLECTION, type BuildDocument, type LikeDocument } from './build.model';
import { canSee, requireViewer, type Viewer } from './build-access';
import { BUILD_TAGS_MAX, isBuildTag } from '../../../game-data/rules/build-tags';
import { compareTrending } from '../../../game-data/rules/trending';
import { TrendingWindow } from './trending-window';

/** The carousel shows at most 20 builds. */
export const TOP_BUILDS_LIMIT = 20;
/** How many liked builds `likedBuilds` lists. */
export const LIKED_BUILDS_MAX = 100;
/**
 * Where the public list's `totalCount` stops counting under a filter the store's indexes do not
 * answer alone (level, kind, search, tags): such a count reads the builds themselves, so it is
 * bounded; with no filter or a class alone it is an exact count of index entries.
 */
export const FILTERED_COUNT_CAP = 1000;

export type BuildSort = 'MOST_LIKED' | 'NEWEST' | 'MOST_COMMENTED' | 'TRENDING';

export interface PublicBuildFilter {
  class?: ClassId | null;
  levelMin?: number | null;
  levelMax?: number | null;
  /** Deprecated names of levelMin and levelMax, still accepted. */
  minLevel?: number | null;
  maxLevel?: number | null;
  kind?: 'PLANNER' | 'TRAIT' | null;
  /** Matches the build name or the owner's username, case-insensitively. */
  search?: string | null;
  /** Only builds carrying every one of these tags. */
  tags?: readonly string[] | null;
}

/** The carousel and listing view of a public build. */
export interface PublicBuildSummary {
  id: string;
  name: string;
  ownerUsername: string | null;
  likeCount: number;
  class: ClassId;
  /** Deprecated names of name, ownerUsername ('Unknown' when null), likeCount and class. */
  title: string;
  owner: string;
  likes: number;
  characterClass: ClassId;
  characterLevel: number;
  buildIconId: string | null;
  isPlannerBuild: boolean;
}

const SORTS: Record<Exclude<BuildSort, 'TRENDING'>, { field: 'likeCount' | 'publishDate' | 'commentCount'; sort: SortSpec }> = {
  MOST_LIKED: { field: 'likeCount', sort: { likeCount: -1, publishDate: -1, _id: -1 } },
  NEWEST: { field: 'publishDate', sort: { publishDate: -1, _id: -1 } },
  MOST_COMMENTED: { field: 'commentCount', sort: { commentCount: -1, publishDate: -1, _id: -1 } },
};

export function toSummary(build: BuildDocument): PublicBuildSummary {
  return {
    id: build._id,
    name: build.name,
    ownerUsername: build.ownerUsername || null,
    likeCount: build.likeCount,
    class: build.class,
    title: build.name,
    owner: build.ownerUsername || 'Unknown',
    likes: build.likeCount,
    characterClass: build.class,
    characterLevel: build.characterLevel,
    buildIconId: build.buildIconId,
    isPlannerBuild: build.isPlannerBuild,
  };
}

/** How many liked builds a trending page reads at least at a time (whole scores: more when the last score goes on). */
const HOT_BATCH = 64;

/** Lists of builds: the public listing, the top builds (cached and announced), a player's and the liked ones. */
export class BuildListingService {
  private readonly builds: Collection<BuildDocument>;
  private readonly likes: Collection<LikeDocument>;
  private top: Promise<BuildDocument[]> | null = null;
  private topSignature = '';
  private readonly topEvents = new EventEmitter();
  private refreshTimer: NodeJS.Timeout | null = null;
  private readonly trending: TrendingWindow;

  constructor(store: Store, followers = new Followers(), private readonly hotBatch = HOT_BATCH) {
    this.builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    this.likes = store.collection<LikeDocument>(LIKES_COLLECTION);
    this.trending = new TrendingWindow(this.likes, followers);
    this.topEvents.setMaxListeners(0);
    // Every change to builds (from any process), and lost history alike, invalidates the cached
    // top list and re-announces it.
    const changed = () => this.forgetTop();
    followers.follow(this.builds, { onChange: changed, onReload: changed }, { load: false });
  }

  private forgetTop(): void {
    this.top = null;
    if (this.topEvents.listenerCount('top') > 0 && !this.refreshTimer) {
      // Coalesces bursts (a thousand likes at once) into one recomputation.
      this.refreshTimer = setTimeout(() => void this.announceTop(), 25);
    }
  }

  /** A player's public builds for their public page: most liked first, then newest published. */
  publicOfOwner(ownerId: string): Promise<BuildDocument[]> {
    return this.builds.find({ owner: ownerId, isPublic: true }, { sort: { likeCount: -1, publishDate: -1, _id: -1 } });
  }

  /** Every public build's id, owner and last change (the sitemap), oldest first. */
  everyPublic(): Promise<Array<Pick<BuildDocument, '_id' | 'owner' | 'updatedAt'>>> {
    return this.builds.find({ isPublic: true }, { projection: { _id: 1, owner: 1, updatedAt: 1 }, sort: { _id: 1 } });
  }

  /** How many builds are public (the sitemap's parts): a count of index entries. */
  publicCount(): Promise<number> {
    return this.builds.count({ isPublic: true });
  }

  /**
   * Up to `limit` public builds' ids, owners and last changes in `_id` order (a sitemap part): from a
   * position in that order (`skip`), or after an id. Both walk the `{ isPublic, _id }` index.
   */
  publicInIdOrder(from: { skip: number } | { after: string }, limit: number): Promise<Array<Pick<BuildDocument, '_id' | 'owner' | 'updatedAt'>>> {
    const filter = 'after' in from ? { isPublic: true, _id: { $gt: from.after } } : { isPublic: true };
    return this.builds.find(filter, { projection: { _id: 1, owner: 1, updatedAt: 1 }, sort: { _id: 1 }, limit, skip: 'skip' in from ? from.skip : 0 });
  }

  /** Likes on a player's public builds, all together (likes on a build made private are not counted). */
  async likesReceivedBy(ownerId: string): Promise<number> {
    const rows = await this.builds.find({ owner: ownerId, isPublic: true }, { projection: { likeCount: 1 } });
    return rows.reduce((sum, build) => sum + build.likeCount, 0);
  }

  /** The builds the viewer liked and can still see, newest like first (at most 100). */
  async likedBy(viewer: Viewer): Promise<BuildDocument[]> {
    const me = requireViewer(viewer);
    const likes = await this.likes.find({ userId: me._id }, { sort: { updatedAt: -1, _id: -1 }, limit: LIKED_BUILDS_MAX });
    const rows = await this.builds.find({ _id: { $in: likes.map((like) => like.buildId) } });
    const byId = new Map(rows.filter((build) => canSee(me, build)).map((build) => [build._id, build]));
    return likes.flatMap((like) => byId.get(like.buildId) ?? []);
  }

  /** Every build of a profile, newest change first; only the owner may list them. */
  async ofOwner(viewer: Viewer, ownerId: string): Promise<BuildDocument[]> {
    if (viewer?._id !== ownerId) return [];
    return this.builds.find({ owner: ownerId }, { sort: { updatedAt: -1, _id: -1 } });
  }

  async listPublic(
    filter: PublicBuildFilter | null | undefined,
    sort: BuildSort,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Connection<BuildDocument>> {
    const size = pageSize(first);
    const conditions: Filter[] = [{ isPublic: true }];
    if (filter?.class) conditions.push({ class: filter.class });
    for (const [name, deprecated, op] of [['levelMin', 'minLevel', '$gte'], ['levelMax', 'maxLevel', '$lte']] as const) {
      const key = filter?.[name] === null || filter?.[name] === undefined ? deprecated : name;
      const value = filter?.[key];
      if (value === null || value === undefined) continue;
      if (!Number.isInteger(value) || value < 1) throw badUserInput(`${key} must be a whole number of 1 or more.`, key);
      conditions.push({ characterLevel: { [op]: value } });
    }
    if (filter?.kind) conditions.push({ isPlannerBuild: filter.kind === 'PLANNER' });
    const search = filter?.search?.trim();
    if (search) {
      if (search.length > 48) throw badUserInput('Search for at most 48 characters.', 'search');
      const pattern = containsText(search);
      conditions.push({ $or: [{ name: { $regex: pattern } }, { ownerUsername: { $regex: pattern } }] });
    }
    const tags = filter?.tags ?? [];
    if (tags.length > BUILD_TAGS_MAX) throw badUserInput(`Filter by at most ${BUILD_TAGS_MAX} tags.`, 'tags');
    for (const tag of tags) {
      if (!isBuildTag(tag)) throw badUserInput(`"${tag}" is not a build tag.`, 'tags');
      conditions.push({ tags: tag });
    }
    // Public and class are indexed together ({ isPublic, class }): that count reads index entries only.
    const countLimit = conditions.length <= (filter?.class ? 2 : 1) ? undefined : FILTERED_COUNT_CAP;
    if (sort === 'TRENDING') return this.listTrending(conditions, size, after, countLimit);
    const order = SORTS[sort];
    const total = await this.builds.count({ $and: conditions }, { limit: countLimit });
    if (after) {
      if (order.field === 'publishDate') {
        const [date, id] = decodeCursor(after, ['string', 'string']);
        conditions.push({ $or: [{ publishDate: { $lt: date } }, { publishDate: date, _id: { $lt: id } }] });
      } else {
        const [count, date, id] = decodeCursor(after, ['number', 'string', 'string']);
        conditions.push({
          $or: [
            { [order.field]: { $lt: count } },
            { [order.field]: count, publishDate: { $lt: date } },
            { [order.field]: count, publishDate: date, _id: { $lt: id } },
          ],
        });
      }
    }
    const rows = await this.builds.find({ $and: conditions }, { sort: order.sort, limit: size + 1 });
    const cursorOf = (b: BuildDocument) =>
      order.field === 'publishDate'
        ? encodeCursor([b.publishDate ?? '', b._id])
        : encodeCursor([b[order.field], b.publishDate ?? '', b._id]);
    return toConnection(rows, size, cursorOf, total);
  }

  /**
   * The trending order: likes given in the last 7 days first. The window's likes (kept between lists, see
   * TrendingWindow) give the scores; the builds liked in the
   * window that match are read with one `$in` and ordered by the rule, the rest follow in the
   * most-liked order straight from the store. The cursor is [score, likes, published, id].
   */
  private async listTrending(conditions: Filter[], size: number, after: string | null | undefined, countLimit: number | undefined): Promise<Connection<BuildDocument>> {
    const scores = await this.trending.scores(new Date());
    const total = await this.builds.count({ $and: conditions }, { limit: countLimit });
    const key = (b: BuildDocument) => ({ score: scores.get(b._id) ?? 0, likeCount: b.likeCount, publishDate: b.publishDate, id: b._id });
    let cursor: { score: number; likeCount: number; publishDate: string | null; id: string } | null = null;
    if (after) {
      const [score, likeCount, publishDate, id] = decodeCursor(after, ['number', 'number', 'string', 'string']) as [number, number, string, string];
      cursor = { score, likeCount, publishDate: publishDate || null, id };
    }
    const hotIds = [...scores.keys()];
    const rows: BuildDocument[] = [];
    if (hotIds.length > 0 && (!cursor || cursor.score > 0)) {
      // Only the sort keys of the liked builds (`_id` at the top, so the store reads them by its index), best scores
      // first and whole scores at a time, until the page is full: every build not read then scores less than every one
      // read, so it comes after the page. Whole documents for the page alone.
      const wanted = size + 1;
      const ordered = hotIds.filter((id) => !cursor || scores.get(id)! <= cursor.score).sort((a, b) => scores.get(b)! - scores.get(a)!);
      const hot: BuildDocument[] = [];
      for (let from = 0; from < ordered.length && hot.length < wanted; ) {
        let to = Math.min(ordered.length, from + Math.max(this.hotBatch, (wanted - hot.length) * 4));
        while (to < ordered.length && scores.get(ordered[to]!) === scores.get(ordered[to - 1]!)) to += 1;
        const batch = await this.builds.find({ _id: { $in: ordered.slice(from, to) }, $and: conditions }, { projection: { likeCount: 1, publishDate: 1 } });
        hot.push(...batch.filter((b) => !cursor || compareTrending(key(b), cursor) > 0));
        from = to;
      }
      const page = hot
        .sort((a, b) => compareTrending(key(a), key(b)))
        .slice(0, size + 1)
        .map((b) => b._id);
      if (page.length > 0) {
        const byId = new Map((await this.builds.find({ _id: { $in: page } })).map((b) => [b._id, b]));
        rows.push(...page.flatMap((id) => byId.get(id) ?? []));
      }
    }
    if (rows.length <= size) {
      const tail: Filter[] = [...conditions];
      if (hotIds.length > 0) tail.push({ _id: { $nin: hotIds } });
      if (cursor && cursor.score === 0) {
        const { likeCount, publishDate, id } = cursor;
        const date = publishDate ?? '';
        tail.push({
          $or: [
            { likeCount: { $lt: likeCount } },
            { likeCount, publishDate: { $lt: date } },
            { likeCount, publishDate: date, _id: { $lt: id } },
          ],
        });
      }
      rows.push(...(await this.builds.find({ $and: tail }, { sort: SORTS.MOST_LIKED.sort, limit: size + 1 - rows.length })));
    }
    const cursorOf = (b: BuildDocument) => encodeCursor([scores.get(b._id) ?? 0, b.likeCount, b.publishDate ?? '', b._id]);
    return toConnection(rows, size, cursorOf, total);
  }

  /**
   * The carousel's builds: public builds with at least one rating, at most 20, by number of
   * ratings descending, then publish date newest first. Cached until a build changes.
   */
  topBuilds(): Promise<BuildDocument[]> {
    this.top ??= this.builds.find(
      { isPublic: true, likeCount: { $gte: 1 } },
      { sort: { likeCount: -1, publishDate: -1, _id: -1 }, limit: TOP_BUILDS_LIMIT },
    );
    this.top.catch(() => (this.top = null));
    return this.top;
  }

  /**
   * Yields the top builds each time the ranking or a shown build changes, until `signal` aborts
   * (its client left: the wait for the next ranking ends then, not at the next change).
   */
  async *watchTop(signal: AbortSignal): AsyncGenerator<BuildDocument[]> {
    try {
      for await (const [top] of on(this.topEvents, 'top', { signal })) yield top as BuildDocument[];
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  }

  private async announceTop(): Promise<void> {
    this.refreshTimer = null;
    try {
      const top = await this.topBuilds();
      const signature = JSON.stringify(top.map((b) => [b._id, b.likeCount, b.name, b.buildIconId, b.characterLevel, b.class, b.ownerUsername]));
      if (signature === this.topSignature) return;
      this.topSignature = signature;
      this.topEvents.emit('top', top);
    } catch {
      // The store closed; nothing to announce.
    }
  }
}
