import { levelInput, parseNumberInput, secondsToRefill } from '@game/rules/calculators';
import { MAX_LEVEL } from '@game/rules/constants';
import { healthRegeneration, manaRegeneration, maxHealth, maxMana } from '@game/rules/formulas';
import { classOf, CLASS_OPTIONS } from '../classes';
import { CalcField, CalcResult, CalcSelect, firstProblem, fmt } from './CalcField';

export const REGENERATION_DEFAULTS = { rc: 'mage', rl: '30', rh: '0', rm: '10' };

const minutes = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min${seconds % 60 ? ` ${seconds % 60} s` : ''}`);

/** Health and mana regeneration per tick and minute, and the time from empty to full. */
export function RegenerationCalc({ values, set }: { values: typeof REGENERATION_DEFAULTS; set: (patch: Partial<typeof REGENERATION_DEFAULTS>) => void }) {
  const cls = classOf(values.rc);
  const level = parseNumberInput(values.rl, levelInput());
  const statMax = level.ok ? level.value : MAX_LEVEL;
  const hp = parseNumberInput(values.rh, { label: 'Health regen points', min: 0, max: statMax, whole: true });
  const mp = parseNumberInput(values.rm, { label: 'Mana regen points', min: 0, max: statMax, whole: true });
  const problem = firstProblem(level, hp, mp);
  const result =
    !problem && level.ok && hp.ok && mp.ok
      ? (() => {
          const health = healthRegeneration(cls.hpRegen, level.value, hp.value);
          const mana = manaRegeneration(cls.mpRegen, level.value, mp.value);
          const fullHealth = maxHealth(cls.health, level.value);
          const fullMana = maxMana(cls.mana, level.value);
          return { health, mana, fullHealth, fullMana, healthRefill: secondsToRefill(fullHealth, health.perTick, health.tickSeconds), manaRefill: secondsToRefill(fullMana, mana.perTick, mana.tickSeconds) };
        })()
      : null;
  return (
    <>
      <div className="calc-row">
        <CalcSelect label="Class" value={cls.id} options={CLASS_OPTIONS} onChange={(rc) => set({ rc })} />
        <CalcField label="Level" value={values.rl} parsed={level} onChange={(rl) => set({ rl })} />
        <CalcField label="Health regen points" value={values.rh} parsed={hp} onChange={(rh) => set({ rh })} />
        <CalcField label="Mana regen points" value={values.rm} parsed={mp} onChange={(rm) => set({ rm })} />
      </div>
      <CalcResult label="Regeneration" problem={problem} testId="regeneration-result">
        {result && (
          <>
            Health: <strong>{fmt(result.health.perTick)}</strong> every {result.health.tickSeconds} s ({fmt(result.health.perMinute)} a minute); from empty to full{' '}
            {fmt(result.fullHealth)} in {minutes(result.healthRefill)}. Mana: <strong>{fmt(result.mana.perTick)}</strong> every {result.mana.tickSeconds} s (
            {fmt(result.mana.perMinute)} a minute); from empty to full {fmt(result.fullMana)} in {minutes(result.manaRefill)}.
          </>
        )}
      </CalcResult>
      <p className="calc-hint">Full health and mana here are the class’s at this level, without points or items.</p>
    </>
  );
}
