import type { ElementId } from '../rules/constants';
import type { Monster } from '../schemas';

/**
 * Monsters by hunting ground. Health and experience follow the level (with a toughness
 * factor for bosses); loot names materials and items that exist in the pack, as
 * `id:chance` or `id:chance:min-max` (chance from 0 to 1).
 */
type Row = [
  name: string,
  level: number,
  toughness: number,
  elements: string,
  habitats: string[],
  loot: string[],
  description: string,
];

const ROWS: Row[] = [
  // Brackenford Cellars and Willowmere Fields
  ['Cellar Rat', 1, 1, 'fire+10', ['brackenford-cellars'], ['rat-tail:0.6', 'kitchen-knife:0.02'], 'A fat, bold rat that has never feared a broom.'],
  ['Giant Cockroach', 2, 1, 'earth-20', ['brackenford-cellars'], ['bone-shard:0.3:1-2', 'leather-cap:0.03'], 'A roach as long as a forearm that crunches when it runs.'],
  ['Cave Bat', 3, 0.8, 'holy+15', ['brackenford-cellars', 'rimeglass-caves'], ['feather-bundle:0.25', 'copper-ring:0.01'], 'Hangs in the dark vaults and shrieks at torchlight.'],
  ['Sewer Snake', 5, 1, 'ice+20 earth-30', ['brackenford-cellars'], ['leather-strip:0.4:1-2', 'skinning-knife:0.03'], 'A long brown snake with a weak bite and a strong grudge.'],
  ['Rat King', 8, 3, 'fire+15', ['brackenford-cellars'], ['rat-tail:1:3-6', 'rusty-shortsword:0.2', 'copper-amulet:0.1', 'wooden-pendant:0.15'], 'A tangle of rats grown together, ruling the deepest vault.'],
  ['Angry Goose', 1, 0.8, '', ['willowmere-fields'], ['feather-bundle:0.7:1-3'], 'Do not walk past its pond. Just do not.'],
  ['Crow', 2, 0.8, 'energy+10', ['willowmere-fields'], ['feather-bundle:0.5:1-2', 'linen-cloth:0.1'], 'A clever crow that steals whatever shines.'],
  ['Wild Boar', 6, 1.2, 'fire+10', ['willowmere-fields', 'thornwood'], ['boar-tusk:0.35:1-2', 'leather-strip:0.5:1-3', 'hide-shield:0.03'], 'Quick, angry and all tusk.'],
  ['Goblin Thief', 7, 1, 'holy+10', ['willowmere-fields'], ['iron-ore:0.2', 'wooden-club:0.08', 'cloth-gloves:0.05', 'sandals:0.05'], 'A small green pest with quick fingers.'],
  ['Scarecrow', 9, 1.3, 'fire+50 physical-10', ['willowmere-fields'], ['linen-cloth:0.6:1-3', 'farmhands-pitchfork:0.08', 'linen-hood:0.05'], 'Straw and rags stirred to life by something that should have stayed buried.'],
  // The Thornwood
  ['Grey Wolf', 8, 1, 'fire+15', ['thornwood'], ['wolf-pelt:0.4', 'leather-boots:0.03'], 'Hunts in packs along the forest paths.'],
  ['Thornwood Spider', 11, 1, 'fire+25 earth-20', ['thornwood'], ['spider-silk:0.45:1-2', 'iron-dagger:0.03', 'silk-cloth:0.02'], 'A spider the size of a dog, waiting in webs strung between briars.'],
  ['Bandit', 12, 1.1, '', ['thornwood'], ['bandit-badge:0.7', 'iron-ore:0.2', 'bandit-mask:0.04', 'militia-sword:0.03', 'iron-knuckles:0.05'], 'A cutthroat of the Thornwood gangs who robs travellers on the road.'],
  ['Bandit Archer', 14, 1, '', ['thornwood'], ['bandit-badge:0.7', 'feather-bundle:0.4:1-4', 'hunting-bow:0.05', 'archers-bracers:0.04'], 'Shoots from the trees and runs before anyone can close in.'],
  ['Dire Wolf', 20, 1.3, 'fire+15', ['thornwood'], ['wolf-pelt:0.6:1-2', 'leather-leggings:0.04', 'studded-gloves:0.03'], 'The leader of the pack, as big as a pony.'],
  ['Briar Bear', 18, 1.5, 'fire+20', ['thornwood'], ['leather-strip:0.5:2-4', 'healing-herb:0.3:1-2', 'boarcleaver:0.03'], 'A bear whose fur is matted with thorns.'],
  ['Bandit Captain', 22, 3, '', ['thornwood'], ['bandit-badge:1:2-4', 'bandits-sabre:0.15', 'bandit-captains-medallion:0.08', 'bandits-dirk:0.1', 'spiked-club:0.1'], 'The leader of the Thornwood gangs, with a price on his head in three towns.'],
  ['Forest Troll', 25, 1.6, 'fire+20 physical-10', ['thornwood'], ['troll-hide:0.2', 'oak-branch:0.6:1-3', 'militia-war-axe:0.04'], 'A slow, hungry troll that heals its wounds in moments.'],
  // The Drowned Reeds and Saltmarsh Haven
  ['Giant Crab', 15, 1.2, 'energy+25 fire-10', ['drowned-reeds'], ['crab-shell:0.5:1-2', 'pearl:0.02', 'crab-shell-shield:0.01'], 'A crab with claws that could snap a spear in two.'],
  ['Giant Leech', 16, 0.9, 'fire+20 ice+10', ['drowned-reeds'], ['bog-moss:0.4:1-2', 'healing-herb:0.2'], 'Drops from the reeds onto anyone who wades too slowly.'],
  ['Marsh Eel', 17, 1, 'energy+30 ice-10', ['drowned-reeds'], ['eel-skin:0.4', 'pearl:0.01', 'marsh-bow:0.02'], 'A long, slippery eel with a shocking bite.'],
  ['Bog Lurker', 20, 1.2, 'fire+20 earth-30', ['drowned-reeds'], ['bog-moss:0.6:1-3', 'marsh-waders:0.04', 'eel-grip-knife:0.02'], 'Half mud, half teeth, waiting under the surface.'],
  ['Smuggler', 26, 1.1, '', ['drowned-reeds', 'saltmarsh-haven'], ['pearl:0.05', 'saltwind-cutlass:0.04', 'eel-skin-gloves:0.04', 'light-crossbow:0.05'], 'A smuggler of the Reedcoast who does not like being seen.'],
  ['Reed Witch', 28, 1.3, 'fire+20 death-20', ['drowned-reeds'], ['bog-moss:0.5:1-2', 'marsh-witch-staff:0.05', 'pearl-orb:0.03', 'pearl-necklace:0.02'], 'A hag of the marsh who brews poisons from the reeds.'],
  ['Mud Golem', 30, 1.5, 'ice+20 earth-50', ['drowned-reeds'], ['iron-ore:0.5:1-3', 'crab-shell-helmet:0.03'], 'A heap of mud and stone that walks.'],
  ['Swamp Troll', 32, 1.5, 'fire+25', ['drowned-reeds'], ['troll-hide:0.25', 'eel-skin:0.2', 'reavers-axe:0.03'], 'A troll that smells worse than the bog it lives in.'],
  ['Pirate Cutthroat', 34, 1.2, '', ['saltmarsh-haven', 'drowned-reeds'], ['pearl:0.08', 'gold-nugget:0.03', 'reavers-axe:0.03', 'steel-kris:0.03', 'pearl-ring:0.02'], 'Sails in under a false flag and takes what it can.'],
  // The Sunken Chapel
  ['Drowned Acolyte', 30, 1.1, 'holy+30 death-50', ['sunken-chapel'], ['grave-dust:0.5', 'drowned-relic:0.08', 'chapel-censer-mace:0.03'], 'A drowned priest still mumbling a prayer that no one hears.'],
  ['Skeleton Guard', 33, 1.2, 'holy+25 physical+10 death-100', ['sunken-chapel'], ['bone-shard:0.8:2-5', 'chapel-guard-shield:0.02', 'steel-greaves:0.03'], 'Bones in rusted armor, guarding a door that leads nowhere.'],
  ['Wailing Ghost', 38, 1.1, 'holy+40 physical-50 death-100', ['sunken-chapel'], ['ghost-wisp:0.15', 'grave-dust:0.4', 'orb-of-whispers:0.02'], 'A spirit whose wail freezes the blood.'],
  ['Chapel Wight', 44, 1.4, 'holy+30 death-80 ice-20', ['sunken-chapel'], ['drowned-relic:0.2', 'grave-dust:0.5:1-2', 'chapel-wardens-sword:0.03', 'wand-of-the-drowned:0.03'], 'A knight who drowned defending the chapel and never stopped.'],
  ['Bone Horror', 47, 1.6, 'holy+30 death-100', ['sunken-chapel'], ['bone-shard:1:4-8', 'bonecrusher:0.04', 'drowned-locket:0.02'], 'A heap of bones stitched into something with too many arms.'],
  ['Bell Warden', 50, 3.5, 'holy+25 death-100 physical-10', ['sunken-chapel'], ['drowned-relic:0.8:1-3', 'silver-nugget:0.5:1-2', 'drowned-crown:0.1', 'orb-of-the-chapel:0.05', 'drowned-locket:0.1'], 'The guardian of the drowned bell. When it rings, the dead rise.'],
  // Frostmere and the Northern Pass
  ['Lantern Thief', 18, 1, '', ['frostmere'], ['festival-token:0.6:1-3', 'fox-mask:0.01', 'linen-cloth:0.3'], 'Sneaks through the festival crowds stealing lanterns, tokens and purses.'],
  ['Frost Wolf', 24, 1.1, 'fire+25 ice-50', ['northern-pass'], ['wolf-pelt:0.5', 'frostbitten-mitts:0.01', 'fur-lined-boots:0.01'], 'A white wolf that hunts in blizzards.'],
  ['Winter Hawk', 26, 0.9, 'energy+15 ice-30', ['northern-pass'], ['feather-bundle:0.6:2-4', 'frostwind-bow:0.01'], 'Dives from the cliffs onto anything that moves.'],
  ['Snow Golem', 30, 1.5, 'fire+40 ice-100', ['northern-pass'], ['festival-token:0.8:1-4', 'snow-golem-core:0.05', 'golem-breaker:0.01'], 'A golem of packed snow; during the festival every one drops tokens.'],
  ['Yeti', 40, 1.6, 'fire+30 ice-60', ['northern-pass', 'rimeglass-caves'], ['yeti-fur:0.35', 'frostbitten-mitts:0.03', 'fur-lined-boots:0.03', 'frostguard-helm:0.02'], 'A towering ape of the snow with a roar that starts avalanches.'],
  ['Ice Troll', 45, 1.6, 'fire+30 ice-50', ['northern-pass'], ['troll-hide:0.3', 'frost-lichen:0.3', 'frostbite-axe:0.03', 'troll-hide-shield:0.02'], 'A blue-skinned troll whose wounds freeze shut.'],
  ['Frost Giant', 55, 2.5, 'fire+30 ice-80', ['northern-pass'], ['yeti-fur:0.4:1-2', 'sapphire:0.05', 'frostgiant-axe:0.04', 'frostguard-greaves:0.03'], 'A giant of the high pass, tall as a watchtower.'],
  // Rimeglass Caves
  ['Ice Bat', 40, 0.9, 'fire+30 ice-100', ['rimeglass-caves'], ['frost-lichen:0.4', 'rimeglass-shard:0.03'], 'A bat with frosted wings that glitter in the dark.'],
  ['Crystal Spider', 48, 1.2, 'physical+20 ice-50', ['rimeglass-caves'], ['spider-silk:0.6:1-3', 'rimeglass-shard:0.08', 'frostsliver:0.02'], 'A spider whose shell is clear as glass.'],
  ['Rimeglass Elemental', 52, 1.4, 'fire+40 ice-100 physical-20', ['rimeglass-caves'], ['rimeglass-shard:0.3:1-2', 'frost-orb:0.03', 'frost-staff:0.03', 'frost-ring:0.02'], 'Living ice that sings as it moves.'],
  ['Frost Wraith', 58, 1.3, 'holy+30 fire+20 death-100 ice-100', ['rimeglass-caves'], ['ghost-wisp:0.2', 'frost-lichen:0.5', 'frostweave-robe:0.03', 'frost-lichen-torc:0.02'], 'A spirit of someone who froze in the caves, still looking for the way out.'],
  ['Glacial Worm', 65, 2, 'fire+30 ice-80', ['rimeglass-caves'], ['rimeglass-shard:0.4:1-3', 'sapphire:0.08', 'frostweave-skirt:0.03', 'frost-sabatons:0.03'], 'A worm that bores through solid ice.'],
  ['Glacier Sentinel', 70, 2.5, 'fire+35 ice-100 energy-20', ['rimeglass-caves'], ['rimeglass-shard:0.6:2-4', 'sapphire:0.15', 'sapphire-orb:0.05', 'sapphire-pendant:0.04'], 'An ancient guardian carved from the glacier itself.'],
  // The Cinder Steps and Cinderholt
  ['Fire Imp', 50, 0.9, 'ice+30 fire-100', ['cinder-steps'], ['sulphur:0.6:1-3', 'wand-of-embers:0.04', 'amulet-of-embers:0.02'], 'A cackling little demon that throws sparks.'],
  ['Lava Beetle', 54, 1.2, 'ice+25 fire-80', ['cinder-steps'], ['cinder-salt:0.4:1-2', 'obsidian-chunk:0.2', 'ember-gloves:0.02'], 'A beetle with a shell of cooled lava.'],
  ['Ash Hound', 58, 1.2, 'ice+30 fire-60', ['cinder-steps'], ['ember-scale:0.15', 'sulphur:0.4', 'ember-boots:0.02'], 'A hound of smoke and cinders that hunts by the smell of fear.'],
  ['Ember Drake', 60, 1.8, 'ice+35 fire-100', ['cinder-steps'], ['ember-scale:0.5:1-3', 'drake-heart:0.03', 'emberforged-sword:0.03', 'ember-axe:0.03'], 'A young drake of the volcano, quick and hot-tempered.'],
  ['Cinder Salamander', 66, 1.3, 'ice+30 fire-100', ['cinder-steps'], ['ember-scale:0.3', 'ruby:0.05', 'ember-orb:0.04', 'ruby-ring:0.02'], 'A lizard that swims through lava as through water.'],
  ['Magma Golem', 75, 2.2, 'ice+40 fire-100 physical-20', ['cinder-steps', 'obsidian-deep'], ['magma-core:0.15', 'obsidian-chunk:0.5:1-3', 'cinder-maul:0.04', 'ember-plate:0.02'], 'A golem of molten rock that leaves burning footprints.'],
  ['Drake Matriarch', 90, 4, 'ice+30 fire-100 physical-20', ['cinder-steps'], ['drake-heart:0.5', 'ember-scale:1:4-8', 'drakefang-spear:0.08', 'drakescale-shield:0.05', 'drake-heart-amulet:0.06'], 'The mother of all ember drakes, nesting at the top of the Cinder Steps.'],
  // The Obsidian Deep
  ['Obsidian Golem', 85, 2.2, 'earth+25 physical-40 fire-50', ['obsidian-deep'], ['obsidian-chunk:0.8:2-5', 'obsidian-bulwark:0.03', 'obsidian-gauntlets:0.03'], 'Walking volcanic glass with edges like razors.'],
  ['Shadow Stalker', 95, 1.8, 'holy+40 death-80', ['obsidian-deep'], ['ghost-wisp:0.3', 'moonstone:0.05', 'nightwhisper:0.02', 'shadow-treads:0.03'], 'A hunter made of darkness, seen only when it strikes.'],
  ['Deep Wyrm', 110, 3, 'ice+25 fire-80 earth-30', ['obsidian-deep'], ['magma-core:0.3', 'ruby:0.15', 'drakebone-glaive:0.03', 'drakescale-armor:0.03'], 'A blind wyrm that swims through the glass walls of the rift.'],
  ['Flame Titan', 125, 3.5, 'ice+40 fire-100', ['obsidian-deep'], ['magma-core:0.5:1-2', 'gold-nugget:0.4:1-3', 'magma-hammer:0.04', 'titans-maul:0.03', 'ring-of-the-drake:0.03'], 'A giant of living fire that guards the lower rift.'],
  ['Rift Horror', 135, 3, 'holy+40 death-100 physical-20', ['obsidian-deep'], ['ghost-wisp:0.6:1-2', 'moonstone:0.2', 'star-orb:0.04', 'last-word:0.02', 'crown-of-stars:0.02'], 'Something that crawled up from below the rift. It should not be.'],
  ['Obsidian Colossus', 140, 5, 'earth+20 physical-40 fire-60', ['obsidian-deep'], ['obsidian-chunk:1:6-12', 'magma-core:0.6:1-3', 'heart-of-the-mountain:0.05', 'worldsplitter:0.04', 'pendant-of-the-ancients:0.04'], 'The largest thing in the Deep. Its footsteps shake Cinderholt.'],
  ['Cinder Bandit', 52, 1.1, '', ['cinder-steps'], ['cinder-salt:0.3', 'gold-nugget:0.04', 'obsidian-shiv:0.02', 'venom-kris:0.03', 'shadow-signet:0.01'], 'A bandit who robs the caravans on the long road to Cinderholt.'],
  ['Marsh Serpent', 40, 1.4, 'ice+20 earth-40', ['drowned-reeds'], ['eel-skin:0.5', 'eel-skin-armor:0.02', 'eel-skin-leggings:0.02', 'venom-kris:0.01'], 'A serpent long as a boat that glides under the reeds.'],
  ['Will-o’-Wisp', 36, 0.7, 'death+30 energy-50', ['drowned-reeds', 'thornwood'], ['ghost-wisp:0.4', 'moonstone-orb:0.02'], 'A floating light that leads travellers into the bog.'],
  ['Storm Harpy', 62, 1.2, 'earth+25 energy-60', ['northern-pass', 'cinder-steps'], ['feather-bundle:0.8:3-6', 'stormcaller-wand:0.03', 'stormglass-orb:0.02', 'storm-flail:0.02'], 'A screaming bird-woman riding the storm winds.'],
  ['Highland Brigand', 44, 1.2, '', ['northern-pass'], ['steel-ingot:0.1', 'silver-nugget:0.05', 'steel-crossbow:0.03', 'composite-bow:0.02', 'iron-gauntlets:0.03'], 'An outlaw of the high pass who takes a toll from every traveller.'],
];

const parseElements = (spec: string) =>
  spec
    .split(' ')
    .filter(Boolean)
    .map((part) => {
      const match = /^([a-z]+)([+-]\d+)$/.exec(part);
      if (!match) throw new Error(`Monster element "${part}" is not written as element+percent`);
      return { element: match[1] as ElementId, modifier: Number(match[2]) };
    });

const parseLoot = (spec: string) => {
  const [goodsId, chance, amount = '1'] = spec.split(':');
  const [min, max = min] = amount.split('-');
  return { goodsId: goodsId!, chance: Number(chance), min: Number(min), max: Number(max) };
};

export const monsterId = (name: string) => name.toLowerCase().replace(/[’']/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Every monster with its loot table and the places it lives. */
export const MONSTERS: Monster[] = ROWS.map(([name, level, toughness, elements, habitats, loot, description]) => ({
  id: monsterId(name),
  name,
  level,
  health: Math.round((25 + level * 18) * toughness),
  experience: Math.round((4 + level ** 1.45 * 3) * toughness),
  armor: Math.round(level * 0.4 * Math.min(toughness, 2)),
  elements: parseElements(elements),
  loot: loot.map(parseLoot),
  habitats,
  description,
}));
