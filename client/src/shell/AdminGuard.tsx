import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { ADMIN_GUARD_WAIT_MS, adminGuardDecision } from './guard';
import { Loading } from '@/components/ui/Loading';

/** Guards every /manage route; the server checks the role again on every admin operation. */
export function AdminGuard() {
  const { status, viewer } = useSession();
  const location = useLocation();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), ADMIN_GUARD_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const decision = adminGuardDecision(status, viewer, timedOut, `${location.pathname}${location.search}`);
  if (decision.kind === 'allow') return <Outlet />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <Loading>Checking your access…</Loading>
  );
}
