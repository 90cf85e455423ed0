import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import type { ModerationAction, ModerationQueueQuery, SuspensionLength } from '@/gql/graphql';
import { refusalMessage } from '@/lib/refusal-message';
import { DecideModerationCase } from './reports-documents';

type Template = ModerationQueueQuery['moderationReasonTemplates'][number];

const ACTIONS: Array<{ id: ModerationAction; label: string }> = [
  { id: 'DISMISS', label: 'Dismiss' },
  { id: 'HIDE', label: 'Hide' },
  { id: 'REMOVE', label: 'Remove' },
  { id: 'LOCK', label: 'Lock' },
  { id: 'SUSPEND', label: 'Suspend the author' },
  { id: 'LIFT', label: 'Lift' },
];

const LENGTHS: Array<{ id: SuspensionLength; label: string }> = [
  { id: 'ONE_DAY', label: '1 day' },
  { id: 'SEVEN_DAYS', label: '7 days' },
  { id: 'THIRTY_DAYS', label: '30 days' },
  { id: 'PERMANENT', label: 'For good' },
];

/** An admin's decision on one case: the action, a reason from the templates, optional words for the author. */
export function DecisionForm({ caseId, isBuild, templates, reportedRule }: { caseId: string; isBuild: boolean; templates: Template[]; reportedRule: string | null }) {
  const [decide, deciding] = useMutation(DecideModerationCase);
  const [action, setAction] = useState<ModerationAction>('HIDE');
  const [length, setLength] = useState<SuspensionLength>('SEVEN_DAYS');
  // The rule the reports name comes first; the admin picks another where it does not fit.
  const [templateId, setTemplateId] = useState((templates.find((t) => t.rule === reportedRule) ?? templates[0])?.id ?? '');
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'problem'; text: string } | null>(null);
  const ids = useId();
  const template = templates.find((t) => t.id === templateId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      await decide({
        variables: { input: { caseId, action, templateId, note: note.trim() || undefined, suspension: action === 'SUSPEND' ? length : undefined } },
      });
      setOutcome({ kind: 'done', text: 'Decided.' });
    } catch (error) {
      setOutcome({ kind: 'problem', text: refusalMessage(error, 'The decision could not be saved. Try again in a moment.') });
    }
  };

  return (
    <form className="manage-form moderation-decision" onSubmit={submit}>
      <fieldset disabled={deciding.loading}>
        <legend>Decision</legend>
        {ACTIONS.filter((a) => isBuild || a.id !== 'LOCK').map((a) => (
          <label key={a.id}>
            <input type="radio" name={`${ids}-action`} value={a.id} checked={action === a.id} onChange={() => setAction(a.id)} /> {a.label}
          </label>
        ))}
      </fieldset>
      {action === 'SUSPEND' && (
        <fieldset disabled={deciding.loading}>
          <legend>How long</legend>
          {LENGTHS.map((l) => (
            <label key={l.id}>
              <input type="radio" name={`${ids}-length`} value={l.id} checked={length === l.id} onChange={() => setLength(l.id)} /> {l.label}
            </label>
          ))}
        </fieldset>
      )}
      <label>
        Reason
        <select value={templateId} onChange={(event) => setTemplateId(event.target.value)} disabled={deciding.loading}>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
        </select>
      </label>
      {template && <p className="form-help">{template.text}</p>}
      <label>
        Words for the author (optional)
        <textarea className="moderation-note" value={note} maxLength={2000} rows={2} onChange={(event) => setNote(event.target.value)} disabled={deciding.loading} />
      </label>
      <div className="manage-row">
        <button type="submit" className="button button-primary" disabled={deciding.loading || !templateId}>
          Decide
        </button>
        {outcome && (
          <span role={outcome.kind === 'problem' ? 'alert' : 'status'} className={outcome.kind === 'problem' ? 'manage-error' : 'muted'}>
            {outcome.text}
          </span>
        )}
      </div>
    </form>
  );
}
