import { useId, useState, type FormEvent } from 'react';

/** The fields of a notice of illegal content, as the EU Digital Services Act (Art. 16) names them. */
export interface IllegalNotice {
  explanation: string;
  url: string;
  name: string;
  email: string;
  goodFaith: boolean;
}

/**
 * The notice of illegal content: why it is illegal, the exact address (filled in with the thing's own), the notifier's
 * name and e-mail (kept with the case only, as Art. 16 asks; the decision is read on the notice's status page) and the good-faith statement.
 */
export function IllegalContentFields({ path, busy, onBack, onSend }: { path: string; busy: boolean; onBack: () => void; onSend: (notice: IllegalNotice) => void }) {
  const [notice, setNotice] = useState<IllegalNotice>(() => ({
    explanation: '',
    url: typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString(),
    name: '',
    email: '',
    goodFaith: false,
  }));
  const ids = useId();
  const set = (field: keyof IllegalNotice) => (value: string | boolean) => setNotice((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ ...notice, explanation: notice.explanation.trim(), name: notice.name.trim(), email: notice.email.trim() });
  };
  return (
    <form onSubmit={submit} aria-busy={busy}>
      <fieldset disabled={busy}>
        <label>
          Why is it illegal?
          <textarea value={notice.explanation} minLength={10} maxLength={4000} rows={3} required onChange={(event) => set('explanation')(event.target.value)} />
        </label>
        <label>
          Address of the content
          <input type="url" value={notice.url} required onChange={(event) => set('url')(event.target.value)} />
        </label>
        <label>
          Your name
          <input value={notice.name} maxLength={200} autoComplete="name" required onChange={(event) => set('name')(event.target.value)} />
        </label>
        <label>
          Your e-mail
          <input type="email" value={notice.email} autoComplete="email" required aria-describedby={`${ids}-email`} onChange={(event) => set('email')(event.target.value)} />
        </label>
        <p id={`${ids}-email`} className="form-help">
          Kept with your notice as the law asks, never shown or used for anything else, and deleted with the case. The decision is on the notice's status page (its link comes with your receipt).
        </p>
        <label className="report-dialog__check">
          <input type="checkbox" checked={notice.goodFaith} required onChange={(event) => set('goodFaith')(event.target.checked)} />
          <span>I believe in good faith that this notice is accurate and complete.</span>
        </label>
        <div className="report-dialog__actions">
          <button type="button" className="button" onClick={onBack}>
            Back
          </button>
          <button type="submit" className="button button-primary">
            Send notice
          </button>
        </div>
      </fieldset>
      {busy && <p role="status">Sending…</p>}
    </form>
  );
}
