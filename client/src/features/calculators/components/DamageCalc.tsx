import { SPELLS } from '@game/data/spells';
import { hitAgainst, hitsToDefeat, levelInput, parseNumberInput } from '@game/rules/calculators';
import { MAX_LEVEL, type StatId } from '@game/rules/constants';
import { deriveNumbers, spellsKnown, type PlannerItem } from '@game/rules/derived';
import type { DamageRange } from '@game/rules/formulas';
import { classOf, CLASS_OPTIONS } from '../classes';
import { CalcField, CalcResult, CalcSelect, firstProblem, fmt } from './CalcField';

export const DAMAGE_DEFAULTS = { dc: 'knight', dl: '40', da: '20', dm: '0', dw: '', dt: '' };

/** A monster to hit, as the calculators read it. */
export interface CalcMonster {
  id: string;
  name: string;
  level: number;
  health: number;
  armor: number;
  elements: Array<{ element: string; modifier: number }>;
}

/** A hit against the monster and the hits it takes to defeat it. */
function Against({ range, element, monster }: { range: DamageRange; element: string; monster: CalcMonster }) {
  const modifier = monster.elements.find((e) => e.element === element)?.modifier ?? 0;
  const hit = hitAgainst(range, monster.armor, modifier);
  const hits = hitsToDefeat(monster.health, hit.average);
  return (
    <>
      {hit.min}–{hit.max}, {Number.isFinite(hits) ? `${hits} ${hits === 1 ? 'hit' : 'hits'}` : 'cannot hurt it'}
    </>
  );
}

/** A main-hand weapon of the items library, as the calculators read it. */
export type CalcWeapon = PlannerItem & { level: number; classes: string[] };

const NO_STATS: Record<StatId, number> = { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 };

/**
 * A hit for a class, level, ability, magic and weapon, through the planner's own derived
 * numbers (derived.ts), so the calculator and the planner never disagree.
 */
export function DamageCalc(props: {
  values: typeof DAMAGE_DEFAULTS;
  set: (patch: Partial<typeof DAMAGE_DEFAULTS>) => void;
  weapons: CalcWeapon[];
  monsters: CalcMonster[];
  loading: boolean;
}) {
  const { values, set } = props;
  const cls = classOf(values.dc);
  const level = parseNumberInput(values.dl, levelInput());
  const statMax = level.ok ? level.value : MAX_LEVEL;
  const ability = parseNumberInput(values.da, { label: 'Ability', min: 0, max: statMax, whole: true });
  const magic = parseNumberInput(values.dm, { label: 'Magic', min: 0, max: statMax, whole: true });
  const usable = props.weapons.filter((w) => w.classes.length === 0 || w.classes.includes(cls.id));
  const weapon = usable.find((w) => w.id === values.dw);
  const weaponProblem =
    values.dw && !weapon && !props.loading
      ? props.weapons.some((w) => w.id === values.dw)
        ? `A ${cls.name.toLowerCase()} cannot wield that weapon: pick another.`
        : 'The weapon in this link is not in the items library any more: pick another.'
      : null;
  const monster = props.monsters.find((m) => m.id === values.dt);
  const monsterProblem = values.dt && !monster && !props.loading ? 'The monster in this link is not in the list any more: pick another.' : null;
  const problem = firstProblem(level, ability, magic) ?? weaponProblem ?? monsterProblem;
  const result =
    !problem && level.ok && ability.ok && magic.ok
      ? deriveNumbers({
          characterClass: cls,
          level: level.value,
          stats: { ...NO_STATS, ability: ability.value, magic: magic.value },
          equipment: weapon ? { 'hand-main': weapon } : {},
          traits: [],
          spells: spellsKnown(SPELLS, cls.id, level.value),
        })
      : null;

  return (
    <>
      <div className="calc-row">
        <CalcSelect label="Class" value={cls.id} options={CLASS_OPTIONS} onChange={(dc) => set({ dc })} />
        <CalcField label="Level" value={values.dl} parsed={level} onChange={(dl) => set({ dl })} />
        <CalcField label="Ability points" value={values.da} parsed={ability} onChange={(da) => set({ da })} />
        <CalcField label="Magic points" value={values.dm} parsed={magic} onChange={(dm) => set({ dm })} />
        <CalcSelect
          label="Main-hand weapon"
          value={weapon ? weapon.id : ''}
          options={[
            { value: '', label: props.loading ? 'Loading the weapons…' : 'Bare hands' },
            ...usable.map((w) => ({ value: w.id, label: `${w.name} (level ${w.level}, attack ${w.stats.attack ?? 0})` })),
          ]}
          onChange={(dw) => set({ dw })}
        />
        <CalcSelect
          label="Against"
          value={monster ? monster.id : ''}
          options={[
            { value: '', label: props.loading ? 'Loading the monsters…' : 'No monster' },
            ...props.monsters.map((m) => ({ value: m.id, label: `${m.name} (level ${m.level})` })),
          ]}
          onChange={(dt) => set({ dt })}
        />
      </div>
      <CalcResult label="Weapon hit" problem={problem} testId="damage-result">
        {result && (
          <>
            {weapon ? weapon.name : 'Bare hands'} hit <strong>{result.weapon.min}–{result.weapon.max}</strong> damage (average {fmt(result.weapon.average)}), hit chance{' '}
            {fmt(result.numbers.hitChance.value)} %.
            {weapon && level.ok && weapon.level > level.value && <span className="calc-warning"> {weapon.name} needs level {weapon.level}.</span>}
            {monster && (
              <>
                {' '}
                Against {monster.name} ({fmt(monster.health)} health, armor {monster.armor}): <Against range={result.weapon} element="physical" monster={monster} />.
              </>
            )}
          </>
        )}
      </CalcResult>
      {result && result.spells.length > 0 && (
        <table className="calc-table" aria-label={`${cls.name} attack spells at this level`}>
          <thead>
            <tr>
              <th scope="col">Spell</th>
              <th scope="col" className="calc-table__wide">
                Element
              </th>
              <th scope="col">Damage</th>
              {monster && <th scope="col">Against {monster.name}</th>}
            </tr>
          </thead>
          <tbody>
            {result.spells.map((spell) => (
              <tr key={spell.id}>
                <th scope="row">
                  {spell.name}
                  {/* On phones the element column gives way to a line under the name. */}
                  <span className="calc-table__narrow"> {spell.element}</span>
                </th>
                <td className="calc-table__wide">{spell.element}</td>
                <td>
                  {spell.damage.min}–{spell.damage.max}
                </td>
                {monster && (
                  <td>
                    <Against range={spell.damage} element={spell.element} monster={monster} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result && result.spells.length === 0 && <p className="calc-hint">A {cls.name.toLowerCase()} knows no attack spell at this level yet.</p>}
    </>
  );
}
