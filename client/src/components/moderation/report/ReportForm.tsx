import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { ReportReason, SendReportMutation } from '@/gql/graphql';
import type { ReportTarget } from '../report-target';
import { refusalMessage } from '@/lib/refusal-message';
import { useSession } from '@/lib/session';
import { IllegalContentFields, type IllegalNotice } from './IllegalContentFields';
import { REPORT_REASONS } from '@game/rules/reports';
import { ReportReceipt } from './ReportReceipt';
import { SendReport } from './report-documents';

const TEXT_MAX = 1000;

/**
 * The report's steps: pick a reason (the click on it sends the report, with the optional words typed above it), or
 * "Illegal content", which asks for the notice's fields first; then the receipt. Signed out, only the notice of illegal
 * content can be sent; the other reasons need a sign-in.
 */
export function ReportForm({ target, titleId, onClose }: { target: ReportTarget; titleId: string; onClose: () => void }) {
  const session = useSession();
  const [send, sending] = useMutation(SendReport);
  const [text, setText] = useState('');
  const [step, setStep] = useState<'reason' | 'illegal'>('reason');
  const [problem, setProblem] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<SendReportMutation['report'] | null>(null);
  const ids = useId();
  const signedIn = session.status === 'signed-in';

  const submit = async (reason: ReportReason, notice?: IllegalNotice) => {
    setProblem(null);
    try {
      const words = text.trim();
      const result = await send({ variables: { input: { targetKind: target.kind, targetId: target.id, reason, text: words || undefined, notice } } });
      if (result.data) setReceipt(result.data.report);
    } catch (error) {
      setProblem(refusalMessage(error, 'The report could not be sent. Check your connection and try again.'));
    }
  };

  const head = (title: string) => (
    <div className="report-dialog__head">
      <h2 id={titleId}>{title}</h2>
      <button type="button" className="icon-button" onClick={onClose} aria-label="Close">
        ✕
      </button>
    </div>
  );

  if (receipt) return <ReportReceipt receipt={receipt} head={head('Report sent')} onClose={onClose} />;

  const problemLine = problem && (
    <p className="form-error" role="alert">
      {problem}
    </p>
  );

  if (step === 'illegal') {
    return (
      <>
        {head('Report illegal content')}
        <IllegalContentFields path={target.path} busy={sending.loading} onBack={() => setStep('reason')} onSend={(notice) => void submit('ILLEGAL_CONTENT', notice)} />
        {problemLine}
      </>
    );
  }

  return (
    <>
      {head(`Report ${target.label}`)}
      <form className="report-dialog__reasons" onSubmit={(event) => event.preventDefault()} aria-busy={sending.loading}>
        {signedIn && (
          <label>
            Details (optional)
            <textarea id={`${ids}-text`} value={text} maxLength={TEXT_MAX} rows={2} onChange={(event) => setText(event.target.value)} />
          </label>
        )}
        <fieldset disabled={sending.loading}>
          <legend>{signedIn ? 'Why? Your pick sends the report.' : 'Signed out, you can send a notice of illegal content.'}</legend>
          <div className="report-reasons">
            {REPORT_REASONS.filter((reason) => signedIn || reason.id === 'ILLEGAL_CONTENT').map((reason) => (
              <button
                key={reason.id}
                type="button"
                className="button"
                onClick={() => (reason.id === 'ILLEGAL_CONTENT' ? setStep('illegal') : void submit(reason.id))}
              >
                {reason.label}
                {reason.id === 'ILLEGAL_CONTENT' && '…'}
              </button>
            ))}
          </div>
        </fieldset>
        {!signedIn && (
          <p>
            To report it for another reason,{' '}
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                onClose();
                session.openLogin();
              }}
            >
              sign in
            </button>
          </p>
        )}
        {sending.loading && <p role="status">Sending…</p>}
        {problemLine}
      </form>
    </>
  );
}
