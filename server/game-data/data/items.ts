import type { ClassId, ItemCategoryId, ItemStatId, SlotId } from '../rules/constants';
import type { PackItem } from '../schemas';

/**
 * The items library. Each category is a table of names, levels and descriptions written for
 * players; stats, weight and value follow from the category and the level by the rules below,
 * so items of one level are comparable and prices rise with power.
 *
 * Why one file of over 400 lines: most of it is the tables themselves (one line an item); the
 * rules that turn them into stats sit beside them so a change to a category's numbers is read
 * with the items it changes.
 */

/** Optional tag of an entry: an armor weight (who may wear it) or the bonuses of jewellery. */
type Tag = 'cloth' | 'leather' | 'mail' | 'plate' | 'any' | string;
type Entry = [name: string, level: number, description: string, tag?: Tag];

const at = (level: number, base: number, perLevel: number) => Math.max(1, Math.round(base + level * perLevel));
const steps = (level: number, every: number) => 1 + Math.floor(level / every);

interface CategoryRule {
  slot: SlotId;
  classes: ClassId[];
  twoHanded?: boolean;
  /** Base weight in oz at level 1. */
  weight: number;
  /** Value multiplier against the common price curve. */
  price: number;
  stats: (level: number, tag: Tag | undefined) => Partial<Record<ItemStatId, number>>;
}

const ARMOR_WEIGHT: Record<string, { factor: number; classes: ClassId[]; heft: number }> = {
  cloth: { factor: 0.6, classes: ['mage'], heft: 0.5 },
  leather: { factor: 0.8, classes: ['squire', 'rogue'], heft: 0.8 },
  mail: { factor: 1, classes: ['squire', 'knight'], heft: 1.2 },
  plate: { factor: 1.25, classes: ['knight'], heft: 1.6 },
  any: { factor: 0.9, classes: [], heft: 1 },
};

function worn(level: number, tag: Tag | undefined, base: number, perLevel: number) {
  const kind = ARMOR_WEIGHT[tag ?? 'any'] ?? ARMOR_WEIGHT.any!;
  const stats: Partial<Record<ItemStatId, number>> = { armor: Math.max(1, Math.round((base + level * perLevel) * kind.factor)) };
  if (tag === 'cloth') stats.mp = at(level, 5, 0.8);
  if (tag === 'leather') stats.ability = steps(level, 40);
  if (tag === 'plate') stats.hp = at(level, 5, 0.8);
  return stats;
}

/** Jewellery tags name the bonuses joined by "+", for example "hp+mpRegen". */
function jewel(level: number, tag: Tag | undefined) {
  const stats: Partial<Record<ItemStatId, number>> = {};
  for (const bonus of (tag ?? 'hp').split('+') as ItemStatId[]) {
    if (bonus === 'hp' || bonus === 'mp') stats[bonus] = at(level, 10, 1.6);
    else if (bonus === 'capacity') stats[bonus] = at(level, 20, 2);
    else if (bonus === 'armor') stats[bonus] = steps(level, 20);
    else if (bonus === 'hpRegen' || bonus === 'mpRegen') stats[bonus] = steps(level, 40);
    else stats[bonus] = steps(level, 25);
  }
  return stats;
}

