import type { Store } from '../../store/port';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, type BuildDocument, type CommentDocument } from '../builds/build.model';
import { PROFILES_COLLECTION, type ProfileDocument } from '../profiles/profile.model';
import { CASES_COLLECTION, HELD_COLLECTION, type CaseDocument, type ContentState, type HeldDocument, type Snapshot, type TargetKind } from './moderation.model';

/** A reportable thing as it is now: who wrote it, its text, and how it is shown. */
export interface Target {
  kind: TargetKind;
  targetId: string;
  buildId: string | null;
  authorId: string | null;
  snapshot: Snapshot;
  state: ContentState;
}

const buildText = (build: BuildDocument) =>
  [build.name, ...(build.tags ?? []).map((tag) => `#${tag}`), ...[build.variantName, ...(build.variants ?? []).map((variant) => variant.name)].filter(Boolean)].join('\n');

/** The public text of a build a word list screens: name, notes, tags and variant names. */
export const screenedBuildText = (build: BuildDocument) => `${buildText(build)}\n${build.description ?? ''}`;

/**
 * The thing a report or a case names, read from the store; null when there is none (or it is someone's private
 * build, which does not exist for anyone else). Hidden, held and removed things are found with their state.
 */
export async function findTarget(store: Store, kind: TargetKind, id: string, now = new Date()): Promise<Target | null> {
  const at = now.toISOString();
  if (kind === 'build' || kind === 'notes') {
    const build = await store.collection<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: id });
    if (!build || (!build.isPublic && !build.moderation)) return null;
    const base = { kind, targetId: build._id, buildId: build._id, authorId: build.owner || null };
    if (kind === 'build') {
      return { ...base, state: build.moderation?.state ?? 'visible', snapshot: { title: build.name, text: buildText(build), path: `/builds/${build._id}`, at } };
    }
    const held = build.notesModeration ? await store.collection<HeldDocument>(HELD_COLLECTION).findOne({ caseId: build.notesModeration.caseId }) : null;
    const notes = held?.description ?? build.description ?? '';
    if (!build.notesModeration && notes.trim() === '') return null;
    return { ...base, state: build.notesModeration?.state ?? 'visible', snapshot: { title: `Notes of ${build.name}`, text: notes, path: `/builds/${build._id}`, at } };
  }
  if (kind === 'comment') {
    const comment = await store.collection<CommentDocument>(COMMENTS_COLLECTION).findOne({ _id: id });
    if (comment) return commentTarget(comment, 'visible', at);
    // Taken out by moderation: kept with its case (the newest case about it).
    const [kase] = await store.collection<CaseDocument>(CASES_COLLECTION).find({ targetKind: 'comment', targetId: id }, { sort: { openedAt: -1 }, limit: 1 });
    const held = kase ? await store.collection<HeldDocument>(HELD_COLLECTION).findOne({ _id: `held-${kase._id}` }) : null;
    const record = held?.comments?.find((c) => c._id === id) as CommentDocument | undefined;
    return record && kase ? commentTarget(record, kase.contentState === 'visible' ? 'hidden' : kase.contentState, at) : null;
  }
  const profiles = store.collection<ProfileDocument>(PROFILES_COLLECTION);
  const profile = (await profiles.findOne({ _id: id })) ?? (await profiles.findOne({ usernameLower: id.toLowerCase() }));
  if (!profile) return null;
  return {
    kind,
    targetId: profile._id,
    buildId: null,
    authorId: profile._id,
    state: profile.moderation?.state ?? 'visible',
    snapshot: { title: profile.username, text: `${profile.username}\n${profile.displayName}`, path: `/players/${profile.username}`, at },
  };
}

function commentTarget(comment: CommentDocument, state: ContentState, at: string): Target {
  return {
    kind: 'comment',
    targetId: comment._id,
    buildId: comment.buildId,
    authorId: comment.authorId || null,
    state,
    snapshot: { title: `Comment by ${comment.author}`, text: comment.content, path: `/builds/${comment.buildId}#comment-${comment._id}`, at },
  };
}
