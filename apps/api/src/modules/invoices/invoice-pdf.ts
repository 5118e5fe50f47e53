import {
  amountInWords,
  basisPointsToPercent,
  BILL_OF_SUPPLY_NOTE,
  TAX_DOCUMENT_TITLES,
  formatRupees,
  formatShopDate,
  formatShopDateTime,
  stateWithCode,
} from '@campus-threads/contract';
import type {
  CreditNoteSnapshot,
  InvoiceSnapshot,
  TaxDocumentLine,
} from '../../db/schema/invoices';
import {
  COLORS,
  CONTENT_WIDTH,
  createDocument,
  drawSummary,
  drawTable,
  ensureSpace,
  FONTS,
  PAGE,
  pageFooters,
  rule,
  textAt,
  toBuffer,
  type Cell,
  type Column,
  type Doc,
} from './pdf-layout';

/**
 * The tax invoice and the credit note as PDFs (docs/decisions/0050), drawn from the snapshot
 * frozen when each was issued: the supplier with its GSTIN, the buyer and the place of supply,
 * one row per line with its HSN code, quantity, taxable value, rate and CGST + SGST or IGST, the
 * totals, the amount in words, and what was paid and is due (or, on a credit note, refunded).
 * Issued while the shop had no GSTIN, the order's document is a bill of supply: no tax columns,
 * heads or notes (docs/decisions/0060), and so is the credit note against it.
 */

type Document = InvoiceSnapshot | CreditNoteSnapshot;

/**
 * The layout every stored PDF was drawn with (modules/invoices/stored-documents.ts): bump it when
 * the drawing changes, and each document is drawn again with the new layout.
 */
export const TAX_DOCUMENT_LAYOUT_VERSION = 1;

const isBillOfSupply = (d: Document) => d.documentType === 'bill_of_supply';
/** The order's document as the notes name it: "tax invoice CT/26-27/000001". */
const documentName = (d: Document) =>
  (isBillOfSupply(d)
    ? TAX_DOCUMENT_TITLES.billOfSupply
    : TAX_DOCUMENT_TITLES.taxInvoice
  ).toLowerCase();

const percent = (basisPoints: number) => `${basisPointsToPercent(basisPoints)}%`;
const GAP = 14;

/** The supplier's name and the document's title, side by side, and the supplier's details. */
function drawHeading(doc: Doc, d: Document, title: string, subtitle: string): number {
  const x = PAGE.margin;
  let y = PAGE.margin;
  doc.rect(x, y, CONTENT_WIDTH, 3).fill(COLORS.accent);
  y += 12;
  const left = CONTENT_WIDTH * 0.6;
  textAt(doc, title, x + left, y, {
    width: CONTENT_WIDTH - left,
    font: FONTS.bold,
    size: 17,
    color: COLORS.ink,
    align: 'right',
  });
  textAt(doc, subtitle, x + left, y + 22, {
    width: CONTENT_WIDTH - left,
    size: 7.5,
    color: COLORS.muted,
    align: 'right',
  });
  let below = textAt(doc, d.supplier.name, x, y, {
    width: left - 10,
    font: FONTS.bold,
    size: 14,
    color: COLORS.ink,
  });
  below = textAt(doc, d.supplier.address, x, below + 3, {
    width: left - 10,
    size: 8,
    color: COLORS.muted,
  });
  below = textAt(doc, `State: ${stateWithCode(d.supplier.state)}`, x, below + 1, {
    width: left - 10,
    size: 8,
    color: COLORS.muted,
  });
  below = textAt(doc, `GSTIN: ${d.supplier.gstin || 'not registered'}`, x, below + 1, {
    width: left - 10,
    font: FONTS.semibold,
    size: 8.5,
    color: COLORS.ink,
  });
  return Math.max(below, y + 40) + 10;
}

