import { planTraitPath } from '@game/rules/trait-paths';
import type { TraitBuild, TraitCatalog } from '@game/rules/traits';
import { useServedTraits } from '@/components/build-editor/served-traits';
import { useMemo, useState } from 'react';

const namer = (catalog: TraitCatalog) => (number: number) => catalog.traits.get(number)?.name ?? `Trait ${number}`;

/** The wanted traits of the trait tree: marked with W on a trait or the details' button. */
export function useWantedTraits(announce: (text: string) => void) {
  const [wanted, setWanted] = useState<number[]>([]);
  const nameOf = namer(useServedTraits().catalog);
  const toggle = (number: number) => {
    const marked = !wanted.includes(number);
    const next = marked ? [...wanted, number] : wanted.filter((n) => n !== number);
    setWanted(next);
    announce(`${nameOf(number)} ${marked ? 'marked as wanted' : 'no longer wanted'}; ${next.length} wanted`);
  };
  const wantedSet = useMemo(() => new Set(wanted), [wanted]);
  return { wanted, wantedSet, toggle, setWanted };
}

/** "Mark as wanted" for the trait shown in the details. */
export function WantedToggle({ trait, wanted, onToggle }: { trait: number; wanted: boolean; onToggle(trait: number): void }) {
  return (
    <button type="button" className="button button-small" aria-pressed={wanted} onClick={() => onToggle(trait)}>
      {wanted ? 'Wanted (unmark)' : 'Mark as wanted'}
    </button>
  );
}

/**
 * Trait paths: the wanted traits and "Plan path", which adds the fewest points that make each
 * reachable and maxed (the shared rule `planTraitPath`, honouring tier gating and prerequisites),
 * and says which the level's points cannot reach and by how many. Undo takes the path back.
 */
export function TraitPaths({ build, wanted, onToggle, onPlan, announce }: { build: TraitBuild; wanted: number[]; onToggle(trait: number): void; onPlan(next: TraitBuild): void; announce(text: string): void }) {
  const [outcome, setOutcome] = useState<string[] | null>(null);
  const { catalog } = useServedTraits();
  const nameOf = namer(catalog);
  const plan = () => {
    const path = planTraitPath(catalog, build, wanted);
    const lines: string[] = [];
    const fillers = path.steps.filter((s) => s.filler).length;
    if (path.steps.length === 0 && path.unreached.length === 0) lines.push('Every wanted trait is already maxed.');
    else if (path.steps.length > 0) lines.push(`Added ${path.steps.length} point${path.steps.length === 1 ? '' : 's'}${fillers ? `, ${fillers} of them only to open tiers` : ''}: ${path.reached.map(nameOf).join(', ')} ${path.reached.length === 1 ? 'is' : 'are'} maxed.`);
    for (const missing of path.unreached) lines.push(missing.reason);
    if (path.short > 0) lines.push(`All wanted traits need ${path.needed} points; ${path.left} are left (${path.short} short).`);
    if (path.steps.length > 0) onPlan(path.build);
    setOutcome(lines);
    announce(lines.join(' '));
  };
  return (
    <section className="trait-paths" aria-labelledby="trait-paths-heading">
      <h2 id="trait-paths-heading">Trait paths</h2>
      {wanted.length === 0 ? (
        <p className="muted">Mark the traits you want (W on a trait, or “Mark as wanted” in its details), then plan the shortest path to them.</p>
      ) : (
        <ul className="trait-paths__wanted" aria-label="Wanted traits">
          {wanted.map((number) => (
            <li key={number}>
              {nameOf(number)}{' '}
              <button type="button" className="button button-small" aria-label={`Unmark ${nameOf(number)}`} onClick={() => onToggle(number)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button" disabled={wanted.length === 0} onClick={plan}>
        Plan path
      </button>
      {outcome && (
        <ul className="trait-paths__outcome" data-testid="trait-path-outcome">
          {outcome.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
