import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SendReportMutation } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import { reportReasonLabel } from '@game/rules/reports';

/** The receipt of a sent report: when it arrived, its reference and, signed out, the code to look up the decision. */
export function ReportReceipt({ receipt, head, onClose }: { receipt: SendReportMutation['report']; head: ReactNode; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  // The form that had focus is gone: focus goes to the receipt's own button, and the receipt is read out.
  useEffect(() => closeButton.current?.focus(), []);
  return (
    <div className="report-dialog__receipt">
      {head}
      <p role="status">
        {receipt.repeated ? 'You had already reported this. Your first report stands.' : 'Thank you. An admin will look at it and decide.'}
      </p>
      <dl>
        <dt>Reason</dt>
        <dd>{reportReasonLabel(receipt.reason)}</dd>
        <dt>Received</dt>
        <dd>
          <time dateTime={receipt.createdAt}>{formatDateTime(receipt.createdAt)}</time> UTC
        </dd>
        <dt>Reference</dt>
        <dd>{receipt.id}</dd>
        {receipt.receiptCode && (
          <>
            <dt>Receipt code</dt>
            <dd>
              <code>{receipt.receiptCode}</code>
            </dd>
          </>
        )}
      </dl>
      {receipt.receiptCode ? (
        <p>
          Keep this receipt code or the link: <Link to={`/report-status?receipt=${encodeURIComponent(receipt.receiptCode)}`} onClick={onClose}>the status of your notice</Link> shows
          the decision and its reasons once an admin has decided.
        </p>
      ) : (
        <p className="muted">
          You will see the decision under “Your reports” on <Link to="/me#my-reports" onClick={onClose}>your account page</Link>.
        </p>
      )}
      <div className="report-dialog__actions">
        <button type="button" ref={closeButton} className="button button-primary" onClick={onClose}>
          Done
        </button>
      </div>
    </div>
  );
}
