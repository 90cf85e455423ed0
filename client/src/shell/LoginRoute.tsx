import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { loginRedirect } from './guard';
import { Loading } from '@/components/ui/Loading';

/**
 * /login: opens the sign-in dialog and, once signed in, returns to where the
 * user came from (the `returnTo` parameter).
 */
export function LoginRoute() {
  const { status, viewer, openLogin } = useSession();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');

  useEffect(() => {
    document.title = 'Sign in · Almanac';
  }, []);
  useEffect(() => {
    if (status === 'signed-out' && !params.has('signInError')) openLogin({ returnTo: returnTo ?? '/news' });
  }, [status, openLogin, returnTo, params]);

  if (status === 'signed-in' && viewer) {
    // A player turned away is told why on the page they land on (the target's ?notice=).
    return <Navigate to={loginRedirect(viewer, returnTo).to} replace />;
  }
  return (
    <section className="page" aria-labelledby="login-heading">
      <h1 id="login-heading">Sign in</h1>
      {status === 'loading' ? (
        <Loading>Checking your sign-in…</Loading>
      ) : (
        <>
          <p>Sign in with Discord or Google to save builds, publish them, like and comment.</p>
          <button type="button" className="button" onClick={() => openLogin({ returnTo: returnTo ?? '/news' })}>
            Open the sign-in dialog
          </button>
        </>
      )}
    </section>
  );
}
