import { PROFILE_MESSAGES, profileUpdateSchema, type User } from '@campus-threads/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiRequestError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';

type ProfileFields = z.input<typeof profileUpdateSchema>;
type ProfileValues = z.output<typeof profileUpdateSchema>;

export function ProfileForm({ user }: { user: User }) {
  const mutation = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFields, unknown, ProfileValues>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { fullName: user.fullName, phone: user.phone },
  });

  useEffect(() => {
    reset({ fullName: user.fullName, phone: user.phone });
  }, [user.fullName, user.phone, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await mutation.mutateAsync({
        fullName: values.fullName,
        phone: values.phone,
      });
      reset({
        fullName: updated.fullName ?? values.fullName,
        phone: updated.phone ?? values.phone,
      });
      notify.success(PROFILE_MESSAGES.updated);
    } catch (error) {
      if (isApiRequestError(error)) {
        for (const field of ['fullName', 'phone'] as const) {
          const message = error.fieldError(field);
          if (message) setError(field, { message });
        }
      }
      const message = isApiRequestError(error) ? (error.serverMessage ?? error.message) : undefined;
      notify.error(message || PROFILE_MESSAGES.updateFailed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="Full name" error={errors.fullName?.message}>
        {(field) => <Input {...field} autoComplete="name" {...register('fullName')} />}
      </FormField>
      <FormField label="Email" hint="Your email is your login and can’t be changed here.">
        {(field) => <Input {...field} type="email" value={user.email} readOnly />}
      </FormField>
      <FormField
        label="Phone"
        error={errors.phone?.message}
        hint="10-digit mobile number for delivery updates"
      >
        {(field) => (
          <Input {...field} type="tel" inputMode="tel" autoComplete="tel" {...register('phone')} />
        )}
      </FormField>
      <div className="flex justify-end border-t border-zinc-100 pt-5">
        <Button type="submit" loading={isSubmitting}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
