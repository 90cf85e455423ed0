import { useId, useState } from 'react';
import { copyText } from '@/lib/share';
import './copyable-code.css';

/**
 * A code sample in a read-only box with a button that copies it ("Copied." announced). Used by
 * the /embed page and the build page's Embed button. Without clipboard access it selects the code
 * so Ctrl+C copies it.
 */
export function CopyableCode({ label, code, id: givenId, textbox = false }: { label: string; code: string; id?: string; textbox?: boolean }) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    setCopied(null);
    const outcome = await copyText(code);
    if (outcome === 'failed' && textbox) (document.getElementById(id) as HTMLTextAreaElement | null)?.select();
    else if (outcome === 'failed') {
      const range = document.createRange();
      const element = document.getElementById(id);
      if (element) {
        range.selectNodeContents(element);
        window.getSelection()?.removeAllRanges();
        window.getSelection()?.addRange(range);
      }
    }
    setCopied(outcome);
  };
  const actions = (
    <div className="embed-code__actions">
      <button type="button" className="button" onClick={() => void copy()} aria-describedby={`${id}-status`}>
        Copy {label.toLowerCase()}
      </button>
      <span id={`${id}-status`} role="status" className="muted">
        {copied === 'copied' ? 'Copied.' : copied === 'failed' ? 'Selected: press Ctrl+C to copy.' : ''}
      </span>
    </div>
  );
  // A read-only text box (the build's Embed): focusing it selects the whole code.
  if (textbox) {
    return (
      <div className="embed-code">
        <label htmlFor={id}>{label}</label>
        <textarea id={id} className="embed-code__box" readOnly rows={3} value={code} onFocus={(e) => e.currentTarget.select()} />
        {actions}
      </div>
    );
  }
  return (
    <figure className="embed-code">
      <figcaption>{label}</figcaption>
      <pre>
        <code id={id}>{code}</code>
      </pre>
      {actions}
    </figure>
  );
}
