/**
 * The client's number and date formats and text collation, in one place (issue 23 part 7): every
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

/** An amount with thousands separators: gold, health, experience, counts ("12,500"). */
export const formatAmount = (value: number): string => amountFormat().format(value);

/** A number with at most two decimals and thousands separators ("1,234.57"). */
export const formatDecimal = (value: number): string => decimalFormat().format(value);

/** A fraction as a percentage with at most one decimal (0.125 → "12.5%"). */
export const formatPercent = (fraction: number): string => percentFormat().format(fraction);

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

/** Compares text as players sort names: case and accents aside. */
export const compareText = (a: string, b: string): number => textCollator().compare(a, b);

/** As {@link compareText}, with the digits in text read as numbers ("Ring 2" before "Ring 10"). */
export const compareNatural = (a: string, b: string): number => naturalCollator().compare(a, b);