/** The document's facts: two rows of three labelled values in a light band. */
function drawFacts(doc: Doc, y: number, facts: readonly [string, string][]): number {
  const perRow = 3;
  const width = CONTENT_WIDTH / perRow;
  const rows = Math.ceil(facts.length / perRow);
  const height = rows * 30 + 8;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLORS.band);
  for (const [index, [label, value]] of facts.entries()) {
    const x = PAGE.margin + (index % perRow) * width + 10;
    const top = y + 7 + Math.floor(index / perRow) * 30;
    textAt(doc, label.toUpperCase(), x, top, {
      width: width - 16,
      font: FONTS.semibold,
      size: 6.5,
      color: COLORS.muted,
    });
    textAt(doc, value, x, top + 10, {
      width: width - 16,
      font: FONTS.semibold,
      size: 8.5,
      color: COLORS.ink,
    });
  }
  return y + height + GAP;
}

/** The buyer (billed and shipped to) and who ships the goods. */
function drawParties(doc: Doc, y: number, d: Document): number {
  const half = CONTENT_WIDTH / 2;
  const block = (x: number, label: string, lines: string[], name: string) => {
    let below = textAt(doc, label.toUpperCase(), x, y, {
      width: half - 16,
      font: FONTS.semibold,
      size: 6.5,
      color: COLORS.accentDark,
    });
    below = textAt(doc, name, x, below + 3, {
      width: half - 16,
      font: FONTS.semibold,
      size: 9.5,
      color: COLORS.ink,
    });
    return textAt(doc, lines.join('\n'), x, below + 2, {
      width: half - 16,
      size: 8,
      color: COLORS.text,
    });
  };
  const buyer = block(
    PAGE.margin,
    'Billed and shipped to',
    [
      d.buyer.address,
      `${d.buyer.district} ${d.buyer.pinCode}`.trim(),
      `State: ${stateWithCode(d.buyer.state)}`,
    ].filter(Boolean),
    d.buyer.name,
  );
  const shipper = block(
    PAGE.margin + half,
    'Supply',
    isBillOfSupply(d)
      ? [`Place of supply: ${d.placeOfSupply}`, 'No GST charged']
      : [
          `Place of supply: ${d.placeOfSupply}`,
          d.intraState ? 'Within the state: CGST + SGST' : 'Between states: IGST',
          'Tax payable on reverse charge: No',
        ],
    d.fulfilledBy ? `Shipped by ${d.fulfilledBy}` : `Shipped by ${d.supplier.name}`,
  );
  const bottom = Math.max(buyer, shipper) + GAP;
  rule(doc, bottom - GAP / 2);
  return bottom;
}

/** The lines: CGST and SGST columns within the state, one IGST column between states. */
function drawLines(doc: Doc, y: number, d: Document): number {
  if (isBillOfSupply(d)) return drawUntaxedLines(doc, y, d);
  const money = (paise: number): Cell => ({ text: formatRupees(paise) });
  const fixed: Column[] = [
    { label: '#', width: 24, align: 'left' },
    { label: 'HSN', width: 38, align: 'left' },
    { label: 'Qty', width: 26, align: 'right' },
    { label: 'Taxable value', width: 66, align: 'right' },
    { label: 'GST', width: 32, align: 'right' },
  ];
  const heads: Column[] = d.intraState
    ? [
        { label: 'CGST', width: 56, align: 'right' },
        { label: 'SGST', width: 56, align: 'right' },
      ]
    : [{ label: 'IGST', width: 64, align: 'right' }];
  const total: Column = { label: 'Total', width: 68, align: 'right' };
  const used = [...fixed, ...heads, total].reduce((sum, c) => sum + c.width, 0);
  const columns: Column[] = [
    fixed[0]!,
    { label: 'Description', width: CONTENT_WIDTH - used, align: 'left' },
    ...fixed.slice(1),
    ...heads,
    total,
  ];
  const rows = d.lines.map((line: TaxDocumentLine, index): Cell[] => [
    { text: String(index + 1) },
    { text: line.description, sub: line.details, bold: true },
    { text: line.hsn },
    { text: String(line.quantity) },
    money(line.taxablePaise),
    { text: percent(line.rateBasisPoints) },
    ...(d.intraState
      ? [
          { text: formatRupees(line.cgstPaise), sub: percent(line.rateBasisPoints / 2) },
          { text: formatRupees(line.sgstPaise), sub: percent(line.rateBasisPoints / 2) },
        ]
      : [money(line.igstPaise)]),
    { text: formatRupees(line.totalPaise), bold: true },
  ]);
  return drawTable(doc, y, columns, rows);
}

