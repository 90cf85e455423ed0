import { Link } from 'react-router';
import { DECISION_LABELS, REPORTED_KIND_LABELS, REPORT_STATUS_LABELS, reportReasonLabel } from '@game/rules/reports';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatDateTime } from '@/lib/format';
import './report-standing.css';

/** What a reporter reads of their report: the thing as reported, when, the status, and once decided what and why. */
export const ReportStanding_report = graphql(`
  fragment ReportStanding_report on Report {
    id
    reason
    createdAt
    targetKind
    targetTitle
    targetPath
    status
    outcome
    decisionRule
    decisionReason
    decidedAt
  }
`);

/** One report's standing as a list of facts; the decision, its rule, the statement of reasons and its date once decided. */
export function ReportStanding(props: { report: FragmentType<typeof ReportStanding_report> }) {
  const report = getFragmentData(ReportStanding_report, props.report);
  const decided = report.status === 'DECIDED';
  return (
    <dl className="report-standing">
      <dt>Reported</dt>
      <dd>
        {REPORTED_KIND_LABELS[report.targetKind] ?? report.targetKind}: <Link to={report.targetPath}>{report.targetTitle}</Link>
      </dd>
      <dt>Reason</dt>
      <dd>{reportReasonLabel(report.reason)}</dd>
      <dt>Sent</dt>
      <dd>
        <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time> UTC
      </dd>
      <dt>Status</dt>
      <dd className="report-standing__status">{REPORT_STATUS_LABELS[report.status]}</dd>
      {decided && report.outcome && (
        <>
          <dt>Decision</dt>
          <dd>{DECISION_LABELS[report.outcome] ?? report.outcome}</dd>
        </>
      )}
      {decided && report.decisionRule && (
        <>
          <dt>Rule</dt>
          <dd>{reportReasonLabel(report.decisionRule)}</dd>
        </>
      )}
      {decided && report.decisionReason && (
        <>
          <dt>Reasons</dt>
          <dd>{report.decisionReason}</dd>
        </>
      )}
      {decided && report.decidedAt && (
        <>
          <dt>Decided</dt>
          <dd>
            <time dateTime={report.decidedAt}>{formatDateTime(report.decidedAt)}</time> UTC
          </dd>
        </>
      )}
    </dl>
  );
}
