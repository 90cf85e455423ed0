import type { VariantSet } from './variant-set';

/**
 * Both tools edit the same build, but the URL holds only the variant shown
 * (`?state=`, `&variant=`): switching tools hands the whole set of variants, and what counts as
 * saved, to the other tool's editor in memory. Written only by a click in the browser; read once
 * by the next editor whose URL shows the same state and variant, within a few seconds.
 */
interface ToolHandoff {
  state: string;
  variant: string | null;
  variants: VariantSet;
  active: number;
  savedKey: string;
  at: number;
}

const FRESH_MS = 10_000;
let pending: ToolHandoff | null = null;

export function handToOtherTool(handoff: Omit<ToolHandoff, 'at'>): void {
  pending = { ...handoff, at: Date.now() };
}

/** The set handed over for this URL's state and variant, or null (a fresh load, another link). */
export function takeToolHandoff(state: string | null, variant: string | null): Omit<ToolHandoff, 'at'> | null {
  const handoff = pending;
  if (!handoff || handoff.state !== state || handoff.variant !== variant || Date.now() - handoff.at > FRESH_MS) return null;
  return handoff;
}
