import {
  customizationFeePaise,
  formatRupees,
  gstLine,
  gstStateCode,
  gstTotals,
  isIntraStateSupply,
  lineTaxClass,
  lineTotals,
  shortOrderId,
  stateWithCode,
  type GstRules,
  type ShopTaxDetails,
} from '@campus-threads/contract';
import type {
  CreditNoteSnapshot,
  InvoiceSnapshot,
  TaxDocumentLine,
} from '../../db/schema/invoices';
import type { InvoiceSource } from '../orders/order-invoice-source';
import type { IssuedNumber } from './document-series';

/** An order line as its invoice row reads it under the title. */
function lineDetails(line: InvoiceSource['lines'][number]): string {
  const perUnitFee = customizationFeePaise({ ...line, quantity: 1 });
  return [
    line.size ? `Size ${line.size}` : null,
    line.color,
    `${formatRupees(line.unitPricePaise)} each`,
    perUnitFee > 0
      ? `name print${line.customName ? ` "${line.customName}"` : ''} ${formatRupees(perUnitFee)} each`
      : null,
    line.deliveryPricePaise > 0 ? `delivery ${formatRupees(line.deliveryPricePaise)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Everything the tax invoice of an order prints, worked out once when it is issued and kept as it
 * is (docs/decisions/0050). Each line is what the buyer paid for it (price × quantity, the
 * personalisation fee, its delivery: one composite supply taxed at the goods' rate), tax included,
 * split into its taxable value and tax by the contract's `gstLine` (rounded once per line); the
 * totals are the lines' sums, so they add up to the order's total to the paisa. `categories`:
 * the accessories' categories by id (their HSN code and rate). While the shop has no GSTIN it is
 * a bill of supply: the same lines at 0%, no tax (docs/decisions/0060).
 */
export function invoiceSnapshotOf(input: {
  source: InvoiceSource;
  categories: ReadonlyMap<string, string>;
  shop: ShopTaxDetails;
  gst: GstRules;
  issued: IssuedNumber;
  now: Date;
}): InvoiceSnapshot {
  const { order, lines, fulfillerName } = input.source;
  const delivery = order.deliveryDetails;
  const intraState = isIntraStateSupply(input.shop.state, delivery.state);
  // Without a GSTIN the shop may not charge GST: a bill of supply, every line at 0% (0060).
  const registered = input.shop.gstin.trim() !== '';
  const taxLines = lines.map((line): TaxDocumentLine => {
    const taxClass = lineTaxClass(
      {
        productType: line.productType === 'accessory' ? 'accessory' : 'tshirt',
        category: line.accessoryId ? (input.categories.get(line.accessoryId) ?? null) : null,
        unitPricePaise: line.unitPricePaise,
        customizationPerUnitPaise: customizationFeePaise({ ...line, quantity: 1 }),
      },
      input.gst,
    );
    const amounts = gstLine(
      lineTotals(line).totalPaise,
      registered ? taxClass.rateBasisPoints : 0,
      intraState,
    );
    return {
      description: line.title,
      details: lineDetails(line),
      hsn: taxClass.hsn,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      ...amounts,
    };
  });
  return {
    number: input.issued.number,
    financialYear: input.issued.financialYear,
    issuedAt: input.now.toISOString(),
    order: {
      id: order.id,
      shortId: shortOrderId(order.id),
      placedAt: order.createdAt.toISOString(),
      paymentReference: order.merchantOrderId,
      paymentMethod: order.paymentMethod,
      transactionId: order.transactionId,
    },
    supplier: {
      name: input.shop.legalName,
      address: input.shop.address,
      state: input.shop.state,
      stateCode: gstStateCode(input.shop.state),
      gstin: input.shop.gstin,
    },
    buyer: {
      name: delivery.fullName,
      address: delivery.address,
      district: delivery.district,
      pinCode: delivery.pinCode,
      state: delivery.state,
      stateCode: gstStateCode(delivery.state),
    },
    placeOfSupply: stateWithCode(delivery.state),
    intraState,
    fulfilledBy: fulfillerName,
    lines: taxLines,
    totals: gstTotals(taxLines),
    ...(registered ? {} : { documentType: 'bill_of_supply' as const }),
    advancePaise: order.advanceAmountPaise,
    balancePaise: order.partialPayment ? order.remainingAmountPaise : 0,
  };
}

/**
 * A credit note cancelling an invoice: the same parties, lines and totals (the whole supply is
 * cancelled), its own number and date, the reason and what was refunded.
 */
export function creditNoteSnapshotOf(input: {
  invoice: InvoiceSnapshot;
  issued: IssuedNumber;
  now: Date;
  reason: string;
  refundedPaise: number;
}): CreditNoteSnapshot {
  const { advancePaise: _advance, balancePaise: _balance, ...invoice } = input.invoice;
  return {
    ...invoice,
    number: input.issued.number,
    financialYear: input.issued.financialYear,
    issuedAt: input.now.toISOString(),
    invoice: { number: input.invoice.number, issuedAt: input.invoice.issuedAt },
    reason: input.reason,
    refundedPaise: input.refundedPaise,
  };
}

/**
 * A received return's credit note (docs/decisions/0052): the invoice's parties, and only the
 * returned lines, each at the returned quantity and the line's own price (its delivery and any
 * personalisation stay sold: a personalised line cannot be returned), taxed at the rate and HSN
 * code its invoice line carried. `source` gives the lines in the order the invoice listed them.
 */
export function returnCreditNoteSnapshotOf(input: {
  invoice: InvoiceSnapshot;
  source: InvoiceSource;
  returned: readonly { orderItemId: string; quantity: number }[];
  issued: IssuedNumber;
  now: Date;
  reason: string;
  refundedPaise: number;
  cashRefundPaise: number;
  balanceCreditPaise: number;
}): CreditNoteSnapshot {
  const { invoice } = input;
  const lines = input.returned.flatMap(({ orderItemId, quantity }): TaxDocumentLine[] => {
    const index = input.source.lines.findIndex((line) => line.id === orderItemId);
    const line = input.source.lines[index];
    const invoiced = invoice.lines[index];
    if (!line || !invoiced) return [];
    const amounts = gstLine(
      line.unitPricePaise * quantity,
      invoiced.rateBasisPoints,
      invoice.intraState,
    );
    return [
      {
        description: invoiced.description,
        details: lineDetails({ ...line, deliveryPricePaise: 0 }),
        hsn: invoiced.hsn,
        quantity,
        unitPricePaise: line.unitPricePaise,
        ...amounts,
      },
    ];
  });
  return {
    ...creditNoteSnapshotOf(input),
    lines,
    totals: gstTotals(lines),
    cashRefundPaise: input.cashRefundPaise,
    balanceCreditPaise: input.balanceCreditPaise,
    kind: 'return',
  };
}
