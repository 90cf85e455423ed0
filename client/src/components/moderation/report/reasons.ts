/** The fixed list of reasons a report may give, in the order the dialog offers them. */
export const REPORT_REASONS = [
  { id: 'SPAM', label: 'Spam' },
  { id: 'HARASSMENT', label: 'Harassment' },
  { id: 'HATEFUL', label: 'Hateful' },
  { id: 'SEXUAL', label: 'Sexual' },
  { id: 'CHEATING_OR_EXPLOIT', label: 'Cheating or exploit' },
  { id: 'PERSONAL_DATA', label: 'Personal data' },
  { id: 'ILLEGAL_CONTENT', label: 'Illegal content' },
  { id: 'OTHER', label: 'Other' },
] as const;

/** The words of a reason the server names (its own id when the list has no such reason). */
export function reasonLabel(id: string): string {
  return REPORT_REASONS.find((reason) => reason.id === id)?.label ?? id;
}