const RULES: Record<ItemCategoryId, CategoryRule> = {
  melee: { slot: 'hand-main', classes: ['squire', 'knight', 'rogue'], weight: 35, price: 0.9, stats: (l) => ({ attack: at(l, 7, 0.5), defense: at(l, 3, 0.15) }) },
  swords: { slot: 'hand-main', classes: ['squire', 'knight'], weight: 40, price: 1.1, stats: (l) => ({ attack: at(l, 8, 0.55), defense: at(l, 5, 0.25) }) },
  axes: { slot: 'hand-main', classes: ['squire', 'knight'], weight: 50, price: 1, stats: (l) => ({ attack: at(l, 9, 0.62), defense: at(l, 2, 0.12) }) },
  maces: { slot: 'hand-main', classes: ['squire', 'knight'], weight: 55, price: 1, stats: (l) => ({ attack: at(l, 8, 0.5), defense: at(l, 4, 0.2) }) },
  'large-weapons': { slot: 'hand-main', classes: ['knight'], twoHanded: true, weight: 90, price: 1.3, stats: (l) => ({ attack: at(l, 13, 0.85), defense: at(l, 1, 0.1) }) },
  'daggers-knives': { slot: 'hand-main', classes: ['squire', 'rogue'], weight: 12, price: 1, stats: (l) => ({ attack: at(l, 6, 0.45), ability: steps(l, 30) }) },
  shields: { slot: 'hand-off', classes: ['squire', 'knight'], weight: 60, price: 1, stats: (l) => ({ defense: at(l, 10, 0.45), armor: steps(l, 25) }) },
  'bows-crossbows': { slot: 'hand-main', classes: ['squire', 'rogue'], twoHanded: true, weight: 30, price: 1.1, stats: (l) => ({ attack: at(l, 8, 0.56), range: 5 + (l >= 45 ? 1 : 0) + (l >= 100 ? 1 : 0) }) },
  'staves-wands': { slot: 'hand-main', classes: ['mage'], weight: 20, price: 1.2, stats: (l) => ({ attack: at(l, 4, 0.2), magic: steps(l, 20), mp: at(l, 10, 1.5), range: 4 + (l >= 40 ? 1 : 0) + (l >= 90 ? 1 : 0) }) },
  orbs: { slot: 'hand-off', classes: ['mage'], weight: 15, price: 1.2, stats: (l) => ({ magic: steps(l, 25), mp: at(l, 15, 2), mpRegen: steps(l, 50) }) },
  gloves: { slot: 'hand-off', classes: [], weight: 8, price: 0.8, stats: (l, tag) => ({ armor: at(l, 1, 0.05), ability: steps(l, 35), ...(tag === 'cloth' ? { magic: steps(l, 40) } : {}) }) },
  'helmets-masks': { slot: 'head', classes: [], weight: 25, price: 0.9, stats: (l, tag) => worn(l, tag, 2, 0.12) },
  armors: { slot: 'chest', classes: [], weight: 80, price: 1.3, stats: (l, tag) => worn(l, tag, 4, 0.2) },
  legs: { slot: 'legs', classes: [], weight: 45, price: 1, stats: (l, tag) => worn(l, tag, 3, 0.14) },
  boots: { slot: 'boots', classes: [], weight: 15, price: 0.8, stats: (l, tag) => ({ ...worn(l, tag, 1, 0.08), ...(l >= 30 ? { hpRegen: steps(l, 60) } : {}) }) },
  necks: { slot: 'neck', classes: [], weight: 3, price: 1.4, stats: jewel },
  rings: { slot: 'ring', classes: [], weight: 1, price: 1.5, stats: jewel },
};

