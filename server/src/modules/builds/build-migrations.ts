import { DuplicateKeyError, type Collection } from '../../store/port';
import { GAME_DATA_VERSION, migrateBuild } from '../../../game-data/rules/migrations';
import { likeId, type BuildDocument, type CommentDocument, type LikeDocument } from './build.model';

/**
 * Brings every stored build made with an older game data version to the current one, once: the
 * points are renumbered and refunded by the same migration the tools use,
 * and the build keeps the version it was made with and what changed, so its page can say so.
 * Idempotent: a migrated build has the current `dataVersion` and is not touched again.
 */
export async function migrateStoredBuilds(builds: Collection<BuildDocument>): Promise<number> {
  const old = await builds.find({ $or: [{ dataVersion: { $exists: false } }, { dataVersion: { $lt: GAME_DATA_VERSION } }] });
  let migrated = 0;
  for (const build of old) {
    const from = build.dataVersion ?? 1;
    const points = Object.entries(build.assignedPoints).map(([trait, value]): [number, number] => [Number(trait), value]);
    const { build: result, changes } = migrateBuild({ characterClass: build.class, level: build.characterLevel, points }, from);
    // The other variants step by the same migration; their changes are named by variant.
    const variants = (build.variants ?? []).map((variant) => {
      const step = migrateBuild({ characterClass: build.class, level: variant.characterLevel, points: Object.entries(variant.assignedPoints).map(([trait, value]): [number, number] => [Number(trait), value]) }, from);
      changes.push(...step.changes.map((change) => `${variant.name}: ${change}`));
      return { ...variant, assignedPoints: Object.fromEntries(step.build.points.map(([trait, value]) => [String(trait), value])) };
    });
    const updated = await builds.updateOne(
      { _id: build._id, $or: [{ dataVersion: { $exists: false } }, { dataVersion: from }] },
      {
        $set: {
          assignedPoints: Object.fromEntries(result.points.map(([trait, value]) => [String(trait), value])),
          dataVersion: GAME_DATA_VERSION,
          madeWithVersion: from,
          migrationNotes: changes,
          ...(build.variants ? { variants } : {}),
        },
      },
    );
    migrated += updated.matchedCount;
  }
  return migrated;
}

/**
 * Moves likes and comments that older stores kept inside each build (`ratings`, `comments`)
 * into their own records, then recounts and drops the arrays. Idempotent: records keep fixed
 * ids (so a second run, or a run cut short, inserts nothing twice) and counts are recounted.
 */
export async function migrateBuildSocial(
  builds: Collection<BuildDocument>,
  comments: Collection<CommentDocument>,
  likes: Collection<LikeDocument>,
): Promise<number> {
  const legacy = await builds.find({ $or: [{ ratings: { $exists: true } }, { comments: { $exists: true } }] });
  const ignoreDuplicate = (error: unknown) => {
    if (!(error instanceof DuplicateKeyError)) throw error;
  };
  for (const build of legacy) {
    for (const [userId, rating] of Object.entries(build.ratings ?? {})) {
      await likes
        .insertOne({ _id: likeId(build._id, userId), buildId: build._id, userId, value: 'like', updatedAt: rating.updatedAt })
        .catch(ignoreDuplicate);
    }
    for (const comment of build.comments ?? []) {
      await comments
        .insertOne({
          _id: comment.id,
          buildId: build._id,
          authorId: comment.authorId,
          author: comment.author,
          content: comment.content,
          timestamp: comment.timestamp,
        })
        .catch(ignoreDuplicate);
    }
    await builds.updateOne(
      { _id: build._id },
      {
        $set: { likeCount: await likes.count({ buildId: build._id }), commentCount: await comments.count({ buildId: build._id }) },
        $unset: { ratings: '', comments: '' },
      },
    );
  }
  return legacy.length;
}
