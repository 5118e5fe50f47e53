/** Lazy page loaders of the auth feature: each page is its own chunk. */
export const authPages = {
  login: () => import('./pages/login').then((m) => ({ Component: m.LoginPage })),
  signup: () => import('./pages/signup').then((m) => ({ Component: m.SignupPage })),
  forgotPassword: () =>
    import('./pages/forgot-password').then((m) => ({ Component: m.ForgotPasswordPage })),
  resetPassword: () =>
    import('./pages/reset-password').then((m) => ({ Component: m.ResetPasswordPage })),
  verifyEmail: () => import('./pages/verify-email').then((m) => ({ Component: m.VerifyEmailPage })),
  unsubscribe: () => import('./pages/unsubscribe').then((m) => ({ Component: m.UnsubscribePage })),
  authCallback: () =>
    import('./pages/auth-callback').then((m) => ({ Component: m.AuthCallbackPage })),
};
