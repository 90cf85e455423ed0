import type { Trait } from '../schemas';
import type { EffectTarget, EffectUnit } from '../rules/effects';

/**
 * The trait trees of game data version 2: a shared tree and one tree per
 * class of three branches. Tier k of a tree opens once TRAIT_TIER_POINTS[k - 1] points are spent
 * in that tree; a trait with a prerequisite needs that trait at its maximum first. Maxing a class
 * tree and the shared tree takes 153 points while level 200 gives 100, so players choose.
 */

/** Points spent in a tree that open each tier (tier 1 is open from the start). */
export const TRAIT_TIER_POINTS = [0, 5, 10, 15, 20, 25] as const;

type Effect = [target: EffectTarget, perPoint: number, unit: EffectUnit, label: string];
type Row = [name: string, description: string, effects: Effect[]];

/**
 * Where each of a branch's nine traits sits: tier, maximum points and the position of its
 * prerequisite in the same branch. Every branch has the same shape, so the trees read alike.
 */
const BRANCH_SHAPE: ReadonlyArray<[tier: number, maxPoints: number, prerequisite: number | null]> = [
  [1, 5, null], [1, 5, null], [2, 5, 0], [2, 5, 1], [3, 5, 2], [4, 3, 4], [4, 3, 3], [5, 3, 5], [6, 1, 7],
];
const SHARED_SHAPE: ReadonlyArray<[tier: number, maxPoints: number, prerequisite: number | null]> = [
  [1, 5, null], [1, 5, null], [1, 5, null], [2, 5, 0], [2, 5, 1], [3, 5, 3], [3, 5, 4], [4, 3, 5], [4, 3, 6], [5, 3, 7], [5, 3, 8], [6, 1, 9],
];

const shared: Row[] = [
  ['Tough Hide', 'Years on the road harden the body against every kind of blow.', [['health', 2, 'percent', 'Maximum health']]],
  ['Deep Well', 'A calm mind holds more mana before it overflows.', [['mana', 2, 'percent', 'Maximum mana']]],
  ['Pack Mule', 'Learn to strap gear so that it weighs less on the march.', [['capacity', 3, 'percent', 'Capacity']]],
  ['Second Wind', 'The body learns to knit itself between fights.', [['healthRegen', 6, 'percent', 'Health regeneration']]],
  ['Steady Hands', 'Hands that do not shake waste no mana and miss no swings.', [['hitChance', 1, 'flat', 'Hit chance (points of %)']]],
  ['Mana Thrift', 'Old hedge-witch habits: never spend a drop more than the spell asks.', [['manaCost', -2, 'percent', 'Mana cost of spells']]],
  ['Wayfarer', 'Long roads between Brackenford and Frostmere teach a quicker stride.', [['movementSpeed', 2, 'percent', 'Movement speed']]],
  ['Thick Blood', 'Wounds close faster and bleed less.', [['health', 15, 'flat', 'Maximum health'], ['healthRegen', 0.2, 'flat', 'Health regeneration per tick']]],
  ['Quiet Focus', 'A breath before every spell steadies the flow of mana.', [['manaRegen', 8, 'percent', 'Mana regeneration']]],
  ['Hardened', 'Scar on scar, the skin turns aside what armor misses.', [['armor', 2, 'flat', 'Armor']]],
  ['Veteran Eye', 'Knowing where to strike is half the fight.', [['criticalChance', 1, 'flat', 'Critical hit chance (points of %)']]],
  ['Legend of the Road', 'Bards sing of you in every tavern from the coast to the mountains.', [['health', 5, 'percent', 'Maximum health'], ['mana', 5, 'percent', 'Maximum mana']]],
];

