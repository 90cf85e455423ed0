import type { TargetMonster } from '@game/rules/calculators';
import { useQuery } from '@apollo/client/react';
import { CLASS_NAMES, SLOT_NAMES, STAT_NAMES } from '@game/rules/constants';
import { compareBuilds, readCompareLink } from '@game/rules/compare';
import { deriveNumbers, type DerivedResult } from '@game/rules/derived';
import { encodeShareState, openShareState, type SharedBuild } from '@game/rules/share-state';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BuildEditorLoad, sharedFromSaved } from '@/components/build-editor/saved-build';
import { useServedTraits } from '@/components/build-editor/served-traits';
import type { EditorVariant } from '@/components/build-editor/variant-set';
import { findVariant } from '@game/rules/variants';
import { CompareChoices } from '../planner-route-queries';
import { formatNumber, plannerInputOf, plannerTraitsOf, signed, type CatalogItem } from '../planner-data';


/** "Compare with...": picks the other build (another variant of this build, one of mine, a public one, or a pasted link) into the URL. */
function CompareChooser({ variants }: { variants: readonly EditorVariant[] }) {
  const [params, setParams] = useSearchParams();
  const { data } = useQuery(CompareChoices);
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mineId = useId();
  const publicId = useId();
  const pasteId = useId();
  const variantId = useId();
  const choose = (target: { state: string } | { buildId: string } | { variant: string }) => {
    const next = new URLSearchParams(params);
    next.delete('compare');
    next.delete('compareBuild');
    next.delete('compareVariant');
    if ('state' in target) next.set('compare', target.state);
    else if ('variant' in target) next.set('compareVariant', target.variant);
    else next.set('compareBuild', target.buildId);
    setParams(next, { replace: true, preventScrollReset: true });
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readCompareLink(pasted);
    if ('error' in read) setProblem(read.error);
    else choose(read);
  };
  const myBuilds = data?.me?.builds ?? [];
  const publicBuilds = data?.publicBuilds.edges.map((edge) => edge.node) ?? [];
  return (
    <details className="planner-panel planner-compare-chooser">
      <summary>Compare with…</summary>
      <div className="planner-compare-chooser__body">
        {variants.length > 0 && (
          <p>
            <label htmlFor={variantId}>Another variant of this build</label>{' '}
            <select id={variantId} value="" onChange={(event) => event.target.value && choose({ variant: event.target.value })}>
              <option value="">Choose…</option>
              {variants.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.name} ({CLASS_NAMES[v.build.characterClass]} {v.build.level})
                </option>
              ))}
            </select>
          </p>
        )}
        {myBuilds.length > 0 && (
          <p>
            <label htmlFor={mineId}>One of my builds</label>{' '}
            <select id={mineId} value="" onChange={(event) => event.target.value && choose({ buildId: event.target.value })}>
              <option value="">Choose…</option>
              {myBuilds.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name} ({CLASS_NAMES[b.class]} {b.characterLevel})
                </option>
              ))}
            </select>
          </p>
        )}
        {publicBuilds.length > 0 && (
          <p>
            <label htmlFor={publicId}>A public build</label>{' '}
            <select id={publicId} value="" onChange={(event) => event.target.value && choose({ buildId: event.target.value })}>
              <option value="">Choose…</option>
              {publicBuilds.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name} by {b.ownerUsername ?? 'someone'} ({CLASS_NAMES[b.class]} {b.characterLevel})
                </option>
              ))}
            </select>
          </p>
        )}
        <form onSubmit={submit} className="planner-compare-chooser__paste">
          <label htmlFor={pasteId}>Or paste a link</label>
          <input id={pasteId} type="text" value={pasted} onChange={(event) => setPasted(event.target.value)} aria-describedby={problem ? `${pasteId}-problem` : undefined} />
          <button type="submit" className="button button-small">
            Compare
          </button>
        </form>
        {problem && (
          <p id={`${pasteId}-problem`} role="alert" className="planner-warning">
            {problem}
          </p>
        )}
      </div>
    </details>
  );
}

/**
 * The other build of a comparison, from `?compare=` (a share state), `?compareBuild=` (a build id)
 * or `?compareVariant=` (another variant of the build being edited, as it is now).
 */
function useOtherBuild(variants: readonly EditorVariant[]): { build: SharedBuild | null; name: string | null; loading: boolean; problem: string | null } {
  const [params] = useSearchParams();
  const wantedVariant = params.get('compareVariant');
  const state = params.get('compare');
  const buildId = state ? null : params.get('compareBuild');
  const loaded = useQuery(BuildEditorLoad, { variables: { id: buildId ?? '' }, skip: !buildId });
  const { catalog, version } = useServedTraits();
  const fromState = useMemo(() => (state ? openShareState(state, catalog, { version }).build : null), [state, catalog, version]);
  if (wantedVariant !== null) {
    const variant = variants[findVariant(variants.map((v) => v.name), wantedVariant)];
    return variant ? { build: variant.build, name: variant.name, loading: false, problem: null } : { build: null, name: null, loading: false, problem: `This build has no other variant named “${wantedVariant.slice(0, 40)}”.` };
  }
  if (fromState) return { build: fromState, name: null, loading: false, problem: null };
  if (!buildId) return { build: null, name: null, loading: false, problem: null };
  const saved = loaded.data?.build;
  if (saved) return { build: sharedFromSaved(saved), name: saved.name, loading: false, problem: null };
  if (loaded.loading) return { build: null, name: null, loading: true, problem: null };
  return { build: null, name: null, loading: false, problem: loaded.error ? 'The other build could not be loaded. Check your connection and reload the page.' : 'The other build does not exist or is private.' };
}

