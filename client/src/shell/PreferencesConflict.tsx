import { useState } from 'react';
import { usePreferences } from '@/lib/preferences';

/**
 * After a sign-in, when this device's preferences chosen while signed out differ from the
 * profile's: the device's stay on screen, and the player chooses which to keep.
 */
export function PreferencesConflict() {
  const { conflict } = usePreferences();
  const [problem, setProblem] = useState<string | null>(null);
  if (!conflict) return null;
  return (
    <section className="shell-notice preferences-conflict" aria-label="Which settings to keep">
      <p>You changed your preferences on this device while signed out; your profile has others. Which should your account keep?</p>
      <div className="preferences-conflict__actions">
        <button type="button" className="button button-primary" onClick={() => void conflict.keepDevice().then(setProblem)}>
          Keep this device’s
        </button>
        <button type="button" className="button" onClick={conflict.useProfile}>
          Use my profile’s
        </button>
      </div>
      {problem && <p role="alert">They could not be saved: {problem}</p>}
    </section>
  );
}
