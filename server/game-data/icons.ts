import { ITEM_CATEGORY_IDS, type ItemCategoryId } from './rules/constants';

/**
 * Original item icons, drawn here as small SVGs: one glyph per category on a tile whose frame
 * colour shows the tier (grey, green, blue, violet, gold). Pure string building, no files.
 */

const TIER_COLOURS = ['#8a8172', '#5f9e58', '#4f86c6', '#9a5fc4', '#e0a84a'] as const;

/** Glyphs on a 48 × 48 canvas, drawn in the light ink colour. */
const GLYPHS: Record<ItemCategoryId | 'material', string> = {
  melee: '<path d="M12 36 30 18" stroke-width="4"/><path d="M28 12 36 20 40 8Z" fill="#efe6d4"/><path d="M10 34 14 38" stroke-width="3"/>',
  swords: '<path d="M14 34 36 12" stroke-width="5"/><path d="M36 12 39 9" stroke-width="3"/><path d="M12 28 20 36" stroke-width="4"/><path d="M9 39 14 34" stroke-width="4"/>',
  axes: '<path d="M16 40 30 14" stroke-width="4"/><path d="M26 10c8-2 14 4 12 12l-10-4z" fill="#efe6d4"/>',
  maces: '<path d="M14 38 26 22" stroke-width="4"/><circle cx="30" cy="17" r="8" fill="#efe6d4"/><path d="M30 5v4M42 17h-4M30 29v-4M18 17h4" stroke-width="3"/>',
  'large-weapons': '<path d="M10 40 38 10" stroke-width="6"/><path d="M8 30 18 40" stroke-width="4"/><path d="M38 10 41 7" stroke-width="4"/>',
  'daggers-knives': '<path d="M18 32 33 15" stroke-width="4"/><path d="M33 15 37 11" stroke-width="2"/><path d="M15 27 22 34" stroke-width="3"/><path d="M12 37 17 32" stroke-width="3"/>',
  shields: '<path d="M24 8 38 13v10c0 9-6 15-14 18-8-3-14-9-14-18V13z" fill="none" stroke-width="3"/><path d="M24 14v20M17 20h14" stroke-width="2"/>',
  'bows-crossbows': '<path d="M14 8c16 6 16 26 0 32" fill="none" stroke-width="3"/><path d="M14 8v32" stroke-width="1.5"/><path d="M10 24h28M34 20l4 4-4 4" stroke-width="2.5"/>',
  'staves-wands': '<path d="M14 40 32 14" stroke-width="4"/><circle cx="34" cy="11" r="5" fill="#efe6d4"/><path d="M40 5l-2 3M42 12h-3" stroke-width="2"/>',
  orbs: '<circle cx="24" cy="22" r="12" fill="none" stroke-width="3"/><path d="M18 18a7 7 0 0 1 6-4" stroke-width="2"/><path d="M16 38h16M19 34h10" stroke-width="3"/>',
  gloves: '<path d="M16 40V22l-3-6 3-2 4 6V10h3v10-12h3v12-10h3v12l3-6 3 2-5 12v10z" fill="#efe6d4" stroke-width="1"/>',
  'helmets-masks': '<path d="M10 30c0-12 6-20 14-20s14 8 14 20v6H10z" fill="none" stroke-width="3"/><path d="M16 26h16M24 26v10" stroke-width="3"/>',
  armors: '<path d="M16 8l8 4 8-4 8 6-4 8v18H12V22l-4-8z" fill="none" stroke-width="3"/><path d="M24 12v28" stroke-width="2"/>',
  legs: '<path d="M14 8h20l-2 32h-6l-2-22-2 22h-6z" fill="none" stroke-width="3"/>',
  boots: '<path d="M14 8h10v20l12 4v8H14z" fill="none" stroke-width="3"/><path d="M14 34h22" stroke-width="2"/>',
  necks: '<path d="M12 10c0 12 6 18 12 18s12-6 12-18" fill="none" stroke-width="2.5"/><path d="M24 28l6 7-6 7-6-7z" fill="#efe6d4"/>',
  rings: '<circle cx="24" cy="28" r="11" fill="none" stroke-width="4"/><path d="M24 17l5-6-5-4-5 4z" fill="#efe6d4"/>',
  material: '<path d="M12 34 20 14h10l6 14-8 10H16z" fill="none" stroke-width="3"/><path d="M20 14l4 10 12 4M24 24l-8 14" stroke-width="2"/>',
};

/** The SVG of one icon: `kind` is an item category or `material`, `tier` 1 to 5. */
export function iconSvg(kind: ItemCategoryId | 'material', tier: number): string {
  const frame = TIER_COLOURS[Math.min(5, Math.max(1, Math.trunc(tier))) - 1];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">' +
    `<rect x="1.5" y="1.5" width="45" height="45" rx="8" fill="#2a231a" stroke="${frame}" stroke-width="3"/>` +
    `<g stroke="#efe6d4" stroke-linecap="round" stroke-linejoin="round" fill="none">${GLYPHS[kind]}</g>` +
    '</svg>'
  );
}

/** Reads an icon file name (`swords-3.svg`, `material-2.svg`); null when it names no icon. */
export function parseIconName(file: string): { kind: ItemCategoryId | 'material'; tier: number } | null {
  const match = /^([a-z-]+)-([1-5])\.svg$/.exec(file);
  if (!match) return null;
  const kind = match[1] as ItemCategoryId | 'material';
  if (kind !== 'material' && !ITEM_CATEGORY_IDS.includes(kind)) return null;
  return { kind, tier: Number(match[2]) };
}
