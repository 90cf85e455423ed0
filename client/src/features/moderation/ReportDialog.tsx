import { useId } from 'react';
import { useReport } from '@/lib/report';
import { useModalDialog } from '@/shell/use-modal-dialog';
import { ReportForm } from './ReportForm';
import './moderation.css';

/**
 * The site's one report dialog (a native modal <dialog>: the page behind is inert, Escape closes it, focus returns to
 * the Report button). Its code is its own chunk, loaded on the first Report click.
 */
export function ReportDialog() {
  const report = useReport();
  const { ref, onBackdropClick } = useModalDialog(report.target !== null, report.close);
  const titleId = useId();
  return (
    <dialog ref={ref} className="report-dialog" aria-labelledby={titleId} onClick={onBackdropClick}>
      {/* Each opening starts afresh, for the thing it was opened on. */}
      {report.target && <ReportForm key={`${report.target.kind}:${report.target.id}`} target={report.target} titleId={titleId} onClose={report.close} />}
    </dialog>
  );
}
