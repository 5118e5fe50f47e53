export const PHONE_DIGITS = 10;

/** The spec counts digits after removing everything else: "+91 98765-43210" is not 10 digits. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function isValidPhone(phone: string): boolean {
  return phoneDigits(phone).length === PHONE_DIGITS;
}
