import { EMAIL_VERIFICATION_TEXTS as T, type Profile } from '@campus-threads/contract';
import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isApiRequestError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useResendVerification } from '../api/resend-verification';

/**
 * Until the owner opens the welcome e-mail's link (docs/decisions/0053): the address is
 * not verified yet, nothing waits for it, and "Send the link again" (a few an hour, the server's
 * 429 text when past it). Shown only while unverified.
 */
export function EmailVerificationCard({ profile }: { profile: Profile }) {
  const resend = useResendVerification();
  if (profile.emailVerified) return null;

  const send = async () => {
    try {
      const answer = await resend.mutateAsync();
      notify.success(answer.message);
    } catch (error) {
      notify.error(
        isApiRequestError(error) ? (error.serverMessage ?? error.message) : String(error),
      );
    }
  };

  return (
    <section
      aria-labelledby="email-verification-title"
      className="flex max-w-2xl flex-col gap-3 rounded-xl border border-saffron-300 bg-saffron-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <MailWarning className="mt-0.5 size-5 shrink-0 text-saffron-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2
            id="email-verification-title"
            className="text-sm font-semibold break-words text-ink-900"
          >
            {T.notVerified(profile.email)}
          </h2>
          <p className="mt-0.5 text-sm text-zinc-700">{T.notVerifiedHint}</p>
        </div>
      </div>
      <Button
        variant="secondary"
        className="shrink-0"
        loading={resend.isPending}
        onClick={() => void send()}
      >
        {T.sendAgain}
      </Button>
    </section>
  );
}
