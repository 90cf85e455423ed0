import { Link } from 'react-router';

/** What moderation did to a thing, as its author (or an admin) reads it above the thing. */
export interface ModerationNoticeView {
  state: 'VISIBLE' | 'HELD' | 'HIDDEN' | 'REMOVED';
  reason: string;
}

const STATE_TEXT: Record<ModerationNoticeView['state'], string> = {
  VISIBLE: 'Shown',
  HELD: 'Held for review: only you see it until an admin looks.',
  HIDDEN: 'Hidden by a moderator: only you see it.',
  REMOVED: 'Removed by a moderator.',
};

const THING: Record<string, string> = { build: 'This build', notes: 'These notes', comment: 'This comment', reply: 'This reply' };

/** "This comment is hidden by a moderator: only you see it." with the statement of reasons; nothing when shown normally. */
export function ModerationNoticeLine({ notice, thing }: { notice: ModerationNoticeView; thing: 'build' | 'notes' | 'comment' | 'reply' }) {
  if (notice.state === 'VISIBLE') return null;
  return (
    <p className="moderation-notice" role="note">
      <strong>
        {THING[thing]}: {STATE_TEXT[notice.state]}
      </strong>{' '}
      {notice.reason} <Link to="/me#moderation">See why and appeal</Link>
    </p>
  );
}