/** "Compare with..." and, once chosen, the two builds side by side (`items`: every item, by id). */
export function PlannerCompare({
  mine,
  items,
  target,
  variants = [],
  variantName = null,
}: {
  mine: { build: SharedBuild; derived: DerivedResult };
  items: ReadonlyMap<string, CatalogItem>;
  target?: (TargetMonster & { name: string }) | null;
  /** The build's other variants, to compare with one. */
  variants?: readonly EditorVariant[];
  /** The name of the variant shown, when the build has several. */
  variantName?: string | null;
}) {
  const [params, setParams] = useSearchParams();
  const other = useOtherBuild(variants);
  const { catalog } = useServedTraits();
  const traitName = (number: number) => catalog.traits.get(number)?.name ?? `Trait ${number}`;
  const otherDerived = useMemo(() => (other.build ? deriveNumbers(plannerInputOf(other.build, items, plannerTraitsOf(other.build, catalog))) : null), [other.build, items, catalog]);
  const comparison = useMemo(() => (other.build && otherDerived ? compareBuilds(mine, { build: other.build, derived: otherDerived }, target) : null), [mine, other.build, otherDerived, target]);

  const stop = () => {
    const next = new URLSearchParams(params);
    next.delete('compare');
    next.delete('compareBuild');
    next.delete('compareVariant');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const itemName = (id: string, byId: ReadonlyMap<string, CatalogItem>) => (id === '' ? 'empty' : (byId.get(id)?.name ?? `Unknown item ${id}`));
  const active = params.has('compare') || params.has('compareBuild') || params.has('compareVariant');

  if (!active) return <CompareChooser variants={variants} />;
  const title = other.name ?? (other.build ? `${CLASS_NAMES[other.build.characterClass]} level ${other.build.level}` : 'the other build');
  return (
    <section className="planner-panel planner-compare" aria-labelledby="compare-heading" data-testid="planner-compare">
      <div className="planner-compare__head">
        <h2 id="compare-heading">Compared with {title}</h2>
        {other.build && (
          <Link to={`/tools/planner?state=${encodeURIComponent(encodeShareState(other.build))}&compare=${encodeURIComponent(encodeShareState(mine.build))}`}>Open the other build</Link>
        )}
        <button type="button" className="button button-small" onClick={stop}>
          Stop comparing
        </button>
      </div>
      {other.problem && <p role="alert">{other.problem}</p>}
      {other.loading && <p className="muted">Loading the other build…</p>}
      {comparison && other.build && (
        <div className="planner-compare__grid">
          <table className="planner-compare__numbers">
            <caption className="visually-hidden">Every number of this build and the other one, and the difference</caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">{variantName ?? 'This build'}</th>
                <th scope="col">{params.has('compareVariant') && other.name ? other.name : 'Other'}</th>
                <th scope="col">Difference</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Class and level</th>
                <td>{CLASS_NAMES[mine.build.characterClass]} {mine.build.level}</td>
                <td>{CLASS_NAMES[other.build.characterClass]} {other.build.level}</td>
                <td>{comparison.levelDifference === 0 ? '' : `${signed(comparison.levelDifference)} levels`}</td>
              </tr>
              {comparison.rows.map((row) => (
                <tr key={row.id} data-testid={`compare-${row.id}`}>
                  <th scope="row">{row.label}</th>
                  <td>{Number.isFinite(row.mine) ? formatNumber(row.mine) : 'never'}</td>
                  <td>{Number.isFinite(row.other) ? formatNumber(row.other) : 'never'}</td>
                  <td className={row.difference === 0 ? 'muted' : (row.difference > 0) !== row.lowerIsBetter ? 'gain' : 'loss'}>
                    {row.difference === 0 ? '=' : Number.isFinite(row.difference) ? signed(row.difference) : Number.isFinite(row.other) ? 'can kill it' : 'cannot kill it'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="planner-compare__changes">
            <h3>Slots that differ</h3>
            {comparison.slots.length === 0 ? (
              <p className="muted">The same equipment.</p>
            ) : (
              <ul data-testid="compare-slots">
                {comparison.slots.map((slot) => (
                  <li key={slot.slot}>
                    {SLOT_NAMES[slot.slot]}: {itemName(slot.mine, items)} → {itemName(slot.other, items)}
                  </li>
                ))}
              </ul>
            )}
            <h3>Stats that differ</h3>
            {comparison.stats.length === 0 ? (
              <p className="muted">The same stat points.</p>
            ) : (
              <p>{comparison.stats.map((s) => `${STAT_NAMES[s.stat]} ${s.mine} → ${s.other}`).join(', ')}</p>
            )}
            <h3>Traits</h3>
            {comparison.added.length + comparison.removed.length + comparison.changed.length === 0 ? (
              <p className="muted">The same traits.</p>
            ) : (
              <ul data-testid="compare-traits">
                {comparison.added.map((t) => (
                  <li key={t.trait}>Added: {traitName(t.trait)} {t.other}</li>
                ))}
                {comparison.removed.map((t) => (
                  <li key={t.trait}>Removed: {traitName(t.trait)} {t.mine}</li>
                ))}
                {comparison.changed.map((t) => (
                  <li key={t.trait}>
                    Changed: {traitName(t.trait)} {t.mine} → {t.other}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

