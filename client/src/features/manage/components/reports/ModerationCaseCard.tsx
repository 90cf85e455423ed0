import { useId } from 'react';
import { Link } from 'react-router';
import { reportReasonLabel } from '@game/rules/reports';
import { getFragmentData, type FragmentType } from '@/gql';
import type { ModerationQueueQuery } from '@/gql/graphql';
import { formatDate, formatDateTime } from '@/lib/format';
import { DecisionForm } from './DecisionForm';
import { ModerationCase_case } from './reports-documents';


const KIND: Record<string, string> = { BUILD: 'Build', COMMENT: 'Comment', NOTES: 'Notes', PROFILE: 'Player page' };
const STATE: Record<string, string> = { VISIBLE: 'shown', HELD: 'held for review', HIDDEN: 'hidden', REMOVED: 'removed' };
const ACTION: Record<string, string> = { DISMISS: 'dismissed', HIDE: 'hidden', REMOVE: 'removed', LOCK: 'locked', SUSPEND: 'suspended', LIFT: 'lifted' };

/** One case of the queue: the thing as reported and as it is now, its reports, its author's history, the decision. */
export function ModerationCaseCard(props: { moderationCase: FragmentType<typeof ModerationCase_case>; templates: ModerationQueueQuery['moderationReasonTemplates'] }) {
  const c = getFragmentData(ModerationCase_case, props.moderationCase);
  const headingId = useId();
  const changed = c.current && c.current.text !== c.reported.text;
  return (
    <article className="moderation-case" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {KIND[c.targetKind] ?? c.targetKind}: {c.reported.title}
      </h2>
      <p className="muted">
        {c.reportCount} {c.reportCount === 1 ? 'report' : 'reports'} · last <time dateTime={c.lastReportedAt}>{formatDateTime(c.lastReportedAt)}</time> UTC · now {STATE[c.contentState] ?? c.contentState}
        {c.autoHidden && ' (hidden by reports)'}
        {c.heldByWordList && ' (held by the word list)'}
        {c.locked && ' · locked'}
        {c.status === 'APPEALED' && ` · appealed (decided by ${c.appealedDecisionBy ?? 'an admin'})`} · <Link to={c.reported.path}>Open</Link>
      </p>
      <div className="moderation-case__contents">
        <div>
          <h3>As reported</h3>
          <p className="moderation-case__text">{c.reported.text}</p>
        </div>
        <div>
          <h3>Now</h3>
          <p className="moderation-case__text">{c.current ? (changed ? c.current.text : 'Unchanged.') : 'Deleted by its author.'}</p>
        </div>
      </div>
      <h3>Reports</h3>
      <ul className="moderation-case__reports">
        {c.reports.map((r) => (
          <li key={r.id}>
            <strong>{reportReasonLabel(r.reason)}</strong> by {r.reporter ?? `${r.noticeName ?? 'a signed-out notifier'} (${r.noticeEmail ?? 'no e-mail'})`},{' '}
            <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time> UTC{r.text && `: ${r.text}`}
            {r.noticeExplanation && (
              <p className="moderation-case__text">
                Notice: {r.noticeExplanation} ({r.noticeUrl})
              </p>
            )}
          </li>
        ))}
      </ul>
      <h3>Author</h3>
      {c.author ? (
        <p>
          {c.author.username ?? c.author.displayName}, account since <time dateTime={c.author.createdAt}>{formatDate(c.author.createdAt)}</time>
          {c.author.suspension && ` · suspended ${c.author.suspension.permanent || !c.author.suspension.until ? 'for good' : `until ${formatDateTime(c.author.suspension.until)} UTC`}`}
          {c.author.earlierDecisions.length === 0 && ' · no earlier decisions'}
        </p>
      ) : (
        <p>The author's account is gone.</p>
      )}
      {c.author && c.author.earlierDecisions.length > 0 && (
        <ul aria-label="Earlier decisions">
          {c.author.earlierDecisions.map((d) => (
            <li key={d.id}>
              <time dateTime={d.decidedAt}>{formatDate(d.decidedAt)}</time>: {d.content.title} {ACTION[d.action] ?? d.action} ({reportReasonLabel(d.rule)})
            </li>
          ))}
        </ul>
      )}
      <DecisionForm caseId={c.id} isBuild={c.targetKind === 'BUILD'} templates={props.templates} reportedRule={c.reports[0]?.reason ?? null} />
    </article>
  );
}
