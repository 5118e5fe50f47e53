import { SHOP_FACTS } from '@campus-threads/contract';

/** Facts the help pages repeat; the shop's rules come from the contract, so pages never disagree with checkout. */
export const HELP_FACTS = {
  customisationFee: SHOP_FACTS.customizationFee,
  advancePercent: SHOP_FACTS.advanceShare,
  pinCode: SHOP_FACTS.homePinCode,
  campusAddress: [
    'Campus Threads, Student Activity Centre',
    'Tezpur University Campus, Napaam',
    `Sonitpur, Assam ${SHOP_FACTS.homePinCode}`,
  ],
  supportHours: 'Monday to Saturday, 10:00 am – 6:00 pm IST',
  replyWithin: 'one working day',
  updated: '1 November 2026',
} as const;
