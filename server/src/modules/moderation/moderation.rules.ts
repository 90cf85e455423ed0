import { REPORT_REASONS } from '../../../game-data/rules/reports';
import type { ActionId, ReportReasonId, SuspensionLengthId, TargetKind } from './moderation.model';

/** An account this young when reporting does not count towards the automatic hide. */
export const ELIGIBLE_ACCOUNT_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** An account this young posts under the tighter limits of {@link NEW_ACCOUNT_LIMITS}. */
export const NEW_ACCOUNT_AGE_MS = 24 * 60 * 60 * 1000;
/** Distinct eligible reporters that hide a thing until an admin decides, unless MODERATION_AUTO_HIDE_REPORTS says otherwise. */
export const AUTO_HIDE_REPORTS = 3;

/** What an account younger than a day may write in an hour (comments and replies; builds made public; new builds). */
export const NEW_ACCOUNT_LIMITS = { commentsPerHour: 10, publishesPerHour: 3, buildsPerHour: 10 } as const;
/** Reports per reporter (signed in) and per address in an hour. */
export const REPORT_LIMITS = { perReporterPerHour: 20, perAddressPerHour: 30 } as const;

export const REPORT_TEXT_MAX = 1000;
export const NOTE_MAX = 2000;
export const APPEAL_TEXT_MAX = 2000;

/** The mutations a suspended account may not run: everything that posts, comments, likes, publishes or saves publicly. */
export const SUSPENDED_WRITES: ReadonlySet<string> = new Set([
  'addComment',
  'editComment',
  'likeBuild',
  'unlikeBuild',
  'publishBuild',
  'updateBuild',
  'updateProfile',
  'createShareLink',
]);

/**
 * The mutations a suspended account may still run, each with why: what only the player sees,
 * taking their things away or leaving, and the site's own staff tools. Every mutation of the
 * schema is in exactly one of the two lists (a unit test holds it), so a new one must be placed.
 */
export const SUSPENDED_ALLOWED: Readonly<Record<string, string>> = {
  createBuild: 'a private build; publishing it is refused',
  duplicateBuild: 'a private copy',
  updateBuildGameData: 'moves a build to the current game data; publishing stays refused',
  deleteBuild: 'removing one\'s own things stays possible',
  unpublishBuild: 'taking a build out of view stays possible',
  deleteComment: 'removing one\'s own comment stays possible',
  updatePreferences: 'private settings',
  recordJugglingScore: 'a number of the player\'s own, no text anyone reads',
  signOutSession: 'account security',
  signOutOtherSessions: 'account security',
  disconnectSignIn: 'account security',
  deleteMyAccount: 'leaving stays possible',
  appealModerationDecision: 'the appeal is how a suspension is contested',
  report: 'a notice of illegal content may come from anyone',
  createContent: 'admins only',
  updateContent: 'admins only',
  publishContent: 'admins only',
  unpublishContent: 'admins only',
  deleteContent: 'admins only',
  createItem: 'admins only',
  updateItem: 'admins only',
  retireItem: 'admins only',
  restoreItem: 'admins only',
  revertAuditEntry: 'admins only',
  decideModerationCase: 'admins only',
  openGameDataDraft: 'admins only',
  editGameDataDraft: 'admins only',
  saveGameDataDraftItem: 'admins only',
  importGameDataPack: 'admins only',
  mapGameDataEntry: 'admins only',
  discardGameDataDraft: 'admins only',
  publishGameDataDraft: 'admins only',
};

/** Whether a reporter's account counts towards the automatic hide: older than 7 days, and not the author. */
export function isEligibleReporter(accountCreatedAt: string, now: Date, isAuthor = false): boolean {
  if (isAuthor) return false;
  const made = Date.parse(accountCreatedAt);
  return Number.isFinite(made) && now.getTime() - made >= ELIGIBLE_ACCOUNT_AGE_MS;
}

/** Whether an account is under the new-account limits. */
export function isNewAccount(accountCreatedAt: string, now: Date): boolean {
  const made = Date.parse(accountCreatedAt);
  return !Number.isFinite(made) || now.getTime() - made < NEW_ACCOUNT_AGE_MS;
}

