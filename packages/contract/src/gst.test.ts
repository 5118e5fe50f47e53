import { describe, expect, it } from 'vitest';
import { numberInIndianWords, amountInWords } from './amount-in-words';
import {
  accessoryTaxClass,
  apparelRateBasisPoints,
  DEFAULT_GST_RULES,
  documentNumber,
  DOCUMENT_NUMBER_MAX_LENGTH,
  financialYearOf,
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinProblem,
  gstLine,
  gstStateCode,
  gstTotals,
  isIntraStateSupply,
  lineTaxClass,
  splitGst,
  stateWithCode,
  taxFromInclusive,
} from './gst';
import { DELIVERY_STATES } from './india';

describe('financial year (India time)', () => {
  it('runs from 1 April 00:00 IST to 31 March 23:59 IST', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    // Still 31 March in UTC, already 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T20:00:00.000Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-11-26T10:00:00.000Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00.000Z'))).toBe('2099-00');
  });

  it('numbers documents per series and year, six digits', () => {
    expect(documentNumber('invoice', '2026-27', 123)).toBe('CT/26-27/000123');
    expect(documentNumber('creditNote', '2026-27', 4)).toBe('CN/26-27/000004');
    expect(documentNumber('invoice', '2026-27', 1_234_567)).toBe('CT/26-27/1234567');
    // GST rule 46(b): sixteen characters at most, up to ten million documents in a year.
    expect(documentNumber('creditNote', '2099-00', 9_999_999)).toHaveLength(
      DOCUMENT_NUMBER_MAX_LENGTH,
    );
    expect(() => documentNumber('invoice', '2026-27', 0)).toThrow(RangeError);
  });
});

describe('tax worked back out of a tax-inclusive amount', () => {
  it('rounds the taxable value once and leaves the rest as tax, to the paisa', () => {
    expect(taxFromInclusive(49_900, 500)).toEqual({ taxablePaise: 47_524, taxPaise: 2_376 });
    expect(taxFromInclusive(105_000, 500)).toEqual({ taxablePaise: 100_000, taxPaise: 5_000 });
    expect(taxFromInclusive(118_000, 1_800)).toEqual({ taxablePaise: 100_000, taxPaise: 18_000 });
    expect(taxFromInclusive(0, 500)).toEqual({ taxablePaise: 0, taxPaise: 0 });
    expect(taxFromInclusive(999, 0)).toEqual({ taxablePaise: 999, taxPaise: 0 });
    // 21 paise at 5%: 20 exactly; 1 paisa: 0.952… rounds to 1, no tax.
    expect(taxFromInclusive(21, 500)).toEqual({ taxablePaise: 20, taxPaise: 1 });
    expect(taxFromInclusive(1, 500)).toEqual({ taxablePaise: 1, taxPaise: 0 });
  });

  it('adds up for every amount and rate, and never rounds the wrong way', () => {
    for (const rate of [0, 250, 500, 1_200, 1_800, 2_800, 4_000]) {
      for (let amount = 0; amount <= 20_000; amount += 7) {
        const { taxablePaise, taxPaise } = taxFromInclusive(amount, rate);
        expect(taxablePaise + taxPaise).toBe(amount);
        // Within half a paisa of the exact taxable value.
        expect(Math.abs(taxablePaise - (amount * 10_000) / (10_000 + rate))).toBeLessThanOrEqual(
          0.5,
        );
      }
    }
  });

  it('splits the tax into CGST + SGST within a state (odd paisa to CGST), IGST across states', () => {
    expect(splitGst(2_377, true)).toEqual({ cgstPaise: 1_189, sgstPaise: 1_188, igstPaise: 0 });
    expect(splitGst(2_376, true)).toEqual({ cgstPaise: 1_188, sgstPaise: 1_188, igstPaise: 0 });
    expect(splitGst(2_377, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 2_377 });
    for (let tax = 0; tax < 500; tax += 1) {
      const { cgstPaise, sgstPaise } = splitGst(tax, true);
      expect(cgstPaise + sgstPaise).toBe(tax);
      expect(cgstPaise - sgstPaise).toBeGreaterThanOrEqual(0);
      expect(cgstPaise - sgstPaise).toBeLessThanOrEqual(1);
    }
  });

  it('makes lines whose heads add up to the line and totals that are the lines’ sums', () => {
    const lines = [
      gstLine(110_700, 500, true),
      gstLine(30_000, 500, true),
      gstLine(299_900, 1_800, true),
    ];
    for (const line of lines) {
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.totalPaise);
      expect(line.igstPaise).toBe(0);
    }
    const totals = gstTotals(lines);
    expect(totals.totalPaise).toBe(440_600);
    expect(totals.taxablePaise + totals.taxPaise).toBe(440_600);
    expect(totals.cgstPaise + totals.sgstPaise).toBe(totals.taxPaise);
    const inter = gstTotals(lines.map((l) => gstLine(l.totalPaise, l.rateBasisPoints, false)));
    expect(inter.igstPaise).toBe(totals.taxPaise);
    expect(inter.taxablePaise + inter.igstPaise).toBe(440_600);
  });
});

