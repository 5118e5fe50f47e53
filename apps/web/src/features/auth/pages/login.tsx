import {
  AUTH_MESSAGES,
  ORDER_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_PATHS,
  UI_TIMINGS,
  loginSchema,
  type DemoAccountHint,
  type LoginInput,
} from '@campus-threads/contract';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Form, FormField, useSchemaForm, useWatch } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiRequestError } from '@/lib/api-errors';
import { redirectTarget, useAuth, type FromState } from '@/lib/auth-context';
import { cn } from '@/lib/cn';
import { useSiteName, useSiteSettings } from '@/lib/site-settings';
import { AuthShell } from '../components/auth-shell';
import type { ForgotPasswordState } from '../forgot-password-state';

/** Pages whose guard redirect explains itself on /login (spec: accounts-orders §2 /orders). */
const LOGIN_NOTICES: Record<string, string> = { '/orders': ORDER_MESSAGES.loginToView };

function loginNotice(state: unknown): string | undefined {
  const from = (state as FromState | null)?.from?.pathname;
  return from ? LOGIN_NOTICES[from] : undefined;
}

/** The text under the form after a failed login: the server's words for 429 and friends. */
function loginErrorText(error: unknown): string {
  if (isApiRequestError(error)) {
    if (error.status === 401 || error.status === 400) return AUTH_MESSAGES.invalidCredentials;
    return error.message || AUTH_MESSAGES.invalidCredentials;
  }
  return error instanceof Error && error.message ? error.message : AUTH_MESSAGES.invalidCredentials;
}

export function LoginPage() {
  const { login, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const siteName = useSiteName();
  // The server names them only outside production and when they exist (docs/decisions/0034).
  const demoAccounts = useSiteSettings().data?.demoAccounts ?? [];
  const [formError, setFormError] = useState<string | null>(null);
  const [shaking, setShaking] = useState(false);
  const shakeTimer = useRef<number | undefined>(undefined);
  const submitted = useRef(false);

  const form = useSchemaForm({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    // As before the shared form: a failed submit puts the caret in the first field it names.
    shouldFocusError: true,
  });
  const {
    formState: { errors, isSubmitting },
  } = form;
  const typedEmail = useWatch({ control: form.control, name: 'email' }) ?? '';

  useEffect(() => () => window.clearTimeout(shakeTimer.current), []);

  const shake = () => {
    setShaking(false);
    window.requestAnimationFrame(() => setShaking(true));
    window.clearTimeout(shakeTimer.current);
    shakeTimer.current = window.setTimeout(() => setShaking(false), UI_TIMINGS.loginShakeMs);
  };

  const onValid = async (values: LoginInput) => {
    setFormError(null);
    try {
      await login(values);
      submitted.current = true;
      const target = redirectTarget(location.state);
      void navigate(target.to, { replace: true, state: target.state });
    } catch (error) {
      setFormError(loginErrorText(error));
      shake();
    }
  };
  const onInvalid = () => {
    setFormError(null);
    shake();
  };

  // Already signed in (e.g. opened /login from a bookmark): go where they were heading.
  if (isAuthenticated && !submitted.current && !isSubmitting) {
    const target = redirectTarget(location.state);
    return <Navigate to={target.to} state={target.state} replace />;
  }

  const notice = loginNotice(location.state);
  const missing =
    errors.email?.message === AUTH_MESSAGES.fillAllFields ||
    errors.password?.message === AUTH_MESSAGES.fillAllFields;

  return (
    <AuthShell
      title="Welcome back"
      subtitle={
        <>
          New to {siteName}?{' '}
          <Link
            to="/signup"
            state={location.state}
            className="font-semibold text-saffron-400 hover:text-saffron-300"
          >
            Create an account
          </Link>
        </>
      }
    >
      <Form
        form={form}
        onValid={onValid}
        onInvalid={onInvalid}
        aria-label="Log in"
        className={cn('space-y-5', shaking && 'animate-shake')}
      >
        {notice && !missing && !formError ? (
          <p
            role="status"
            className="rounded-lg border border-saffron-200 bg-saffron-50 px-3.5 py-2.5 text-sm font-medium text-saffron-700"
          >
            {notice}
          </p>
        ) : null}
        {missing ? <FormAlert>{AUTH_MESSAGES.fillAllFields}</FormAlert> : null}
        {formError ? <FormAlert id="login-error">{formError}</FormAlert> : null}
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
          name="password"
          label="Password"
          sharedError={AUTH_MESSAGES.fillAllFields}
          labelAside={
            <Link
              to={PASSWORD_RESET_PATHS.forgot}
              state={{ email: typedEmail } satisfies ForgotPasswordState}
              className="text-sm font-semibold text-saffron-700 hover:underline"
            >
              {PASSWORD_RESET_MESSAGES.forgotLink}
            </Link>
          }
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              placeholder="Your password"
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Log in
        </Button>
        <p className="text-center text-sm text-zinc-600">
          Don&apos;t have an account?{' '}
          <Link
            to="/signup"
            state={location.state}
            className="font-semibold text-saffron-700 hover:underline"
          >
            Sign up
          </Link>
        </p>
      </Form>
      {demoAccounts.length > 0 ? <DemoAccounts accounts={demoAccounts} /> : null}
    </AuthShell>
  );
}

function DemoAccounts({ accounts }: { accounts: readonly DemoAccountHint[] }) {
  return (
    <details className="group mt-6 rounded-lg border border-dashed border-zinc-300 bg-zinc-50 text-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between px-3.5 py-2.5 font-medium text-ink-800 [&::-webkit-details-marker]:hidden">
        Try a demo account
        <ChevronDown
          className="size-4 text-zinc-500 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <ul className="space-y-2 border-t border-zinc-200 px-3.5 py-3 text-zinc-600">
        {accounts.map((account) => (
          <li key={account.email} className="break-words">
            <span className="font-semibold text-ink-800 capitalize">{account.role}:</span>{' '}
            <code className="text-xs">{account.email}</code> /{' '}
            <code className="text-xs">{account.password}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

export default LoginPage;
