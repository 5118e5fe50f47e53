import {
  LIST_UNSUBSCRIBE_POST,
  UNSUBSCRIBE_API_PATH,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_TEXTS as T,
} from '@campus-threads/contract';
import { AppError } from '../../lib/errors';
import { createSignedTokens } from '../../lib/signed-token';
import type { UsersService } from '../users/users.service';

/** What the token turns off: the account's one switch today (docs/decisions/0053). */
const SWITCH = 'updates';

/**
 * Unsubscribe links (docs/decisions/0053; RFC 8058). The token is the account's id and
 * the switch, signed with a key derived from the server secret: it never expires (an old e-mail's
 * link still works), needs no table, and turns only that switch off, so a leaked link can do no
 * more than stop the updates. The page link goes in the body, the API's one-click URL in the
 * `List-Unsubscribe` header.
 */
export function createUnsubscribeLinks(secret: string, publicUrl: string) {
  const tokens = createSignedTokens(secret, 'unsubscribe');
  const tokenFor = (userId: string) => tokens.sign([userId, SWITCH]);

  return {
    /** The /unsubscribe page (a GET that only asks: mail scanners open links). */
    pageUrl: (userId: string) => `${publicUrl}${UNSUBSCRIBE_PATH}?token=${tokenFor(userId)}`,
    /** The headers of an optional message. */
    headers: (userId: string): Record<string, string> => ({
      'List-Unsubscribe': `<${publicUrl}${UNSUBSCRIBE_API_PATH}?token=${tokenFor(userId)}>`,
      'List-Unsubscribe-Post': LIST_UNSUBSCRIBE_POST,
    }),
    /** The account a token names, or null. */
    userOf(token: string): string | null {
      const fields = tokens.open(token, 2);
      return fields && fields[1] === SWITCH ? fields[0]! : null;
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;

/** The one-click POST: the named account's e-mail updates off, no sign-in. */
export function createUnsubscribe(deps: {
  links: Pick<UnsubscribeLinks, 'userOf'>;
  users: Pick<UsersService, 'setEmailUpdates'>;
}) {
  return async function unsubscribe(token: string): Promise<{ message: string }> {
    const userId = deps.links.userOf(token);
    if (!userId || !(await deps.users.setEmailUpdates(userId, false)))
      throw new AppError('BAD_REQUEST', T.linkInvalid, [
        { field: 'token', message: T.linkInvalid },
      ]);
    return { message: T.done };
  };
}
