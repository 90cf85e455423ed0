import { performance } from 'node:perf_hooks';
import { CLASSES } from '../../server/game-data/data/classes';
import { SPELLS } from '../../server/game-data/data/spells';
import { MONSTERS } from '../../server/game-data/data/monsters';
import { NPCS } from '../../server/game-data/data/npcs';
import { CLASS_IDS, ITEM_STAT_IDS, SLOT_IDS, STAT_IDS, type SlotId } from '../../server/game-data/rules/constants';
import { equipmentCost, packSources } from '../../server/game-data/rules/cost';
import { deriveNumbers, marginalValues, spellsKnown, wornEquipment, type PlannerInput, type PlannerItem } from '../../server/game-data/rules/derived';
import { PICKER_PAGE, pickerCandidates, type PickerSort } from '../../server/game-data/rules/picker';
import { mayWear } from '../../server/game-data/rules/wearing';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { rawPack } from '../../server/game-data/pack';

/**
 * The planner per change and the item picker per keystroke (under 16 ms),
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

  // The picker: type a search letter by letter with the class, a stat filter, the level filter and a sort
  // (10 warm-up rounds first, not counted); then the same with the predicted change of each shown
  // candidate (its first page of PICKER_PAGE), as the page draws it after a keystroke.
  const typed = 'steel';
  const keystrokes: number[] = [];
  const keystrokesDrawn: number[] = [];
  const knightAt = (level: number): PlannerInput => ({ characterClass: CLASSES.find((c) => c.id === 'knight')!, level, stats: defaultSharedBuild().stats, equipment: {}, traits: [], spells: spellsKnown(SPELLS, 'knight', level) });
  for (let round = -10; round < 60; round += 1) {
    const at = Math.abs(round);
    const slot = SLOT_IDS[at % SLOT_IDS.length]!;
    const sort: PickerSort = at % 3 === 0 ? 'name' : at % 3 === 1 ? 'level' : ITEM_STAT_IDS[at % ITEM_STAT_IDS.length]!;
    for (let length = 0; length <= typed.length; length += 1) {
      const criteria = { slot, characterClass: CLASS_IDS[at % CLASS_IDS.length], search: typed.slice(0, length), stat: at % 2 ? ('armor' as const) : null, maxLevel: at % 4 ? 200 : 60, sort };
      let start = performance.now();
      pickerCandidates(items, criteria);
      if (round >= 0) keystrokes.push(performance.now() - start);
      start = performance.now();
      const input = knightAt(120);
      const shown = pickerCandidates(items, { ...criteria, characterClass: 'knight' }).slice(0, PICKER_PAGE) as unknown as PlannerItem[];
      deriveNumbers(input);
      for (const candidate of shown) deriveNumbers({ ...input, equipment: { [slot]: candidate } });
      if (round >= 0) keystrokesDrawn.push(performance.now() - start);
    }
  }

  // The planner: a knight at level 120 gains a stat point or swaps an item, 400 times, with the
  // main-hand picker open (the predicted change of each candidate shown, its first page of
  // PICKER_PAGE, as the page computes it).
  const knight = CLASSES.find((c) => c.id === 'knight')!;
  const candidates = pickerCandidates(worn, { slot: 'hand-main', characterClass: 'knight' }).slice(0, PICKER_PAGE);
  const byId = new Map(worn.map((item) => [item.id, item]));
  const changes: number[] = [];
  // CPU time of the process per change as well: on a loaded machine the wall clock also counts
  // the time the process waited for a core.
  const changesCpu: number[] = [];
  const bySlot = new Map(SLOT_IDS.map((slot) => [slot, worn.filter((item) => item.slot === slot && mayWear(item, 'knight'))]));
  let build = { ...defaultSharedBuild(), characterClass: 'knight' as const, level: 120 };
  // 50 warm-up changes first (not counted), so the figures are the page's steady state.
  for (let step = -50; step < 400; step += 1) {
    const slot = SLOT_IDS[Math.abs(step) % SLOT_IDS.length]! as SlotId;
    const forSlot = bySlot.get(slot)!;
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    build = step % 2
      ? { ...build, stats: { ...build.stats, [STAT_IDS[Math.abs(step) % STAT_IDS.length]!]: Math.abs(step * 3) % 60 } }
      : { ...build, equipment: { ...build.equipment, [slot]: forSlot[Math.abs(step) % Math.max(1, forSlot.length)]?.id ?? '' } };
    const { equipment } = wornEquipment(build.equipment, (id) => byId.get(id), build.characterClass);
    const input: PlannerInput = { characterClass: knight, level: build.level, stats: build.stats, equipment, traits: [], spells: spellsKnown(SPELLS, 'knight', build.level) };
    deriveNumbers(input);
    marginalValues(input);
    equipmentCost(equipment, sources);
    encodeShareState(build);
    for (const candidate of candidates) deriveNumbers({ ...input, equipment: { ...equipment, 'hand-main': candidate } });
    if (step >= 0) {
      changes.push(performance.now() - start);
      const cpu = process.cpuUsage(cpuStart);
      changesCpu.push((cpu.user + cpu.system) / 1000);
    }
  }
  console.log(
    `planner, pack ×${factor} (${items.length} items): picker filter + sort per keystroke ${times(keystrokes)}; ` +
      `with the shown candidates' changes ${times(keystrokesDrawn)}; ` +
      `recompute per change (numbers, one-more-point, cost, share state, ${candidates.length} shown candidates' changes) ${times(changes)}, CPU time ${times(changesCpu)} (budget 16 ms)`,
  );
}
