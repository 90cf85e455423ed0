import type { ChangeTagRules } from '../change-tags';
import { CASES_COLLECTION, DECISIONS_COLLECTION, HELD_COLLECTION, REPORTS_COLLECTION, SUSPENSIONS_COLLECTION } from './moderation.model';

/**
 * Moderation's own records are in no public answer (every moderation type is PRIVATE): their changes evict nothing.
 * What a decision does to a build, a comment, notes or a player page is a change of that document, which evicts
 * its own tags (build.tags.ts, profile.tags.ts).
 */
export const moderationChangeTags: ChangeTagRules = Object.fromEntries(
  [REPORTS_COLLECTION, CASES_COLLECTION, DECISIONS_COLLECTION, SUSPENSIONS_COLLECTION, HELD_COLLECTION].map((collection) => [collection, () => []]),
);
