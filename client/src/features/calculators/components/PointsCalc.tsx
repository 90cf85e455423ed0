import { levelInput, parseNumberInput } from '@game/rules/calculators';
import { MAX_LEVEL } from '@game/rules/constants';
import { statCapAtLevel, statPointsAtLevel, traitPointsAtLevel } from '@game/rules/progression';
import { CalcField, CalcResult } from './CalcField';

export const POINTS_DEFAULTS = { pl: '25' };

/** Stat and trait points a level brings, and when the next trait point comes. */
export function PointsCalc({ values, set }: { values: typeof POINTS_DEFAULTS; set: (patch: Partial<typeof POINTS_DEFAULTS>) => void }) {
  const level = parseNumberInput(values.pl, levelInput());
  const nextTrait = level.ok ? Array.from({ length: MAX_LEVEL - level.value }, (_, i) => level.value + 1 + i).find((l) => traitPointsAtLevel(l) > traitPointsAtLevel(level.value)) : undefined;
  return (
    <>
      <div className="calc-row">
        <CalcField label="Level" value={values.pl} parsed={level} onChange={(pl) => set({ pl })} />
      </div>
      <CalcResult label="Points at this level" problem={level.ok ? null : level.message} testId="points-result">
        {level.ok && (
          <>
            <strong>{statPointsAtLevel(level.value)}</strong> stat points (at most {statCapAtLevel(level.value)} in one stat) and <strong>{traitPointsAtLevel(level.value)}</strong>{' '}
            trait points.{' '}
            {nextTrait === undefined ? 'No trait point comes after this level.' : `The next trait point comes at level ${nextTrait}.`}
          </>
        )}
      </CalcResult>
    </>
  );
}