const TABLES: Record<ItemCategoryId, Entry[]> = {
  melee: [
    ['Wooden Club', 1, 'A knotted length of oak. Crude, but it has ended many a rat’s career.'],
    ['Farmhand’s Pitchfork', 3, 'Borrowed from a Willowmere barn and never returned.'],
    ['Iron Knuckles', 6, 'Iron rings for the fist; a brawler’s favourite in the Brackenford taverns.'],
    ['Hunting Spear', 10, 'A long ash shaft with a leaf-shaped iron head for boar hunting.'],
    ['Reaping Sickle', 14, 'A harvest blade sharpened for heavier work than wheat.'],
    ['Chain Flail', 19, 'Two iron balls on a chain; hard to parry and harder to master.'],
    ['Reedcoast Trident', 25, 'A fisher’s trident with barbed prongs, deadly in the shallows.'],
    ['Guardsman’s Halberd Head', 31, 'A halberd cut down to a one-handed haft by a guard who liked to move fast.'],
    ['Spiked Gauntlet', 38, 'A steel gauntlet studded with spikes along the knuckles.'],
    ['Frostbite Spear', 46, 'Its head is wrapped in Rimeglass; wounds it opens go numb with cold.'],
    ['Obsidian Scythe', 55, 'A blade of volcanic glass on a short haft. It never dulls.'],
    ['Storm Flail', 64, 'The chain crackles faintly when swung, as if a storm were trapped in it.'],
    ['Warden’s Glaive', 76, 'Carried by the wardens of the Northern Pass on their long patrols.'],
    ['Drakefang Spear', 90, 'Tipped with an ember drake’s fang that still glows after years.'],
    ['Tidecaller Trident', 110, 'Said to answer the sea’s tides; the Reedcoast fishers bow when it passes.'],
  ],
  swords: [
    ['Wooden Sword', 1, 'The practice blade handed to every new squire on the first day.'],
    ['Rusty Shortsword', 4, 'Pulled from a cellar crate. Clean it and it still bites.'],
    ['Squire’s Blade', 8, 'A plain, honest sword of Brackenford iron, balanced for beginners.'],
    ['Militia Sword', 13, 'Issued to the town militia; sturdy rather than sharp.'],
    ['Bandit’s Sabre', 18, 'A curved blade taken from a Thornwood bandit captain.'],
    ['Steel Longsword', 24, 'Folded steel with a long grip; the mark of a real fighter.'],
    ['Saltwind Cutlass', 30, 'A sailor’s sword, short and quick, with a brass guard against spray.'],
    ['Knight’s Arming Sword', 37, 'The sword knights wear at their side on every day that is not a battle.'],
    ['Chapel Warden’s Sword', 44, 'Recovered from the Sunken Chapel; it hums softly near the restless dead.'],
    ['Rimeglass Blade', 52, 'Clear as ice and as cold; frost creeps along it in warm rooms.'],
    ['Emberforged Sword', 60, 'Hammered in the Cinderholt forges over a drake-fire.'],
    ['Lanternlight Sword', 68, 'A festival blade of Frostmere, its pommel a tiny glowing lantern.'],
    ['Oathkeeper', 80, 'Only the sworn may carry it; legend says it grows heavy in a liar’s hand.'],
    ['Obsidian Edge', 95, 'A blade of black glass from the Obsidian Deep, sharp enough to cut a shadow.'],
    ['Dawnbreaker', 120, 'A sword of the first knights of the Greenmarch, bright even at midnight.'],
  ],
  axes: [
    ['Woodcutter’s Hatchet', 1, 'A small axe for kindling that works on wolves in a pinch.'],
    ['Hand Axe', 5, 'A balanced one-handed axe; the first real weapon of many knights.'],
    ['Bearded Axe', 10, 'Its hooked blade pulls shields aside before the second blow.'],
    ['Boarcleaver', 15, 'A heavy-headed axe made for the Thornwood boar hunts.'],
    ['Militia War Axe', 21, 'Cheap, heavy and effective; the militia buys them by the cartload.'],
    ['Steel Battleaxe', 27, 'A crescent of folded steel on an iron-bound haft.'],
    ['Reaver’s Axe', 34, 'Taken from coastal raiders; the grip is wrapped in eel skin.'],
    ['Frostbite Axe', 41, 'Its edge is rimed with frost that never melts.'],
    ['Crab-Shell Axe', 48, 'A Reedcoast design with a blade backed by hardened shell.'],
    ['Ember Axe', 56, 'The blade glows dull red and hisses in the rain.'],
    ['Troll Splitter', 65, 'Made to cut through troll hide, which says enough about its edge.'],
    ['Golem Breaker', 74, 'A festival hunter’s axe for the snow golems of the Northern Pass.'],
    ['Obsidian Reaver', 86, 'Black glass set into a steel head; it chips but never dulls.'],
    ['Drakebane Axe', 100, 'Forged to slay the ember drakes; the blade has tasted many.'],
    ['Worldsplitter', 125, 'An axe of legend said to have opened the rift of the Obsidian Deep.'],
  ],
  maces: [
    ['Cudgel', 1, 'A short, heavy stick with an iron cap. Simple and loud.'],
    ['Iron Mace', 6, 'A flanged iron head on a wooden grip; armor does not stop it well.'],
    ['Spiked Club', 11, 'A club studded with iron nails, favoured by Thornwood bandits.'],
    ['Smith’s Hammer', 16, 'A forge hammer from Cinderholt, at home on an anvil or a skull.'],
    ['Morning Star', 22, 'A spiked ball on a short haft, as cheerful as its name.'],
    ['Chapel Censer Mace', 29, 'A blessed mace from the Sunken Chapel that still smells of incense.'],
    ['Steel Warhammer', 36, 'Its square head can crack plate as easily as ice.'],
    ['Bonecrusher', 43, 'A massive flanged mace for those who prefer fewer, larger blows.'],
    ['Frosthammer', 51, 'A hammer of Rimeglass-banded steel that numbs whatever it strikes.'],
    ['Tideshell Mace', 59, 'Its head is a giant shell filled with lead.'],
    ['Cinder Maul', 67, 'A short maul with a head of cooled lava.'],
    ['Lantern Mace', 75, 'A festival mace whose head glows like a paper lantern when it strikes.'],
    ['Holy Avenger Mace', 88, 'Blessed by the priests of Frostmere against the restless dead.'],
    ['Magma Hammer', 104, 'Heavy and warm; the magma in its core never quite cools.'],
    ['Skyfall Mace', 130, 'Forged from a fallen star; the blow lands like thunder.'],
  ],
  'large-weapons': [
    ['Heavy Oak Staff', 8, 'A two-handed oak pole thick as a wrist, for knights in training.'],
    ['Greatsword', 15, 'A long two-handed sword that needs room to swing.'],
    ['Great Axe', 20, 'A double-bitted axe for knights who trust in one huge swing.'],
    ['War Pike', 26, 'A long pike that keeps monsters well away.'],
    ['Maul', 32, 'A giant hammer; slow to lift, but nothing walks away from it.'],
    ['Executioner’s Blade', 38, 'A broad, blunt-tipped sword once carried by Brackenford’s headsman.'],
    ['Steel Zweihänder', 45, 'A two-hander with a long ricasso and parrying hooks.'],
    ['Frostgiant Axe', 53, 'Taken from a giant of the Northern Pass, cut down to human size.'],
    ['Tide Halberd', 61, 'A halberd of the Reedcoast guard, its blade shaped like a wave.'],
    ['Troll Maul', 70, 'A trunk-sized maul that trolls use as a walking stick.'],
    ['Ember Greatsword', 79, 'Its blade smoulders, and the smoke makes enemies cough.'],
    ['Obsidian Greataxe', 92, 'Two crescents of black glass on a steel haft.'],
    ['Drakebone Glaive', 106, 'The haft is an ember drake’s thighbone, the blade its fang.'],
    ['Titan’s Maul', 122, 'So heavy that only the strongest knights can lift it at all.'],
    ['Heart of the Mountain', 140, 'A greatsword forged in the volcano’s heart; it glows like a coal.'],
  ],
  'daggers-knives': [
    ['Kitchen Knife', 1, 'Better than bare hands, and handy for skinning rats.'],
    ['Skinning Knife', 4, 'A hunter’s knife with a curved edge for pelts and hides.'],
    ['Iron Dagger', 8, 'A double-edged dagger, the rogue’s first real blade.'],
    ['Stiletto', 13, 'A thin, stiff blade that slides between armor plates.'],
    ['Bandit’s Dirk', 18, 'A long dirk with a notched spine, taken from a Thornwood camp.'],
    ['Eel-Grip Knife', 24, 'Its eel-skin grip never slips, even wet.'],
    ['Steel Kris', 30, 'A wavy blade whose wounds bleed long after the cut.'],
    ['Shadowfang', 37, 'A blackened dagger that does not catch the light.'],
    ['Frostsliver', 44, 'A shard of Rimeglass sharpened into a blade; it stings with cold.'],
    ['Venom Kris', 52, 'A hollow groove in the blade holds marsh venom.'],
    ['Obsidian Shiv', 60, 'Volcanic glass, sharper than any steel and twice as cruel.'],
    ['Ghostblade', 70, 'Almost weightless; some say a spirit lives in the steel.'],
    ['Drakefang Dagger', 84, 'A dagger carved from a single drake fang.'],
    ['Nightwhisper', 98, 'The rogues of Saltmarsh Haven speak of it only in whispers.'],
    ['Last Word', 118, 'A dagger said to end every argument, and most fights.'],
  ],
  shields: [
    ['Wooden Buckler', 1, 'A round wooden shield, small enough to strap to the forearm.'],
    ['Hide Shield', 5, 'Boar hide stretched over a wooden frame.'],
    ['Iron-Rimmed Shield', 9, 'A wooden shield with an iron rim; the squire’s standard.'],
    ['Heater Shield', 14, 'A triangular shield that covers the body from shoulder to thigh.'],
    ['Militia Kite Shield', 19, 'A tall kite shield painted with the Brackenford mill wheel.'],
    ['Crab-Shell Shield', 25, 'The shell of a giant crab, hardened and strapped.'],
    ['Steel Tower Shield', 31, 'A wall of steel to hide behind.'],
    ['Chapel Guard Shield', 38, 'Blessed steel from the Sunken Chapel, engraved with a drowned bell.'],
    ['Frostward Shield', 46, 'Its face is glazed with Rimeglass; blows slide off like rain.'],
    ['Troll-Hide Shield', 54, 'Troll hide over steel; arrows simply glance away.'],
    ['Emberwall', 62, 'A shield of cooled lava plates that radiates gentle warmth.'],
    ['Lantern Aegis', 72, 'The festival champion’s shield, with a lantern etched in silver.'],
    ['Obsidian Bulwark', 85, 'Black glass over steel, too heavy for all but knights.'],
    ['Drakescale Shield', 100, 'Overlapping ember drake scales that shrug off fire.'],
    ['Guardian of the Dawn', 124, 'The shield of the first knights; no monster has broken it.'],
  ],
  'bows-crossbows': [
    ['Short Bow', 1, 'A small bow of bent oak, good for rabbits and rats.'],
    ['Hunting Bow', 5, 'A longer bow for deer and wolves in the Thornwood.'],
    ['Light Crossbow', 10, 'A crossbow light enough to carry all day.'],
    ['Yew Longbow', 15, 'Seasoned yew with a strong draw and a long reach.'],
    ['Marsh Bow', 21, 'A recurve bow wrapped in eel skin against the damp.'],
    ['Steel Crossbow', 27, 'A heavy steel crossbow that punches through mail.'],
    ['Composite Bow', 34, 'Horn, wood and sinew glued in layers for a powerful draw.'],
    ['Frostwind Bow', 41, 'Its string is spun from yeti fur and never freezes.'],
    ['Arbalest', 49, 'A siege crossbow shrunk to the shoulder; slow and deadly.'],
    ['Shadow Bow', 57, 'A black bow whose arrows make no sound in flight.'],
    ['Ember Longbow', 66, 'Arrows loosed from it leave a trail of sparks.'],
    ['Repeating Crossbow', 76, 'A Cinderholt contraption that loads the next bolt by itself.'],
    ['Stormstring Bow', 89, 'The string crackles with stored lightning.'],
    ['Drakebone Crossbow', 104, 'A crossbow stock of drake bone, strung with drake sinew.'],
    ['Skypiercer', 128, 'A great bow said to have shot an arrow that never came down.'],
  ],
  'staves-wands': [
    ['Apprentice Wand', 1, 'A willow wand, the first tool of every mage apprentice.'],
    ['Oak Staff', 4, 'A plain oak staff, humming faintly with mana.'],
    ['Wand of Sparks', 8, 'Little sparks jump from its tip when it is waved.'],
    ['Yew Staff', 13, 'A seasoned yew staff that channels mana cleanly.'],
    ['Wand of Embers', 18, 'Warm to the touch; fire spells come easier with it.'],
    ['Marsh Witch Staff', 24, 'Knotted and hung with charms from the Drowned Reeds.'],
    ['Silver Wand', 30, 'A slender silver wand set with a moonstone chip.'],
    ['Frost Staff', 37, 'Rimeglass crowns this staff; the air around it turns crisp.'],
    ['Wand of the Drowned', 44, 'Pulled from the Sunken Chapel, still dripping after years.'],
    ['Staff of Cinders', 52, 'A blackened staff with a smouldering coal at its head.'],
    ['Stormcaller Wand', 60, 'Thunder rolls softly whenever it is drawn.'],
    ['Lantern Staff', 69, 'The festival mage’s staff, topped by an ever-burning lantern.'],
    ['Staff of the Deep', 82, 'Obsidian set in silver, drawing power from the earth’s heat.'],
    ['Archmage’s Wand', 98, 'Carried by the heads of the mage guild; few outsiders ever hold one.'],
    ['Staff of First Light', 122, 'A staff of pale wood that glows like dawn over the Greenmarch.'],
  ],
  orbs: [
    ['Glass Orb', 1, 'A ball of clear glass. Apprentices practise focusing through it.'],
    ['Quartz Orb', 6, 'A cloudy quartz that steadies a wandering mind.'],
    ['Orb of Sparks', 11, 'Tiny lightning plays inside it when mana flows.'],
    ['Pearl Orb', 16, 'Made from a giant Reedcoast pearl; calm as still water.'],
    ['Ember Orb', 22, 'A ball of amber with a living flame inside.'],
    ['Moonstone Orb', 28, 'Gathers mana by night and gives it back by day.'],
    ['Frost Orb', 35, 'A sphere of Rimeglass that never warms.'],
    ['Orb of Whispers', 42, 'Spirits murmur from it in a language no one speaks.'],
    ['Sapphire Orb', 50, 'A deep blue orb prized by ice mages.'],
    ['Ruby Orb', 58, 'A red orb that burns to look into for long.'],
    ['Stormglass Orb', 67, 'A tempest in a glass ball, turning day and night.'],
    ['Orb of the Chapel', 77, 'A relic of the Sunken Chapel, blessed and drowned alike.'],
    ['Magma Orb', 90, 'A shell of obsidian around a heart of living magma.'],
    ['Star Orb', 106, 'Holds the light of a fallen star.'],
    ['Orb of Eternity', 130, 'Said to hold every spell ever cast, waiting to be recalled.'],
  ],
  gloves: [
    ['Cloth Gloves', 1, 'Simple gloves that keep blisters away.', 'any'],
    ['Leather Gloves', 5, 'Supple leather, good for a sure grip.', 'any'],
    ['Archer’s Bracers', 9, 'Guards for the forearm against the bowstring.', 'any'],
    ['Studded Gloves', 14, 'Iron studs on the knuckles make every punch count.', 'any'],
    ['Eel-Skin Gloves', 20, 'Slick outside, sure inside; nothing slips from these hands.', 'any'],
    ['Silk Casting Gloves', 26, 'Spider silk gloves that help a mage shape spells.', 'cloth'],
    ['Iron Gauntlets', 32, 'Heavy iron gauntlets for the front line.', 'any'],
    ['Shadow Grips', 39, 'Dark gloves that muffle the sound of a drawn blade.', 'any'],
    ['Frostbitten Mitts', 46, 'Yeti-fur mitts from the Northern Pass; warm and strong.', 'any'],
    ['Crab-Claw Gauntlets', 53, 'Reinforced with crab shell plates along the fingers.', 'any'],
    ['Ember Gloves', 61, 'Fireproof gloves worn by the Cinderholt smiths.', 'any'],
    ['Moonweave Gloves', 70, 'Woven with moonstone thread; they glitter in the dark.', 'cloth'],
    ['Obsidian Gauntlets', 82, 'Black glass plates over steel; the knuckles are razors.', 'any'],
    ['Drakescale Gloves', 96, 'Ember drake scales sewn onto soft leather.', 'any'],
    ['Hands of the Master', 115, 'Gloves of a legendary rogue, never once caught stealing.', 'any'],
  ],
  'helmets-masks': [
    ['Leather Cap', 1, 'A padded leather cap. It will stop a pebble.', 'leather'],
    ['Linen Hood', 3, 'A plain hood for apprentices and pilgrims.', 'cloth'],
    ['Iron Helmet', 7, 'A simple round iron helmet with a nose guard.', 'mail'],
    ['Bandit Mask', 12, 'A black cloth mask that hides the face and the intent.', 'leather'],
    ['Chain Coif', 17, 'A hood of iron rings worn under a helmet or on its own.', 'mail'],
    ['Great Helm', 23, 'A full steel helm with narrow eye slits.', 'plate'],
    ['Mage’s Circlet', 29, 'A silver circlet set with a moonstone chip.', 'cloth'],
    ['Crab-Shell Helmet', 35, 'A helmet shaped from a giant crab’s back.', 'mail'],
    ['Fox Mask', 41, 'A carved festival mask of Frostmere; rogues love it.', 'leather'],
    ['Frostguard Helm', 48, 'Yeti fur lining under Rimeglass-banded steel.', 'plate'],
    ['Drowned Crown', 56, 'A crown pulled from the Sunken Chapel, still crusted with salt.', 'cloth'],
    ['Ember Visage', 64, 'A helm with a smouldering face guard from Cinderholt.', 'plate'],
    ['Shadow Hood', 74, 'A hood woven from shadow silk; eyes slide right past it.', 'leather'],
    ['Drakeskull Helm', 90, 'The skull of a young ember drake, lined and strapped.', 'plate'],
    ['Crown of Stars', 112, 'A circlet that shows the night sky, even at noon.', 'cloth'],
  ],
  armors: [
    ['Padded Vest', 1, 'Quilted cloth over the chest, the squire’s first armor.', 'any'],
    ['Apprentice Robe', 3, 'A plain linen robe with deep pockets for reagents.', 'cloth'],
    ['Leather Jerkin', 6, 'A boiled leather jerkin that moves with its wearer.', 'leather'],
    ['Chain Shirt', 10, 'A short shirt of iron rings over padding.', 'mail'],
    ['Studded Leather Armor', 15, 'Leather armor set with iron studs.', 'leather'],
    ['Scale Mail', 20, 'Overlapping iron scales on a leather backing.', 'mail'],
    ['Silk Robe', 26, 'A robe of spider silk, light and surprisingly tough.', 'cloth'],
    ['Steel Breastplate', 32, 'A polished steel breastplate for the knights of Brackenford.', 'plate'],
    ['Crab-Shell Armor', 38, 'Plates of hardened shell, light enough to swim in.', 'mail'],
    ['Eel-Skin Armor', 44, 'Slick, supple and waterproof; the rogues of Saltmarsh Haven swear by it.', 'leather'],
    ['Frostweave Robe', 50, 'Woven with frost lichen thread; it glows faintly blue.', 'cloth'],
    ['Knight’s Full Plate', 57, 'Full plate armor in the Greenmarch style.', 'plate'],
    ['Troll-Hide Armor', 64, 'Troll hide over mail; almost nothing gets through.', 'mail'],
    ['Shadow Leather', 71, 'Dark leather that seems to swallow the light.', 'leather'],
    ['Festival Coat', 20, 'A warm red coat from the Frostmere Winter Festival, lined with fur.', 'any'],
    ['Ember Plate', 80, 'Plate armor forged with drake-fire; it never cools completely.', 'plate'],
    ['Robe of the Deep', 88, 'A robe stitched with obsidian beads that hum with power.', 'cloth'],
    ['Drakescale Armor', 102, 'Hundreds of ember drake scales; fire does little against it.', 'mail'],
    ['Armor of the First Knights', 125, 'Worn by the founders of the Greenmarch order; it has never been pierced.', 'plate'],
  ],
  legs: [
    ['Cloth Trousers', 1, 'Sturdy cloth trousers for a long walk.', 'any'],
    ['Leather Leggings', 5, 'Leather leggings that protect against thorns.', 'leather'],
    ['Linen Skirt', 8, 'A mage’s long skirt with protective runes on the hem.', 'cloth'],
    ['Chain Leggings', 12, 'Iron rings from hip to knee.', 'mail'],
    ['Studded Leggings', 18, 'Leather leggings with iron studs.', 'leather'],
    ['Steel Greaves', 24, 'Steel plates for the thighs and shins.', 'plate'],
    ['Silk Leggings', 30, 'Spider silk that keeps a mage light on their feet.', 'cloth'],
    ['Crab-Shell Legs', 36, 'Shell plates strapped over padding.', 'mail'],
    ['Eel-Skin Leggings', 43, 'Waterproof leggings for long nights in the marsh.', 'leather'],
    ['Frostguard Greaves', 50, 'Steel greaves lined with yeti fur.', 'plate'],
    ['Frostweave Skirt', 58, 'A skirt woven with glowing frost lichen thread.', 'cloth'],
    ['Troll-Hide Leggings', 66, 'Troll hide over mail, heavy but nearly unbreakable.', 'mail'],
    ['Shadow Leggings', 75, 'Soft, dark and silent.', 'leather'],
    ['Ember Greaves', 88, 'Drake-forged greaves that warm cold legs.', 'plate'],
    ['Drakescale Leggings', 104, 'Ember drake scales from hip to ankle.', 'mail'],
  ],
  boots: [
    ['Sandals', 1, 'Open sandals. Better than bare feet, barely.', 'any'],
    ['Leather Boots', 4, 'Sturdy leather boots for muddy roads.', 'leather'],
    ['Iron-Toed Boots', 9, 'Leather boots with iron caps over the toes.', 'mail'],
    ['Soft Slippers', 13, 'Quiet slippers for the library and the tower.', 'cloth'],
    ['Marsh Waders', 18, 'Tall waterproof boots for the Drowned Reeds.', 'leather'],
    ['Steel Sabatons', 24, 'Jointed steel boots for the front line.', 'plate'],
    ['Traveller’s Boots', 30, 'Worn-in boots that make long roads shorter.', 'any'],
    ['Silent Boots', 36, 'Soft-soled boots that make no sound on stone.', 'leather'],
    ['Fur-Lined Boots', 42, 'Yeti fur inside, waxed leather outside.', 'any'],
    ['Frost Sabatons', 50, 'Steel boots with Rimeglass studs that grip the ice.', 'plate'],
    ['Silk Slippers', 58, 'Spider silk slippers that barely touch the ground.', 'cloth'],
    ['Ember Boots', 66, 'Fireproof boots for walking on the Cinder Steps.', 'mail'],
    ['Shadow Treads', 76, 'Boots that leave no footprints, even in snow.', 'leather'],
    ['Drakescale Boots', 92, 'Boots of drake scale that shrug off fire.', 'mail'],
    ['Boots of the Wind', 110, 'So light that their wearer seems to run on air.', 'any'],
  ],
  necks: [
    ['Wooden Pendant', 1, 'A carved wooden charm on a leather cord.', 'hp'],
    ['Copper Amulet', 5, 'A copper disc engraved with a protective rune.', 'armor'],
    ['Boar Tusk Necklace', 9, 'A hunter’s trophy that gives its wearer courage.', 'hp+capacity'],
    ['Silver Chain', 14, 'A fine silver chain that steadies the mind.', 'mp'],
    ['Pearl Necklace', 20, 'Reedcoast pearls on silver; calming to wear.', 'mp+mpRegen'],
    ['Bandit Captain’s Medallion', 26, 'A heavy medallion taken from the Thornwood bandit captain.', 'ability'],
    ['Festival Scarf', 15, 'Old Marta’s red festival scarf, which keeps out the cold.', 'hp+hpRegen'],
    ['Amulet of Embers', 33, 'A warm amber stone set in bronze.', 'magic'],
    ['Frost Lichen Torc', 40, 'A torc wrapped in glowing lichen.', 'mp+magic'],
    ['Drowned Locket', 47, 'A salt-crusted locket from the Sunken Chapel.', 'hp+armor'],
    ['Ruby Pendant', 55, 'A ruby set in gold that warms the heart.', 'hp+hpRegen'],
    ['Sapphire Pendant', 62, 'A sapphire set in silver that clears the mind.', 'mp+mpRegen'],
    ['Drake Heart Amulet', 75, 'A sliver of drake heart in an obsidian frame.', 'hp+magic'],
    ['Moonstone Talisman', 90, 'A moonstone that gathers mana through the night.', 'mp+magic+mpRegen'],
    ['Pendant of the Ancients', 115, 'An amulet from before the towns were built.', 'hp+mp+ability'],
  ],
  rings: [
    ['Copper Ring', 1, 'A plain copper band.', 'hp'],
    ['Iron Band', 4, 'A heavy iron ring worn by smiths.', 'armor'],
    ['Ring of Sparks', 8, 'Tiny sparks crackle around it.', 'mp'],
    ['Hunter’s Ring', 12, 'A bone ring carved with a running wolf.', 'ability'],
    ['Silver Ring', 17, 'A bright silver ring that eases mana back.', 'mpRegen'],
    ['Porter’s Ring', 22, 'Beloved by traders: packs feel lighter while it is worn.', 'capacity'],
    ['Pearl Ring', 27, 'A single Reedcoast pearl on a silver band.', 'mp+mpRegen'],
    ['Ring of Vigour', 33, 'A gold ring that makes wounds close faster.', 'hp+hpRegen'],
    ['Frost Ring', 40, 'A band of Rimeglass that never warms on the finger.', 'magic'],
    ['Shadow Signet', 47, 'The signet of a long-gone thieves’ guild.', 'ability+capacity'],
    ['Ruby Ring', 55, 'A gold ring set with a fiery ruby.', 'hp+magic'],
    ['Sapphire Ring', 63, 'A silver ring set with a deep sapphire.', 'mp+magic'],
    ['Obsidian Band', 72, 'A ring of polished black glass.', 'armor+ability'],
    ['Ring of the Drake', 88, 'A drake scale set in gold.', 'hp+armor+hpRegen'],
    ['Ring of the Archmage', 110, 'Worn by the greatest mages of the guild.', 'mp+magic+mpRegen'],
  ],
};

