import { useId, useState, type FormEvent } from 'react';
import { ProblemList } from './ProblemList';

/** Where a whole pack is uploaded: far above the GraphQL body limit, so it goes as its own request. */
const IMPORT_PATH = '/manage/game-data/import';

interface ImportAnswer {
  problems?: Array<{ path: string; message: string }>;
  error?: string;
}

/** The server's limit of an imported pack (8 MB): a larger file is refused here before it is sent. */
const MAX_PACK_BYTES = 8 * 1024 * 1024;

/**
 * Imports a whole pack as one JSON file into the draft: every problem is listed at once with its path, and nothing of
 * a file with problems is kept (the draft stays as it was).
 */
export function ImportPack({ onImported }: { onImported: (note: string) => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<ReadonlyArray<{ path: string; message: string }>>([]);
  const [importing, setImporting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    if (!file) {
      setProblems([{ path: '(file)', message: 'Choose a pack file first.' }]);
      return;
    }
    if (file.size > MAX_PACK_BYTES) {
      setProblems([{ path: '(file)', message: `${file.name} is over the 8 MB limit of a pack.` }]);
      return;
    }
    setImporting(true);
    try {
      // The file as it is: the server reads and checks it (JSON, shapes, references), every problem at once.
      const response = await fetch(IMPORT_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: file, credentials: 'same-origin' });
      const answer = (await response.json().catch(() => ({}))) as ImportAnswer;
      if (answer.problems && answer.problems.length > 0) setProblems(answer.problems);
      else if (!response.ok) setProblems([{ path: '(file)', message: answer.error ?? `The pack could not be imported (HTTP ${response.status}).` }]);
      else onImported(`Imported ${file.name} into the draft.`);
    } catch {
      setProblems([{ path: '(file)', message: 'The pack could not be sent. Check your connection and try again.' }]);
    } finally {
      setImporting(false);
    }
  };

  return (
    <form className="manage-form" onSubmit={(event) => void submit(event)} aria-label="Import a pack">
      <p>
        A whole pack as one JSON file in the import format (its JSON Schema is <code>docs/game-data-pack.schema.json</code>): it replaces the
        draft&apos;s data. A file with any problem is refused whole, every problem listed.
      </p>
      <label htmlFor={inputId}>Pack file (JSON)</label>
      <input
        id={inputId}
        type="file"
        accept="application/json,.json"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setProblems([]);
        }}
      />
      <div className="manage-row">
        <button type="submit" className="button button-primary" disabled={importing}>
          Import the pack
        </button>
      </div>
      <ProblemList problems={problems} title="Nothing was imported" />
    </form>
  );
}
