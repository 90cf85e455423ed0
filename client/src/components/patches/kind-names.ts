/** The pack's kinds as players read them, in the singular and plural. */
const KIND_NAMES: Record<string, [one: string, many: string]> = {
  locations: ['location', 'Locations'],
  classes: ['class', 'Classes'],
  stats: ['stat', 'Stats'],
  traits: ['trait', 'Traits'],
  spells: ['spell', 'Spells'],
  materials: ['material', 'Materials'],
  items: ['item', 'Items'],
  monsters: ['monster', 'Monsters'],
  npcs: ['NPC', 'NPCs'],
  recipes: ['recipe', 'Recipes'],
  premium: ['premium offer', 'Premium offers'],
};

/** "Items" for `items`; an unknown kind as it is spelled. */
export const kindHeading = (kind: string): string => KIND_NAMES[kind]?.[1] ?? kind;
