import type { Material } from '../schemas';

type Row = [name: string, value: number, weight: number, description: string];

const ROWS: Row[] = [
  ['Rat Tail', 3, 0.2, 'A scaly tail. Alchemists in Brackenford pay a few coins for them.'],
  ['Wolf Pelt', 14, 2, 'A thick grey pelt, prized by tanners for boots and cloaks.'],
  ['Boar Tusk', 18, 0.8, 'A curved tusk, carved into handles and charms.'],
  ['Spider Silk', 22, 0.1, 'Strong, sticky thread spun by the Thornwood spiders.'],
  ['Bandit Badge', 9, 0.1, 'A tin badge of the Thornwood bandits; the town guard pays a bounty for each.'],
  ['Iron Ore', 12, 5, 'A lump of ore from the Brackenford hills, ready for the smelter.'],
  ['Iron Ingot', 40, 4, 'Smelted iron, the first thing every smith learns to work.'],
  ['Steel Ingot', 95, 4, 'Iron folded with charcoal until it holds an edge for years.'],
  ['Crab Shell', 16, 1.5, 'A hard shell from the Drowned Reeds, shaped into light armor plates.'],
  ['Bog Moss', 6, 0.3, 'Soft green moss that stops bleeding; every healer keeps some.'],
  ['Eel Skin', 28, 0.6, 'Slick, waterproof skin for gloves and belts.'],
  ['Pearl', 120, 0.1, 'A pale pearl from the tidal pools. Jewellers always want more.'],
  ['Drowned Relic', 75, 0.5, 'A silver trinket from the Sunken Chapel, still cold to the touch.'],
  ['Grave Dust', 20, 0.2, 'Ash from the chapel’s restless dead, used in dark inks.'],
  ['Frost Lichen', 24, 0.1, 'A pale lichen that glows faintly in the Rimeglass Caves.'],
  ['Snow Golem Core', 140, 3, 'The icy heart of a snow golem. Festival crafters trade tokens for it.'],
  ['Festival Token', 10, 0.1, 'A carved wooden token of the Frostmere Winter Festival.'],
  ['Yeti Fur', 65, 2.5, 'Long white fur that keeps out even the Northern Pass wind.'],
  ['Rimeglass Shard', 110, 0.4, 'A sliver of ice that never melts, sought by mages for orbs and wands.'],
  ['Ember Scale', 90, 0.5, 'A scale of an ember drake, warm for days after the hunt.'],
  ['Drake Heart', 320, 2, 'Still smouldering. The Cinderholt forges pay a fortune for one.'],
  ['Obsidian Chunk', 55, 3, 'Black volcanic glass that takes a razor edge.'],
  ['Cinder Salt', 30, 0.5, 'Bitter crystals from the vents, used to temper steel.'],
  ['Sulphur', 8, 0.5, 'Yellow stone that burns with a choking smoke.'],
  ['Magma Core', 260, 2.5, 'A fist of cooling magma from the Obsidian Deep.'],
  ['Leather Strip', 5, 0.3, 'Cured leather, cut for grips and straps.'],
  ['Linen Cloth', 7, 0.4, 'Plain woven cloth for robes and bandages.'],
  ['Silk Cloth', 60, 0.3, 'Spider silk woven into a fine, strong cloth.'],
  ['Oak Branch', 4, 1.5, 'A straight branch of Thornwood oak, good for shafts and staves.'],
  ['Yew Stave', 35, 1.5, 'A seasoned yew stave that bends without breaking.'],
  ['Feather Bundle', 6, 0.1, 'Grey goose feathers for fletching arrows.'],
  ['Silver Nugget', 85, 0.3, 'A bright nugget; jewellers and priests both want it.'],
  ['Gold Nugget', 190, 0.3, 'Soft, heavy and always in demand.'],
  ['Ruby', 280, 0.1, 'A red stone that warms in the hand.'],
  ['Sapphire', 280, 0.1, 'A deep blue stone that cools in the hand.'],
  ['Moonstone', 240, 0.1, 'A milky stone said to gather mana by night.'],
  ['Troll Hide', 70, 4, 'A hide so tough that arrows glance off it.'],
  ['Ghost Wisp', 130, 0, 'A trapped flicker of a spirit, weightless and faintly singing.'],
  ['Bone Shard', 4, 0.3, 'Splintered bone from the restless dead.'],
  ['Healing Herb', 9, 0.1, 'A bitter leaf that closes small wounds when chewed.'],
];

export const materialId = (name: string) => name.toLowerCase().replace(/’/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Crafting materials: what monsters drop, NPCs trade and recipes use; never worn. */
export const MATERIALS: Material[] = ROWS.map(([name, value, weight, description]) => ({
  id: materialId(name),
  name,
  description,
  weight,
  value,
}));
