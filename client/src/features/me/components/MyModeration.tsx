import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import { formatDateTime } from '@/lib/format';
import { AppealForm } from './AppealForm';

/** The names of the report reasons (kept here, not shared with the report dialog: a shared module is one more chunk every page's preload map names). */
const REASON: Record<string, string> = {
  SPAM: 'Spam',
  HARASSMENT: 'Harassment',
  HATEFUL: 'Hateful',
  SEXUAL: 'Sexual',
  CHEATING_OR_EXPLOIT: 'Cheating or exploit',
  PERSONAL_DATA: 'Personal data',
  ILLEGAL_CONTENT: 'Illegal content',
  OTHER: 'Other',
};
const reasonLabel = (id: string) => REASON[id] ?? id;

export const MyModerationQuery = graphql(`
  query MyModeration {
    me {
      id
      suspension {
        until
        permanent
        reason
      }
    }
    myModerationDecisions {
      id
      action
      targetKind
      content {
        title
        text
        path
      }
      rule
      reason
      note
      decidedAt
      suspendedUntil
      permanent
      appeal
      appealText
      viewerCanAppeal
    }
  }
`);

const ACTION: Record<string, string> = { DISMISS: 'Kept', HIDE: 'Hidden', REMOVE: 'Removed', LOCK: 'Locked from editing', SUSPEND: 'Account suspended', LIFT: 'Restored' };
const APPEAL: Record<string, string> = { PENDING: 'Appealed: another admin will look at it.', UPHELD: 'Appeal answered: the decision stands.', REVERSED: 'Appeal answered: the decision was changed.' };

/** /me "Moderation": the suspension in force, and every decision about the player's content with its reasons and one appeal each. */
export function MyModeration() {
  const { data, error } = useQuery(MyModerationQuery, { fetchPolicy: 'cache-and-network' });
  const suspension = data?.me?.suspension;
  const decisions = data?.myModerationDecisions ?? [];
  return (
    <section className="me-moderation" id="moderation" aria-labelledby="me-moderation-heading">
      <h2 id="me-moderation-heading">Moderation</h2>
      {error && !data && <p role="alert">The decisions could not be loaded. Reload the page to try again.</p>}
      {suspension && (
        <p className="moderation-notice" role="note">
          <strong>Your account is suspended {suspension.permanent || !suspension.until ? 'for good' : `until ${formatDateTime(suspension.until)} UTC`}.</strong> You can read and export, but not post,
          comment, like or publish. {suspension.reason}
        </p>
      )}
      {data && decisions.length === 0 && <p className="muted">No decisions about your content.</p>}
      {decisions.length > 0 && (
        <ol className="me-moderation__list">
          {decisions.map((d) => (
            <li key={d.id}>
              <p>
                <strong>{ACTION[d.action] ?? d.action}</strong>: <Link to={d.content.path}>{d.content.title}</Link> ·{' '}
                <time dateTime={d.decidedAt}>{formatDateTime(d.decidedAt)}</time> UTC
              </p>
              <dl className="me-facts">
                <dt>Content</dt>
                <dd className="me-moderation__text">{d.content.text}</dd>
                <dt>Rule</dt>
                <dd>{reasonLabel(d.rule)}</dd>
                <dt>Reason</dt>
                <dd>
                  {d.reason}
                  {d.note && ` ${d.note}`}
                </dd>
                {d.action === 'SUSPEND' && (
                  <>
                    <dt>Until</dt>
                    <dd>{d.permanent || !d.suspendedUntil ? 'For good' : `${formatDateTime(d.suspendedUntil)} UTC`}</dd>
                  </>
                )}
              </dl>
              {d.appeal !== 'NONE' && <p className="muted">{APPEAL[d.appeal] ?? d.appeal}</p>}
              {d.viewerCanAppeal && <AppealForm decisionId={d.id} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