const byClass: Record<'squire' | 'knight' | 'rogue' | 'mage', Row[]> = {
  squire: [
    // Vanguard: the squire who stands in front.
    ['Oath of Service', 'The first vow of the squire: stand by your companions.', [['armor', 1, 'flat', 'Armor']]],
    ['Shield Drill', 'Hours behind a pell teach the shield to meet every blow.', [['defense', 4, 'percent', 'Defense']]],
    ['Field Dressing', 'Bind a wound in the middle of a fight.', [['healing', 4, 'percent', 'Healing received']]],
    ['Braced Stance', 'Feet apart, knees bent: hard to push back, harder to knock down.', [['defense', 1, 'flat', 'Defense']]],
    ['Stalwart', 'The squire takes the hit meant for a friend.', [['health', 3, 'percent', 'Maximum health']]],
    ['Rally', 'A shout that steadies the whole group for a moment.', [['groupDamage', 3, 'percent', 'Group damage for 10 s']]],
    ['Shieldbearer', 'Carry the lord\'s shield and learn to use it better than he does.', [['armor', 2, 'flat', 'Armor']]],
    ['Hold the Gate', 'No monster passes while the squire still stands.', [['defense', 5, 'percent', 'Defense'], ['health', 2, 'percent', 'Maximum health']]],
    ['Earned Spurs', 'The squire is ready to be knighted in all but name.', [['weaponDamage', 5, 'percent', 'Weapon damage'], ['health', 5, 'percent', 'Maximum health']]],
    // Drillmaster: any weapon, used well.
    ['Practice Drills', 'Endless drills in the yard make any weapon feel familiar.', [['weaponDamage', 2, 'percent', 'Weapon damage']]],
    ['Sure Grip', 'A grip that does not slip when the blade bites.', [['hitChance', 1, 'flat', 'Hit chance (points of %)']]],
    ['Jack of All Trades', 'A squire who has tried every weapon gets more from each.', [['attack', 1, 'flat', 'Attack']]],
    ['Feint', 'Show the left, strike the right.', [['criticalChance', 1, 'flat', 'Critical hit chance (points of %)']]],
    ['Measured Swing', 'Strength spent where it matters, not in the air.', [['weaponDamage', 3, 'percent', 'Weapon damage']]],
    ['Riposte', 'Every parried blow is answered at once.', [['criticalDamage', 10, 'percent', 'Critical damage']]],
    ['Drill Sergeant', 'The squire now teaches the drills, and sharpens them doing it.', [['attack', 2, 'flat', 'Attack']]],
    ['Weapon Master', 'Sword, axe or mace: each is an old friend.', [['weaponDamage', 4, 'percent', 'Weapon damage'], ['hitChance', 1, 'flat', 'Hit chance (points of %)']]],
    ['Champion of the Yard', 'No one in the drill yard has ever disarmed you.', [['weaponDamage', 10, 'percent', 'Weapon damage']]],
    // Quartermaster: the squire who carries everything.
    ['Saddlebags', 'Two more bags on the horse, and the knack of packing them.', [['capacity', 4, 'percent', 'Capacity']]],
    ['Camp Cook', 'A hot meal after every hunt keeps the whole party going.', [['healthRegen', 5, 'percent', 'Health regeneration']]],
    ['Hauler', 'Shoulders broad enough for the lord\'s armor and your own.', [['capacity', 20, 'flat', 'Capacity (oz)']]],
    ['Errand Runner', 'Messages, mounts and supplies, always on time.', [['movementSpeed', 2, 'percent', 'Movement speed']]],
    ['Ration Master', 'Nothing spoils, nothing is wasted.', [['manaRegen', 6, 'percent', 'Mana regeneration']]],
    ['Well Provisioned', 'Bandages, tinder and oil in every pocket.', [['healing', 5, 'percent', 'Healing received']]],
    ['Second Pack', 'An extra pack that the squire carries without complaint.', [['capacity', 5, 'percent', 'Capacity']]],
    ['Steward', 'The lord trusts you with the keys to the armory.', [['armor', 2, 'flat', 'Armor'], ['capacity', 2, 'percent', 'Capacity']]],
    ['Seneschal', 'A household runs on your word; so does a hunting party.', [['capacity', 10, 'percent', 'Capacity'], ['health', 3, 'percent', 'Maximum health']]],
  ],
  knight: [
    // Bulwark: the shield.
    ['Shield Wall', 'Plant the shield and let the blows come.', [['defense', 4, 'percent', 'Defense']]],
    ['Plate Training', 'Heavy plate stops feeling heavy after the first year.', [['armor', 1, 'flat', 'Armor']]],
    ['Bastion', 'A knight behind a tower shield is a tower.', [['defense', 1, 'flat', 'Defense']]],
    ['Thick Gambeson', 'Padding under the plate softens every blow.', [['health', 2, 'percent', 'Maximum health']]],
    ['Shield Bash', 'The shield is a weapon too.', [['attack', 1, 'flat', 'Attack']]],
    ['Iron Skin', 'Plate becomes a second skin.', [['armor', 5, 'percent', 'Armor']]],
    ['Taunt', 'Draw every nearby monster to yourself.', [['duration', 2, 'seconds', 'Taunt duration']]],
    ['Cleave', 'Every great swing also strikes the enemy beside the target.', [['secondTarget', 15, 'percent', 'Damage to a second target']]],
    ['Unbroken', 'Once per fight, a killing blow leaves the knight standing with 1 health.', [['health', 8, 'percent', 'Maximum health']]],
    // Warlord: the great weapon.
    ['Heavy Arms', 'Swing great weapons as if they were light.', [['weaponDamage', 3, 'percent', 'Weapon damage']]],
    ['Battle Cry', 'A roar that shakes lesser monsters.', [['groupDamage', 2, 'percent', 'Group damage for 10 s']]],
    ['Sweeping Blow', 'Wide arcs that leave no gap.', [['weaponDamage', 2, 'percent', 'Weapon damage']]],
    ['War Hardened', 'A hundred battles leave a knight hard to hurt.', [['health', 2, 'percent', 'Maximum health']]],
    ['Crushing Weight', 'The weight of the weapon does the work.', [['attack', 2, 'flat', 'Attack']]],
    ['Executioner', 'A wounded monster does not get up again.', [['criticalDamage', 12, 'percent', 'Critical damage']]],
    ['Warlord\'s Presence', 'Allies fight harder beside you.', [['groupDamage', 3, 'percent', 'Group damage for 10 s']]],
    ['Relentless', 'Every swing follows the last without pause.', [['weaponDamage', 4, 'percent', 'Weapon damage'], ['criticalChance', 1, 'flat', 'Critical hit chance (points of %)']]],
    ['Titan Grip', 'A great weapon in one hand, as if it were a sword.', [['weaponDamage', 12, 'percent', 'Weapon damage']]],
    // Ironclad: endurance.
    ['Iron Lungs', 'Breathe steady under the heaviest helm.', [['healthRegen', 6, 'percent', 'Health regeneration']]],
    ['Broad Back', 'The knight carries what two squires could not.', [['capacity', 3, 'percent', 'Capacity']]],
    ['Stubborn', 'Refuse to fall, and the body believes you.', [['health', 20, 'flat', 'Maximum health']]],
    ['Warm Blood', 'Frostmere winters do not slow you.', [['healthRegen', 0.3, 'flat', 'Health regeneration per tick']]],
    ['Endurance', 'Hours of fighting without a rest.', [['health', 3, 'percent', 'Maximum health']]],
    ['Blessed Steel', 'Temple-blessed plate turns aside the dead.', [['armor', 2, 'flat', 'Armor']]],
    ['Pilgrim\'s Strength', 'The long pilgrimage to the Bell Tower left its mark.', [['capacity', 6, 'percent', 'Capacity']]],
    ['Mountain', 'Stand like the peaks above Frostmere.', [['health', 5, 'percent', 'Maximum health'], ['armor', 1, 'flat', 'Armor']]],
    ['Last Knight Standing', 'When everyone else has fallen, you have not.', [['health', 12, 'percent', 'Maximum health']]],
  ],
  rogue: [
    // Blades: daggers and knives.
    ['Keen Edge', 'Daggers and knives are kept sharp enough to shave with.', [['criticalChance', 1, 'flat', 'Critical hit chance (points of %)']]],
    ['Quick Hands', 'Two strikes in the time others make one.', [['weaponDamage', 2, 'percent', 'Weapon damage']]],
    ['Bleed', 'Critical hits open a wound that bleeds.', [['criticalDamage', 8, 'percent', 'Critical damage']]],
    ['Balanced Blades', 'Knives weighted to fly true and strike deep.', [['hitChance', 1, 'flat', 'Hit chance (points of %)']]],
    ['Twist the Knife', 'A small turn of the wrist makes a small wound a deep one.', [['weaponDamage', 3, 'percent', 'Weapon damage']]],
    ['Serrated Edge', 'Saw-toothed blades that leave ragged wounds.', [['criticalDamage', 10, 'percent', 'Critical damage']]],
    ['Flurry', 'A storm of cuts from every side.', [['attack', 1, 'flat', 'Attack']]],
    ['Cut Throat', 'The cellar rats of Brackenford know this move.', [['criticalChance', 2, 'flat', 'Critical hit chance (points of %)']]],
    ['Deadly Precision', 'The first hit from hiding is always critical.', [['criticalDamage', 25, 'percent', 'Critical damage']]],
    // Marksman: bows and crossbows.
    ['Eagle Eye', 'See the gap in the armor from across the field.', [['weaponDamage', 2, 'percent', 'Weapon damage']]],
    ['Steady Aim', 'Hold the breath, loose between heartbeats.', [['hitChance', 1, 'flat', 'Hit chance (points of %)']]],
    ['Fletcher', 'Arrows you make yourself fly further and truer.', [['attack', 1, 'flat', 'Attack']]],
    ['Long Draw', 'A deeper draw for a heavier hit.', [['weaponDamage', 3, 'percent', 'Weapon damage']]],
    ['Hunter\'s Mark', 'Once marked, a monster cannot hide from you.', [['criticalChance', 1, 'flat', 'Critical hit chance (points of %)']]],
    ['Piercing Shot', 'An arrow that passes through one monster into the next.', [['secondTarget', 20, 'percent', 'Damage to a second target']]],
    ['Light Quiver', 'More arrows for less weight.', [['capacity', 3, 'percent', 'Capacity']]],
    ['Volley', 'Three arrows in the air before the first lands.', [['weaponDamage', 5, 'percent', 'Weapon damage']]],
    ['Heartseeker', 'The arrow finds the heart, every time.', [['criticalDamage', 30, 'percent', 'Critical damage']]],
    // Shadow: not being hit.
    ['Shadowstep', 'Move between shadows faster than eyes can follow.', [['movementSpeed', 2, 'percent', 'Movement speed']]],
    ['Leather Craft', 'Supple leather that moves with you and stops a blade.', [['armor', 1, 'flat', 'Armor']]],
    ['Evasion', 'Be somewhere else when the blow lands.', [['defense', 3, 'percent', 'Defense']]],
    ['Cat\'s Grace', 'Always land on your feet.', [['health', 2, 'percent', 'Maximum health']]],
    ['Vanish', 'Slip out of sight and lose every pursuer.', [['cooldown', -4, 'seconds', 'Vanish cooldown']]],
    ['Smoke Bomb', 'A cloud of ash and nothing left to hit.', [['defense', 2, 'flat', 'Defense']]],
    ['Poisoner', 'A drop on the blade, a fever in the blood.', [['earthDamage', 5, 'percent', 'Earth damage']]],
    ['Ghost', 'Monsters forget you were ever there.', [['defense', 4, 'percent', 'Defense'], ['movementSpeed', 1, 'percent', 'Movement speed']]],
    ['Nightblade', 'The dark itself fights beside you.', [['weaponDamage', 8, 'percent', 'Weapon damage'], ['defense', 4, 'percent', 'Defense']]],
  ],
  mage: [
    // Pyromancy: fire.
    ['Ember Heart', 'Fire answers faster to a warm heart.', [['fireDamage', 3, 'percent', 'Fire damage']]],
    ['Kindling', 'Every spark finds something to burn.', [['spellDamage', 1, 'percent', 'Spell damage']]],
    ['Wildfire', 'Flames spread from one monster to the next.', [['fireDamage', 3, 'percent', 'Fire damage']]],
    ['Smouldering Focus', 'A mind kept warm burns less mana.', [['manaCost', -2, 'percent', 'Mana cost of spells']]],
    ['Fire Lance', 'A narrow flame that burns through armor.', [['fireDamage', 4, 'percent', 'Fire damage']]],
    ['Cinder Steps', 'Walk the burning stairs and come back unburnt.', [['criticalChance', 1, 'flat', 'Critical hit chance (points of %)']]],
    ['Heat Haze', 'Monsters misjudge where you stand.', [['defense', 3, 'percent', 'Defense']]],
    ['Inferno', 'The air itself catches fire.', [['fireDamage', 6, 'percent', 'Fire damage']]],
    ['Phoenix Heart', 'From every fire, rise again stronger.', [['fireDamage', 15, 'percent', 'Fire damage'], ['health', 5, 'percent', 'Maximum health']]],
    // Cryomancy: ice.
    ['Frost Mind', 'A cold, clear mind shapes ice precisely.', [['iceDamage', 3, 'percent', 'Ice damage']]],
    ['Winter Blood', 'The cold of Frostmere runs in your veins.', [['mana', 2, 'percent', 'Maximum mana']]],
    ['Hoarfrost', 'A rime that slows and cuts.', [['iceDamage', 3, 'percent', 'Ice damage']]],
    ['Ice Armor', 'A thin coat of ice over the robes.', [['armor', 1, 'flat', 'Armor']]],
    ['Glacial Spike', 'A spear of ice that shatters on impact.', [['iceDamage', 4, 'percent', 'Ice damage']]],
    ['Shatter', 'Frozen monsters break under the next blow.', [['criticalDamage', 12, 'percent', 'Critical damage']]],
    ['Ice Wall', 'Raise a wall and let them break on it.', [['defense', 4, 'percent', 'Defense']]],
    ['Deep Winter', 'The long night of the north answers your call.', [['iceDamage', 6, 'percent', 'Ice damage']]],
    ['Heart of the Glacier', 'Cold enough to stop time for a breath.', [['iceDamage', 15, 'percent', 'Ice damage'], ['mana', 5, 'percent', 'Maximum mana']]],
    // Arcana: energy, healing and mana.
    ['Arc Weaving', 'Energy spells leap to one more enemy.', [['energyDamage', 3, 'percent', 'Energy damage']]],
    ['Mana Tides', 'Mana flows back in steady tides.', [['manaRegen', 8, 'percent', 'Mana regeneration']]],
    ['Mending Light', 'Healing spells also cure poison and burning.', [['healing', 5, 'percent', 'Healing done']]],
    ['Wellspring', 'A deeper pool of mana to draw from.', [['mana', 20, 'flat', 'Maximum mana']]],
    ['Storm Call', 'Lightning answers from a clear sky.', [['energyDamage', 4, 'percent', 'Energy damage']]],
    ['Holy Word', 'A word from the Bell Tower that burns the dead.', [['holyDamage', 6, 'percent', 'Holy damage']]],
    ['Clear Mind', 'Thoughts like still water: mana returns faster.', [['manaRegen', 0.3, 'flat', 'Mana regeneration per tick']]],
    ['Overcharge', 'Pour more mana in, get more power out.', [['spellDamage', 3, 'percent', 'Spell damage']]],
    ['Archmage', 'The pinnacle of the art: every spell costs less and strikes harder.', [['spellDamage', 8, 'percent', 'Spell damage'], ['manaCost', -8, 'percent', 'Mana cost of spells']]],
  ],
};

