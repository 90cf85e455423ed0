import { useId, useState, type ReactNode } from 'react';
import {
  capacity, damageTaken, experienceForLevel, experienceToNextLevel, healthRegeneration, manaRegeneration, MAX_LEVEL,
  maxHealth, maxMana, spellDamage, statCapAtLevel, statPointsAtLevel, traitPointsAtLevel, weaponDamage,
} from '@game/rules';
import { formatDecimal } from '@/lib/format';

/** What the calculators need of a class. */
export interface CalculatorClass {
  id: string;
  name: string;
  health: { base: number; perLevel: number };
  mana: { base: number; perLevel: number };
  capacity: { base: number; perLevel: number };
  hpRegen: number;
  mpRegen: number;
}


/** Inputs are kept as typed so a half-typed number stays in the box; the rules reject what is not valid. */
function useInputs<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  return [values, (key: K, value: string) => setValues((current) => ({ ...current, [key]: value }))] as const;
}

function NumberField(props: { label: string; value: string; onChange: (value: string) => void; min?: number; max?: number; step?: number }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {props.label}
      <input id={id} type="number" inputMode="decimal" value={props.value} min={props.min} max={props.max} step={props.step ?? 1} onChange={(e) => props.onChange(e.target.value)} />
    </label>
  );
}

