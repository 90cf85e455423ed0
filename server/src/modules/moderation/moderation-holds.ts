import { readFileSync } from 'node:fs';
import type { BuildModerationHooks } from '../builds/builds.service';
import type { CommentModerationHooks } from '../builds/build-social.service';
import type { BuildDocument, CommentDocument } from '../builds/build.model';
import type { ModerationEffects } from './moderation-effects';
import type { ModerationService } from './moderation.service';
import { screenedBuildText } from './moderation-targets';
import { isTakenOut } from './moderation-own-comments';
import { EMPTY_WORD_LIST, matchWordList, parseWordList, type WordList } from './moderation.rules';

/** The operator's word list file (MODERATION_WORD_LIST); none: the empty list, which holds nothing. */
export function loadWordList(path: string | null | undefined): WordList {
  return path ? parseWordList(readFileSync(path, 'utf8')) : EMPTY_WORD_LIST;
}

/**
 * Before a human looks: comments and public builds matching the word list are held for review in a case of their own
 * (no report), never published until an admin dismisses it; the author is told so.
 */
export class WordListHolds implements BuildModerationHooks, CommentModerationHooks {
  constructor(
    private readonly list: WordList,
    private readonly moderation: ModerationService,
    private readonly effects: ModerationEffects,
  ) {}

  screen(text: string): string | null {
    return this.list.patterns.length === 0 ? null : matchWordList(this.list, text);
  }

  takenOut(buildId: string, commentId: string): Promise<boolean> {
    return isTakenOut(this.moderation.store, buildId, commentId);
  }

  screenBuild(build: BuildDocument): string | null {
    return this.screen(screenedBuildText(build));
  }

  async holdBuild(build: BuildDocument, entry: string): Promise<BuildDocument> {
    const now = new Date();
    const kase = await this.moderation.openCase(this.targetOf(build, entry, now), now, true);
    const at = now.toISOString();
    await this.effects.conceal(kase, { state: 'held', caseId: kase._id, decisionId: null, at });
    // The held build goes public when the case is dismissed: it was on its way there.
    await this.effects.markWasPublic(build._id);
    await this.moderation.cases.updateOne({ _id: kase._id }, { $set: { contentState: 'held', heldByWordList: true, updatedAt: at } });
    return (await this.effects.build(build._id)) ?? build;
  }

  async holdComment(comment: CommentDocument, entry: string): Promise<void> {
    const now = new Date();
    const at = now.toISOString();
    const kase = await this.moderation.openCase(
      {
        kind: 'comment',
        targetId: comment._id,
        buildId: comment.buildId,
        authorId: comment.authorId,
        state: 'held',
        snapshot: { title: `Comment by ${comment.author}`, text: comment.content, path: `/builds/${comment.buildId}#comment-${comment._id}`, at },
      },
      now,
      true,
    );
    await this.effects.holdComment(kase._id, comment);
    await this.moderation.cases.updateOne({ _id: kase._id }, { $set: { reported: { ...kase.reported, text: `${comment.content}\n\n(word list: ${entry})` } } });
  }

  private targetOf(build: BuildDocument, entry: string, now: Date) {
    return {
      kind: 'build' as const,
      targetId: build._id,
      buildId: build._id,
      authorId: build.owner,
      state: 'held' as const,
      snapshot: { title: build.name, text: `${screenedBuildText(build)}\n\n(word list: ${entry})`, path: `/builds/${build._id}`, at: now.toISOString() },
    };
  }
}
