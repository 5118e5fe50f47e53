import { AUTH_MESSAGES, UI_TIMINGS } from '@campus-threads/contract';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { getToken } from '@/lib/token';

/** /auth/callback and /auth-callback: a stored token goes to /dashboard, otherwise back to /login. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const hasToken = Boolean(getToken());

  useEffect(() => {
    if (hasToken) return;
    const timer = window.setTimeout(
      () => navigate('/login', { replace: true }),
      UI_TIMINGS.authCallbackRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [hasToken, navigate]);

  if (hasToken) return <Navigate to="/dashboard" replace />;

  return (
    <PageContainer className="flex min-h-[50vh] items-center justify-center py-16">
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-danger-50 text-danger-600">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </span>
        <h1 role="alert" className="mt-5 text-lg font-semibold text-ink-900">
          {AUTH_MESSAGES.authCallbackFailed}
        </h1>
        <p className="mt-2 text-sm text-zinc-500">Taking you to the login page…</p>
        <Link to="/login" replace className={buttonClasses('secondary', 'md', 'mt-6')}>
          Go to login now
        </Link>
      </div>
    </PageContainer>
  );
}

export default AuthCallbackPage;
