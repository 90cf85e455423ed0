/** The carousel's timing and sizing constants. */
export const CAROUSEL_INTERVAL_MS = 10_000;
export const CAROUSEL_SLIDE_MS = 750;
export const CAROUSEL_FALLBACK_BOX_PX = 110;

/** How many boxes fit: at least 1; a box is 110px wide when it cannot be measured. */
export function visibleBoxCount(containerWidth: number, boxWidth: number): number {
  const box = Number.isFinite(boxWidth) && boxWidth > 0 ? boxWidth : CAROUSEL_FALLBACK_BOX_PX;
  if (!Number.isFinite(containerWidth) || containerWidth <= 0) return 1;
  return Math.max(1, Math.floor(containerWidth / box));
}

/** The builds shown from `start`, wrapping around the end of the list. */
export function windowFrom<T>(items: readonly T[], start: number, count: number): T[] {
  if (items.length === 0) return [];
  const shown = Math.min(count, items.length);
  return Array.from({ length: shown }, (_, i) => items[(start + i) % items.length]!);
}
