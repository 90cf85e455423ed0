import { useReport, type ReportTarget } from '@/lib/report';

/**
 * "Report" beside a thing someone wrote: opens the site's one report dialog (its code loads on the first click, so no
 * page's first JavaScript carries it). The first of the two clicks from seeing a thing to a sent report.
 */
export function ReportButton({ target, className = 'button button--small' }: { target: ReportTarget; className?: string }) {
  const report = useReport();
  return (
    <button type="button" className={`${className} report-button`} aria-haspopup="dialog" onClick={() => report.open(target)}>
      Report<span className="visually-hidden"> {target.label}</span>
    </button>
  );
}
