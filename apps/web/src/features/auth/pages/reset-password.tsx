import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_PATHS,
  resetPasswordFormSchema,
} from '@campus-threads/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordChecklist } from '../components/password-checklist';
import { Form, FormField, useSchemaForm, useWatch } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiRequestError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useResetLinkCheck } from '../api/check-reset-link';
import { useResetPassword } from '../api/reset-password';
import { AuthShell } from '../components/auth-shell';

/** A link the server will not take (400, or a malformed token): used, unknown or expired. */
function linkProblem(error: unknown): string | null {
  if (!isApiRequestError(error)) return null;
  const tokenText = error.fieldError('token');
  if (tokenText) return tokenText;
  return error.status === 400
    ? (error.serverMessage ?? PASSWORD_RESET_MESSAGES.tokenInvalid)
    : null;
}

/** The link's trouble, and the way to a new one: shown instead of the form. */
function LinkProblem({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <FormAlert id="reset-link-error">{message}</FormAlert>
      <Button asChild size="lg" className="w-full">
        <Link to={PASSWORD_RESET_PATHS.forgot}>{PASSWORD_RESET_MESSAGES.askAgain}</Link>
      </Button>
    </div>
  );
}

/**
 * /reset-password?token=…: the link from the e-mail. On open the server is asked whether the link
 * still works: a used, expired or unknown one is refused at once, with the way
 * to a new one. Otherwise a new password under the sign-up rules (the same checklist), then the
 * session the server answers, stored as a login's, and home.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const linkCheck = useResetLinkCheck(token);
  const [problem, setProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: resetPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    // As before the shared form: a failed submit puts the caret in the first field it names.
    shouldFocusError: true,
  });
  const { setError } = form;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' }) ?? '';

  const onValid = async (values: { newPassword: string }) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ token, newPassword: values.newPassword });
      notify.success(PASSWORD_RESET_MESSAGES.done);
      void navigate('/', { replace: true });
    } catch (error) {
      const link = linkProblem(error);
      if (link) {
        setProblem(link);
        return;
      }
      // 422: the server's password rule text goes under the field, as the form's own would.
      const ruleText = isApiRequestError(error) ? error.fieldError('newPassword') : undefined;
      if (ruleText) setError('newPassword', { message: ruleText }, { shouldFocus: true });
      else setFormError(error instanceof Error ? error.message : String(error));
    }
  };

  // A check that could not be made (offline) leaves the form: the reset itself will tell.
  const message = !token
    ? PASSWORD_RESET_MESSAGES.tokenMissing
    : (problem ?? (linkCheck.isError ? linkProblem(linkCheck.error) : null));

  return (
    <AuthShell
      title={PASSWORD_RESET_MESSAGES.resetTitle}
      subtitle={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-saffron-400 hover:text-saffron-300">
            Log in
          </Link>
        </>
      }
    >
      {message ? (
        <LinkProblem message={message} />
      ) : linkCheck.isPending ? (
        <p role="status" className="text-sm text-zinc-600">
          {PASSWORD_RESET_MESSAGES.checking}
        </p>
      ) : (
        <Form
          form={form}
          onValid={onValid}
          aria-label="Choose a new password"
          className="space-y-5"
        >
          {formError ? <FormAlert id="reset-error">{formError}</FormAlert> : null}
          <FormField name="newPassword" label="New password">
            {(control) => <Input {...control} type="password" autoComplete="new-password" />}
          </FormField>
          <PasswordChecklist password={newPassword} />
          <FormField name="confirmPassword" label="Confirm new password">
            {(control) => <Input {...control} type="password" autoComplete="new-password" />}
          </FormField>
          <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
            {PASSWORD_RESET_MESSAGES.save}
          </Button>
        </Form>
      )}
    </AuthShell>
  );
}

export default ResetPasswordPage;
