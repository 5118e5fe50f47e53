import { PASSWORD_MESSAGES, changePasswordFormSchema } from '@campus-threads/contract';
import { PasswordChecklist } from '@/features/auth';
import { Form, FormField, useSchemaForm, useWatch } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiRequestError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';

/** A server message about the current password marks that field (spec: accounts-orders §8). */
export function isCurrentPasswordError(message: string | undefined): boolean {
  if (!message) return false;
  const lower = message.toLowerCase();
  return lower.includes('current password') || lower.includes('incorrect');
}

export function PasswordForm() {
  const mutation = useChangePassword();
  const form = useSchemaForm({
    schema: changePasswordFormSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    // As before the shared form: a failed submit puts the caret in the first field it names.
    shouldFocusError: true,
  });
  const { reset, setError } = form;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' }) ?? '';

  const onValid = async (values: { currentPassword: string; newPassword: string }) => {
    try {
      await mutation.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      reset();
      notify.success(PASSWORD_MESSAGES.updated);
    } catch (error) {
      const serverMessage = isApiRequestError(error) ? error.serverMessage : undefined;
      if (isApiRequestError(error)) {
        const newError = error.fieldError('newPassword');
        if (newError) setError('newPassword', { message: newError });
      }
      if (isCurrentPasswordError(serverMessage)) {
        setError(
          'currentPassword',
          { message: PASSWORD_MESSAGES.currentIncorrect },
          { shouldFocus: true },
        );
      }
      const message = isApiRequestError(error) ? (serverMessage ?? error.message) : undefined;
      notify.error(message || PASSWORD_MESSAGES.updateFailed);
    }
  };

  return (
    <Form form={form} onValid={onValid} className="space-y-5">
      <FormField name="currentPassword" label="Current password">
        {(control) => <Input {...control} type="password" autoComplete="current-password" />}
      </FormField>
      <FormField name="newPassword" label="New password">
        {(control) => <Input {...control} type="password" autoComplete="new-password" />}
      </FormField>
      <PasswordChecklist password={newPassword} />
      <FormField name="confirmPassword" label="Confirm new password">
        {(control) => <Input {...control} type="password" autoComplete="new-password" />}
      </FormField>
      <div className="flex justify-end border-t border-zinc-100 pt-5">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Update password
        </Button>
      </div>
    </Form>
  );
}
