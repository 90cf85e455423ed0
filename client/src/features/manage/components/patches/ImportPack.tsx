import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '@/gql';
import { ProblemList } from './ProblemList';

const ImportPackMutation = graphql(`
  mutation ImportGameDataPack($json: String!) {
    importGameDataPack(json: $json) {
      problems {
        path
        message
      }
      draft {
        id
        revision
      }
    }
  }
`);

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
  const [importPack, importing] = useMutation(ImportPackMutation);

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
    try {
      const { data } = await importPack({ variables: { json: await file.text() } });
      const result = data?.importGameDataPack;
      if (!result) return;
      if (result.problems.length > 0) {
        setProblems(result.problems);
        return;
      }
      onImported(`Imported ${file.name} into the draft.`);
    } catch (failure) {
      setProblems([{ path: '(file)', message: failure instanceof Error ? failure.message : 'The pack could not be imported.' }]);
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
        <button type="submit" className="button button-primary" disabled={importing.loading}>
          Import the pack
        </button>
      </div>
      <ProblemList problems={problems} title="Nothing was imported" />
    </form>
  );
}
