import { EMAIL_PREFERENCE_TEXTS, PROFILE_MESSAGES, type Profile } from '@campus-threads/contract';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isApiRequestError } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The e-mail updates switch. Each flip is saved at once through the profile call, with
 * the name and phone as the server has them, so a half-edited profile form is not saved with it.
 */
export function EmailPreferenceCard({ profile }: { profile: Profile }) {
  const id = useId();
  const save = useUpdateProfile();
  // While a save is on its way the switch shows where it is going.
  const checked = save.isPending ? (save.variables?.emailUpdates ?? false) : profile.emailUpdates;

  const flip = async () => {
    try {
      await save.mutateAsync({
        fullName: profile.fullName,
        phone: profile.phone,
        emailUpdates: !profile.emailUpdates,
      });
      notify.success(EMAIL_PREFERENCE_TEXTS.saved);
    } catch (error) {
      const message = isApiRequestError(error) ? (error.serverMessage ?? error.message) : undefined;
      notify.error(message || PROFILE_MESSAGES.updateFailed);
    }
  };

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-5 text-saffron-600" aria-hidden="true" />
          E-mail
        </CardTitle>
        <CardDescription className="break-words">What we send to {profile.email}.</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          className={cn(
            'flex items-start justify-between gap-4 rounded-xl border p-4 transition-colors',
            checked ? 'border-saffron-300 bg-saffron-50' : 'border-zinc-200 bg-white',
          )}
        >
          <div className="min-w-0">
            <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
              {EMAIL_PREFERENCE_TEXTS.label}
            </label>
            <p id={`${id}-hint`} className="mt-0.5 text-xs text-zinc-600">
              {EMAIL_PREFERENCE_TEXTS.hint}
            </p>
          </div>
          <span className="flex shrink-0 items-center gap-2">
            {save.isPending ? <Spinner className="size-4 text-saffron-600" /> : null}
            <button
              id={id}
              type="button"
              role="switch"
              aria-checked={checked}
              aria-describedby={`${id}-hint`}
              disabled={save.isPending}
              onClick={() => void flip()}
              className={cn(
                'relative inline-flex h-7 w-12 cursor-pointer items-center rounded-full transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 disabled:cursor-wait',
                checked ? 'bg-saffron-600' : 'bg-zinc-400',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-block size-5 rounded-full bg-white shadow-sm transition-transform',
                  checked ? 'translate-x-6' : 'translate-x-1',
                )}
              />
            </button>
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