const CLASS_ORDER = ['squire', 'knight', 'rogue', 'mage'] as const;
export const BRANCH_NAMES: Record<(typeof CLASS_ORDER)[number], [string, string, string]> = {
  squire: ['Vanguard', 'Drillmaster', 'Quartermaster'],
  knight: ['Bulwark', 'Warlord', 'Ironclad'],
  rogue: ['Blades', 'Marksman', 'Shadow'],
  mage: ['Pyromancy', 'Cryomancy', 'Arcana'],
};

function toTraits(rows: Row[], cls: Trait['class'], firstNumber: number, branchName: (index: number) => string | null, shape: typeof BRANCH_SHAPE): Trait[] {
  return rows.map(([name, description, effects], index) => {
    const branchStart = index - (index % shape.length);
    const [tier, maxPoints, prerequisiteAt] = shape[index % shape.length]!;
    return {
      number: firstNumber + index,
      name,
      class: cls,
      branch: branchName(index),
      tier,
      maxPoints,
      prerequisite: prerequisiteAt === null ? null : firstNumber + branchStart + prerequisiteAt,
      description,
      effects: effects.map(([target, perPoint, unit, label]) => ({ target, perPoint, unit, label })),
    };
  });
}

/** Traits numbered from 1: the twelve shared ones, then twenty-seven per class in class order. */
export const TRAITS: Trait[] = [
  ...toTraits(shared, null, 1, () => null, SHARED_SHAPE),
  ...CLASS_ORDER.flatMap((cls, classIndex) =>
    toTraits(byClass[cls], cls, 13 + classIndex * 27, (index) => BRANCH_NAMES[cls][Math.floor(index / 9)]!, BRANCH_SHAPE),
  ),
];
