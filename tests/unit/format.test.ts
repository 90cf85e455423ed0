import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareNatural, compareText, formatAmount, formatDate, formatDateTime, formatDecimal, formatEuro, formatPercent } from '../../client/src/lib/format';

/**
 * The client's formats (client/src/lib/format.ts): the server draws pages with them and the
 * browser hydrates with them, so they name their locale and time zone and give the same text on
 * both (tests/e2e/server-rendering.test.ts checks the hydration); their `Intl` objects are made
 * on first use, not when the module loads.
 */
describe('formats', () => {
  it('groups amounts and rounds decimals the same whatever the machine’s locale', () => {
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount(12_500)).toBe('12,500');
    expect(formatAmount(1_234_567)).toBe('1,234,567');
    expect(formatDecimal(1234.5678)).toBe('1,234.57');
    expect(formatDecimal(2.005)).toMatch(/^2(\.01)?$/);
    expect(formatDecimal(3)).toBe('3');
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.0004)).toBe('0%');
    expect(formatEuro(4.99)).toBe('€4.99');
    expect(formatEuro(1200)).toBe('€1,200.00');
  });

  it('writes dates in UTC: the same day on a server and a phone in any time zone', () => {
    expect(formatDate('2026-11-20T23:30:00.000Z')).toBe('20 November 2026');
    expect(formatDate('2026-01-01T00:00:00.000Z')).toBe('1 January 2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('2026-11-20T14:05:00.000Z')).toBe('20 Nov 2026, 14:05');
    expect(formatDateTime('')).toBe('');
  });

  it('sorts names case-blind, and numbers in names by value where asked', () => {
    expect(['beta', 'Alpha', 'gamma'].sort(compareText)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(compareText('Sword', 'sword')).toBe(0);
    expect(['Ring 10', 'Ring 2', 'ring 1'].sort(compareNatural)).toEqual(['ring 1', 'Ring 2', 'Ring 10']);
  });
});

describe('made on first use', () => {
  const originals = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat, Collator: Intl.Collator };
  afterEach(() => {
    Object.assign(Intl, originals);
    vi.resetModules();
  });

  it('builds no Intl object when the module loads, and each one once', async () => {
    const made = { NumberFormat: 0, DateTimeFormat: 0, Collator: 0 };
    // Subclasses that count their constructions, in place of the real ones while the module is loaded afresh.
    Object.assign(Intl, {
      NumberFormat: class extends originals.NumberFormat {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          made.NumberFormat += 1;
        }
      },
      DateTimeFormat: class extends originals.DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          super(...args);
          made.DateTimeFormat += 1;
        }
      },
      Collator: class extends originals.Collator {
        constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
          super(...args);
          made.Collator += 1;
        }
      },
    });
    vi.resetModules();
    const format = await import('../../client/src/lib/format');
    expect(made).toEqual({ NumberFormat: 0, DateTimeFormat: 0, Collator: 0 });
    // Plain amounts and ASCII names need none (see the next block).
    format.formatAmount(1);
    format.formatPercent(0.5);
    format.compareText('a', 'b');
    expect(made).toEqual({ NumberFormat: 0, DateTimeFormat: 0, Collator: 0 });
    format.formatAmount(1e21);
    format.formatAmount(2e21);
    format.formatDate('2026-11-20T00:00:00.000Z');
    format.formatDate('2026-11-21T00:00:00.000Z');
    format.compareText('é', 'b');
    format.compareText('c', 'ü');
    expect(made).toEqual({ NumberFormat: 1, DateTimeFormat: 1, Collator: 1 });
  });
});

/**
 * Amounts, decimals, percentages and ASCII names are written and compared without Intl (its first formatter or collator
 * loads the browser's locale data, a long task on a phone while the page hydrates): the same text and order as Intl's.
 */
describe('the same as Intl without it', { timeout: 120_000 }, () => {
  const amount = new Intl.NumberFormat('en');
  const decimal = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  const ours = (value: number) => [formatAmount(value), formatDecimal(value), formatPercent(value)];
  const intl = (value: number) => [amount.format(value), decimal.format(value), percent.format(value)];

  it('writes numbers as Intl does at the edges of rounding, sign and size', () => {
    for (const value of [0, -0, 0.5, 1.005, 2.005, 0.0015, 0.00145, 0.125, 0.9995, 0.99995, 9.995, -9.995, 999.995, 999_999.999_5, -0.0001, 0.0005, 0.000_49, 0.1 + 0.2, 1e21, 1e-7, Number.MAX_SAFE_INTEGER, Infinity, -Infinity, NaN]) expect(ours(value)).toEqual(intl(value));
  });

  it('writes any number as Intl does (fast-check)', () => {
    fc.assert(fc.property(fc.double(), (value) => {
      expect(ours(value)).toEqual(intl(value));
    }), { numRuns: 20_000 });
    // Numbers as the game has them: whole amounts, and a few decimals (drop chances, stats).
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 6 }), (whole, places) => {
      expect(ours(whole / 10 ** places)).toEqual(intl(whole / 10 ** places));
    }), { numRuns: 50_000 });
  });

  it('orders names as the collator does (fast-check)', () => {
    const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 10 });
    const nameLike = fc.string({ unit: fc.constantFrom(...'aAbBzZ09 -\'.()é'), maxLength: 8 });
    for (const text of [printable, nameLike]) {
      fc.assert(fc.property(text, text, (a, b) => {
        expect(Math.sign(compareText(a, b))).toBe(Math.sign(collator.compare(a, b)));
      }), { numRuns: 50_000 });
    }
  });
});
