import { performance } from 'node:perf_hooks';
import { CLASSES } from '../../server/game-data/data/classes';
import { SPELLS } from '../../server/game-data/data/spells';
import { MONSTERS } from '../../server/game-data/data/monsters';
import { NPCS } from '../../server/game-data/data/npcs';
import { CLASS_IDS, ITEM_STAT_IDS, SLOT_IDS, STAT_IDS, type SlotId } from '../../server/game-data/rules/constants';
import { equipmentCost, packSources } from '../../server/game-data/rules/cost';
import { deriveNumbers, marginalValues, type PlannerInput, type PlannerItem } from '../../server/game-data/rules/derived';
import { PICKER_PAGE, pickerCandidates, type PickerSort } from '../../server/game-data/rules/picker';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { rawPack } from '../../server/game-data/pack';

/**
 * The planner per change and the item picker per keystroke (DESIGN section 12: under 16 ms),
 * with the full pack and with a pack ten times larger (each item copied ten times under new
 * ids). A change does what /tools/planner does after one click: every derived number, the
 * one-more-point table, the equipment's cost, the share state, and the predicted change of
 * every candidate in the open picker. A keystroke filters and sorts one slot's candidates.
 */
const pack = rawPack();
const sources = packSources(NPCS, MONSTERS);
const times = (list: number[]) => {
  list.sort((a, b) => a - b);
  const at = (p: number) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!;
  return `p50 ${at(50).toFixed(3)} ms, p99 ${at(99).toFixed(3)} ms, worst ${list.at(-1)!.toFixed(3)} ms`;
};

for (const factor of [1, 10]) {
  const items = Array.from({ length: factor }, (_, copy) => pack.items.map((item) => ({ ...item, id: copy ? `${item.id}-${copy}` : item.id, stats: { ...item.stats } }))).flat();
  const worn = items.filter((item) => item.slot !== null) as Array<(typeof items)[number] & PlannerItem>;

  // The picker: type a search letter by letter with the class, a stat filter, the level filter and a sort.
  const typed = 'steel';
  const keystrokes: number[] = [];
  for (let round = 0; round < 60; round += 1) {
    const slot = SLOT_IDS[round % SLOT_IDS.length]!;
    const sort: PickerSort = round % 3 === 0 ? 'name' : round % 3 === 1 ? 'level' : ITEM_STAT_IDS[round % ITEM_STAT_IDS.length]!;
    for (let length = 0; length <= typed.length; length += 1) {
      const start = performance.now();
      pickerCandidates(items, { slot, characterClass: CLASS_IDS[round % CLASS_IDS.length], search: typed.slice(0, length), stat: round % 2 ? 'armor' : null, maxLevel: round % 4 ? 200 : 60, sort });
      keystrokes.push(performance.now() - start);
    }
  }

  // The planner: a knight at level 120 gains a stat point or swaps an item, 400 times, with the
  // main-hand picker open (the predicted change of each candidate shown, its first page of
  // PICKER_PAGE, as the page computes it).
  const knight = CLASSES.find((c) => c.id === 'knight')!;
  const candidates = pickerCandidates(worn, { slot: 'hand-main', characterClass: 'knight' }).slice(0, PICKER_PAGE);
  const byId = new Map(worn.map((item) => [item.id, item]));
  const changes: number[] = [];
  let build = { ...defaultSharedBuild(), characterClass: 'knight' as const, level: 120 };
  for (let step = 0; step < 400; step += 1) {
    const start = performance.now();
    const slot = SLOT_IDS[step % SLOT_IDS.length]! as SlotId;
    const forSlot = worn.filter((item) => item.slot === slot);
    build = step % 2
      ? { ...build, stats: { ...build.stats, [STAT_IDS[step % STAT_IDS.length]!]: (step * 3) % 60 } }
      : { ...build, equipment: { ...build.equipment, [slot]: forSlot[step % Math.max(1, forSlot.length)]?.id ?? '' } };
    const equipment = Object.fromEntries(SLOT_IDS.flatMap((s) => (byId.get(build.equipment[s]) ? [[s, byId.get(build.equipment[s])!]] : [])));
    const input: PlannerInput = { characterClass: knight, level: build.level, stats: build.stats, equipment, traits: [], spells: SPELLS.filter((s) => s.classes.includes('knight')) };
    deriveNumbers(input);
    marginalValues(input);
    equipmentCost(equipment, sources);
    encodeShareState(build);
    for (const candidate of candidates) deriveNumbers({ ...input, equipment: { ...equipment, 'hand-main': candidate } });
    changes.push(performance.now() - start);
  }
  console.log(
    `planner, pack ×${factor} (${items.length} items): picker filter + sort per keystroke ${times(keystrokes)}; ` +
      `recompute per change (numbers, one-more-point, cost, share state, ${candidates.length} shown candidates' changes) ${times(changes)} (budget 16 ms)`,
  );
}
