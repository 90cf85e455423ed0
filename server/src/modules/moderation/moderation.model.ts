import type { StoredReportReason } from '../../../game-data/rules/reports';
import type { StoredDocument } from '../../store/port';

export const REPORTS_COLLECTION = 'moderation_reports';
export const CASES_COLLECTION = 'moderation_cases';
export const DECISIONS_COLLECTION = 'moderation_decisions';
export const SUSPENSIONS_COLLECTION = 'moderation_suspensions';
/** Comments (with their replies) and notes taken out of view while hidden or held, kept with their case. */
export const HELD_COLLECTION = 'moderation_held';

/** A report's reason as stored (the shared list's `stored`). */
export type ReportReasonId = StoredReportReason;

export const TARGET_KINDS = ['build', 'comment', 'notes', 'profile'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export const ACTIONS = ['dismiss', 'hide', 'remove', 'lock', 'suspend', 'lift'] as const;
export type ActionId = (typeof ACTIONS)[number];

export const SUSPENSION_LENGTHS = ['1d', '7d', '30d', 'permanent'] as const;
export type SuspensionLengthId = (typeof SUSPENSION_LENGTHS)[number];

export type CaseStatus = 'open' | 'appealed' | 'closed';
export type ContentState = 'visible' | 'held' | 'hidden' | 'removed';
export type AppealStateId = 'none' | 'pending' | 'upheld' | 'reversed';

/** The content as it read at one moment. */
export interface Snapshot {
  title: string;
  text: string;
  path: string;
  at: string;
}

/** The fields of a signed-out notice of illegal content; kept with its case only, deleted with it. */
export interface IllegalContentNotice {
  explanation: string;
  url: string;
  name: string;
  email: string;
  goodFaith: true;
}

/**
 * One report. One per reporter per thing (`_id` is {@link reportId} for a signed-in reporter):
 * a repeat finds the first and counts once. Signed-out notices carry `notice` and a receipt code.
 */
export interface ReportDocument extends StoredDocument {
  caseId: string;
  targetKind: TargetKind;
  targetId: string;
  reason: ReportReasonId;
  text: string | null;
  createdAt: string;
  /** Null for a signed-out notice. */
  reporterId: string | null;
  /** Whether the reporter's account counted towards the automatic hide when reporting. */
  eligible: boolean;
  notice: IllegalContentNotice | null;
  /** A signed-out notice's code for reading the decision later (random, unguessable). */
  receiptCode: string | null;
}

/** The id of a signed-in reporter's report of one thing: one per reporter per thing. */
export function reportId(reporterId: string, kind: TargetKind, targetId: string): string {
  return `report:${kind}:${targetId}:${reporterId}`;
}

/**
 * Everything reported about one thing. At most one case per thing is not closed (`openKey` holds
 * `<kind>:<targetId>` while it is open or appealed, null once closed, and is unique).
 */
export interface CaseDocument extends StoredDocument {
  targetKind: TargetKind;
  targetId: string;
  /** The build a comment or notes are on, the build itself for a build; null for a profile. */
  buildId: string | null;
  /** The profile id of the thing's author; null when it has none any more. */
  authorId: string | null;
  status: CaseStatus;
  /** True while open or appealed: the queue's one equality, so its order is read from an index. */
  queued: boolean;
  openKey: string | null;
  contentState: ContentState;
  autoHidden: boolean;
  heldByWordList: boolean;
  locked: boolean;
  reportCount: number;
  eligibleReportCount: number;
  openedAt: string;
  lastReportedAt: string;
  /** Changes with every change of the case, for the queue's order and the live feed. */
  updatedAt: string;
  reported: Snapshot;
  /** The decision an appeal reopened the case for; its admin may not decide the appeal. */
  appealedDecisionId: string | null;
}

/** A decision on a case: the statement of reasons its author reads. */
export interface DecisionDocument extends StoredDocument {
  caseId: string;
  targetKind: TargetKind;
  targetId: string;
  authorId: string | null;
  action: ActionId;
  templateId: string;
  rule: ReportReasonId;
  reason: string;
  note: string | null;
  adminId: string;
  adminUsername: string;
  decidedAt: string;
  content: Snapshot;
  suspension: SuspensionLengthId | null;
  suspendedUntil: string | null;
  appeal: AppealStateId;
  appealText: string | null;
  appealedAt: string | null;
}

/** A suspension of a profile (`_id` is the profile id: one in force per profile). */
export interface SuspensionDocument extends StoredDocument {
  profileId: string;
  since: string;
  /** Null when permanent. */
  until: string | null;
  decisionId: string;
  reason: string;
}

/** How moderation marks a build, comment or profile it hid, held or removed (a field on the document). */
export interface ModerationMark {
  state: Exclude<ContentState, 'visible'>;
  caseId: string;
  decisionId: string | null;
  at: string;
}

/** What a hidden, held or removed comment or notes left behind: put back by LIFT or DISMISS, deleted with the case. */
export interface HeldDocument extends StoredDocument {
  caseId: string;
  kind: 'comment' | 'notes';
  buildId: string;
  /** The comment and its replies, as they were stored (comments). */
  comments?: StoredDocument[];
  /** The notes' Markdown (notes). */
  description?: string;
  /**
   * How the comment is taken out now (hidden or held: its author still reads it on the build's page; removed: nobody
   * does). Missing on records kept before it was written: the case's state says it then.
   */
  mark?: ModerationMark;
}
