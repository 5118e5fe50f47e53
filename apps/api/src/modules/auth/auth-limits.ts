import type { LOGIN_THROTTLE } from '@campus-threads/contract';

// The sign-in limits and where a sign-in comes from: the service and its login throttle both read
// them, so they sit apart from both (the throttle importing the service back was a cycle).

export type AuthLimits = {
  /** Failed logins on a known device of the account per window (its own counter). */
  maxFailedLoginsPerMinute: number;
  maxRegistrationsPerMinute: number;
  maxPasswordChangesPerMinute: number;
  windowMs: number;
  /** Failed logins from one address on unknown devices, whatever the email, per windowMs. */
  maxFailedLoginsPerIp: number;
} & Omit<typeof LOGIN_THROTTLE, 'freeFailuresPerPair' | 'freeFailuresPerAccount'> & {
    /** Failures of one (email, address) pair on unknown devices before the waits start. */
    freeFailuresPerPair: number;
    /** Failures of one account from all unknown devices before the waits start. */
    freeFailuresPerAccount: number;
  };

/** Where a sign-in comes from: the client address, and the device cookie it sent, if any. */
export type SignInContext = { ip: string; deviceToken?: string | undefined };
