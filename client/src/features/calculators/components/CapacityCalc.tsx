import { carryCount, levelInput, parseNumberInput } from '@game/rules/calculators';
import { MAX_LEVEL } from '@game/rules/constants';
import { capacity } from '@game/rules/formulas';
import { classOf, CLASS_OPTIONS } from '../classes';
import { CalcField, CalcResult, CalcSelect, firstProblem, fmt } from './CalcField';

export const CAPACITY_DEFAULTS = { cc: 'knight', cl: '50', cp: '10', cw: '0', ci: '' };

/** Something that can be carried: an item or a material, with its weight in ounces. */
export interface Carryable {
  id: string;
  name: string;
  weight: number;
}

/** Capacity at a level with capacity points, what is left beside the load, and how many of a thing fit. */
export function CapacityCalc(props: {
  values: typeof CAPACITY_DEFAULTS;
  set: (patch: Partial<typeof CAPACITY_DEFAULTS>) => void;
  materials: Carryable[];
  items: Carryable[];
  loading: boolean;
}) {
  const { values, set } = props;
  const cls = classOf(values.cc);
  const level = parseNumberInput(values.cl, levelInput());
  const points = parseNumberInput(values.cp, { label: 'Capacity points', min: 0, max: level.ok ? level.value : MAX_LEVEL, whole: true });
  const carried = parseNumberInput(values.cw, { label: 'Weight carried', min: 0, max: 1e6 });
  const thing = [...props.materials, ...props.items].find((t) => t.id === values.ci && t.weight > 0);
  const thingProblem = values.ci && !thing && !props.loading ? 'The thing in this link is not in the library any more: pick another.' : null;
  const problem = firstProblem(level, points, carried) ?? thingProblem;
  const total = !problem && level.ok && points.ok ? capacity(cls.capacity, level.value, points.value) : null;
  const carry = total !== null && carried.ok ? carryCount(total, carried.value, thing?.weight ?? 1) : null;
  const option = (t: Carryable) => ({ value: t.id, label: `${t.name} (${fmt(t.weight)} oz)` });
  return (
    <>
      <div className="calc-row">
        <CalcSelect label="Class" value={cls.id} options={CLASS_OPTIONS} onChange={(cc) => set({ cc })} />
        <CalcField label="Level" value={values.cl} parsed={level} onChange={(cl) => set({ cl })} />
        <CalcField label="Capacity points" value={values.cp} parsed={points} onChange={(cp) => set({ cp })} />
        <CalcField label="Weight carried (oz)" value={values.cw} parsed={carried} inputMode="decimal" onChange={(cw) => set({ cw })} />
        <CalcSelect
          label="How many of"
          value={thing ? thing.id : ''}
          options={[{ value: '', label: props.loading ? 'Loading…' : 'Choose something to carry' }]}
          groups={[
            { label: 'Materials', options: props.materials.filter((t) => t.weight > 0).map(option) },
            { label: 'Items', options: props.items.filter((t) => t.weight > 0).map(option) },
          ]}
          onChange={(ci) => set({ ci })}
        />
      </div>
      <CalcResult label="Capacity" problem={problem} testId="capacity-result">
        {total !== null && carry && (
          <>
            A level {level.ok ? level.value : ''} {cls.name.toLowerCase()} carries <strong>{fmt(total)} oz</strong>;{' '}
            {carry.free < 0 ? (
              <span className="calc-warning">the load is {fmt(-carry.free)} oz over capacity.</span>
            ) : (
              <>
                {fmt(carry.free)} oz are free
                {thing ? (
                  <>
                    : room for <strong>{fmt(carry.count)}</strong> × {thing.name}.
                  </>
                ) : (
                  '.'
                )}
              </>
            )}
          </>
        )}
      </CalcResult>
    </>
  );
}
