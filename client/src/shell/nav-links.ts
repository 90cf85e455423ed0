/** A menu link: label, route or external URL, icon, promoted flag. */
export interface MenuLink {
  label: string;
  /** A route of this site, or an absolute external URL (opens in a new tab). */
  to: string;
  /** A short decorative glyph shown before the label. */
  icon: string;
  promoted?: boolean;
}

export interface MenuSection {
  title: string;
  links: MenuLink[];
}

export const isExternal = (link: MenuLink) => /^https?:\/\//.test(link.to);

/** Header links. */
export const HEADER_LINKS: MenuLink[] = [
  { label: 'News', to: '/news', icon: '✎' },
  { label: 'Builds', to: '/builds', icon: '⚔' },
  { label: 'Guides', to: '/guides', icon: '☞' },
  { label: 'Items', to: '/items/all', icon: '❖' },
  { label: 'Lists', to: '/lists/classes', icon: '☰' },
  { label: 'Articles', to: '/articles', icon: '✒' },
];

const ITEM_CATEGORIES: Array<[string, string]> = [
  ['melee', 'Melee'],
  ['swords', 'Swords'],
  ['axes', 'Axes'],
  ['maces', 'Maces'],
  ['large-weapons', 'Large Weapons'],
  ['daggers-knives', 'Daggers & Knives'],
  ['shields', 'Shields'],
  ['bows-crossbows', 'Bows & Crossbows'],
  ['staves-wands', 'Staves & Wands'],
  ['orbs', 'Orbs'],
  ['gloves', 'Gloves'],
  ['helmets-masks', 'Helmets & Masks'],
  ['armors', 'Armors'],
  ['legs', 'Legs'],
  ['boots', 'Boots'],
  ['necks', 'Necks'],
  ['rings', 'Rings'],
];

/**
 * Where the external links go. The game is not named in the documents, so an operator sets them
 * at build time (README, "Configuration"); a link without an address is left out of the menu.
 */
const EXTERNAL: MenuLink[] = [
  { label: 'Official Game Site', to: import.meta.env.VITE_GAME_SITE_URL ?? '', icon: '⚑' },
  { label: 'Discord Community', to: import.meta.env.VITE_DISCORD_URL ?? 'https://discord.com/servers', icon: '✆' },
].filter((link) => isExternal(link));

/** The left menu: every route of the route table, by section. */
export const MENU_SECTIONS: MenuSection[] = [
  {
    title: 'General',
    links: [
      { label: 'News', to: '/news', icon: '✎' },
      { label: 'Patch Notes', to: '/patch-notes', icon: '⚙' },
      { label: 'Guides', to: '/guides', icon: '☞' },
      { label: 'How to Play', to: '/how-to-play', icon: '♞' },
      { label: 'Builds', to: '/builds', icon: '⚔' },
      { label: 'Articles', to: '/articles', icon: '✒' },
    ],
  },
  {
    title: 'Tools',
    links: [
      { label: 'Character Planner', to: '/tools/planner', icon: '⚒' },
      { label: 'Trait Tree', to: '/tools/trait-tree', icon: '☘' },
      { label: 'Experience Table', to: '/tools/exp-table', icon: '✚' },
      { label: 'Quick Calculators', to: '/tools/quick-calcs', icon: '∑' },
      { label: 'Interactive Map', to: '/tools/interactive-map', icon: '⚐' },
      { label: 'Houses Map', to: '/tools/houses-map', icon: '⌂' },
      { label: 'Monsters & NPC Map', to: '/tools/monsters-map', icon: '☠' },
    ],
  },
  {
    title: 'Lists',
    links: [
      { label: 'Premium', to: '/lists/premium', icon: '♦' },
      { label: 'Classes', to: '/lists/classes', icon: '♜' },
      { label: 'Monsters & Loot', to: '/lists/monsters', icon: '☠' },
      { label: 'Spells', to: '/lists/spells', icon: '✺' },
      { label: 'NPC Buy & Sell', to: '/lists/npc-buy-sell', icon: '⚖' },
      { label: 'Recipes', to: '/lists/recipes', icon: '⚗' },
      { label: 'Formulae', to: '/lists/formulae', icon: 'ƒ' },
    ],
  },
  {
    title: 'Items Library',
    links: [
      { label: 'All Items', to: '/items/all', icon: '❖' },
      ...ITEM_CATEGORIES.map(([slug, label]) => ({ label, to: `/items/${slug}`, icon: '◆' })),
    ],
  },
  {
    title: 'Misc & Archive',
    links: [
      { label: 'Boletus', to: '/boletus', icon: '♣', promoted: true },
      { label: 'Juggling Boletus', to: '/juggling-boletus', icon: '♧', promoted: true },
      { label: 'Changelog & Credits', to: '/credits', icon: '✓' },
      ...EXTERNAL,
    ],
  },
];
