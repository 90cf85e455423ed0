import { useApolloClient } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';

/** The server's addresses for the player's data file (docs/api.md, "A player's data"). */
const EXPORT_URL = '/account/export';
const IMPORT_URL = '/account/import';
/** The largest file the server reads; a larger one is refused here before it is sent. */
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

interface BuildReport {
  index: number;
  name: string;
  outcome: 'imported' | 'migrated' | 'refused';
  reason: string | null;
  changes: string[];
}

type ImportState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'error'; text: string }
  | { kind: 'done'; written: number; builds: BuildReport[] };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function summaryOf(written: number, builds: BuildReport[]): string {
  if (builds.length === 0) return 'The file holds no builds: nothing was imported.';
  const refused = builds.filter((build) => build.outcome === 'refused').length;
  return `${plural(written, 'build')} imported as private builds${refused ? `, ${refused} refused` : ''}.`;
}

function outcomeText(build: BuildReport): string {
  if (build.outcome === 'refused') return `Refused: ${build.reason ?? 'not a build this site accepts.'}`;
  if (build.outcome === 'migrated') return `Imported, updated to this game data version${build.changes.length ? `: ${build.changes.join(' ')}` : '.'}`;
  return 'Imported.';
}

/** What the server answered an import: its report, or its refusal as one sentence. */
async function sendFile(file: File): Promise<ImportState> {
  const response = await fetch(IMPORT_URL, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: await file.text() });
  const answer = (await response.json().catch(() => null)) as { written?: number; builds?: BuildReport[]; error?: string; errors?: Array<{ message: string }> } | null;
  if (response.ok && answer?.builds) return { kind: 'done', written: answer.written ?? 0, builds: answer.builds };
  return { kind: 'error', text: answer?.error ?? answer?.errors?.[0]?.message ?? 'The import failed. Try again later.' };
}

/** /me: "Download my data" (one JSON file of everything stored about the player) and "Import builds" from such a file. */
export function PlayerDataSection() {
  const client = useApolloClient();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ImportState>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setState({ kind: 'error', text: 'Choose a file first.' });
    if (file.size > IMPORT_MAX_BYTES) return setState({ kind: 'error', text: 'The file is larger than 10 MB, so nothing was imported.' });
    setState({ kind: 'busy' });
    try {
      const result = await sendFile(file);
      setState(result);
      // The new builds show in "My builds" at once.
      if (result.kind === 'done' && result.written > 0) await client.refetchQueries({ include: 'active' });
    } catch {
      setState({ kind: 'error', text: 'The import failed: check your connection and try again.' });
    }
  };

  return (
    <section className="player-data" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>Your data</h2>
      <p>One JSON file of everything stored about you: profile, preferences, builds with their variants and notes, your comments and the likes you gave.</p>
      <p>
        <a className="button" href={EXPORT_URL} download>
          Download my data
        </a>
      </p>
      <form className="player-data__import" onSubmit={(event) => void submit(event)} aria-labelledby={`${ids}-import-heading`}>
        <h3 id={`${ids}-import-heading`}>Import builds</h3>
        <p className="form-help" id={`${ids}-help`}>
          Adds the builds of such a file, from this site or another Almanac, as your private builds. At most 10 MB.
        </p>
        <label htmlFor={`${ids}-file`}>Data file</label>
        <input id={`${ids}-file`} ref={input} type="file" accept=".json,application/json" aria-describedby={`${ids}-help`} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={state.kind === 'busy'}>
            {state.kind === 'busy' ? 'Importing…' : 'Import builds'}
          </button>
        </div>
      </form>
      {state.kind === 'error' && (
        <p className="form-error" role="alert">
          {state.text}
        </p>
      )}
      <div role="status">
        {state.kind === 'done' && <p className="form-saved">{summaryOf(state.written, state.builds)}</p>}
      </div>
      {state.kind === 'done' && state.builds.length > 0 && (
        <ul className="player-data__report" aria-label="What became of each build">
          {state.builds.map((build) => (
            <li key={build.index} className={`player-data__${build.outcome}`}>
              <strong>{build.name || `Build ${build.index + 1}`}</strong>: {outcomeText(build)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
