import { DEMO_ACCOUNTS } from '@campus-threads/contract';
import type { Services } from '../app';

export type SeedResult = { seeded: boolean; accounts: number };

/** Creates the demo accounts (DEMO_ACCOUNTS) when the users table is empty. */
export async function seedDemoData(
  services: Pick<Services, 'users' | 'hasher'>,
): Promise<SeedResult> {
  if ((await services.users.countAll()) > 0) return { seeded: false, accounts: 0 };
  for (const account of DEMO_ACCOUNTS) {
    await services.users.create({
      fullName: account.fullName,
      email: account.email,
      phone: account.phone,
      isAdmin: account.isAdmin,
      passwordHash: await services.hasher.hash(account.password),
      emailVerifiedAt: new Date(),
    });
  }
  return { seeded: true, accounts: DEMO_ACCOUNTS.length };
}
