import {
  ADMIN_DESIGN_MESSAGES,
  DESIGN_FORM_MESSAGES,
  UPLOAD_MESSAGES,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { overallPercent, submitSuccessMessage, uploadFailureMessage } from './submit-state';

describe('overallPercent', () => {
  it('weighs each file by its size', () => {
    expect(overallPercent([100, 300], 0, 0)).toBe(0);
    expect(overallPercent([100, 300], 0, 100)).toBe(25);
    expect(overallPercent([100, 300], 1, 50)).toBe(63);
    expect(overallPercent([100, 300], 1, 100)).toBe(100);
    expect(overallPercent([], 0, 0)).toBe(100);
  });
});

describe('uploadFailureMessage', () => {
  it('names one failed image, sums up several, and puts a failed proof first', () => {
    expect(uploadFailureMessage([{ name: 'a.png', message: 'x', proof: false }])).toBe(
      UPLOAD_MESSAGES.fileFailed('a.png'),
    );
    expect(
      uploadFailureMessage([
        { name: 'a.png', message: 'x', proof: false },
        { name: 'b.png', message: 'x', proof: false },
      ]),
    ).toBe(UPLOAD_MESSAGES.someImagesFailed);
    expect(uploadFailureMessage([{ name: 'p.pdf', message: 'x', proof: true }])).toBe(
      DESIGN_FORM_MESSAGES.proofUploadFailed,
    );
  });
});

describe('submitSuccessMessage', () => {
  it('says a seller’s edit is back in review, not that it was uploaded', () => {
    expect(submitSuccessMessage(false, false)).toBe(DESIGN_FORM_MESSAGES.uploaded);
    expect(submitSuccessMessage(true, false)).toBe('Design updated. It is back in review.');
    expect(submitSuccessMessage(true, true)).toBe(ADMIN_DESIGN_MESSAGES.updated);
  });
});
