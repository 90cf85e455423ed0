import type { Recipe } from '../schemas';

/** `[output, amount, ingredients as "id×n", crafting NPC, fee in gold, level needed]`. */
type Row = [output: string, amount: number, ingredients: string[], npc: string, fee: number, level: number];

const ROWS: Row[] = [
  ['iron-ingot', 1, ['iron-ore×3'], 'hilda-ashgrove', 5, 1],
  ['steel-ingot', 1, ['iron-ingot×2', 'cinder-salt×1'], 'forgemaster-brann', 20, 20],
  ['squires-blade', 1, ['iron-ingot×2', 'leather-strip×2'], 'hilda-ashgrove', 10, 8],
  ['steel-longsword', 1, ['steel-ingot×2', 'leather-strip×2'], 'hilda-ashgrove', 40, 24],
  ['hand-axe', 1, ['iron-ingot×1', 'oak-branch×1'], 'hilda-ashgrove', 5, 5],
  ['iron-mace', 1, ['iron-ingot×1', 'oak-branch×1', 'leather-strip×1'], 'hilda-ashgrove', 8, 6],
  ['leather-boots', 1, ['leather-strip×3'], 'tobin-reed', 3, 4],
  ['leather-jerkin', 1, ['wolf-pelt×2', 'leather-strip×2'], 'tobin-reed', 6, 6],
  ['studded-leather-armor', 1, ['leather-jerkin×1', 'iron-ingot×2'], 'tobin-reed', 30, 15],
  ['hunting-bow', 1, ['oak-branch×2', 'leather-strip×1'], 'pell-the-fletcher', 5, 5],
  ['yew-longbow', 1, ['yew-stave×2', 'spider-silk×2'], 'pell-the-fletcher', 25, 15],
  ['marsh-bow', 1, ['yew-longbow×1', 'eel-skin×2'], 'dockmaster-finch', 40, 21],
  ['apprentice-robe', 1, ['linen-cloth×2'], 'wren-thistle', 3, 3],
  ['linen-skirt', 1, ['linen-cloth×4'], 'wren-thistle', 8, 8],
  ['silk-cloth', 1, ['spider-silk×2'], 'marisol-the-netmaker', 4, 10],
  ['silk-robe', 1, ['silk-cloth×3', 'linen-cloth×2'], 'marisol-the-netmaker', 40, 26],
  ['crab-shell-shield', 1, ['crab-shell×4', 'iron-ingot×1'], 'gulliver-brine', 30, 25],
  ['crab-shell-armor', 1, ['crab-shell×8', 'leather-strip×4'], 'gulliver-brine', 80, 38],
  ['eel-skin-gloves', 1, ['eel-skin×2', 'leather-strip×1'], 'gulliver-brine', 20, 20],
  ['pearl-necklace', 1, ['pearl×1', 'silver-nugget×1'], 'nerissa-tidewell', 25, 20],
  ['pearl-ring', 1, ['pearl×2', 'silver-nugget×1'], 'nerissa-tidewell', 30, 27],
  ['festival-scarf', 1, ['festival-token×10', 'linen-cloth×2'], 'old-marta', 0, 15],
  ['festival-coat', 1, ['festival-token×15', 'wolf-pelt×3'], 'old-marta', 0, 20],
  ['lanternlight-sword', 1, ['festival-token×40', 'steel-ingot×6', 'snow-golem-core×2'], 'lantern-keeper-hale', 150, 68],
  ['fur-lined-boots', 1, ['yeti-fur×2', 'leather-boots×1'], 'sven-the-furrier', 40, 42],
  ['frostbitten-mitts', 1, ['yeti-fur×3', 'leather-strip×2'], 'sven-the-furrier', 50, 46],
  ['frost-staff', 1, ['rimeglass-shard×2', 'yew-staff×1'], 'eira-lumen', 60, 37],
  ['frost-orb', 1, ['rimeglass-shard×3', 'quartz-orb×1'], 'eira-lumen', 80, 35],
  ['moonstone-orb', 1, ['moonstone×1', 'glass-orb×1'], 'eira-lumen', 50, 28],
  ['troll-hide-shield', 1, ['troll-hide×4', 'steel-tower-shield×1'], 'ingrid-frosthelm', 120, 54],
  ['troll-hide-armor', 1, ['troll-hide×6', 'chain-shirt×1'], 'ingrid-frosthelm', 180, 64],
  ['emberforged-sword', 1, ['steel-ingot×3', 'ember-scale×3'], 'forgemaster-brann', 150, 60],
  ['ember-plate', 1, ['steel-ingot×6', 'ember-scale×6', 'drake-heart×1'], 'vala-steelwright', 300, 80],
  ['drakescale-shield', 1, ['ember-scale×12', 'steel-ingot×4'], 'vala-steelwright', 400, 100],
  ['ruby-ring', 1, ['ruby×1', 'gold-nugget×1'], 'kessa-ember', 120, 55],
  ['drake-heart-amulet', 1, ['drake-heart×1', 'gold-nugget×2'], 'kessa-ember', 200, 75],
  ['obsidian-edge', 1, ['obsidian-chunk×8', 'steel-ingot×4'], 'forgemaster-brann', 350, 95],
  ['staff-of-the-deep', 1, ['obsidian-chunk×4', 'magma-core×1', 'silver-nugget×2'], 'selene-nightveil', 300, 82],
];

function parseIngredient(spec: string) {
  const [goodsId, amount] = spec.split('×');
  return { goodsId: goodsId!, amount: Number(amount) };
}

/** Crafting recipes: what goes in, what comes out, who makes it and for how much. */
export const RECIPES: Recipe[] = ROWS.map(([output, amount, ingredients, npc, fee, level]) => ({
  id: `make-${output}`,
  output,
  amount,
  ingredients: ingredients.map(parseIngredient),
  npc,
  fee,
  level,
}));
