import { DELIVERY_MESSAGES } from '@campus-threads/contract';
import { AppError } from '../../lib/errors';
import { pinDirectory } from './directory/pin-directory';

/** The directory's place of a PIN code, or a 422 naming the field when it does not exist. */
export function knownPlace(pin: string, field: string) {
  const place = pinDirectory().lookup(pin);
  if (!place) {
    const message = DELIVERY_MESSAGES.pinUnknown(pin);
    throw new AppError('VALIDATION', message, [{ field, message }]);
  }
  return place;
}
