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
    format.formatAmount(1);
    format.formatAmount(2);
    format.formatDate('2026-11-20T00:00:00.000Z');
    format.formatDate('2026-11-21T00:00:00.000Z');
    format.compareText('a', 'b');
    format.compareText('c', 'b');
    expect(made).toEqual({ NumberFormat: 1, DateTimeFormat: 1, Collator: 1 });
  });
});
