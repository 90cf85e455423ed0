import { Suspense, useId, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CASE_RETENTION_DAYS, isReceiptCode, receiptCodeProblem } from '@game/rules/reports';
import { ReportStanding } from '@/components/moderation/report/ReportStanding';
import { graphql } from '@/gql';
import { NotFoundStatus } from '@/lib/response-status';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { useRouteQuery } from '@/lib/use-route-query';
import '../notices.css';

export const ReportStatusQuery = graphql(`
  query ReportStatusPage($receiptCode: String!) {
    reportByReceipt(receiptCode: $receiptCode) {
      id
      ...ReportStanding_report
    }
  }
`);

/** The receipt code of the address, as typed (spaces around it dropped). */
const codeOf = (search: URLSearchParams) => search.get('receipt')?.trim() ?? '';

/**
 * The route's loader: the notice of the address's receipt code, asked afresh on every visit (`no-cache`: a decision
 * made since shows at once); nothing for an address without a code or with text that is no code.
 */
export const ReportStatusRouteData: RouteDataLoader = (query, { request }) => {
  const code = codeOf(new URL(request.url).searchParams);
  return isReceiptCode(code) ? query(ReportStatusQuery, { receiptCode: code }, { fetchPolicy: 'no-cache' }) : null;
};

/**
 * /report-status: a signed-out notifier reads where their notice of illegal content stands, and the decision with its
 * reasons, by the receipt code the notice's receipt showed (the link it named, or the code typed into the form: a plain
 * GET, so the page works without JavaScript). The server draws it for each request and no cache keeps it.
 */
export function ReportStatusRoute() {
  const [search] = useSearchParams();
  const code = codeOf(search);
  const inputId = useId();
  const helpId = useId();
  const problem = code === '' ? null : receiptCodeProblem(code);
  const navigate = useNavigate();
  // Without JavaScript the form is a plain GET to this page; with it, the same address is opened in the app. (React
  // Router's <Form> would do the same, but would add its code to every page's first JavaScript.)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('receipt');
    navigate(`/report-status?${new URLSearchParams({ receipt: typeof typed === 'string' ? typed.trim() : '' })}`);
  };
  return (
    <section className="page notice-status-page" aria-labelledby="notice-status-heading">
      <h1 id="notice-status-heading">Notice status</h1>
      <p>
        A notice of illegal content sent without signing in gets a receipt code. With it you read here where your notice stands and, once an admin has decided,
        the decision, the rule it applied and its reasons. The code is the only key to your notice: keep it to yourself.
      </p>
      <form method="get" action="/report-status" className="notice-status-form" onSubmit={submit}>
        <label htmlFor={inputId}>Receipt code</label>
        <div className="notice-status-form__row">
          <input
            id={inputId}
            name="receipt"
            defaultValue={code}
            key={code}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            aria-describedby={helpId}
            aria-invalid={problem !== null || undefined}
          />
          <button type="submit" className="button button-primary">
            Show the status
          </button>
        </div>
        <p id={helpId} className="muted">
          24 letters, digits, “-” or “_”, as the receipt wrote it.
        </p>
      </form>
      {problem && (
        <>
          <NotFoundStatus />
          <p role="alert">{problem}</p>
        </>
      )}
      {code !== '' && !problem && (
        <Suspense fallback={<p className="muted">Looking up the notice…</p>}>
          <NoticeStanding code={code} />
        </Suspense>
      )}
      <p className="muted">
        Signed in, you find your reports and their decisions on <Link to="/me#my-reports">your account page</Link>.
      </p>
    </section>
  );
}

function NoticeStanding({ code }: { code: string }) {
  const { data, error } = useRouteQuery(ReportStatusQuery);
  const report = data?.reportByReceipt;
  if (error && !data) return <p role="alert">The notice could not be looked up. Check your connection and try again in a minute.</p>;
  if (!report) {
    return (
      <>
        <NotFoundStatus />
        <p role="alert">
          No notice has the receipt code “{code}”. Check that the whole code was copied. A notice is kept until {CASE_RETENTION_DAYS} days after its decision, then
          deleted with its case.
        </p>
      </>
    );
  }
  return (
    <section className="notice-status-result" aria-labelledby="notice-status-result-heading">
      <h2 id="notice-status-result-heading">Your notice</h2>
      <ReportStanding report={report} />
    </section>
  );
}
