import { BUILDS_COLLECTION, COMMENTS_COLLECTION, LIKES_COLLECTION, type BuildDocument, type CommentDocument, type LikeDocument } from '../../server/src/modules/builds/build.model';
import type { Store } from '../../server/src/store/port';

/**
 * Builds, comments and likes for the query-plan tests of every engine: `builds` builds `b0000`…
 * (every tenth private, owners `p0`… in turn, one class, levels, kinds, counts and tags varying),
 * and `records` comments on the first 20 builds and likes on the first 30, an hour apart.
 */
export async function writeListData(store: Store, { builds, owners, records }: { builds: number; owners: number; records: number }): Promise<void> {
  const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
  const id = (i: number) => `b${String(i).padStart(4, '0')}`;
  for (let i = 0; i < builds; i += 1) {
    await store.collection<BuildDocument>(BUILDS_COLLECTION).insertOne({
      _id: id(i),
      name: `Build ${i}`,
      owner: `p${i % owners}`,
      ownerUsername: `player${i % owners}`,
      class: 'knight',
      characterLevel: 1 + (i % 50),
      isPublic: i % 10 !== 0,
      isPlannerBuild: i % 3 === 0,
      publishDate: i % 10 !== 0 ? day(i) : null,
      likeCount: i % 7,
      commentCount: i % 5,
      tags: i % 2 ? ['endgame', 'solo'] : [],
      updatedAt: day(i),
    } as unknown as BuildDocument);
  }
  for (let i = 0; i < records; i += 1) {
    await store.collection<CommentDocument>(COMMENTS_COLLECTION).insertOne({ _id: `c${i}`, buildId: id(i % 20), authorId: 'p1', author: 'player1', content: 'Nice', timestamp: day(i) } as CommentDocument);
    await store.collection<LikeDocument>(LIKES_COLLECTION).insertOne({ _id: `l${i}`, buildId: id(i % 30), userId: `u${i}`, value: 'like', updatedAt: day(i) } as LikeDocument);
  }
}