function ClassField(props: { classes: CalculatorClass[]; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      Class
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.classes.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Runs the rule; a RangeError from it is shown as the message it carries. */
function Result(props: { label: string; compute: () => ReactNode }) {
  let content: ReactNode;
  try {
    content = props.compute();
  } catch (error) {
    content = <span className="calc-error">{error instanceof RangeError ? error.message : 'These numbers cannot be used.'}</span>;
  }
  return (
    <output aria-live="polite" aria-label={props.label}>
      {content}
    </output>
  );
}

/** A field's number; an empty or unreadable field stops the calculation with a message, never a NaN. */
function num(value: string): number {
  const parsed = value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(parsed)) throw new RangeError('Fill in every field with a number.');
  return parsed;
}

function ExperienceCalculator() {
  const [v, set] = useInputs({ level: '10' });
  return (
    <div className="calculator">
      <NumberField label="Level" value={v.level} min={1} max={MAX_LEVEL} onChange={(x) => set('level', x)} />
      <Result
        label="Experience result"
        compute={() => `${formatDecimal(experienceForLevel(num(v.level)))} experience in all; ${formatDecimal(experienceToNextLevel(num(v.level)))} more to the next level`}
      />
    </div>
  );
}

function PointsCalculator() {
  const [v, set] = useInputs({ level: '10' });
  return (
    <div className="calculator">
      <NumberField label="Level" value={v.level} min={1} max={MAX_LEVEL} onChange={(x) => set('level', x)} />
      <Result
        label="Points result"
        compute={() => `${statPointsAtLevel(num(v.level))} stat points (at most ${statCapAtLevel(num(v.level))} in one stat), ${traitPointsAtLevel(num(v.level))} trait points`}
      />
    </div>
  );
}

function HealthCalculator({ classes }: { classes: CalculatorClass[] }) {
  const [v, set] = useInputs({ cls: classes[0]?.id ?? '', level: '20', hp: '5', mp: '5' });
  const cls = classes.find((c) => c.id === v.cls) ?? classes[0]!;
  return (
    <div className="calculator">
      <ClassField classes={classes} value={v.cls} onChange={(x) => set('cls', x)} />
      <NumberField label="Level" value={v.level} min={1} max={MAX_LEVEL} onChange={(x) => set('level', x)} />
      <NumberField label="hp points" value={v.hp} min={0} onChange={(x) => set('hp', x)} />
      <NumberField label="mp points" value={v.mp} min={0} onChange={(x) => set('mp', x)} />
      <Result
        label="Health and mana result"
        compute={() => `${formatDecimal(maxHealth(cls.health, num(v.level), num(v.hp)))} health, ${formatDecimal(maxMana(cls.mana, num(v.level), num(v.mp)))} mana`}
      />
    </div>
  );
}

function CapacityCalculator({ classes }: { classes: CalculatorClass[] }) {
  const [v, set] = useInputs({ cls: classes[1]?.id ?? classes[0]?.id ?? '', level: '20', points: '5' });
  const cls = classes.find((c) => c.id === v.cls) ?? classes[0]!;
  return (
    <div className="calculator">
      <ClassField classes={classes} value={v.cls} onChange={(x) => set('cls', x)} />
      <NumberField label="Level" value={v.level} min={1} max={MAX_LEVEL} onChange={(x) => set('level', x)} />
      <NumberField label="Capacity points" value={v.points} min={0} onChange={(x) => set('points', x)} />
      <Result label="Capacity result" compute={() => `${formatDecimal(capacity(cls.capacity, num(v.level), num(v.points)))} oz`} />
    </div>
  );
}

function RegenerationCalculator({ classes }: { classes: CalculatorClass[] }) {
  const [v, set] = useInputs({ cls: classes[3]?.id ?? classes[0]?.id ?? '', level: '20', hp: '0', mp: '5' });
  const cls = classes.find((c) => c.id === v.cls) ?? classes[0]!;
  return (
    <div className="calculator">
      <ClassField classes={classes} value={v.cls} onChange={(x) => set('cls', x)} />
      <NumberField label="Level" value={v.level} min={1} max={MAX_LEVEL} onChange={(x) => set('level', x)} />
      <NumberField label="hpRegen points" value={v.hp} min={0} onChange={(x) => set('hp', x)} />
      <NumberField label="mpRegen points" value={v.mp} min={0} onChange={(x) => set('mp', x)} />
      <Result
        label="Regeneration result"
        compute={() => {
          const health = healthRegeneration(cls.hpRegen, num(v.level), num(v.hp));
          const mana = manaRegeneration(cls.mpRegen, num(v.level), num(v.mp));
          return `${formatDecimal(health.perTick)} health every ${health.tickSeconds} s (${formatDecimal(health.perMinute)}/min), ${formatDecimal(mana.perTick)} mana every ${mana.tickSeconds} s (${formatDecimal(mana.perMinute)}/min)`;
        }}
      />
    </div>
  );
}

function WeaponCalculator() {
  const [v, set] = useInputs({ attack: '30', ability: '10', level: '30' });
  return (
    <div className="calculator">
      <NumberField label="Attack" value={v.attack} min={0} onChange={(x) => set('attack', x)} />
      <NumberField label="Ability" value={v.ability} min={0} onChange={(x) => set('ability', x)} />
      <NumberField label="Level" value={v.level} min={1} max={MAX_LEVEL} onChange={(x) => set('level', x)} />
      <Result
        label="Weapon damage result"
        compute={() => {
          const hit = weaponDamage(num(v.attack), num(v.ability), num(v.level));
          return `${hit.min}–${hit.max} damage (average ${formatDecimal(hit.average)})`;
        }}
      />
    </div>
  );
}

function SpellCalculator() {
  const [v, set] = useInputs({ power: '95', magic: '10', level: '30' });
  return (
    <div className="calculator">
      <NumberField label="Spell power" value={v.power} min={0} onChange={(x) => set('power', x)} />
      <NumberField label="Magic" value={v.magic} min={0} onChange={(x) => set('magic', x)} />
      <NumberField label="Level" value={v.level} min={1} max={MAX_LEVEL} onChange={(x) => set('level', x)} />
      <Result
        label="Spell damage result"
        compute={() => {
          const hit = spellDamage(num(v.power), num(v.magic), num(v.level));
          return `${hit.min}–${hit.max} damage (average ${formatDecimal(hit.average)})`;
        }}
      />
    </div>
  );
}

function DamageTakenCalculator() {
  const [v, set] = useInputs({ damage: '100', armor: '20', element: '25' });
  return (
    <div className="calculator">
      <NumberField label="Damage" value={v.damage} min={0} onChange={(x) => set('damage', x)} />
      <NumberField label="Armor" value={v.armor} min={0} onChange={(x) => set('armor', x)} />
      <NumberField label="Element %" value={v.element} min={-100} max={100} onChange={(x) => set('element', x)} />
      <Result label="Damage taken result" compute={() => `${damageTaken(num(v.damage), num(v.armor), num(v.element))} damage gets through`} />
    </div>
  );
}

/** The live calculator of a formula, by the formula's id. */
export function Calculator({ formulaId, classes }: { formulaId: string; classes: CalculatorClass[] }) {
  switch (formulaId) {
    case 'experience':
      return <ExperienceCalculator />;
    case 'points':
      return <PointsCalculator />;
    case 'health':
      return <HealthCalculator classes={classes} />;
    case 'capacity':
      return <CapacityCalculator classes={classes} />;
    case 'regeneration':
      return <RegenerationCalculator classes={classes} />;
    case 'weapon-damage':
      return <WeaponCalculator />;
    case 'spell-damage':
      return <SpellCalculator />;
    case 'damage-taken':
      return <DamageTakenCalculator />;
    default:
      return null;
  }
}
