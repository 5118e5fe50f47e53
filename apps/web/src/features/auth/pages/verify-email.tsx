import { EMAIL_VERIFICATION_TEXTS as T } from '@campus-threads/contract';
import { MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { isApiRequestError } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { useVerifyEmail } from '../api/verify-email';
import { AuthShell } from '../components/auth-shell';

const ACCOUNT_PAGE = '/dashboard/settings';

/**
 * /verify-email?token=… (docs/decisions/0053): the welcome e-mail's link. The page sends
 * the token on open and says whether the address is verified; a bad or expired link points to the
 * account page, where "Send the link again" is.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user } = useAuth();
  const verify = useVerifyEmail(token);

  const problem = !token
    ? T.linkMissing
    : verify.isError
      ? isApiRequestError(verify.error)
        ? (verify.error.fieldError('token') ?? verify.error.serverMessage ?? T.linkInvalid)
        : verify.error instanceof Error
          ? verify.error.message
          : T.linkInvalid
      : null;

  return (
    <AuthShell title={T.pageTitle} subtitle={T.subtitle}>
      {problem ? (
        <div className="space-y-5">
          <FormAlert id="verify-email-error">{problem}</FormAlert>
          <Button asChild size="lg" className="w-full">
            <Link to={user ? ACCOUNT_PAGE : '/login'}>{user ? T.toAccount : 'Log in'}</Link>
          </Button>
        </div>
      ) : verify.data ? (
        <div className="space-y-5 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-saffron-50 text-saffron-700">
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
          <p role="status" className="text-sm text-ink-800">
            {T.verified}
            <br />
            <span className="font-semibold break-words">{verify.data.email}</span>
          </p>
          <div className="flex flex-col gap-2">
            <Button asChild size="lg" className="w-full">
              <Link to="/">{T.toShop}</Link>
            </Button>
            {user ? (
              <Button asChild variant="ghost" className="w-full">
                <Link to={ACCOUNT_PAGE}>{T.toAccount}</Link>
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <p role="status" className="text-sm text-zinc-600">
          {T.checking}
        </p>
      )}
    </AuthShell>
  );
}

export default VerifyEmailPage;
