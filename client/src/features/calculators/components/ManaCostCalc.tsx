import { SPELLS } from '@game/data/spells';
import { levelInput, manaCostReduction, MAX_MANA_COST_REDUCTION, parseNumberInput, spellCasting, spellManaCost } from '@game/rules/calculators';
import { MAX_LEVEL } from '@game/rules/constants';
import { manaRegeneration, maxMana } from '@game/rules/formulas';
import { TRAITS } from '@game/data/traits';
import { classOf, CLASS_OPTIONS } from '../classes';
import { CalcField, CalcResult, CalcSelect, firstProblem, fmt } from './CalcField';

/** Traits that make spells cheaper; each gets a points field keyed by its number (`t12`). */
const MANA_TRAITS = TRAITS.filter((t) => t.effects.some((e) => e.target === 'manaCost'));
const traitKey = (number: number) => `t${number}`;

export const MANA_DEFAULTS: Record<string, string> = {
  sc: 'mage',
  sl: '40',
  ss: 'fireball',
  sm: '10',
  sr: '10',
  ...Object.fromEntries(MANA_TRAITS.map((t) => [traitKey(t.number), '0'])),
};

const perMinute = (value: number) => (Number.isFinite(value) ? fmt(value) : 'any number of');

/** A spell's mana cost after trait reductions, casts from a full bar and what regeneration keeps up. */
export function ManaCostCalc({ values, set }: { values: Record<string, string>; set: (patch: Record<string, string>) => void }) {
  const cls = classOf(values.sc!);
  const spells = SPELLS.filter((s) => s.classes.includes(cls.id));
  const spell = spells.find((s) => s.id === values.ss) ?? spells[0]!;
  const level = parseNumberInput(values.sl!, levelInput());
  const statMax = level.ok ? level.value : MAX_LEVEL;
  const mp = parseNumberInput(values.sm!, { label: 'Mana points', min: 0, max: statMax, whole: true });
  const regen = parseNumberInput(values.sr!, { label: 'Mana regen points', min: 0, max: statMax, whole: true });
  const traits = MANA_TRAITS.filter((t) => t.class === null || t.class === cls.id).map((trait) => ({
    trait,
    parsed: parseNumberInput(values[traitKey(trait.number)] ?? '0', { label: `${trait.name} points`, min: 0, max: trait.maxPoints, whole: true }),
  }));
  const problem = firstProblem(level, mp, regen, ...traits.map((t) => t.parsed));
  const result =
    !problem && level.ok && mp.ok && regen.ok
      ? (() => {
          const reduction = manaCostReduction(traits.map(({ trait, parsed }) => ({ points: parsed.ok ? parsed.value : 0, effects: trait.effects })));
          const cost = spellManaCost(spell.manaCost, reduction);
          const mana = maxMana(cls.mana, level.value, mp.value);
          const perSecond = manaRegeneration(cls.mpRegen, level.value, regen.value).perSecond;
          return { reduction, cost, mana, casting: spellCasting(cost, mana, perSecond, spell.cooldownSeconds) };
        })()
      : null;
  return (
    <>
      <div className="calc-row">
        <CalcSelect label="Class" value={cls.id} options={CLASS_OPTIONS} onChange={(sc) => set({ sc })} />
        <CalcField label="Level" value={values.sl!} parsed={level} onChange={(sl) => set({ sl })} />
        <CalcSelect
          label="Spell"
          value={spell.id}
          options={spells.map((s) => ({ value: s.id, label: `${s.name} (level ${s.level}, ${s.manaCost} mana)` }))}
          onChange={(ss) => set({ ss })}
        />
        <CalcField label="Mana points" value={values.sm!} parsed={mp} onChange={(sm) => set({ sm })} />
        <CalcField label="Mana regen points" value={values.sr!} parsed={regen} onChange={(sr) => set({ sr })} />
      </div>
      <fieldset className="calc-traits">
        <legend>Traits that lower mana costs</legend>
        <div className="calc-row">
          {traits.map(({ trait, parsed }) => (
            <CalcField
              key={trait.number}
              label={`${trait.name} (0–${trait.maxPoints})`}
              value={values[traitKey(trait.number)] ?? '0'}
              parsed={parsed}
              onChange={(value) => set({ [traitKey(trait.number)]: value })}
            />
          ))}
        </div>
      </fieldset>
      <CalcResult label="Mana cost" problem={problem} testId="mana-result">
        {result && (
          <>
            {spell.name} costs <strong>{fmt(result.cost)} mana</strong>
            {result.reduction > 0 && ` (${fmt(spell.manaCost)} less ${fmt(Math.min(result.reduction, MAX_MANA_COST_REDUCTION))} %)`}. A full bar of {fmt(result.mana)} mana casts it{' '}
            {Number.isFinite(result.casting.castsFromFull) ? <strong>{fmt(result.casting.castsFromFull)} times</strong> : 'without end'} in a row. The cooldown allows{' '}
            {perMinute(result.casting.cooldownLimit)} casts a minute and regeneration pays for {perMinute(result.casting.regenerationLimit)}, so it can be kept up at{' '}
            <strong>{perMinute(result.casting.sustainedPerMinute)} a minute</strong> ({result.casting.manaBound ? 'mana is the limit' : 'the cooldown is the limit'}).
            {level.ok && spell.level > level.value && <span className="calc-warning"> {spell.name} is learnt at level {spell.level}.</span>}
          </>
        )}
      </CalcResult>
    </>
  );
}
