import { useEffect, useId, useState, type FormEvent } from 'react';
import { safeReturnPath } from '@game/rules/return-path';
import type { LoginRequest, SessionState, SignInProvider } from '@/lib/session';
import { useModalDialog } from './use-modal-dialog';

/** The error catalogue's messages. */
export const SIGN_IN_FAILED: Record<SignInProvider, string> = {
  google: 'Google sign-in failed. Please try again.',
  discord: 'Discord sign-in failed. Please try again.',
};

const PROVIDER_LABEL: Record<SignInProvider, string> = { discord: 'Discord', google: 'Google' };
const NOT_CONFIGURED = 'Not set up on this server.';

interface Props {
  request: (LoginRequest & { id: number }) | null;
  options: SessionState['signInOptions'];
  /** Where a sign-in comes back to when the request names no place. */
  currentPath: string;
  onClose: () => void;
}

/**
 * The one login dialog: idle, then signing in with both buttons
 * disabled, then a full-page redirect to the provider; a failure comes back to the page with the
 * dialog open and the catalogue's message.
 */
export function LoginDialog({ request, options, currentPath, onClose }: Props) {
  const { ref, onBackdropClick } = useModalDialog(request !== null, onClose);
  const ids = useId();
  return (
    <dialog ref={ref} className="login-dialog" aria-labelledby={`${ids}-title`} onClick={onBackdropClick}>
      {/* Each opening starts fresh: idle, or showing the failure it was opened for. */}
      <LoginDialogBody
        key={request?.id ?? 0}
        titleId={`${ids}-title`}
        request={request}
        options={options}
        currentPath={currentPath}
        onClose={onClose}
      />
    </dialog>
  );
}

function LoginDialogBody({ request, options, currentPath, onClose, titleId }: Props & { titleId: string }) {
  const [signingIn, setSigningIn] = useState(false);
  const [error, setError] = useState<string | null>(request?.failedProvider ? SIGN_IN_FAILED[request.failedProvider] : null);
  const [devName, setDevName] = useState('');
  const [devRole, setDevRole] = useState<'user' | 'admin'>('user');
  const ids = useId();
  // Only ever a path on this site, whatever a /login?returnTo= link carried.
  const returnTo = safeReturnPath(request?.returnTo ?? currentPath);

  // Coming back with the browser's back button restores this page from memory: the attempt is over.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setSigningIn(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const startProvider = (provider: SignInProvider) => {
    setSigningIn(true);
    setError(null);
    window.location.assign(`/auth/${provider}?returnTo=${encodeURIComponent(returnTo)}`);
  };

  const devSignIn = async (event: FormEvent) => {
    event.preventDefault();
    setSigningIn(true);
    setError(null);
    try {
      const response = await fetch('/auth/dev', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ username: devName, role: devRole }),
      });
      if (response.ok) {
        window.location.assign(returnTo);
        return;
      }
      const body = (await response.json().catch(() => null)) as { error?: string } | null;
      setError(body?.error ?? 'The development sign-in failed. Please try again.');
    } catch {
      setError('The development sign-in failed. Check your connection and try again.');
    }
    setSigningIn(false);
  };

  const provider = (name: SignInProvider) => {
    const available = options?.[name] ?? false;
    const reasonId = `${ids}-${name}-reason`;
    return (
      <div className="login-provider">
        <button
          type="button"
          className={`button login-button login-${name}`}
          disabled={signingIn || !available}
          aria-describedby={available ? undefined : reasonId}
          onClick={() => startProvider(name)}
        >
          Sign in with {PROVIDER_LABEL[name]}
        </button>
        {!available && options && (
          <span id={reasonId} className="login-reason">
            {PROVIDER_LABEL[name]}: {NOT_CONFIGURED}
          </span>
        )}
      </div>
    );
  };

  return (
    <div className="login-dialog-body" aria-busy={signingIn}>
      <div className="login-dialog-head">
        <h2 id={titleId}>Sign in to continue</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label="Close">
          ✕
        </button>
      </div>
      {error && (
        <p className="login-error" role="alert">
          {error}
        </p>
      )}
      <div className="login-providers">
        {provider('discord')}
        {provider('google')}
      </div>
      {signingIn && <p className="login-status" role="status">Signing in…</p>}
      <p className="login-note">We store no email and no name, and we use no tracking cookies.</p>
      {options?.development && (
        <form className="login-dev" onSubmit={devSignIn}>
          <fieldset disabled={signingIn}>
            <legend>Development sign-in (not available in production)</legend>
            <label>
              Username
              <input value={devName} onChange={(e) => setDevName(e.target.value)} autoComplete="off" maxLength={24} required />
            </label>
            <label>
              Role
              <select value={devRole} onChange={(e) => setDevRole(e.target.value as 'user' | 'admin')}>
                <option value="user">user</option>
                <option value="admin">admin</option>
              </select>
            </label>
            <button type="submit" className="button">
              Sign in for development
            </button>
          </fieldset>
        </form>
      )}
    </div>
  );
}
