import type { Trait } from '../schemas';

type Row = [name: string, tier: number, maxPoints: number, prerequisite: number | null, description: string, effects: Trait['effects']];

const shared: Row[] = [
  ['Tough Hide', 1, 5, null, 'Years on the road harden the body against every kind of blow.', [{ label: 'Maximum health', perPoint: 2, unit: '%' }]],
  ['Deep Well', 1, 5, null, 'A calm mind holds more mana before it overflows.', [{ label: 'Maximum mana', perPoint: 2, unit: '%' }]],
  ['Pack Mule', 2, 3, 1, 'Learn to strap gear so that it weighs less on the march.', [{ label: 'Capacity', perPoint: 5, unit: '%' }]],
  ['Quick Study', 2, 3, 2, 'Draw a lesson from every fight, even the ones that go badly.', [{ label: 'Experience gained', perPoint: 2, unit: '%' }]],
  ['Second Wind', 3, 3, 3, 'When health falls below a third, recover a burst of it, once per minute.', [{ label: 'Health restored below a third', perPoint: 5, unit: '%' }]],
  ['Steady Hands', 3, 3, 4, 'Hands that do not shake waste no mana and miss no swings.', [{ label: 'Mana cost of spells', perPoint: 3, unit: '%' }, { label: 'Hit chance', perPoint: 1, unit: '%' }]],
];

const byClass: Record<'squire' | 'knight' | 'rogue' | 'mage', Row[]> = {
  squire: [
    ['Oath of Service', 1, 5, null, 'The first vow of the squire: stand by your companions.', [{ label: 'Armor', perPoint: 1, unit: 'points' }]],
    ['Practice Drills', 1, 5, null, 'Endless drills in the yard make any weapon feel familiar.', [{ label: 'Weapon damage', perPoint: 2, unit: '%' }]],
    ['Field Dressing', 2, 3, 7, 'Bind a wound in the middle of a fight.', [{ label: 'Healing received', perPoint: 4, unit: '%' }]],
    ['Jack of All Trades', 2, 3, 8, 'A squire who has tried every weapon gets more from each.', [{ label: 'Ability from items', perPoint: 10, unit: '%' }]],
    ['Rally', 3, 3, 10, 'A shout that steadies the whole group for a moment.', [{ label: 'Group damage for 10 s', perPoint: 3, unit: '%' }]],
    ['Earned Spurs', 4, 1, 11, 'The squire is ready to be knighted in all but name.', [{ label: 'All damage', perPoint: 5, unit: '%' }, { label: 'Maximum health', perPoint: 5, unit: '%' }]],
  ],
  knight: [
    ['Shield Wall', 1, 5, null, 'Plant the shield and let the blows come.', [{ label: 'Shield defense', perPoint: 4, unit: '%' }]],
    ['Heavy Arms', 1, 5, null, 'Swing great weapons as if they were light.', [{ label: 'Two-handed weapon damage', perPoint: 3, unit: '%' }]],
    ['Iron Skin', 2, 3, 13, 'Plate becomes a second skin.', [{ label: 'Armor from worn items', perPoint: 5, unit: '%' }]],
    ['Cleave', 2, 3, 14, 'Every great swing also strikes the enemy beside the target.', [{ label: 'Damage to a second target', perPoint: 15, unit: '%' }]],
    ['Taunt', 3, 3, 15, 'Draw every nearby monster to yourself.', [{ label: 'Taunt duration', perPoint: 2, unit: 'seconds' }]],
    ['Unbroken', 4, 1, 17, 'Once per fight, a killing blow leaves the knight standing with 1 health.', [{ label: 'Immunity after the saving blow', perPoint: 3, unit: 'seconds' }]],
  ],
  rogue: [
    ['Keen Edge', 1, 5, null, 'Daggers and knives are kept sharp enough to shave with.', [{ label: 'Critical hit chance', perPoint: 1, unit: '%' }]],
    ['Eagle Eye', 1, 5, null, 'See the gap in the armor from across the field.', [{ label: 'Bow and crossbow damage', perPoint: 2, unit: '%' }]],
    ['Bleed', 2, 3, 19, 'Critical hits with daggers and knives open a wound that bleeds.', [{ label: 'Bleed damage over 4 s', perPoint: 10, unit: '%' }]],
    ['Light Step', 2, 3, 20, 'Move faster and leave no tracks.', [{ label: 'Movement speed', perPoint: 3, unit: '%' }]],
    ['Vanish', 3, 3, 21, 'Slip out of sight and lose every pursuer.', [{ label: 'Vanish cooldown', perPoint: 4, unit: 'seconds' }]],
    ['Deadly Precision', 4, 1, 23, 'The first hit from hiding is always critical.', [{ label: 'Critical damage', perPoint: 25, unit: '%' }]],
  ],
  mage: [
    ['Ember Heart', 1, 5, null, 'Fire answers faster to a warm heart.', [{ label: 'Fire damage', perPoint: 3, unit: '%' }]],
    ['Frost Mind', 1, 5, null, 'A cold, clear mind shapes ice precisely.', [{ label: 'Ice damage', perPoint: 3, unit: '%' }]],
    ['Mana Tides', 2, 3, 26, 'Mana flows back in steady tides.', [{ label: 'Mana regeneration', perPoint: 8, unit: '%' }]],
    ['Arc Weaving', 2, 3, 25, 'Energy spells leap to one more enemy.', [{ label: 'Energy damage', perPoint: 4, unit: '%' }]],
    ['Mending Light', 3, 3, 27, 'Healing spells also cure poison and burning.', [{ label: 'Healing done', perPoint: 6, unit: '%' }]],
    ['Archmage', 4, 1, 29, 'The pinnacle of the art: every spell costs less and strikes harder.', [{ label: 'Spell damage', perPoint: 8, unit: '%' }, { label: 'Mana cost of spells', perPoint: 8, unit: '%' }]],
  ],
};

/** Traits numbered from 1: the six shared ones first, then six per class in class order. */
export const TRAITS: Trait[] = [
  ...shared.map((row) => ({ row, cls: null })),
  ...(['squire', 'knight', 'rogue', 'mage'] as const).flatMap((cls) => byClass[cls].map((row) => ({ row, cls }))),
].map(({ row: [name, tier, maxPoints, prerequisite, description, effects], cls }, index) => ({
  number: index + 1,
  name,
  class: cls,
  tier,
  maxPoints,
  prerequisite,
  description,
  effects,
}));
