/**
 * A value made on its first use instead of when its module loads: `Intl` formatters cost a few
 * milliseconds each to build on a slow phone, and a module's top runs before the page can paint.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** A date as players read it, for example "20 November 2026" (UTC, so every visitor sees the same day). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}
