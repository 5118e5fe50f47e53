import type { Paise } from './money';

/**
 * An amount in words as Indian invoices write it, in lakhs and crores: 123456789 paise is
 * "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only".
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0..99 in words ("Forty-Two"). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 1..999 in words. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in words in the Indian system (crore, lakh, thousand, hundred). */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError('numberInIndianWords: a whole number, not negative');
  if (n === 0) return ONES[0]!;
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  const parts: string[] = [];
  // Above 99 crore the crores are themselves counted in lakhs and thousands.
  if (crore > 0) parts.push(`${numberInIndianWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** "Rupees One Thousand Two Hundred Ninety-Nine Only", with "and Fifty Paise" when there are paise. */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError('amountInWords: whole paise, not negative');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const tail = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInIndianWords(rupees)}${tail} Only`;
}