describe('rates from the settings', () => {
  const slab = DEFAULT_GST_RULES;

  it('taxes apparel at 5% up to a taxable ₹2,500 a piece, 18% above', () => {
    // ₹2,500.00 tax included: well inside the slab.
    expect(apparelRateBasisPoints(250_000, slab)).toBe(500);
    // ₹2,625.00 is exactly ₹2,500.00 + 5%: the edge, still 5%.
    expect(taxFromInclusive(262_500, 500).taxablePaise).toBe(250_000);
    expect(apparelRateBasisPoints(262_500, slab)).toBe(500);
    // One paisa more passes ₹2,500 before tax: 18%.
    expect(apparelRateBasisPoints(262_501, slab)).toBe(1_800);
    expect(apparelRateBasisPoints(49_900, slab)).toBe(500);
  });

  it('follows the rates and threshold the admin set, not the code', () => {
    const changed = {
      ...slab,
      apparelThresholdPaise: 100_000,
      apparelLowRateBasisPoints: 1_200,
      apparelHighRateBasisPoints: 2_800,
    };
    expect(apparelRateBasisPoints(112_000, changed)).toBe(1_200);
    expect(apparelRateBasisPoints(112_001, changed)).toBe(2_800);
  });

  it('gives a t-shirt HSN 6109 and an accessory its category’s code, or the "other" class', () => {
    const tee = { productType: 'tshirt', category: null, customizationPerUnitPaise: 0 } as const;
    expect(lineTaxClass({ ...tee, unitPricePaise: 49_900 }, slab)).toEqual({
      hsn: '6109',
      rateBasisPoints: 500,
    });
    // The personalisation fee is part of the piece: ₹2,600 + ₹30 passes the slab.
    expect(
      lineTaxClass({ ...tee, unitPricePaise: 260_000, customizationPerUnitPaise: 3_000 }, slab),
    ).toEqual({ hsn: '6109', rateBasisPoints: 1_800 });
    expect(accessoryTaxClass(' drinkware ', slab)).toEqual({ hsn: '6912', rateBasisPoints: 500 });
    expect(accessoryTaxClass('Stickers  &  Pins', slab)).toEqual({
      hsn: '4911',
      rateBasisPoints: 1_800,
    });
    expect(accessoryTaxClass('Gadgets', slab)).toEqual(slab.otherAccessory);
    expect(accessoryTaxClass(null, slab)).toEqual(slab.otherAccessory);
  });
});

describe('states and GSTIN', () => {
  it('compares states as the contract’s list spells them', () => {
    expect(isIntraStateSupply('Assam', 'Assam')).toBe(true);
    expect(isIntraStateSupply('Assam', ' assam ')).toBe(true);
    expect(isIntraStateSupply('Tamil Nadu', 'tamil  nadu')).toBe(true);
    expect(isIntraStateSupply('Assam', 'West Bengal')).toBe(false);
    expect(isIntraStateSupply('', '')).toBe(false);
    expect(stateWithCode('West Bengal')).toBe('West Bengal (19)');
  });

  it('knows the GST code of every state and union territory of the checkout', () => {
    for (const state of DELIVERY_STATES) expect(gstStateCode(state)).toMatch(/^\d{2}$/);
    expect(gstStateCode('Atlantis')).toBeNull();
  });

  it('checks the format, the check character and the state code of a GSTIN', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('27aapfu0939f1zv', 'Maharashtra')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checksum);
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.format);
    expect(gstinProblem('27AAPFU0939F1AV')).toBe(GSTIN_MESSAGES.format);
    expect(gstinProblem('27AAPFU0939F1ZV', 'Assam')).toBe(GSTIN_MESSAGES.state('Assam', '18'));
    expect(gstinProblem('18AABCC1234D1ZA', 'Assam')).toBeNull();
  });
});

describe('amount in words', () => {
  it('writes rupees and paise in lakhs and crores', () => {
    expect(amountInWords(440_600)).toBe('Rupees Four Thousand Four Hundred Six Only');
    expect(amountInWords(123_456_789)).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
    );
    expect(amountInWords(50)).toBe('Rupees Zero and Fifty Paise Only');
    expect(numberInIndianWords(1_00_00_000)).toBe('One Crore');
    expect(numberInIndianWords(1_234_00_00_000)).toBe('One Thousand Two Hundred Thirty-Four Crore');
    expect(numberInIndianWords(100_010)).toBe('One Lakh Ten');
  });
});
