/**
 * The router state a link to /forgot-password may carry: the address already typed on the login
 * page or at checkout, so the shopper need not type it again. Kept out of the address bar (and so
 * out of history and server logs).
 */
export type ForgotPasswordState = { email?: string };

/** The handed-over address, or '' when the state holds none (or something else). */
export function emailFromState(state: unknown): string {
  const email = (state as ForgotPasswordState | null)?.email;
  return typeof email === 'string' ? email.trim() : '';
}