export const itemId = (name: string) => name.toLowerCase().replace(/’/g, '').replace(/ä/g, 'a').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The common price curve: a level-1 item is worth about 10 gold, a level-100 one a few thousand. */
export function itemValue(level: number, factor: number): number {
  return Math.max(5, Math.round(((10 + level ** 1.7 * 1.1) * factor) / 5) * 5);
}

function buildItem(category: ItemCategoryId, [name, level, description, tag]: Entry): PackItem {
  const rule = RULES[category];
  const armorKind = tag && tag in ARMOR_WEIGHT ? ARMOR_WEIGHT[tag]! : null;
  const classes = rule.classes.length > 0 ? rule.classes : (armorKind?.classes ?? []);
  const heft = category === 'gloves' ? 1 : (armorKind?.heft ?? 1);
  return {
    id: itemId(name),
    name,
    category,
    slot: rule.slot,
    level,
    classes: [...classes],
    stats: rule.stats(level, tag),
    twoHanded: rule.twoHanded ?? false,
    weight: Math.round(rule.weight * heft * (1 + level / 150) * 10) / 10,
    value: itemValue(level, rule.price),
    description,
  };
}

/** Every item of the pack, category by category, lowest level first. */
export const ITEMS: PackItem[] = (Object.keys(TABLES) as ItemCategoryId[]).flatMap((category) =>
  [...TABLES[category]].sort((a, b) => a[1] - b[1]).map((entry) => buildItem(category, entry)),
);
