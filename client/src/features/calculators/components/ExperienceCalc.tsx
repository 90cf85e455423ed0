import { experienceStillNeeded, formatDuration, killsNeeded, levelInput, parseNumberInput, timeToGain } from '@game/rules/calculators';
import { MAX_LEVEL } from '@game/rules/constants';
import { Link } from 'react-router';
import { CalcField, CalcResult, CalcSelect, firstProblem, fmt } from './CalcField';

export const EXPERIENCE_DEFAULTS = { xl: '30', xp: '0', xt: '40', xr: '250k', xm: '' };

/** A monster as the experience calculator reads it. */
export interface ExperienceMonster {
  id: string;
  name: string;
  level: number;
  experience: number;
}
const PROGRESS = { label: 'Progress', min: 0, max: 99.99 };
const RATE = { label: 'Experience per hour', min: 1, max: 1e12, shorthand: true };

/** Experience still needed from a level (and the progress into it) to a target, and the time at a rate. */
export function ExperienceCalc(props: {
  values: typeof EXPERIENCE_DEFAULTS;
  set: (patch: Partial<typeof EXPERIENCE_DEFAULTS>) => void;
  monsters: ExperienceMonster[];
  loading: boolean;
}) {
  const { values, set } = props;
  const monster = props.monsters.find((m) => m.id === values.xm);
  const level = parseNumberInput(values.xl, levelInput('Current level'));
  const progress = parseNumberInput(values.xp, PROGRESS);
  const target = parseNumberInput(values.xt, levelInput('Target level'));
  const rate = parseNumberInput(values.xr, RATE);
  let problem = firstProblem(level, progress, target);
  let needed = 0;
  if (!problem && level.ok && progress.ok && target.ok) {
    if (target.value <= level.value) problem = `The target level must be above the current level (${level.value}).`;
    else if (level.value === MAX_LEVEL) problem = `Level ${MAX_LEVEL} is the highest level.`;
    else needed = experienceStillNeeded(level.value, progress.value, target.value);
  }
  const time = !problem && rate.ok ? timeToGain(needed, rate.value) : null;
  return (
    <>
      <div className="calc-row">
        <CalcField label="Current level" value={values.xl} parsed={level} onChange={(xl) => set({ xl })} />
        <CalcField label="Progress to next level (%)" value={values.xp} parsed={progress} inputMode="decimal" onChange={(xp) => set({ xp })} />
        <CalcField label="Target level" value={values.xt} parsed={target} onChange={(xt) => set({ xt })} />
        <CalcField label="Experience per hour" value={values.xr} parsed={rate} inputMode="decimal" width="wide" hint="250k and 1.5kk work too" onChange={(xr) => set({ xr })} />
        <CalcSelect
          label="Hunting"
          value={monster ? monster.id : ''}
          options={[
            { value: '', label: props.loading ? 'Loading the monsters…' : 'No monster' },
            ...props.monsters.map((m) => ({ value: m.id, label: `${m.name} (level ${m.level}, ${fmt(m.experience)} exp)` })),
          ]}
          onChange={(xm) => set({ xm })}
        />
      </div>
      <CalcResult label="Experience still needed" problem={problem} testId="experience-result">
        You need <strong>{fmt(needed)}</strong> more experience to reach level {target.ok ? target.value : ''}.
      </CalcResult>
      {!problem && (
        <CalcResult label="Time to the target level" problem={rate.ok ? null : rate.message} testId="experience-time">
          {time && (
            <>
              At {fmt(rate.ok ? rate.value : 0)} experience per hour that takes <strong>{formatDuration(time)}</strong>.
            </>
          )}
        </CalcResult>
      )}
      {!problem && monster && (
        <CalcResult label="Kills needed" testId="experience-kills">
          That is <strong>{fmt(killsNeeded(needed, monster.experience))}</strong> kills of {monster.name} ({fmt(monster.experience)} experience each).
        </CalcResult>
      )}
      {!problem && level.ok && target.ok && (
        <p className="calc-link">
          <Link to={`/tools/exp-table?from=${level.value}&to=${target.value}${rate.ok ? `&rate=${encodeURIComponent(values.xr.trim())}` : ''}&level=${target.value}`}>
            See these levels in the experience table
          </Link>
        </p>
      )}
    </>
  );
}
