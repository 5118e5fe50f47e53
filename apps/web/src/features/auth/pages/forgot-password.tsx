import {
  HTTP_ERROR_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  forgotPasswordSchema,
} from '@campus-threads/contract';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiRequestError } from '@/lib/api-errors';
import { useForgotPassword } from '../api/forgot-password';
import { AuthShell } from '../components/auth-shell';
import { emailFromState } from '../forgot-password-state';

type ForgotValues = z.output<typeof forgotPasswordSchema>;

/** What a failed request says: the throttle's own text for 429, else the client's text. */
function forgotErrorText(error: unknown): string {
  if (isApiRequestError(error) && error.status === 429) {
    return error.serverMessage ?? HTTP_ERROR_MESSAGES.tooManyRequests;
  }
  return error instanceof Error && error.message ? error.message : HTTP_ERROR_MESSAGES.server;
}

/**
 * /forgot-password: the e-mail, then one confirmation whether or not it has an account
 * (the server answers the same for both, so nobody learns which addresses are registered).
 */
export function ForgotPasswordPage() {
  const location = useLocation();
  const request = useForgotPassword();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: forgotPasswordSchema,
    // The login page or the checkout hands over the address already typed there.
    defaultValues: { email: emailFromState(location.state) },
    // As before the shared form: a failed submit puts the caret in the field.
    shouldFocusError: true,
  });

  const onValid = async (values: ForgotValues) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
      setSent(true);
    } catch (error) {
      setFormError(forgotErrorText(error));
    }
  };

  return (
    <AuthShell
      title={PASSWORD_RESET_MESSAGES.forgotTitle}
      subtitle={PASSWORD_RESET_MESSAGES.forgotIntro}
    >
      {sent ? (
        <div className="space-y-5 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-saffron-50 text-saffron-700">
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
          <p role="status" className="text-sm text-ink-800">
            {PASSWORD_RESET_MESSAGES.sent}
          </p>
          <div className="flex flex-col gap-2">
            <Button asChild size="lg" className="w-full">
              <Link to="/login">Back to log in</Link>
            </Button>
            <Button variant="ghost" className="w-full" onClick={() => setSent(false)}>
              Use another e-mail
            </Button>
          </div>
        </div>
      ) : (
        <Form form={form} onValid={onValid} aria-label="Reset password" className="space-y-5">
          {formError ? <FormAlert id="forgot-error">{formError}</FormAlert> : null}
          <FormField name="email" label="Email">
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@college.ac.in"
              />
            )}
          </FormField>
          <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
            {PASSWORD_RESET_MESSAGES.send}
          </Button>
          <p className="text-center text-sm text-zinc-600">
            Remembered it?{' '}
            <Link to="/login" className="font-semibold text-saffron-700 hover:underline">
              Log in
            </Link>
          </p>
        </Form>
      )}
    </AuthShell>
  );
}

export default ForgotPasswordPage;
