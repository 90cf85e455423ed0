/**
 * Reports and notices, one wording for the server, the report dialog, the moderation queue, `/me` and the notifier's
 * status page: the reasons a report may give and their names, what a receipt code looks like, and a report's status.
 */

/** The fixed list of reasons, in the order the dialog offers them: the API's name, the stored id, the words people read. */
export const REPORT_REASONS = [
  { id: 'SPAM', stored: 'spam', label: 'Spam' },
  { id: 'HARASSMENT', stored: 'harassment', label: 'Harassment' },
  { id: 'HATEFUL', stored: 'hateful', label: 'Hateful' },
  { id: 'SEXUAL', stored: 'sexual', label: 'Sexual' },
  { id: 'CHEATING_OR_EXPLOIT', stored: 'cheating', label: 'Cheating or exploit' },
  { id: 'PERSONAL_DATA', stored: 'personal-data', label: 'Personal data' },
  { id: 'ILLEGAL_CONTENT', stored: 'illegal', label: 'Illegal content' },
  { id: 'OTHER', stored: 'other', label: 'Other' },
] as const;

export type StoredReportReason = (typeof REPORT_REASONS)[number]['stored'];

/** The words of a reason by its API name or stored id (the name itself when the list has no such reason). */
export function reportReasonLabel(id: string): string {
  return REPORT_REASONS.find((reason) => reason.id === id || reason.stored === id)?.label ?? id;
}

/**
 * A signed-out notice's receipt code: 18 random bytes (144 bits) written in base64url, 24 characters. The code is the
 * only secret between the notifier and the decision: at a million guesses a second, finding any one of a million
 * notices' codes would take some 10^24 years.
 */
export const RECEIPT_CODE_BYTES = 18;
export const RECEIPT_CODE_LENGTH = 24;
const RECEIPT_CODE = /^[A-Za-z0-9_-]{24}$/;

/** Whether the text has a receipt code's form (it may still be no notice's code). */
export function isReceiptCode(text: string): boolean {
  return RECEIPT_CODE.test(text);
}

/** The message for text that cannot be a receipt code; null when it has the form of one. */
export function receiptCodeProblem(text: string): string | null {
  if (isReceiptCode(text)) return null;
  return `A receipt code is ${RECEIPT_CODE_LENGTH} letters, digits, "-" or "_", as the receipt shown after sending the notice wrote it. Check that the whole code was copied.`;
}

/** How long a closed case (its reports, the notices' names and e-mail addresses, their receipt codes) is kept after its last decision. */
export const CASE_RETENTION_DAYS = 180;

/** Where a report stands: received (no admin has decided yet), under review again (an appeal reopened it), decided. */
export type ReportStatusName = 'RECEIVED' | 'UNDER_REVIEW' | 'DECIDED';

/** A report's status from its case's (`open`, `appealed`, `closed`). */
export function reportStatusOf(caseStatus: 'open' | 'appealed' | 'closed'): ReportStatusName {
  return caseStatus === 'closed' ? 'DECIDED' : caseStatus === 'appealed' ? 'UNDER_REVIEW' : 'RECEIVED';
}

export const REPORT_STATUS_LABELS: Record<ReportStatusName, string> = {
  RECEIVED: 'Received: an admin will look at it and decide.',
  UNDER_REVIEW: 'Under review: the decision was appealed, and another admin is looking at it again.',
  DECIDED: 'Decided',
};

/** What a decision did, as the reporter reads it. */
export const DECISION_LABELS: Record<string, string> = {
  DISMISS: 'Kept: no rule was broken',
  HIDE: 'Hidden from everyone but its author',
  REMOVE: 'Removed',
  LOCK: 'Locked from editing',
  SUSPEND: 'Its author was suspended',
  LIFT: 'Restored',
};

/** The kinds of thing a report names, as people read them. */
export const REPORTED_KIND_LABELS: Record<string, string> = { BUILD: 'Build', COMMENT: 'Comment', NOTES: 'Build notes', PROFILE: 'Player page' };
