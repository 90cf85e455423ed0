import type { GameLocation } from '../schemas';

/** Towns, wilds and dungeons of the four provinces. */
export const LOCATIONS: GameLocation[] = [
  { id: 'brackenford', name: 'Brackenford', kind: 'town', province: 'The Greenmarch', description: 'A river town of mills and cellars where every new squire takes the oath.' },
  { id: 'brackenford-cellars', name: 'Brackenford Cellars', kind: 'dungeon', province: 'The Greenmarch', description: 'Damp vaults under the old granaries, overrun by rats and worse.' },
  { id: 'willowmere-fields', name: 'Willowmere Fields', kind: 'wilds', province: 'The Greenmarch', description: 'Rolling farmland and hedgerows south of Brackenford, safe enough by day.' },
  { id: 'thornwood', name: 'The Thornwood', kind: 'wilds', province: 'The Greenmarch', description: 'A tangled forest of briars where wolves and bandits hunt the paths.' },
  { id: 'saltmarsh-haven', name: 'Saltmarsh Haven', kind: 'town', province: 'The Reedcoast', description: 'A harbour on stilts, busy with fishers, smugglers and traders from over the sea.' },
  { id: 'drowned-reeds', name: 'The Drowned Reeds', kind: 'wilds', province: 'The Reedcoast', description: 'Endless marsh and tidal pools where crabs and bog things lurk.' },
  { id: 'sunken-chapel', name: 'The Sunken Chapel', kind: 'dungeon', province: 'The Reedcoast', description: 'A chapel the sea swallowed whole; its dead still keep the vigil.' },
  { id: 'frostmere', name: 'Frostmere', kind: 'town', province: 'The Pale Reach', description: 'A lantern-lit town on a frozen lake, home of the winter festival.' },
  { id: 'northern-pass', name: 'The Northern Pass', kind: 'wilds', province: 'The Pale Reach', description: 'A wind-cut pass above Frostmere where snow golems roam.' },
  { id: 'rimeglass-caves', name: 'Rimeglass Caves', kind: 'dungeon', province: 'The Pale Reach', description: 'Caverns of blue ice under the mountains, bright with frozen light.' },
  { id: 'cinderholt', name: 'Cinderholt', kind: 'town', province: 'The Ashlands', description: 'A forge town built into a cooling lava flow, loud with hammers day and night.' },
  { id: 'cinder-steps', name: 'The Cinder Steps', kind: 'wilds', province: 'The Ashlands', description: 'Terraces of black rock climbing to the volcano, where ember drakes nest.' },
  { id: 'obsidian-deep', name: 'The Obsidian Deep', kind: 'dungeon', province: 'The Ashlands', description: 'A glass-walled rift under the volcano, the deepest hunt in the land.' },
];
