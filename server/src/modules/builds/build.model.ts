import type { ClassId, SlotId, StatId } from '../../../game-data/rules/constants';
import type { StoredDocument } from '../../store/port';

export const BUILDS_COLLECTION = 'builds';

export interface StoredRating {
  value: 'like';
  updatedAt: string;
}

export interface StoredComment {
  id: string;
  author: string;
  authorId: string;
  content: string;
  timestamp: string;
}

export interface StoredEquippedItem {
  itemId: string;
  /** What a share link or older save held when it named no known item. */
  legacyValue: string | null;
}

/**
 * A build as stored. `ratings` is keyed by profile id so a like is one atomic `$set` on one
 * key (one rating per player) and `likeCount` moves in the same update; comments are appended
 * with `$push`. No update ever rewrites these whole (DESIGN section 4).
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
  ratings: Record<string, StoredRating>;
  likeCount: number;
  comments: StoredComment[];
  commentCount: number;
  createdAt: string;
  updatedAt: string;
}
