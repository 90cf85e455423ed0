import type { Npc } from '../schemas';
import { ITEMS } from './items';
import { MATERIALS } from './materials';

/**
 * Traders and where they stand. What they trade is written as goods ids or as
 * `category:from-to` (every item of that category in that level range). Prices follow the
 * goods' value: an NPC sells at `sellRate` × value (at least the value) and buys at
 * `buyRate` × value (at most half of it), so buying from one NPC and selling to another
 * never makes money.
 */
interface Row {
  name: string;
  profession: string;
  location: string;
  x: number;
  y: number;
  description: string;
  sells?: string[];
  buys?: string[];
  sellRate?: number;
  buyRate?: number;
}

const ROWS: Row[] = [
  // Brackenford
  { name: 'Hilda Ashgrove', profession: 'Smith', location: 'brackenford', x: 412, y: 388, description: 'The town smith, arms like oak, who forged the first sword of half the knights in the land.', sells: ['swords:1-30', 'axes:1-30', 'maces:1-30', 'iron-ingot'], buys: ['iron-ore', 'iron-ingot', 'swords:1-40', 'axes:1-40', 'maces:1-40'], sellRate: 1.1, buyRate: 0.4 },
  { name: 'Tobin Reed', profession: 'Tanner', location: 'brackenford', x: 398, y: 402, description: 'A quiet tanner whose shop smells of bark and leather.', sells: ['leather-cap', 'leather-jerkin', 'leather-boots', 'leather-leggings', 'leather-gloves', 'studded-leather-armor', 'leather-strip'], buys: ['wolf-pelt', 'boar-tusk', 'leather-strip'], sellRate: 1.15, buyRate: 0.45 },
  { name: 'Old Wenna', profession: 'Herbalist', location: 'brackenford', x: 425, y: 371, description: 'Knows a cure for everything and a story for every cure.', sells: ['healing-herb', 'bog-moss', 'linen-cloth'], buys: ['rat-tail', 'healing-herb', 'bog-moss', 'spider-silk'], sellRate: 1.2, buyRate: 0.5 },
  { name: 'Brother Aldous', profession: 'Priest', location: 'brackenford', x: 440, y: 360, description: 'Keeps the temple where new squires take their oath.', sells: ['apprentice-wand', 'oak-staff', 'glass-orb', 'linen-hood', 'apprentice-robe'], buys: ['bone-shard', 'grave-dust'], sellRate: 1.05, buyRate: 0.45 },
  { name: 'Pell the Fletcher', profession: 'Fletcher', location: 'brackenford', x: 388, y: 380, description: 'Makes arrows faster than most people can shoot them.', sells: ['bows-crossbows:1-20', 'feather-bundle', 'oak-branch', 'archers-bracers'], buys: ['feather-bundle', 'oak-branch', 'yew-stave', 'bows-crossbows:1-40'], sellRate: 1.1, buyRate: 0.4 },
  { name: 'Captain Mira Vance', profession: 'Guard captain', location: 'brackenford', x: 420, y: 415, description: 'Pays a bounty on every bandit badge brought to the guardhouse.', buys: ['bandit-badge', 'bandit-captains-medallion', 'bandit-mask'], buyRate: 0.5 },
  { name: 'Jory Quickhands', profession: 'General goods', location: 'brackenford', x: 405, y: 395, description: 'Sells a bit of everything and asks no questions about where it came from.', sells: ['daggers-knives:1-15', 'cloth-gloves', 'sandals', 'cloth-trousers', 'padded-vest', 'wooden-club', 'copper-ring', 'wooden-pendant'], buys: ['rat-tail', 'feather-bundle', 'bone-shard', 'leather-strip', 'daggers-knives:1-30', 'melee:1-30'], sellRate: 1.25, buyRate: 0.3 },
  { name: 'Wren Thistle', profession: 'Tailor', location: 'brackenford', x: 430, y: 392, description: 'Stitches robes for apprentices and mends cloaks for everyone else.', sells: ['linen-skirt', 'soft-slippers', 'cloth-trousers', 'linen-cloth'], buys: ['linen-cloth', 'spider-silk'], sellRate: 1.1, buyRate: 0.4 },
  // Saltmarsh Haven
  { name: 'Nerissa Tidewell', profession: 'Jeweller', location: 'saltmarsh-haven', x: 812, y: 640, description: 'Strings Reedcoast pearls for buyers from across the sea.', sells: ['necks:1-50', 'rings:1-50'], buys: ['pearl', 'silver-nugget', 'gold-nugget', 'necks:1-60', 'rings:1-60'], sellRate: 1.2, buyRate: 0.45 },
  { name: 'Gulliver Brine', profession: 'Shell armorer', location: 'saltmarsh-haven', x: 830, y: 655, description: 'Turns crab shells and eel skins into armor that floats.', sells: ['crab-shell-shield', 'crab-shell-helmet', 'crab-shell-armor', 'crab-shell-legs', 'eel-skin-gloves', 'marsh-waders'], buys: ['crab-shell', 'eel-skin'], sellRate: 1.15, buyRate: 0.45 },
  { name: 'Salt-Eye Morwen', profession: 'Fence', location: 'saltmarsh-haven', x: 845, y: 630, description: 'Buys whatever you bring, as long as it is small and shiny.', buys: ['drowned-relic', 'pearl', 'gold-nugget', 'silver-nugget', 'daggers-knives:1-70', 'rings:1-70'], buyRate: 0.35 },
  { name: 'Marisol the Netmaker', profession: 'Weaver', location: 'saltmarsh-haven', x: 800, y: 662, description: 'Weaves nets by day and silk robes by night.', sells: ['silk-robe', 'silk-leggings', 'silk-slippers', 'silk-casting-gloves', 'silk-cloth'], buys: ['spider-silk', 'silk-cloth'], sellRate: 1.2, buyRate: 0.45 },
  { name: 'Father Corwin', profession: 'Chapel keeper', location: 'saltmarsh-haven', x: 860, y: 610, description: 'Watches over the shore where the old chapel sank.', sells: ['chapel-censer-mace', 'holy-avenger-mace', 'bog-moss'], buys: ['grave-dust', 'drowned-relic', 'ghost-wisp', 'bone-shard'], sellRate: 1.1, buyRate: 0.5 },
  { name: 'Dockmaster Finch', profession: 'Quartermaster', location: 'saltmarsh-haven', x: 822, y: 675, description: 'Outfits sailors and marines with whatever the last ship brought in.', sells: ['melee:10-40', 'saltwind-cutlass', 'reavers-axe', 'marsh-bow', 'eel-grip-knife', 'travellers-boots'], buys: ['melee:1-60', 'swords:1-60', 'eel-skin'], sellRate: 1.2, buyRate: 0.35 },
  // Frostmere
  { name: 'Old Marta', profession: 'Festival trader', location: 'frostmere', x: 610, y: 120, description: 'Runs the festive stall on the frozen lake; her scarves keep out the cold.', sells: ['festival-scarf', 'festival-coat', 'fox-mask', 'healing-herb'], buys: ['festival-token', 'snow-golem-core'], sellRate: 1, buyRate: 0.5 },
  { name: 'Ingrid Frosthelm', profession: 'Armorer', location: 'frostmere', x: 625, y: 135, description: 'Makes armor for the wardens of the Northern Pass.', sells: ['chain-coif', 'great-helm', 'scale-mail', 'steel-breastplate', 'steel-greaves', 'steel-sabatons', 'frostguard-helm', 'frostguard-greaves', 'iron-gauntlets'], buys: ['troll-hide', 'yeti-fur', 'iron-ingot', 'steel-ingot', 'armors:1-70'], sellRate: 1.15, buyRate: 0.4 },
  { name: 'Sven the Furrier', profession: 'Furrier', location: 'frostmere', x: 598, y: 142, description: 'Trades in furs from every beast of the north.', sells: ['fur-lined-boots', 'frostbitten-mitts'], buys: ['yeti-fur', 'wolf-pelt', 'troll-hide'], sellRate: 1.1, buyRate: 0.5 },
  { name: 'Eira Lumen', profession: 'Mage guild tutor', location: 'frostmere', x: 640, y: 110, description: 'Teaches at the Frostmere branch of the mage guild and sells tools of the art.', sells: ['staves-wands:1-60', 'orbs:1-60', 'mages-circlet', 'frostweave-robe'], buys: ['rimeglass-shard', 'frost-lichen', 'moonstone', 'staves-wands:1-80', 'orbs:1-80'], sellRate: 1.15, buyRate: 0.4 },
  { name: 'Bjorn Icebeard', profession: 'Weaponsmith', location: 'frostmere', x: 615, y: 150, description: 'Forges axes and great weapons strong enough for frost giants.', sells: ['axes:20-60', 'large-weapons:1-60', 'frostbite-spear'], buys: ['steel-ingot', 'axes:1-80', 'large-weapons:1-80'], sellRate: 1.15, buyRate: 0.4 },
  { name: 'Lantern Keeper Hale', profession: 'Festival steward', location: 'frostmere', x: 605, y: 100, description: 'Hangs the lanterns over the lake and rewards the race winners.', sells: ['lanternlight-sword', 'lantern-mace', 'lantern-aegis', 'lantern-staff'], buys: ['festival-token'], sellRate: 1.3, buyRate: 0.5 },
  // Cinderholt
  { name: 'Forgemaster Brann', profession: 'Master smith', location: 'cinderholt', x: 1320, y: 820, description: 'The greatest smith of the Ashlands, who works steel over drake-fire.', sells: ['swords:30-100', 'axes:30-100', 'maces:30-100', 'steel-ingot'], buys: ['steel-ingot', 'ember-scale', 'obsidian-chunk', 'cinder-salt', 'swords:1-130', 'axes:1-130', 'maces:1-130'], sellRate: 1.2, buyRate: 0.45 },
  { name: 'Kessa Ember', profession: 'Jeweller', location: 'cinderholt', x: 1335, y: 805, description: 'Sets rubies and sapphires in gold for those who can pay.', sells: ['necks:30-120', 'rings:30-120'], buys: ['ruby', 'sapphire', 'moonstone', 'gold-nugget', 'silver-nugget', 'necks:1-130', 'rings:1-130'], sellRate: 1.25, buyRate: 0.45 },
  { name: 'Daro the Alchemist', profession: 'Alchemist', location: 'cinderholt', x: 1308, y: 835, description: 'Brews anything, as long as it smells terrible.', sells: ['sulphur', 'cinder-salt', 'healing-herb'], buys: ['sulphur', 'cinder-salt', 'magma-core', 'bog-moss', 'frost-lichen'], sellRate: 1.2, buyRate: 0.45 },
  { name: 'Vala Steelwright', profession: 'Armorer', location: 'cinderholt', x: 1345, y: 830, description: 'Makes plate armor so fine that knights wait a year for it.', sells: ['knights-full-plate', 'ember-plate', 'ember-greaves', 'ember-visage', 'ember-boots', 'ember-gloves', 'emberwall', 'obsidian-bulwark', 'drakescale-shield'], buys: ['ember-scale', 'steel-ingot', 'armors:30-130', 'shields:1-130', 'legs:1-130'], sellRate: 1.2, buyRate: 0.4 },
  { name: 'Ishar the Collector', profession: 'Collector', location: 'cinderholt', x: 1290, y: 800, description: 'Pays well for rare trophies from the deepest hunts.', buys: ['drake-heart', 'magma-core', 'ghost-wisp', 'snow-golem-core', 'ruby', 'sapphire', 'large-weapons:80-140', 'orbs:80-140'], buyRate: 0.5 },
  { name: 'Quartermaster Holt', profession: 'Quartermaster', location: 'cinderholt', x: 1325, y: 850, description: 'Supplies the caravans and the hunters of the Cinder Steps.', sells: ['bows-crossbows:20-80', 'daggers-knives:15-70', 'helmets-masks:20-70', 'boots:20-70', 'gloves:15-70'], buys: ['bows-crossbows:1-130', 'daggers-knives:1-130', 'gloves:1-130', 'boots:1-130', 'helmets-masks:1-130'], sellRate: 1.2, buyRate: 0.4 },
  { name: 'Selene Nightveil', profession: 'Enchanter', location: 'cinderholt', x: 1300, y: 790, description: 'An enchanter who sells only the finest staves and orbs, and only to the worthy.', sells: ['staves-wands:50-100', 'orbs:50-110', 'robe-of-the-deep', 'moonweave-gloves'], buys: ['moonstone', 'rimeglass-shard', 'ghost-wisp', 'staves-wands:1-130', 'orbs:1-130'], sellRate: 1.3, buyRate: 0.45 },
  { name: 'Rook', profession: 'Fence', location: 'cinderholt', x: 1280, y: 860, description: 'A fence who works out of the back of a tavern and pays in cash.', buys: ['melee:1-130', 'large-weapons:1-130', 'daggers-knives:1-130', 'obsidian-chunk', 'gold-nugget'], buyRate: 0.3 },
];

