import { UNSUBSCRIBE_TEXTS as T } from '@campus-threads/contract';
import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { api } from '@/lib/api-client';
import { isApiRequestError } from '@/lib/api-errors';
import { AuthShell } from '../components/auth-shell';

/** POST /api/mail/unsubscribe?token=…: the same call a mail program's one-click makes. */
function unsubscribe(token: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(
    `mail/unsubscribe?token=${encodeURIComponent(token)}`,
    {},
    { auth: false },
  );
}

/**
 * /unsubscribe?token=… (docs/decisions/0053): the link at the foot of an optional e-mail.
 * Opening it changes nothing (mail scanners open links); the button turns e-mail updates off, no
 * sign-in needed, and the page confirms it with the way back in settings.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });

  const problem = !token
    ? T.linkMissing
    : stop.isError
      ? isApiRequestError(stop.error)
        ? (stop.error.fieldError('token') ?? stop.error.serverMessage ?? T.linkInvalid)
        : T.linkInvalid
      : null;

  return (
    <AuthShell title={T.title} subtitle={stop.isSuccess ? null : T.intro}>
      {problem ? (
        <div className="space-y-5">
          <FormAlert id="unsubscribe-error">{problem}</FormAlert>
          <Button asChild size="lg" className="w-full">
            <Link to="/dashboard/settings">{T.toSettings}</Link>
          </Button>
        </div>
      ) : stop.isSuccess ? (
        <div className="space-y-5 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-saffron-50 text-saffron-700">
            <MailX className="size-6" aria-hidden="true" />
          </span>
          <p role="status" className="text-sm font-semibold text-ink-900">
            {T.done}
          </p>
          <p className="text-sm text-zinc-600">{T.doneHint}</p>
          <Button asChild variant="secondary" className="w-full">
            <Link to="/dashboard/settings">{T.toSettings}</Link>
          </Button>
        </div>
      ) : (
        <Button size="lg" className="w-full" loading={stop.isPending} onClick={() => stop.mutate()}>
          {stop.isPending ? T.working : T.confirm}
        </Button>
      )}
    </AuthShell>
  );
}

export default UnsubscribePage;
