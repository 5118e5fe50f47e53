/** Money is integer paise everywhere inside; rupees (two decimals) only in JSON and on screen. */
export type Paise = number;

export function toPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function toRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹1,299.00" */
export function formatRupees(paise: Paise): string {
  return inr.format(toRupees(paise));
}

/** Customisation (a name printed on the shirt) costs ₹30 per unit. */
export const CUSTOMIZATION_FEE_PAISE: Paise = 3000;

const inrWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** "₹30" for a whole amount in copy; "₹30.50" when there are paise. */
export function formatRupeesShort(paise: Paise): string {
  return paise % 100 === 0 ? inrWhole.format(paise / 100) : formatRupees(paise);
}
