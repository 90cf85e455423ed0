import { Link } from 'react-router';
import { reportReasonLabel } from '@game/rules/reports';
import './moderation-notice.css';

/** What moderation did to a thing, as its author (or an admin) reads it above the thing. */
export interface ModerationNoticeView {
  state: 'VISIBLE' | 'HELD' | 'HIDDEN' | 'REMOVED';
  /** The rule applied; null when held by the word list or hidden by reports before an admin decided. */
  rule?: string | null;
  reason: string;
}

const THING: Record<string, string> = { build: 'This build', notes: 'These notes', comment: 'This comment', reply: 'This reply', profile: 'Your player page' };

/** What happened, in a few words: the rule's name when an admin decided, else what is waited for. */
function whatHappened(notice: ModerationNoticeView): string {
  const rule = notice.rule ? reportReasonLabel(notice.rule) : null;
  switch (notice.state) {
    case 'HIDDEN':
      return rule ? `Hidden by a moderator: ${rule}.` : 'Hidden after reports from several players, until a moderator looks.';
    case 'REMOVED':
      return rule ? `Removed by a moderator: ${rule}.` : 'Removed by a moderator.';
    case 'HELD':
      return 'Held for review until a moderator looks.';
    default:
      return 'Shown.';
  }
}

/**
 * "Hidden by a moderator: Spam. Only you can see this." with a link to the statement of reasons and the appeal (the
 * Moderation section of /me); nothing when shown normally. `own` false: an admin reads someone else's thing.
 */
export function ModerationNoticeLine({ notice, thing, own = true }: { notice: ModerationNoticeView; thing: 'build' | 'notes' | 'comment' | 'reply' | 'profile'; own?: boolean }) {
  if (notice.state === 'VISIBLE') return null;
  return (
    <p className="moderation-notice" role="note">
      <span className="visually-hidden">{THING[thing]}: </span>
      <strong>{whatHappened(notice)}</strong> {own ? 'Only you can see this.' : 'Only its author and admins can see this.'}{' '}
      {own && (
        <Link to="/me#moderation">
          See why and appeal<span className="visually-hidden"> (Moderation, on your page)</span>
        </Link>
      )}
    </p>
  );
}
