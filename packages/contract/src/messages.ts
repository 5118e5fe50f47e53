/**
 * Every user-facing text the spec defines lives here, so the server's 4xx bodies and the
 * browser's forms and toasts say exactly the same words.
 */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  signupFailed: 'Signup failed. Email may already be registered.',
  registrationFailed: 'Registration failed',
  loggedIn: 'Logged in successfully',
  accountCreated: 'Account created successfully',
  loggedOut: 'Logged out successfully',
  authRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please sign in again.',
  userIdMissing: 'User ID is missing. Please log in again.',
  authCallbackFailed: 'Authentication failed. Please try again.',
  emptyResponse: 'Server returned empty response',
  noToken: 'No authentication token received',
  noUserId: 'No user ID received',
} as const;

export const PROFILE_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  fullNameTooLong: 'Full name must be at most 100 characters',
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
} as const;

export const PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  currentIncorrect: 'Current password is incorrect',
  tooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password must be at most 128 characters long',
  needsUppercase: 'Password must include at least one uppercase letter',
  needsLowercase: 'Password must include at least one lowercase letter',
  needsNumber: 'Password must include at least one number',
  needsSpecial: 'Password must include at least one special character',
  mustDiffer: 'New password must be different from current password',
  updated: 'Password updated successfully',
  changeFailed: 'Password change failed',
  updateFailed: 'Failed to update password',
} as const;

/** Texts the web client shows for an HTTP status (spec: accounts-orders §8). */
export const HTTP_ERROR_MESSAGES = {
  badRequest: 'The request could not be understood. Please check your input.',
  unauthorized: 'Authentication failed. Please sign in again.',
  forbidden: 'You do not have permission to perform this action',
  notFound: 'The requested resource was not found. The API endpoint may not be implemented yet.',
  refreshNotFound: 'Authentication service temporarily unavailable',
  validation: 'Validation error: Please check your input',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  server: 'Server error: Our team has been notified',
  noResponse: 'No response from server. Please check your connection',
  unableToConnect: 'Unable to connect to the server. Please try again later.',
  timeout: 'The request timed out. Please try again.',
  malformedJson: 'Malformed JSON in request body',
  payloadTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  routeNotFound: 'Route not found',
  // A NUL, a lone surrogate or broken percent-encoding anywhere in a request.
  invalidText: 'The request contains invalid characters.',
  // The database cannot be reached (restarting, failed over): nothing was changed, try again.
  databaseUnavailable:
    'The shop is temporarily unavailable (its database cannot be reached). Nothing was changed; please try again in a moment.',
} as const;

export const GENERIC_MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  loadingTimedOut: 'Loading timed out',
  tryRefreshing: 'Please try refreshing the page',
  authRequiredTitle: 'Authentication Required',
  // A loading toast stuck over TOASTS.stuckLoadingMs (the spec names the button only).
  stuckLoading: 'This is taking longer than it should.',
  resetPage: 'Reset Page',
} as const;
