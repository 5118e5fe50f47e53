/** Facts the help pages repeat; one place so they never disagree. */
export const SHOP_FACTS = {
  customisationFee: '₹30',
  advancePercent: '50%',
  pinCode: '784028',
  campusAddress: ['Campus Threads, Student Activity Centre', 'Tezpur University Campus, Napaam', 'Sonitpur, Assam 784028'],
  supportHours: 'Monday to Saturday, 10:00 am – 6:00 pm IST',
  replyWithin: 'one working day',
  updated: '1 November 2026',
} as const;
