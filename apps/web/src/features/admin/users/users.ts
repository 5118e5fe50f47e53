import type { AdminUser, Pagination } from '@campus-threads/contract';

/** "Showing 21–40 of 45 users" (or nothing to show). */
export function pageSummary(pagination: Pagination): string {
  const { currentPage, itemsPerPage, totalItems } = pagination;
  if (totalItems === 0) return 'No users';
  const first = (currentPage - 1) * itemsPerPage + 1;
  const last = Math.min(currentPage * itemsPerPage, totalItems);
  if (first > totalItems) return `${totalItems.toLocaleString('en-IN')} users`;
  const noun = totalItems === 1 ? 'user' : 'users';
  return `Showing ${first.toLocaleString('en-IN')}–${last.toLocaleString('en-IN')} of ${totalItems.toLocaleString('en-IN')} ${noun}`;
}

/** What the signed-in admin may do to a row: nothing to themselves (the server refuses it too). */
export function rowActions(user: AdminUser, myId: string | undefined) {
  const isSelf = user._id === myId;
  return {
    isSelf,
    canChangeRole: !isSelf,
    canDelete: !isSelf,
    roleLabel: user.isAdmin ? 'Remove admin' : 'Make admin',
    disabledReason: isSelf ? 'You cannot change or delete your own account here' : undefined,
  };
}

/** Up to two initials for the round badge: "Riya Das" → "RD". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts.at(-1)!] : parts.slice(0, 1);
  return letters.map((p) => p[0]!.toUpperCase()).join('') || '?';
}

/** What the role dialog asks. */
export function roleQuestion(user: AdminUser): { title: string; text: string; confirm: string } {
  return user.isAdmin
    ? {
        title: `Remove ${user.fullName}'s admin role?`,
        text: 'They keep their account and orders, but lose every admin screen at once.',
        confirm: 'Remove admin',
      }
    : {
        title: `Make ${user.fullName} an admin?`,
        text: 'They will reach every admin screen: orders, designs, users and settings.',
        confirm: 'Make admin',
      };
}

/**
 * The toast for a failed change: the server's own reason when it refused one (yourself, the last
 * admin, a user already gone), otherwise the spec's text.
 */
export function userChangeError(
  error: { status?: number; serverMessage?: string | undefined } | null | undefined,
  fallback: string,
): string {
  if (error && (error.status === 404 || error.status === 409) && error.serverMessage)
    return error.serverMessage;
  return fallback;
}