const VALUES = new Map<string, number>([...ITEMS, ...MATERIALS].map((goods) => [goods.id, goods.value]));

/** Expands goods ids and `category:from-to` selectors into goods ids, keeping unknown ids for the reference check. */
function expand(selectors: string[] = []): string[] {
  return selectors.flatMap((selector) => {
    const match = /^([a-z-]+):(\d+)-(\d+)$/.exec(selector);
    if (!match) return [selector];
    const [, category, from, to] = match;
    const picked = ITEMS.filter((item) => item.category === category && item.level >= Number(from) && item.level <= Number(to)).map((item) => item.id);
    if (picked.length === 0) throw new Error(`NPC trade selector "${selector}" picks no item`);
    return picked;
  });
}

function trades(row: Row): Npc['trades'] {
  const sells = new Set(expand(row.sells));
  const buys = new Set(expand(row.buys));
  return [...new Set([...sells, ...buys])].map((goodsId) => {
    const value = VALUES.get(goodsId) ?? 1;
    return {
      goodsId,
      buys: buys.has(goodsId) ? Math.max(1, Math.floor(value * (row.buyRate ?? 0.4))) : null,
      sells: sells.has(goodsId) ? Math.max(value, Math.ceil(value * (row.sellRate ?? 1.1))) : null,
    };
  });
}

export const npcId = (name: string) => name.toLowerCase().replace(/[’']/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Every trader of the world with what they buy and sell at which price. */
export const NPCS: Npc[] = ROWS.map((row) => ({
  id: npcId(row.name),
  name: row.name,
  profession: row.profession,
  location: row.location,
  position: { x: row.x, y: row.y },
  description: row.description,
  trades: trades(row),
}));
