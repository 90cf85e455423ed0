/**
 * The client's number and date formats and text collation, in one place: every
 * `Intl` object is made on its first use instead of when its module loads (a module's top runs
 * before the page can paint, and each formatter costs a few milliseconds to build on a slow
 * phone). Each names its locale and, for dates, the UTC time zone: the server draws a page with
 * the same text the browser hydrates it with, whatever either machine's own settings.
 */

/** A value made on its first use instead of when its module loads. */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const amountFormat = onFirstUse(() => new Intl.NumberFormat('en'));
const decimalFormat = onFirstUse(() => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }));
const percentFormat = onFirstUse(() => new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }));
const euroFormat = onFirstUse(() => new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }));
const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const dateTimeFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }));
const textCollator = onFirstUse(() => new Intl.Collator('en', { sensitivity: 'base' }));
const naturalCollator = onFirstUse(() => new Intl.Collator('en', { sensitivity: 'base', numeric: true }));

/**
 * `value` as `Intl.NumberFormat('en', { maximumFractionDigits: digits })` writes it (times 100 with `percent`), worked out
 * on the number's own digits; null where that does not apply (not finite, or written with an exponent: Intl then). Why:
 * the first `Intl.NumberFormat` a page builds loads the browser's locale data, 60–100 ms in one piece of a phone's
 * main thread (traces at 4× CPU: the first amount a page hydrates with held the main thread that long, the
 * blocking-time target), while these formats are plain: groups of three digits with commas, a point, and rounding half
 * away from zero (Intl's `halfExpand`) from the shortest decimal that reads back as the number (what Intl reads too).
 * tests/unit/format.test.ts compares both on many thousands of numbers.
 */
function plainNumber(value: number, digits: number, percent = false): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(Math.abs(value));
  if (text.includes('e')) return null;
  let [whole = '0', fraction = ''] = text.split('.');
  if (percent) {
    fraction = fraction.padEnd(2, '0');
    whole = `${whole}${fraction.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
    fraction = fraction.slice(2);
  }
  if (fraction.length > digits) {
    const up = fraction.charCodeAt(digits) >= 53; // '5' or more: away from zero
    fraction = fraction.slice(0, digits);
    if (up) {
      // Adds one at the last kept digit, carrying leftwards through the whole number.
      const rounded = [...`${whole}${fraction}`];
      let i = rounded.length - 1;
      while (i >= 0 && rounded[i] === '9') rounded[i--] = '0';
      const joined = i < 0 ? `1${rounded.join('')}` : `${rounded.slice(0, i).join('')}${Number(rounded[i]) + 1}${rounded.slice(i + 1).join('')}`;
      whole = joined.slice(0, joined.length - fraction.length);
      fraction = joined.slice(joined.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}${percent ? '%' : ''}`;
}

/** An amount with thousands separators: gold, health, experience, counts ("12,500"). */
export const formatAmount = (value: number): string => plainNumber(value, 3) ?? amountFormat().format(value);

/** A number with at most two decimals and thousands separators ("1,234.57"). */
export const formatDecimal = (value: number): string => plainNumber(value, 2) ?? decimalFormat().format(value);

/** A fraction as a percentage with at most one decimal (0.125 → "12.5%"). */
export const formatPercent = (fraction: number): string => plainNumber(fraction, 1, true) ?? percentFormat().format(fraction);

/** A price in euros ("€4.99"). */
export const formatEuro = (value: number): string => euroFormat().format(value);

/** A date as players read it, for example "20 November 2026" (UTC, so every visitor sees the same day). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

/** A moment with its time, for example "20 Nov 2026, 14:05" (UTC). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat().format(date);
}

/**
 * The printable ASCII characters in the order `Intl.Collator('en')` sorts them (its root collation; a capital and its
 * small letter weigh the same at `sensitivity: 'base'`), and each character's place in it (0: not printable ASCII).
 */
const ASCII_ORDER = ` _-,;:!?.'"()[]{}@*/\\&#%\`^+<=>|~$0123456789aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStTuUvVwWxXyYzZ`;
const asciiWeights = onFirstUse(() => {
  const weights = new Uint8Array(128);
  let weight = 0;
  for (const [i, char] of [...ASCII_ORDER].entries()) {
    // A capital follows its small letter with the same weight.
    if (!(i > 0 && /[A-Z]/.test(char))) weight += 1;
    weights[char.charCodeAt(0)] = weight;
  }
  return weights;
});

/**
 * {@link compareText} for two names in printable ASCII, as the collator compares them (character by character by the
 * weights above, a name before the longer ones it begins); null for any other text. The first collator a page builds
 * loads the browser's collation data (40–80 ms of a phone's main thread in one piece at 4× CPU, in the render of a
 * sorted list while it hydrates); names in the game's data are plain ASCII. tests/unit/format.test.ts compares both.
 */
function compareAscii(a: string, b: string): number | null {
  const weights = asciiWeights();
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = weights[a.charCodeAt(i)] ?? 0;
    const y = weights[b.charCodeAt(i)] ?? 0;
    if (x === 0 || y === 0) return null;
    if (x !== y) return x - y;
  }
  for (let i = length; i < a.length; i += 1) if (!weights[a.charCodeAt(i)]) return null;
  for (let i = length; i < b.length; i += 1) if (!weights[b.charCodeAt(i)]) return null;
  return Math.sign(a.length - b.length);
}

/** Compares text as players sort names: case and accents aside. */
export const compareText = (a: string, b: string): number => compareAscii(a, b) ?? textCollator().compare(a, b);

/** As {@link compareText}, with the digits in text read as numbers ("Ring 2" before "Ring 10"). */
export const compareNatural = (a: string, b: string): number => naturalCollator().compare(a, b);
