import { PROFILE_MESSAGES, profileUpdateSchema, type User } from '@campus-threads/contract';
import { useEffect } from 'react';
import type { z } from 'zod';
import { Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FormField as LabelledField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiRequestError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';

type ProfileValues = z.output<typeof profileUpdateSchema>;

export function ProfileForm({ user }: { user: User }) {
  const mutation = useUpdateProfile();
  const form = useSchemaForm({
    schema: profileUpdateSchema,
    defaultValues: { fullName: user.fullName, phone: user.phone },
    // As before the shared form: a failed submit puts the caret in the first field it names.
    shouldFocusError: true,
  });
  const { reset, setError } = form;

  useEffect(() => {
    reset({ fullName: user.fullName, phone: user.phone });
  }, [user.fullName, user.phone, reset]);

  const onValid = async (values: ProfileValues) => {
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
  };

  return (
    <Form form={form} onValid={onValid} className="space-y-5">
      <FormField name="fullName" label="Full name">
        {(control) => <Input {...control} autoComplete="name" />}
      </FormField>
      {/* Shown, not edited: not a field of the form. */}
      <LabelledField label="Email" hint="Your email is your login and can’t be changed here.">
        {(field) => <Input {...field} type="email" value={user.email} readOnly />}
      </LabelledField>
      <FormField name="phone" label="Phone" hint="10-digit mobile number for delivery updates">
        {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" />}
      </FormField>
      <div className="flex justify-end border-t border-zinc-100 pt-5">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save changes
        </Button>
      </div>
    </Form>
  );
}
