import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { reportReasonLabel } from '@game/rules/reports';
import { graphql } from '@/gql';
import { formatDateTime } from '@/lib/format';
import { ReportStanding } from '@/components/moderation/report/ReportStanding';
import { AppealForm } from './AppealForm';


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
    myReports(first: 50) {
      id
      ...ReportStanding_report
    }
  }
`);

const ACTION: Record<string, string> = { DISMISS: 'Kept', HIDE: 'Hidden', REMOVE: 'Removed', LOCK: 'Locked from editing', SUSPEND: 'Account suspended', LIFT: 'Restored' };
const APPEAL: Record<string, string> = { PENDING: 'Appealed: another admin will look at it.', UPHELD: 'Appeal answered: the decision stands.', REVERSED: 'Appeal answered: the decision was changed.' };

/**
 * /me "Moderation": the suspension in force, every decision about the player's content with its reasons and one appeal
 * each, and the player's own reports with where each stands and, once decided, the decision and its reasons.
 */
export function MyModeration() {
  const { data, error } = useQuery(MyModerationQuery, { fetchPolicy: 'cache-and-network' });
  const suspension = data?.me?.suspension;
  const decisions = data?.myModerationDecisions ?? [];
  const reports = data?.myReports ?? [];
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
                <dd>{reportReasonLabel(d.rule)}</dd>
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
      <h3 id="my-reports">Your reports</h3>
      {data && reports.length === 0 && <p className="muted">You have not reported anything.</p>}
      {reports.length > 0 && (
        <ol className="me-moderation__list" aria-labelledby="my-reports">
          {reports.map((report) => (
            <li key={report.id}>
              <ReportStanding report={report} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
