import type { Store } from '../../store/port';
import { BUILDS_COLLECTION, type BuildDocument, type CommentDocument } from '../builds/build.model';
import type { BuildSocialService } from '../builds/build-social.service';
import { PROFILES_COLLECTION, type ProfileDocument } from '../profiles/profile.model';
import { HELD_COLLECTION, type CaseDocument, type HeldDocument, type ModerationMark } from './moderation.model';

/**
 * What a decision does to the thing itself. Each effect is a change of the thing's own document (a build made private,
 * a comment taken out as deleting it does, notes set aside, a player page marked), so every surface that already drops
 * a private build, a deleted comment or a missing player (cache tags, rendered pages, embeds, oEmbed, the sitemap,
 * search, feeds, exports, live pages) drops it at once by the same path.
 */
export class ModerationEffects {
  private readonly builds;
  private readonly profiles;
  private readonly held;

  constructor(
    store: Store,
    private readonly social: BuildSocialService,
  ) {
    this.builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    this.profiles = store.collection<ProfileDocument>(PROFILES_COLLECTION);
    this.held = store.collection<HeldDocument>(HELD_COLLECTION);
  }

  /** Takes the thing out of view for everyone else (hidden, held) or for everyone (removed). */
  async conceal(target: CaseDocument, mark: ModerationMark): Promise<void> {
    const now = new Date().toISOString();
    switch (target.targetKind) {
      case 'build': {
        const build = await this.builds.findOne({ _id: target.targetId });
        if (!build) return;
        const wasPublic = build.moderation?.wasPublic ?? build.isPublic;
        await this.builds.updateOne({ _id: build._id }, { $set: { isPublic: false, moderation: { ...mark, wasPublic }, updatedAt: now } });
        return;
      }
      case 'notes': {
        const build = await this.builds.findOne({ _id: target.targetId });
        if (!build) return;
        if (!build.notesModeration) {
          await this.held.insertOne({ _id: `held-${target._id}`, caseId: target._id, kind: 'notes', buildId: build._id, description: build.description ?? '' });
        }
        await this.builds.updateOne({ _id: build._id }, { $set: { description: '', notesModeration: mark, updatedAt: now } });
        return;
      }
      case 'comment': {
        const held = await this.held.findOne({ _id: `held-${target._id}` });
        if (held) {
          // Hidden, then removed (or held, then hidden): its author's view of it follows the new mark.
          await this.held.updateOne({ _id: held._id }, { $set: { mark } });
          if (!mark.decisionId) await this.commentsChanged(held.buildId);
          return;
        }
        const records = await this.social.takeOut(target.targetId);
        if (!records) return;
        await this.held.insertOne({ _id: `held-${target._id}`, caseId: target._id, kind: 'comment', buildId: records[0]!.buildId, comments: records, mark });
        // A decision's own statement is written after its effects: the decision says the change then (commentsChanged).
        if (!mark.decisionId) await this.commentsChanged(records[0]!.buildId);
        return;
      }
      case 'profile':
        await this.profiles.updateOne({ _id: target.targetId }, { $set: { moderation: mark, updatedAt: now } });
        return;
    }
  }

  /** Keeps a comment the word list matched, never shown until an admin dismisses the case. */
  async holdComment(caseId: string, comment: CommentDocument): Promise<void> {
    await this.held.insertOne({ _id: `held-${caseId}`, caseId, kind: 'comment', buildId: comment.buildId, comments: [comment], mark: { state: 'held', caseId, decisionId: null, at: new Date().toISOString() } });
    await this.commentsChanged(comment.buildId);
  }

  /**
   * Moves the build's `commentsEditedAt` once what was taken out is kept with its case (and its decision written): the
   * change reaches the build's live pages after everything its author's view reads (`Build.viewerHiddenComments`), so
   * an open page of the author's shows the comment hidden with its notice, while everyone else's has lost it already
   * (takeOut's count changed the build earlier).
   */
  async commentsChanged(buildId: string): Promise<void> {
    await this.builds.updateOne({ _id: buildId }, { $set: { commentsEditedAt: new Date().toISOString() } });
  }

  /** Shows the thing again as it was (a held build is published then), wherever it still exists. */
  async reveal(target: CaseDocument): Promise<void> {
    const now = new Date().toISOString();
    const held = await this.held.findOne({ _id: `held-${target._id}` });
    switch (target.targetKind) {
      case 'build': {
        const build = await this.builds.findOne({ _id: target.targetId });
        if (!build?.moderation) return;
        const publishDate = build.moderation.wasPublic ? (build.publishDate ?? now) : build.publishDate;
        await this.builds.updateOne({ _id: build._id }, { $set: { isPublic: build.moderation.wasPublic, publishDate, updatedAt: now }, $unset: { moderation: true } });
        return;
      }
      case 'notes': {
        const build = await this.builds.findOne({ _id: target.targetId });
        if (build?.notesModeration) {
          // Notes the owner wrote since stay; an empty field gets the set-aside notes back.
          const description = build.description ? build.description : (held?.description ?? '');
          await this.builds.updateOne({ _id: build._id }, { $set: { description, updatedAt: now }, $unset: { notesModeration: true } });
        }
        break;
      }
      case 'comment':
        if (held?.comments) await this.social.putBack(held.comments as CommentDocument[]);
        break;
      case 'profile':
        await this.profiles.updateOne({ _id: target.targetId }, { $set: { updatedAt: now }, $unset: { moderation: true } });
        return;
    }
    if (!held) return;
    await this.held.deleteOne({ _id: held._id });
    // Its author's page showed it hidden from the kept record, which is gone only now.
    if (held.kind === 'comment') await this.commentsChanged(held.buildId);
  }

  /** A build held on its way to being public goes public when revealed. */
  async markWasPublic(buildId: string): Promise<void> {
    const build = await this.builds.findOne({ _id: buildId });
    if (build?.moderation) await this.builds.updateOne({ _id: buildId }, { $set: { moderation: { ...build.moderation, wasPublic: true } } });
  }

  build(buildId: string): Promise<BuildDocument | null> {
    return this.builds.findOne({ _id: buildId });
  }

  async setLocked(buildId: string, locked: boolean): Promise<void> {
    await this.builds.updateOne({ _id: buildId }, locked ? { $set: { locked: true, updatedAt: new Date().toISOString() } } : { $unset: { locked: true }, $set: { updatedAt: new Date().toISOString() } });
  }

  /** What a case kept aside goes with the case. */
  async forget(caseId: string): Promise<void> {
    await this.held.deleteOne({ _id: `held-${caseId}` });
  }
}