/** A bill of supply's lines: what each cost, with no tax columns. */
function drawUntaxedLines(doc: Doc, y: number, d: Document): number {
  const fixed: Column[] = [
    { label: 'HSN', width: 44, align: 'left' },
    { label: 'Qty', width: 32, align: 'right' },
    { label: 'Amount', width: 84, align: 'right' },
  ];
  const number: Column = { label: '#', width: 24, align: 'left' };
  const used = [number, ...fixed].reduce((sum, c) => sum + c.width, 0);
  const columns: Column[] = [
    number,
    { label: 'Description', width: CONTENT_WIDTH - used, align: 'left' },
    ...fixed,
  ];
  const rows = d.lines.map((line: TaxDocumentLine, index): Cell[] => [
    { text: String(index + 1) },
    { text: line.description, sub: line.details, bold: true },
    { text: line.hsn },
    { text: String(line.quantity) },
    { text: formatRupees(line.totalPaise), bold: true },
  ]);
  return drawTable(doc, y, columns, rows);
}

/** The tax heads' totals as summary rows (none on a bill of supply). */
function taxRows(d: Document) {
  if (isBillOfSupply(d)) return [];
  const t = d.totals;
  return [
    { label: 'Taxable value', value: formatRupees(t.taxablePaise) },
    ...(d.intraState
      ? [
          { label: 'CGST', value: formatRupees(t.cgstPaise) },
          { label: 'SGST', value: formatRupees(t.sgstPaise) },
        ]
      : [{ label: 'IGST', value: formatRupees(t.igstPaise) }]),
    { label: 'Total tax', value: formatRupees(t.taxPaise) },
  ];
}

/** The amount in words and the closing notes on the left, the signatory on the right. */
function drawClosing(doc: Doc, y: number, d: Document, words: string, notes: string[]): number {
  let top = ensureSpace(doc, y, 110);
  const left = CONTENT_WIDTH * 0.58;
  let below = textAt(doc, 'AMOUNT IN WORDS', PAGE.margin, top, {
    width: left,
    font: FONTS.semibold,
    size: 6.5,
    color: COLORS.muted,
  });
  below = textAt(doc, words, PAGE.margin, below + 2, {
    width: left,
    font: FONTS.semibold,
    size: 8.5,
    color: COLORS.ink,
  });
  below = textAt(doc, notes.join('\n'), PAGE.margin, below + 10, {
    width: left,
    size: 7.5,
    color: COLORS.muted,
  });
  const x = PAGE.margin + left + 20;
  const width = CONTENT_WIDTH - left - 20;
  textAt(doc, `For ${d.supplier.name}`, x, top, {
    width,
    font: FONTS.semibold,
    size: 8.5,
    color: COLORS.ink,
    align: 'right',
  });
  top = textAt(doc, 'Authorised signatory', x, top + 44, {
    width,
    size: 7.5,
    color: COLORS.muted,
    align: 'right',
  });
  return Math.max(below, top);
}

function footer(d: Document): string {
  return `${d.supplier.name} · GSTIN ${d.supplier.gstin || 'not registered'} · ${d.number}`;
}

const withTax = (d: Document, whose: string) => (isBillOfSupply(d) ? '' : `, with ${whose} tax`);

