import type { ClassId, SlotId, StatId } from '../../../game-data/rules/constants';
import type { StoredDocument } from '../../store/port';
import type { BuildTag } from '../../../game-data/rules/build-tags';
import type { StoredVariant } from '../../../game-data/rules/variants';
import type { ModerationMark } from '../moderation/moderation.model';

export const BUILDS_COLLECTION = 'builds';
export const COMMENTS_COLLECTION = 'comments';
export const LIKES_COLLECTION = 'likes';
export const SHARE_LINKS_COLLECTION = 'shareLinks';

/** A rating as older stores kept it inside the build (`ratings`, keyed by profile id); migrated on start. */
export interface StoredRating {
  value: 'like';
  updatedAt: string;
}

/** A comment as older stores kept it inside the build (`comments`); migrated on start. */
export interface StoredComment {
  id: string;
  author: string;
  authorId: string;
  content: string;
  timestamp: string;
}

/** One comment, its own document: adding one appends about its own size, never a copy of the build. */
export interface CommentDocument extends StoredDocument {
  buildId: string;
  authorId: string;
  /** The author's name as it was when the comment was written. */
  author: string;
  content: string;
  timestamp: string;
  /** The top-level comment this one replies to (one level deep); missing or null on a top-level comment. */
  parentId?: string | null;
  /** When the author last edited the text; missing when never edited. */
  editedAt?: string | null;
  /**
   * Never stored: set on a comment moderation hid or holds when it is read for its author (`Build.viewerHiddenComments`),
   * so `Comment.moderation` says what and why.
   */
  moderation?: ModerationMark | null;
}

/** One player's like of one build (`_id` is {@link likeId}; unique on buildId + userId). */
export interface LikeDocument extends StoredDocument {
  buildId: string;
  userId: string;
  value: 'like';
  updatedAt: string;
}

/** The id of a player's like of a build: one like per player and build. */
export function likeId(buildId: string, userId: string): string {
  return `${buildId}:${userId}`;
}

export interface StoredEquippedItem {
  itemId: string;
  /** What a share link or older save held when it named no known item. */
  legacyValue: string | null;
}

/** One of a build's variants after the first: its own level, points, stats, equipment, plan and target. */
export type BuildVariantDocument = StoredVariant<Partial<Record<SlotId, StoredEquippedItem>>, Record<StatId, number>>;

/** A variant as the API reads it (`Build.variants`): with the build's class. */
export type BuildVariantModel = BuildVariantDocument & { class: ClassId; dataVersion?: number };

/**
 * A build as stored. Likes and comments are records of their own (`likes`, `comments`); the
 * build keeps only their counts, set from a count of the records after each change
 * (build-counts.ts), so a like or a comment never rewrites the build with everything it ever got,
 * and a count a crash left wrong is set right by the next change or start.
 */
export interface BuildDocument extends StoredDocument {
  name: string;
  owner: string;
  ownerUsername: string | null;
  class: ClassId;
  characterLevel: number;
  isPublic: boolean;
  isPlannerBuild: boolean;
  publishDate: string | null;
  buildIconId: string | null;
  /** Trait number (as a string key) to points, numbered as in game data version `dataVersion`. */
  assignedPoints: Record<string, number>;
  /** The game data version the points are in; missing on builds saved before versions existed (version 1). */
  dataVersion?: number;
  /** The version the build was made with, when it was migrated since. */
  madeWithVersion?: number;
  /** What the migration changed, as players read it. */
  migrationNotes?: string[];
  /** The build this one was copied from ("Save a copy", duplicate). */
  forkedFrom?: string | null;
  statAllocations: Record<StatId, number>;
  equippedItemIds: Partial<Record<SlotId, StoredEquippedItem>>;
  /** The levelling plan (share state JSON form); absent on builds saved before plans existed. */
  levellingPlan?: string | null;
  /** The planner's target monster (its id); absent on builds saved before targets existed. */
  targetMonsterId?: string | null;
  /** The owner's notes (Markdown, at most 10,000 characters); missing on builds saved before notes existed. */
  description?: string;
  /** What the build is for, in the list's order; missing on builds saved before tags existed. */
  tags?: BuildTag[];
  /**
   * Variants (`rules/variants.ts`): the top-level level, points, stats, equipment,
   * plan and target are the FIRST variant's, `variantName` its name, `variants` the others in
   * order. Both missing on builds saved before variants existed (one variant, named "Main").
   */
  variantName?: string;
  variants?: BuildVariantDocument[];
  likeCount: number;
  commentCount: number;
  /** Hidden, held or removed by moderation (then private whatever `isPublic` was: `wasPublic` says what it goes back to). */
  moderation?: (ModerationMark & { wasPublic: boolean }) | null;
  /** The notes hidden, held or removed by moderation (then `description` is empty until lifted). */
  notesModeration?: ModerationMark | null;
  /** An admin locked the build from editing. */
  locked?: boolean;
  /**
   * When a comment on the build was last edited: written with each edit so the edit reaches the
   * build's live subscribers and evicts its cached answers as a new comment does (the comment
   * itself is its own record).
   */
  commentsEditedAt?: string;
  /** Only in stores written before likes and comments were records; moved out at start. */
  ratings?: Record<string, StoredRating>;
  /** Only in stores written before likes and comments were records; moved out at start. */
  comments?: StoredComment[];
  createdAt: string;
  updatedAt: string;
}

export type ShareTool = 'planner' | 'trait-tree';

/** A short link: the exact share state of a tool, with the build's name. Its content never changes once written. */
export interface ShareLinkDocument extends StoredDocument {
  tool: ShareTool;
  /** The `?state=` value, as the tools write it today (a link from an older data version is stored migrated). */
  state: string;
  name: string;
  /** The variant of the build the state is; missing on links made without one. */
  variant?: string;
  createdAt: string;
  /**
   * False until its page is first opened, then true (written once). Missing on links made before
   * openings were kept: whether those were opened is unknown, so they are never purged.
   */
  opened?: boolean;
}
