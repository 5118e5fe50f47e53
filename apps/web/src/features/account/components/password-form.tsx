import { PASSWORD_MESSAGES, changePasswordFormSchema } from '@campus-threads/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordChecklist } from '@/features/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiRequestError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';

type PasswordFields = z.input<typeof changePasswordFormSchema>;

/** A server message about the current password marks that field (spec: accounts-orders §8). */
export function isCurrentPasswordError(message: string | undefined): boolean {
  if (!message) return false;
  const lower = message.toLowerCase();
  return lower.includes('current password') || lower.includes('incorrect');
}

export function PasswordForm() {
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFields>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
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
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="Current password" error={errors.currentPassword?.message}>
        {(field) => (
          <Input
            {...field}
            type="password"
            autoComplete="current-password"
            {...register('currentPassword')}
          />
        )}
      </FormField>
      <FormField label="New password" error={errors.newPassword?.message}>
        {(field) => (
          <Input
            {...field}
            type="password"
            autoComplete="new-password"
            {...register('newPassword')}
          />
        )}
      </FormField>
      <PasswordChecklist password={newPassword} />
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(field) => (
          <Input
            {...field}
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        )}
      </FormField>
      <div className="flex justify-end border-t border-zinc-100 pt-5">
        <Button type="submit" loading={isSubmitting}>
          Update password
        </Button>
      </div>
    </form>
  );
}
