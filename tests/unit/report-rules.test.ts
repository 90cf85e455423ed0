import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isReceiptCode, RECEIPT_CODE_BYTES, RECEIPT_CODE_LENGTH, receiptCodeProblem, REPORT_REASONS, reportReasonLabel, reportStatusOf } from '../../server/game-data/rules/reports';

describe('the shared report rules', () => {
  it('name every reason once, by its API name or its stored id', () => {
    expect(REPORT_REASONS.map((reason) => reason.label)).toEqual(['Spam', 'Harassment', 'Hateful', 'Sexual', 'Cheating or exploit', 'Personal data', 'Illegal content', 'Other']);
    expect(reportReasonLabel('CHEATING_OR_EXPLOIT')).toBe('Cheating or exploit');
    expect(reportReasonLabel('personal-data')).toBe('Personal data');
    expect(reportReasonLabel('NO_SUCH')).toBe('NO_SUCH');
  });

  it('take a receipt code as the server makes it (144 random bits in base64url), and explain any other text', () => {
    expect(RECEIPT_CODE_BYTES * 8).toBe(144);
    for (let i = 0; i < 50; i += 1) {
      const code = randomBytes(RECEIPT_CODE_BYTES).toString('base64url');
      expect(code).toHaveLength(RECEIPT_CODE_LENGTH);
      expect(isReceiptCode(code)).toBe(true);
      expect(receiptCodeProblem(code)).toBeNull();
    }
    for (const text of ['', 'short', 'A'.repeat(23), 'A'.repeat(25), `${'A'.repeat(23)}=`, `${'A'.repeat(23)}+`, ` ${'A'.repeat(23)}`]) {
      expect(receiptCodeProblem(text)).toMatch(/^A receipt code is 24 letters, digits/);
    }
  });

  it('say received while open, under review while appealed, decided once closed', () => {
    expect([reportStatusOf('open'), reportStatusOf('appealed'), reportStatusOf('closed')]).toEqual(['RECEIVED', 'UNDER_REVIEW', 'DECIDED']);
  });
});
