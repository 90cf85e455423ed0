import { experienceBetween, formatDuration, levelInput, parseNumberInput, timeToGain } from '@game/rules/calculators';
import { MAX_LEVEL } from '@game/rules/constants';
import { experienceTable } from '@game/rules/progression';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { reducedMotionNow } from '@/lib/preferences';
import { CalcField, CalcResult } from '../components/CalcField';
import { useUrlFields } from '../use-url-fields';
import '../calculators.css';
import { NeedsJavaScript } from '@/components/ui/NeedsJavaScript';
import { formatDecimal } from '@/lib/format';

const ROWS = experienceTable(1, MAX_LEVEL);
const RATE_RULE = { label: 'Experience per hour', min: 1, max: 1e12, shorthand: true };

type Difference = { ok: false; problem: string } | { ok: true; experience: number; from: number; to: number };


/**
 * /tools/exp-table: the experience every level needs (levels 1 to 200, from the pack's
 * formula in progression.ts), a jump to any level, the experience from one level to another
 * and how long it takes at a rate. Everything typed lives in the URL, so a question is a link.
 */
export function ExpTableRoute() {
  const [url, setUrl] = useUrlFields({ level: '', from: '1', to: '50', rate: '100k' });
  const [jumpText, setJumpText] = useState(url.level);
  const [jumpProblem, setJumpProblem] = useState<string | null>(null);
  const rowRefs = useRef(new Map<number, HTMLTableRowElement>());

  useEffect(() => {
    document.title = 'Experience table · Tools · Almanac';
  }, []);

  const from = parseNumberInput(url.from, levelInput('Starting level'));
  const to = parseNumberInput(url.to, levelInput('Target level'));
  const rate = parseNumberInput(url.rate, RATE_RULE);
  const jumped = parseNumberInput(url.level, levelInput());
  const target = jumped.ok ? jumped.value : null;

  const difference: Difference =
    !from.ok || !to.ok
      ? { ok: false, problem: `Enter two levels from 1 to ${MAX_LEVEL} to see the difference.` }
      : to.value < from.value
        ? { ok: false, problem: `The target level (${to.value}) is below the starting level (${from.value}): swap them or pick a higher target.` }
        : { ok: true, experience: experienceBetween(from.value, to.value), from: from.value, to: to.value };

  // A link with ?level= (or a jump) brings its row into view once, centred, and focuses it.
  useEffect(() => {
    if (target === null) return;
    const row = rowRefs.current.get(target);
    if (!row) return;
    row.scrollIntoView({ block: 'center', behavior: reducedMotionNow() ? 'auto' : 'smooth' });
    row.focus({ preventScroll: true });
  }, [target]);

  const jump = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNumberInput(jumpText, levelInput());
    if (!parsed.ok) {
      setJumpProblem(parsed.message);
      return;
    }
    setJumpProblem(null);
    if (parsed.value === target) {
      const row = rowRefs.current.get(parsed.value);
      row?.scrollIntoView({ block: 'center', behavior: reducedMotionNow() ? 'auto' : 'smooth' });
      row?.focus({ preventScroll: true });
    }
    setUrl({ level: String(parsed.value) });
  };

  const inRange = (level: number) => difference.ok && level >= difference.from && level <= difference.to;

  return (
    <section className="page calc-page" aria-labelledby="exp-table-heading">
      <h1 id="exp-table-heading">Experience table</h1>
      <NeedsJavaScript tool="experience calculator" />
      <p className="calc-intro">
        The experience needed for every level from 1 to {MAX_LEVEL}: <code>total(level) = 10 × (level − 1) × level × (level + 7)</code>. Every field
        below is kept in the address, so you can share the question with its answer.
      </p>

      <div className="calc-panels">
        <form className="calc-panel" aria-labelledby="jump-heading" onSubmit={jump} noValidate>
          <h2 id="jump-heading">Go to a level</h2>
          <div className="calc-row">
            <CalcField
              label="Level"
              value={jumpText}
              parsed={jumpProblem ? { ok: false, message: jumpProblem } : { ok: true, value: 0 }}
              onChange={(value) => {
                setJumpText(value);
                setJumpProblem(null);
              }}
            />
            <button type="submit" className="button">
              Go
            </button>
          </div>
          {target !== null && (
            <p className="calc-answer" data-testid="jump-answer">
              Level {target} needs <strong>{formatDecimal(ROWS[target - 1]!.total)}</strong> experience in all
              {target < MAX_LEVEL ? (
                <>
                  , and <strong>{formatDecimal(ROWS[target - 1]!.toNext)}</strong> more for level {target + 1}.
                </>
              ) : (
                '; it is the highest level.'
              )}
            </p>
          )}
        </form>

        <form className="calc-panel" aria-labelledby="difference-heading" onSubmit={(event) => event.preventDefault()} noValidate>
          <h2 id="difference-heading">From one level to another</h2>
          <div className="calc-row">
            <CalcField label="From level" value={url.from} parsed={from} onChange={(value) => setUrl({ from: value })} />
            <CalcField label="To level" value={url.to} parsed={to} onChange={(value) => setUrl({ to: value })} />
            <CalcField
              label="Experience per hour"
              value={url.rate}
              parsed={rate}
              inputMode="decimal"
              width="wide"
              hint="250k and 1.5kk work too"
              onChange={(value) => setUrl({ rate: value })}
            />
          </div>
          <CalcResult label="Experience from one level to another" problem={difference.ok ? null : difference.problem} testId="difference">
            {difference.ok && (
              <>
                From level {difference.from} to level {difference.to} you need <strong>{formatDecimal(difference.experience)}</strong> experience.
              </>
            )}
          </CalcResult>
          <CalcResult
            label="Time it takes"
            problem={difference.ok && !rate.ok ? 'Enter the experience you gain per hour to see how long it takes.' : null}
            testId="duration"
          >
            {difference.ok && rate.ok && <Duration experience={difference.experience} perHour={rate.value} />}
          </CalcResult>
        </form>
      </div>

      <div className="exp-table-scroll" role="region" aria-labelledby="exp-table-caption" tabIndex={0}>
        <table className="exp-table">
          <caption id="exp-table-caption">Experience for levels 1 to {MAX_LEVEL}</caption>
          <thead>
            <tr>
              <th scope="col">Level</th>
              <th scope="col">Experience in all</th>
              <th scope="col">To next level</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr
                key={row.level}
                id={`level-${row.level}`}
                ref={(element) => {
                  if (element) rowRefs.current.set(row.level, element);
                  else rowRefs.current.delete(row.level);
                }}
                tabIndex={-1}
                className={[row.level === target ? 'is-target' : '', inRange(row.level) ? 'in-range' : ''].join(' ').trim() || undefined}
                aria-current={row.level === target ? 'true' : undefined}
              >
                <th scope="row">{row.level}</th>
                <td>{formatDecimal(row.total)}</td>
                <td>{row.toNext === 0 ? '—' : formatDecimal(row.toNext)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Duration({ experience, perHour }: { experience: number; perHour: number }) {
  const time = timeToGain(experience, perHour);
  // Under an hour the minutes say it all; above it the hours come first, as players count them.
  return (
    <>
      At {formatDecimal(perHour)} experience per hour that takes{' '}
      {time.hours >= 1 ? (
        <>
          <strong>{formatDecimal(Math.round(time.hours * 100) / 100)} hours</strong> ({formatDuration(time)}).
        </>
      ) : (
        <strong>{formatDuration(time)}</strong>
      )}
      {time.hours < 1 && '.'}
    </>
  );
}
