import { RETURN_MESSAGES, shortOrderId } from '@campus-threads/contract';

/**
 * The exchange and return screens' own words (buttons, headings, hints). The rules' texts (what
 * the server and the checks say) are the contract's RETURN_MESSAGES.
 */
export const RETURN_TEXTS = {
  openButton: 'Exchange or return',
  dialogTitle: (orderId: string) => `Exchange or return · order #${shortOrderId(orderId)}`,
  dialogDescription: (days: number) =>
    `Within ${days} days of delivery you can swap a t-shirt for another size or send items back for a refund. ${RETURN_MESSAGES.personalisedNote}`,
  windowEnds: (date: string) => `Exchanges and returns open until ${date}`,
  typeLabel: 'What would you like?',
  linesLabel: 'Items',
  linesHint: 'Tick what you are sending back.',
  quantityLabel: 'How many',
  /** "Qty 2 · 1 can still go back" after earlier requests took some of a line. */
  leftToSend: (left: number) => `${left} can still go back`,
  refundToLabel: 'Where should we pay back the part paid at the door?',
  refundToMethods: { upi: 'UPI ID', bank: 'Bank account' },
  upiIdLabel: 'UPI ID',
  accountNameLabel: 'Account holder’s name',
  accountNumberLabel: 'Account number',
  ifscLabel: 'IFSC',
  newSizeLabel: 'New size',
  chooseSize: 'Choose a size',
  allSentBack: 'Already sent back',
  reasonLabel: 'Why?',
  reasonPlaceholder: 'For example: the chest is too tight',
  photosLabel: 'Photos (optional)',
  photosHint: 'Up to 3 pictures, JPEG, PNG, WebP or GIF, up to 1 MB each.',
  addPhotos: 'Add photos',
  removePhoto: (n: number) => `Remove photo ${n}`,
  uploading: (index: number, count: number, percent: number) =>
    `Uploading photo ${index} of ${count} · this file ${percent}%`,
  send: 'Send request',
  close: 'Close',
  section: 'Exchanges and returns',
  requestHeading: (type: 'exchange' | 'return') =>
    type === 'exchange' ? 'Size exchange' : 'Return for a refund',
  reason: 'Reason: ',
  photos: 'Photos',
  photoAlt: (n: number) => `Photo ${n} of the returned items`,
  timeline: 'Request timeline',
  awaitingDecision: 'Waiting for a decision',
  replacementOrder: (orderId: string) => `Replacement order #${shortOrderId(orderId)}`,
  refund: 'Refund',
  refundOnline: 'Refunded online',
  /** The fulfiller's and admins' words for where the cash goes; the buyer's. */
  cashPayTo: (payTo: string) => `pay to ${payTo}`,
  cashTo: (payTo: string) => `to ${payTo}`,
  balanceCredit: (amount: string) => `${amount} taken off the balance due`,
  markCashPaid: 'Mark paid',
  markCashPaidTitle: (orderId: string) => `Cash refund paid · order #${shortOrderId(orderId)}`,
  markCashPaidHint: (payTo: string | null) =>
    payTo
      ? `Pay the buyer to ${payTo} first, then enter the UPI or bank transfer reference.`
      : 'Pay the buyer first, then enter the UPI or bank transfer reference.',
  referenceLabel: 'UPI or bank reference',
  referencePlaceholder: 'For example: 412345678901',
  moveLabels: { approved: 'Approve', rejected: 'Reject', received: 'Mark received' },
  moveHints: {
    exchange: {
      approved:
        'A ₹0 replacement order in the new size is made for the buyer and follows the usual steps.',
      rejected: 'The buyer sees your reason on their order.',
      received: 'The buyer sent the old items back.',
    },
    return: {
      approved: 'The buyer sends the items back; they are refunded once you mark them received.',
      rejected: 'The buyer sees your reason on their order.',
      received: 'The buyer is refunded for these items now, and a credit note is issued.',
    },
  },
  actionsLabel: 'Request actions',
  remarkLabel: 'Remark',
  remarkOptional: 'Remark (optional)',
  remarkPlaceholder: 'The buyer sees this on their order',
  moveTitle: (label: string, orderId: string) => `${label} · order #${shortOrderId(orderId)}`,
  nothingToDo: 'Nothing more to do on this request.',
  loadFailed: 'Could not load the exchange and return requests.',
  moved: 'Request updated.',
  moveFailed: 'Could not update the request. Please try again.',
  retry: 'Try again',
  order: (orderId: string) => `Order #${shortOrderId(orderId)}`,
  adminTitle: 'Exchanges and returns',
  adminDescription:
    'Size exchanges and returns buyers asked for: approve or reject them, and mark the goods received back (a return is refunded then).',
  adminEmptyTitle: 'No requests here',
  adminEmptyText: 'Exchange and return requests in this state show up here.',
  adminLoadFailed: 'Could not load the requests',
  filterLabel: 'Request status',
  openFilter: 'Open',
  allFilter: 'All',
} as const;