/** Whether enough distinct eligible reporters hide the thing before an admin looks. */
export function reachesAutoHide(eligibleReporters: number, threshold: number): boolean {
  return threshold > 0 && eligibleReporters >= threshold;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const LENGTH_DAYS: Record<Exclude<SuspensionLengthId, 'permanent'>, number> = { '1d': 1, '7d': 7, '30d': 30 };

/** A suspension's end from its start: null when permanent. */
export function suspensionEnd(length: SuspensionLengthId, from: Date): string | null {
  return length === 'permanent' ? null : new Date(from.getTime() + LENGTH_DAYS[length] * DAY_MS).toISOString();
}

/** Whether a suspension is in force at `now` (null `until`: permanent). */
export function suspensionInForce(until: string | null, now: Date): boolean {
  return until === null || Date.parse(until) > now.getTime();
}

/** The refusal a suspended account reads on every write. */
export function suspensionMessage(until: string | null): string {
  return until === null ? 'Your account is suspended permanently: you can read and export, but not post, comment, like or publish.' : `Your account is suspended until ${until.replace('T', ' ').slice(0, 16)} UTC: you can read and export, but not post, comment, like or publish until then.`;
}

/** Which actions fit a kind of thing: LOCK is for builds; SUSPEND works on any thing with an author. */
export function actionFits(action: ActionId, kind: TargetKind): boolean {
  return action !== 'lock' || kind === 'build';
}

/**
 * The operator's word list: one entry a line; blank lines and lines starting with `#` are ignored. An entry is a word
 * or a phrase matched case-insensitively as whole words (letters and digits around it do not match); an entry between
 * slashes (`/casino\s*bonus/`) is a regular expression, matched case-insensitively.
 */
export interface WordList {
  entries: readonly string[];
  patterns: readonly RegExp[];
}

export const EMPTY_WORD_LIST: WordList = { entries: [], patterns: [] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Parses the word list file's text; a bad regular expression is an error naming its line. */
export function parseWordList(text: string): WordList {
  const entries: string[] = [];
  const patterns: RegExp[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    entries.push(line);
    const regex = /^\/(.+)\/$/.exec(line);
    try {
      const source = regex ? regex[1]! : `(?<![\\p{L}\\p{N}])${escape(line.normalize('NFKC')).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`;
      patterns.push(new RegExp(source, 'iu'));
    } catch (error) {
      throw new Error(`Word list line ${index + 1}: ${(error as Error).message}`);
    }
  });
  return { entries, patterns };
}

/** The first entry of the list the text matches, or null. */
export function matchWordList(list: WordList, text: string): string | null {
  const normalized = text.normalize('NFKC');
  const index = list.patterns.findIndex((pattern) => pattern.test(normalized));
  return index < 0 ? null : list.entries[index]!;
}

export interface ReasonTemplate {
  id: string;
  rule: ReportReasonId;
  title: string;
  text: string;
}

/** The rules and standard wordings admins pick from for a decision. */
export const REASON_TEMPLATES: readonly ReasonTemplate[] = [
  { id: 'no-violation', rule: 'other', title: 'No violation', text: 'We looked at this and found nothing against the site rules.' },
  { id: 'spam', rule: 'spam', title: 'Spam', text: 'Advertising, repeated posts or links unrelated to the game are not allowed.' },
  { id: 'harassment', rule: 'harassment', title: 'Harassment', text: 'Insulting, threatening or targeting another player is not allowed.' },
  { id: 'hateful', rule: 'hateful', title: 'Hateful content', text: 'Content attacking people for who they are is not allowed.' },
  { id: 'sexual', rule: 'sexual', title: 'Sexual content', text: 'Sexual content is not allowed on this site.' },
  { id: 'cheating', rule: 'cheating', title: 'Cheating or exploits', text: 'Instructions for cheating or exploiting the game are not allowed.' },
  { id: 'personal-data', rule: 'personal-data', title: 'Personal data', text: 'Publishing someone else\'s personal data is not allowed.' },
  { id: 'illegal', rule: 'illegal', title: 'Illegal content', text: 'This content was found to be illegal after a notice, and is not available here.' },
  { id: 'other', rule: 'other', title: 'Other rule', text: 'This breaks the site rules, as the note below explains.' },
];

export const reasonTemplate = (id: string): ReasonTemplate | undefined => REASON_TEMPLATES.find((template) => template.id === id);

/** Whether the e-mail address has the form the notice needs (one `@`, a dotted domain, no spaces). */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}

/** The reasons' names, from the one list the client shares. */
export const REPORT_REASON_TITLES = Object.fromEntries(REPORT_REASONS.map((reason) => [reason.stored, reason.label])) as Record<ReportReasonId, string>;
