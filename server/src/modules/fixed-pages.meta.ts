import type { MetaResolver } from './page-meta';

/** Pages whose head tags do not depend on stored data: the tools, the builds list and the pages for one visitor. */
const FIXED_PAGES: Record<string, { title: string; description: string; noindex?: boolean }> = {
  '/builds': { title: 'Builds · Almanac', description: 'Builds shared by players: filter by class, level and kind, sort by likes, newest or most discussed.' },
  '/juggling-boletus': { title: 'Juggling boletus · Almanac', description: 'Juggle golden boletus mushrooms in a small game of the Boletus Fair, and keep your best score.' },
  '/tools/planner': { title: 'Character planner · Almanac', description: 'Plan a character: class, level, stats, traits and equipment, with its numbers, cost and a link to share or compare.' },
  '/tools/trait-tree': { title: 'Trait tree · Almanac', description: 'Spend trait points in the trait trees of every class, see what they add and share the tree as a link.' },
  '/tools/exp-table': { title: 'Experience table · Almanac', description: 'The experience needed for every level, the step to the next, and the time it takes at your rate.' },
  '/tools/quick-calcs': { title: 'Quick calculators · Almanac', description: 'Quick calculators: experience between levels, time to level up, health and mana refills, capacity.' },
  '/tools/interactive-map': { title: 'Interactive map · Almanac', description: 'The world map: places, roads, NPCs, monster spawns and points of interest on every floor, with search and shareable positions.' },
  '/tools/houses-map': { title: 'Houses map · Almanac', description: 'Every house of the world on the map, with its size, rent and town.' },
  '/tools/monsters-map': { title: 'Monsters map · Almanac', description: 'Where every monster lives: their spawns on the world map by level.' },
  '/me': { title: 'Your account · Almanac', description: 'Your profile, builds and preferences.', noindex: true },
  '/report-status': { title: 'Notice status · Almanac', description: 'The status and decision of a notice of illegal content, by its receipt code.', noindex: true },
  '/login': { title: 'Sign in · Almanac', description: 'Sign in with Discord or Google to save builds, like and comment.', noindex: true },
  '/manage': { title: 'Manage · Almanac', description: 'The admin panel.', noindex: true },
  '/manage/news': { title: 'Manage news · Almanac', description: 'The admin panel.', noindex: true },
  '/manage/items': { title: 'Manage items · Almanac', description: 'The admin panel.', noindex: true },
  '/manage/patches': { title: 'Manage game data patches · Almanac', description: 'The admin panel.', noindex: true },
  '/debug/builds': { title: 'Debug · Almanac', description: 'Development page.', noindex: true },
};

/** Head tags of the fixed pages; the canonical address drops a trailing slash and the query (share state included). */
export function fixedPagesMetaResolver(): MetaResolver {
  return async (path, publicUrl) => {
    const own = path.replace(/(.)\/$/, '$1');
    const page = FIXED_PAGES[own];
    return page ? { ...page, url: `${publicUrl}${own}` } : null;
  };
}
