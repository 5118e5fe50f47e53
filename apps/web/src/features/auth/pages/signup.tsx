import { AUTH_MESSAGES, signupFormSchema } from '@campus-threads/contract';
import { useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PasswordChecklist } from '../components/password-checklist';
import { Form, FormField, useSchemaForm, useWatch } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiRequestError } from '@/lib/api-errors';
import { redirectTarget, useAuth } from '@/lib/auth-context';
import { AuthShell } from '../components/auth-shell';

type SignupFields = z.input<typeof signupFormSchema>;
type SignupValues = z.output<typeof signupFormSchema>;
type FieldName = keyof SignupFields;

const FIELDS: FieldName[] = ['fullName', 'email', 'phone', 'password', 'confirmPassword'];

function signupErrorText(error: unknown): string {
  if (isApiRequestError(error)) {
    if (error.status === 409) return error.serverMessage ?? AUTH_MESSAGES.signupFailed;
    return error.message || AUTH_MESSAGES.registrationFailed;
  }
  return error instanceof Error && error.message ? error.message : AUTH_MESSAGES.registrationFailed;
}

export function SignupPage() {
  const { register: registerAccount, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const submitted = useRef(false);

  const form = useSchemaForm({
    schema: signupFormSchema,
    defaultValues: { fullName: '', email: '', phone: '', password: '', confirmPassword: '' },
    // As before the shared form: a failed submit puts the caret in the first field it names.
    shouldFocusError: true,
  });
  const {
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const onValid = async (values: SignupValues) => {
    setFormError(null);
    try {
      await registerAccount({
        fullName: values.fullName,
        email: values.email,
        phone: values.phone,
        password: values.password,
      });
      submitted.current = true;
      const target = redirectTarget(location.state);
      void navigate(target.to, { replace: true, state: target.state });
    } catch (error) {
      if (isApiRequestError(error)) {
        for (const fieldError of error.fieldErrors) {
          if ((FIELDS as string[]).includes(fieldError.field)) {
            setError(fieldError.field as FieldName, { message: fieldError.message });
          }
        }
      }
      setFormError(signupErrorText(error));
    }
  };

  if (isAuthenticated && !submitted.current && !isSubmitting) {
    const target = redirectTarget(location.state);
    return <Navigate to={target.to} state={target.state} replace />;
  }

  // 'Please fill in all fields' is said once for the form, not under each empty field.
  const missing = FIELDS.some((name) => errors[name]?.message === AUTH_MESSAGES.fillAllFields);

  return (
    <AuthShell
      title="Create your account"
      subtitle={
        <>
          Already have one?{' '}
          <Link
            to="/login"
            state={location.state}
            className="font-semibold text-saffron-400 hover:text-saffron-300"
          >
            Log in
          </Link>
        </>
      }
    >
      <Form form={form} onValid={onValid} aria-label="Create account" className="space-y-5">
        {missing ? <FormAlert>{AUTH_MESSAGES.fillAllFields}</FormAlert> : null}
        {formError ? <FormAlert id="signup-error">{formError}</FormAlert> : null}
        <FormField name="fullName" label="Full name" sharedError={AUTH_MESSAGES.fillAllFields}>
          {(control) => <Input {...control} autoComplete="name" placeholder="Asha Das" />}
        </FormField>
        <FormField name="email" label="Email" sharedError={AUTH_MESSAGES.fillAllFields}>
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
        <FormField
          name="phone"
          label="Phone"
          hint="10-digit mobile number"
          sharedError={AUTH_MESSAGES.fillAllFields}
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="98765 43210"
            />
          )}
        </FormField>
        <FormField name="password" label="Password" sharedError={AUTH_MESSAGES.fillAllFields}>
          {(control) => <Input {...control} type="password" autoComplete="new-password" />}
        </FormField>
        {password || isSubmitted ? <PasswordChecklist password={password} /> : null}
        <FormField
          name="confirmPassword"
          label="Confirm password"
          sharedError={AUTH_MESSAGES.fillAllFields}
        >
          {(control) => <Input {...control} type="password" autoComplete="new-password" />}
        </FormField>
        <p className="text-xs leading-relaxed text-zinc-500">
          By creating an account you agree to our{' '}
          <Link
            to="/termsOfService"
            className="font-medium text-saffron-700 underline underline-offset-2"
          >
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link
            to="/PrivacyPolicy"
            className="font-medium text-saffron-700 underline underline-offset-2"
          >
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Create account
        </Button>
        <p className="text-center text-sm text-zinc-600">
          Already have an account?{' '}
          <Link
            to="/login"
            state={location.state}
            className="font-semibold text-saffron-700 hover:underline"
          >
            Log in
          </Link>
        </p>
      </Form>
    </AuthShell>
  );
}

export default SignupPage;
