import { useId, useState, type FormEvent } from 'react';
import { CLASS_IDS, CLASS_NAMES, MAX_LEVEL, type ClassId } from '@game/rules/constants';
import { checkPreferenceChange, type Density, type Motion, type Preferences, type Theme } from '@game/rules/preferences';
import { usePreferences } from '@/lib/preferences';
import { useSession } from '@/lib/session';

const THEME_LABELS: Record<Theme, string> = { dark: 'Dark', light: 'Light', system: 'As this device' };
const DENSITY_LABELS: Record<Density, string> = { comfortable: 'Comfortable', compact: 'Compact' };
const MOTION_LABELS: Record<Motion, string> = { system: 'As this device', reduced: 'Always reduced' };

/**
 * The player's preferences. Each choice applies at once: signed in it is saved in the
 * profile and shows once the server accepted it (then on every device); signed out it stays in
 * this browser. The tools' starting level is typed, so it has its own Save.
 */
export function PreferencesForm() {
  const { preferences, save } = usePreferences();
  const { viewer } = useSession();
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string; field?: 'toolLevel' } | null>(null);
  const [levelEdit, setLevelEdit] = useState<string | null>(null);
  const level = levelEdit ?? String(preferences.toolLevel);
  const ids = useId();

  const apply = async (change: Partial<Preferences>) => {
    const problem = await save(change);
    setMessage(problem ? { kind: 'error', text: problem } : { kind: 'saved', text: viewer ? 'Saved in your profile.' : 'Saved in this browser.' });
  };

  const saveLevel = async (event: FormEvent) => {
    event.preventDefault();
    const typed = level.trim() === '' ? Number.NaN : Number(level);
    const checked = checkPreferenceChange({ toolLevel: typed });
    if (!checked.ok) {
      setMessage({ kind: 'error', text: checked.message, field: 'toolLevel' });
      return;
    }
    setLevelEdit(null);
    await apply(checked.value);
  };

  const choice = <T extends string>(name: keyof Preferences, legend: string, labels: Record<T, string>, current: T) => (
    <fieldset className="preference-choice">
      <legend>{legend}</legend>
      {(Object.keys(labels) as T[]).map((value) => (
        <label key={value}>
          <input type="radio" name={`${ids}-${name}`} value={value} checked={current === value} onChange={() => void apply({ [name]: value })} /> {labels[value]}
        </label>
      ))}
    </fieldset>
  );

  return (
    <section className="preferences-form" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>Preferences</h2>
      <p className="form-help">{viewer ? 'Kept in your profile: they follow you to every device you sign in on.' : 'Kept in this browser. Sign in to keep them on every device.'}</p>
      <label className="preference-check">
        <input type="checkbox" checked={preferences.buildsBarVisible} onChange={(event) => void apply({ buildsBarVisible: event.target.checked })} /> Show the builds bar
        under the header (wide screens)
      </label>
      {choice('theme', 'Theme', THEME_LABELS, preferences.theme)}
      {choice('density', 'Tables', DENSITY_LABELS, preferences.density)}
      {choice('motion', 'Motion', MOTION_LABELS, preferences.motion)}
      <fieldset className="preference-choice">
        <legend>The planner and the trait tree start with</legend>
        <label>
          Class{' '}
          <select value={preferences.toolClass} onChange={(event) => void apply({ toolClass: event.target.value as ClassId })}>
            {CLASS_IDS.map((id) => (
              <option key={id} value={id}>
                {CLASS_NAMES[id]}
              </option>
            ))}
          </select>
        </label>
        <form className="preference-level" onSubmit={saveLevel} noValidate>
          <label htmlFor={`${ids}-level`}>Level</label>
          <input
            id={`${ids}-level`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LEVEL}
            value={level}
            aria-invalid={message?.field === 'toolLevel'}
            aria-describedby={message?.field === 'toolLevel' ? `${ids}-message` : undefined}
            onChange={(event) => setLevelEdit(event.target.value)}
          />
          <button type="submit" className="button">
            Save level
          </button>
        </form>
      </fieldset>
      {message && (
        <p id={`${ids}-message`} className={message.kind === 'error' ? 'form-error' : 'form-saved'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
