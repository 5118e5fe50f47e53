/** Lazy page loaders of the auth feature: each page is its own chunk. */
export const authPages = {
  login: () => import('./routes/login').then((m) => ({ Component: m.LoginPage })),
  signup: () => import('./routes/signup').then((m) => ({ Component: m.SignupPage })),
  authCallback: () => import('./routes/auth-callback').then((m) => ({ Component: m.AuthCallbackPage })),
};