/** The tax invoice of an order, or its bill of supply while the shop had no GSTIN. */
export async function invoicePdf(d: InvoiceSnapshot): Promise<Buffer> {
  const title = isBillOfSupply(d)
    ? TAX_DOCUMENT_TITLES.billOfSupply
    : TAX_DOCUMENT_TITLES.taxInvoice;
  const doc = createDocument({
    title: `${title} ${d.number}`,
    author: d.supplier.name,
    createdAt: new Date(d.issuedAt),
  });
  let y = drawHeading(doc, d, title, 'Original for recipient');
  y = drawFacts(doc, y, [
    ['Invoice number', d.number],
    ['Invoice date', formatShopDate(d.issuedAt)],
    ['Order', `#${d.order.shortId} · ${formatShopDate(d.order.placedAt)}`],
    ['Payment', d.order.paymentMethod],
    ['Payment reference', d.order.paymentReference],
    ['Financial year', d.financialYear],
  ]);
  y = drawParties(doc, y, d);
  y = drawLines(doc, y, d) + GAP;
  y = ensureSpace(doc, y, 160);
  y = drawSummary(doc, y, [
    ...taxRows(d),
    { label: 'Invoice total', value: formatRupees(d.totals.totalPaise), strong: true },
    { label: 'Paid with the order', value: formatRupees(d.advancePaise) },
    { label: 'Balance due on delivery', value: formatRupees(d.balancePaise) },
  ]);
  drawClosing(doc, y + GAP, d, amountInWords(d.totals.totalPaise), [
    isBillOfSupply(d)
      ? BILL_OF_SUPPLY_NOTE
      : 'Prices include GST: each line’s tax is worked back out of what was paid for it.',
    d.balancePaise > 0
      ? `${formatRupees(d.advancePaise)} was paid as an advance; ${formatRupees(d.balancePaise)} is collected on delivery.`
      : 'Paid in full.',
    `Issued ${formatShopDateTime(d.issuedAt)} (India time). A computer-generated invoice; no signature is required.`,
  ]);
  pageFooters(doc, footer(d));
  return toBuffer(doc);
}

/**
 * The credit note cancelling an order's invoice after a refund, or, for a received return
 * (docs/decisions/0052), crediting only the returned lines.
 */
export async function creditNotePdf(d: CreditNoteSnapshot): Promise<Buffer> {
  const returned = d.kind === 'return';
  const doc = createDocument({
    title: `${TAX_DOCUMENT_TITLES.creditNote} ${d.number}`,
    author: d.supplier.name,
    createdAt: new Date(d.issuedAt),
  });
  let y = drawHeading(doc, d, TAX_DOCUMENT_TITLES.creditNote, 'Original for recipient');
  y = drawFacts(doc, y, [
    ['Credit note number', d.number],
    ['Credit note date', formatShopDate(d.issuedAt)],
    ['Order', `#${d.order.shortId} · ${formatShopDate(d.order.placedAt)}`],
    ['Against invoice', d.invoice.number],
    ['Invoice date', formatShopDate(d.invoice.issuedAt)],
    ['Financial year', d.financialYear],
  ]);
  y = drawParties(doc, y, d);
  const reason = returned ? 'items returned' : 'order cancelled';
  y = textAt(doc, `Reason: ${reason}. ${d.reason}`.trim(), PAGE.margin, y, {
    width: CONTENT_WIDTH,
    font: FONTS.semibold,
    size: 8.5,
    color: COLORS.ink,
  });
  y = drawLines(doc, y + 8, d) + GAP;
  y = ensureSpace(doc, y, 140);
  y = drawSummary(doc, y, [
    ...taxRows(d),
    { label: 'Credit note total', value: formatRupees(d.totals.totalPaise), strong: true },
    { label: 'Refunded to the buyer', value: formatRupees(d.refundedPaise) },
    ...(d.cashRefundPaise
      ? [
          {
            label: 'Paid back for what was paid at the door',
            value: formatRupees(d.cashRefundPaise),
          },
        ]
      : []),
    ...(d.balanceCreditPaise
      ? [{ label: 'Taken off the balance due', value: formatRupees(d.balanceCreditPaise) }]
      : []),
  ]);
  drawClosing(doc, y + GAP, d, amountInWords(d.totals.totalPaise), [
    returned
      ? `This credit note reduces ${documentName(d)} ${d.invoice.number} by the returned items above${withTax(d, 'their')}.`
      : `This credit note cancels ${documentName(d)} ${d.invoice.number} in full${withTax(d, 'its')}.`,
    `${formatRupees(d.refundedPaise)} is refunded to the account the order was paid from.`,
    ...(d.cashRefundPaise
      ? [
          `${formatRupees(d.cashRefundPaise)} paid at the door is paid back to the buyer's UPI ID or bank account.`,
        ]
      : []),
    `Issued ${formatShopDateTime(d.issuedAt)} (India time). A computer-generated document; no signature is required.`,
  ]);
  pageFooters(doc, footer(d));
  return toBuffer(doc);
}
