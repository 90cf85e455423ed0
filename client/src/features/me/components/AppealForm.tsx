import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '@/gql';
import { refusalMessage } from '@/lib/refusal-message';

const AppealDecision = graphql(`
  mutation AppealModerationDecision($decisionId: ID!, $text: String!) {
    appealModerationDecision(decisionId: $decisionId, text: $text) {
      id
      appeal
      appealText
      viewerCanAppeal
    }
  }
`);

/** The one appeal a decision allows: "Appeal" opens a box for the player's words; sent, the case goes to another admin. */
export function AppealForm({ decisionId }: { decisionId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [appeal, appealing] = useMutation(AppealDecision);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (!words) {
      setProblem('Say why the decision is wrong.');
      return;
    }
    setProblem(null);
    try {
      await appeal({ variables: { decisionId, text: words } });
    } catch (error) {
      setProblem(refusalMessage(error, 'The appeal could not be sent. Try again in a moment.'));
    }
  };
  if (!open) {
    return (
      <button type="button" className="button button--small" onClick={() => setOpen(true)}>
        Appeal
      </button>
    );
  }
  return (
    <form className="me-moderation__appeal" onSubmit={submit}>
      <label>
        Why is the decision wrong?
        <textarea value={text} maxLength={2000} rows={3} autoFocus onChange={(event) => setText(event.target.value)} />
      </label>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={appealing.loading}>
        Send appeal
      </button>
    </form>
  );
}
