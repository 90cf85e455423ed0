import { describeEffect, type TraitEffect } from '@game/rules/effects';
import { tierHint, treeName, treeTraits, type TraitPoints, type TraitTreeId } from '@game/rules/traits';
import type { Trait } from '@game/schemas';
import { memo, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { BuildIcon } from '@/components/builds/BuildIcon';
import { useServedTraits } from '@/components/build-editor/served-traits';

/** Where each trait sits: tiers are rows; each branch takes as many columns as its widest tier. */
export interface TreeLayout {
  rows: number;
  columns: number;
  cells: Array<{ trait: Trait; row: number; column: number }>;
  branches: Array<{ name: string | null; column: number; span: number }>;
}

export function layoutTree(traits: readonly Trait[]): TreeLayout {
  const branchNames = [...new Set(traits.map((t) => t.branch))];
  const widest = (branch: string | null) => {
    const perTier = new Map<number, number>();
    for (const t of traits) if (t.branch === branch) perTier.set(t.tier, (perTier.get(t.tier) ?? 0) + 1);
    return Math.max(1, ...perTier.values());
  };
  const cells: TreeLayout['cells'] = [];
  const branches: TreeLayout['branches'] = [];
  let column = 0;
  for (const branch of branchNames) {
    const span = widest(branch);
    branches.push({ name: branch, column, span });
    const used = new Map<number, number>();
    for (const trait of traits.filter((t) => t.branch === branch)) {
      const slot = used.get(trait.tier) ?? 0;
      used.set(trait.tier, slot + 1);
      cells.push({ trait, row: trait.tier - 1, column: column + slot });
    }
    column += span;
  }
  return { rows: Math.max(...traits.map((t) => t.tier)), columns: column, cells, branches };
}

const ICON_BY_TARGET: Record<string, string> = {
  health: 'leaf', healthRegen: 'leaf', healing: 'leaf', mana: 'orb', manaRegen: 'orb', manaCost: 'orb',
  armor: 'shield', defense: 'shield', attack: 'sword', weaponDamage: 'sword', criticalChance: 'dagger', criticalDamage: 'dagger',
  hitChance: 'bow', secondTarget: 'axe', spellDamage: 'bolt', energyDamage: 'bolt', fireDamage: 'flame', iceDamage: 'frost',
  earthDamage: 'leaf', holyDamage: 'star', deathDamage: 'skull', capacity: 'helm', groupDamage: 'crown', movementSpeed: 'bow',
  cooldown: 'star', duration: 'star', experienceGained: 'star', physicalDamage: 'mace',
};
export const traitIcon = (trait: Trait) => (trait.tier === 6 ? 'crown' : (ICON_BY_TARGET[trait.effects[0]!.target] ?? 'star'));

/** "+10% Armor" now, and at the next rank. */
export function effectText(trait: Trait, points: number): string {
  if (points === 0) return 'No points yet';
  return trait.effects.map((effect) => describeEffect(effect as TraitEffect, points)).join(', ');
}

export interface TraitTreeProps {
  tree: TraitTreeId;
  points: TraitPoints;
  /** The trait whose details are shown; the tree's roving tab stop starts there when it is in this tree. */
  focused: number | null;
  onFocusTrait(number: number): void;
  onAdd(number: number): void;
  onRemove(number: number): void;
  /** Keys the page handles (undo and redo). */
  onPageKey(event: KeyboardEvent): void;
  /** Compact, read-only: no buttons, for a build's page and the preview. */
  readOnly?: boolean;
  /** Traits the player marked as wanted (trait paths): drawn with a mark and read out. */
  wanted?: ReadonlySet<number>;
}

const LONG_PRESS_MS = 550;

/**
 * One trait tree as an ARIA layout grid: tiers are rows, one tab stop, arrow keys (and Home,
 * End) between traits, Enter, Space or + to add, Backspace, Delete or - to remove. Mouse: click
 * adds, right-click or Shift-click removes; touch: tap adds, a long press removes.
 * Prerequisites are drawn as lines between the traits. Memoised: a tree whose props are unchanged (the other tree
 * on a click, given its own points) is not drawn again.
 */
export const TraitTree = memo(function TraitTree({ tree, points, focused, onFocusTrait, onAdd, onRemove, onPageKey, readOnly = false, wanted }: TraitTreeProps) {
  const { catalog } = useServedTraits();
  const traits = useMemo(() => treeTraits(catalog, tree), [catalog, tree]);
  const layout = useMemo(() => layoutTree(traits), [traits]);
  const gridRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<number, HTMLElement>());
  const [lines, setLines] = useState<Array<{ key: string; x1: number; y1: number; x2: number; y2: number; required: Trait }>>([]);
  const pressTimer = useRef<number | null>(null);
  const longPressed = useRef(false);
  const stop = focused !== null && traits.some((t) => t.number === focused) ? focused : traits[0]!.number;

  const at = (row: number, column: number) => layout.cells.find((c) => c.row === row && c.column === column);
  const cellOf = (number: number) => layout.cells.find((c) => c.trait.number === number)!;

  // Prerequisite lines, measured from the laid-out traits so they follow any screen width. A point moves no trait:
  // the lines are measured when the tree is laid out or resized, not on every click (a measure forces a layout of
  // the page before the click's paint); whether a line is met is read from the points as the tree is drawn.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const measure = () => {
      const box = grid.getBoundingClientRect();
      const centre = (number: number) => {
        const element = buttons.current.get(number);
        if (!element) return null;
        const r = element.getBoundingClientRect();
        return { x: r.left - box.left + r.width / 2, top: r.top - box.top, bottom: r.bottom - box.top };
      };
      const next: typeof lines = [];
      for (const trait of traits) {
        if (trait.prerequisite === null) continue;
        const from = centre(trait.prerequisite);
        const to = centre(trait.number);
        const required = catalog.traits.get(trait.prerequisite)!;
        if (from && to) next.push({ key: `${trait.prerequisite}-${trait.number}`, x1: from.x, y1: from.bottom, x2: to.x, y2: to.top, required });
      }
      setLines(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(grid);
    return () => observer.disconnect();
  }, [traits, catalog]);

  const move = (event: KeyboardEvent, number: number) => {
    const { row, column } = cellOf(number);
    const inRow = (r: number) => layout.cells.filter((c) => c.row === r).sort((a, b) => a.column - b.column);
    let target: number | null = null;
    const nearest = (r: number) => inRow(r).sort((a, b) => Math.abs(a.column - column) - Math.abs(b.column - column))[0]?.trait.number ?? null;
    switch (event.key) {
      case 'ArrowRight': target = inRow(row).find((c) => c.column > column)?.trait.number ?? null; break;
      case 'ArrowLeft': target = inRow(row).reverse().find((c) => c.column < column)?.trait.number ?? null; break;
      case 'ArrowDown': for (let r = row + 1; r < layout.rows && target === null; r += 1) target = at(r, column)?.trait.number ?? nearest(r); break;
      case 'ArrowUp': for (let r = row - 1; r >= 0 && target === null; r -= 1) target = at(r, column)?.trait.number ?? nearest(r); break;
      case 'Home': target = event.ctrlKey ? layout.cells[0]!.trait.number : (inRow(row)[0]?.trait.number ?? null); break;
      case 'End': target = event.ctrlKey ? layout.cells.at(-1)!.trait.number : (inRow(row).at(-1)?.trait.number ?? null); break;
      default: return false;
    }
    event.preventDefault();
    if (target !== null) {
      onFocusTrait(target);
      const button = buttons.current.get(target);
      button?.focus();
      // Focus alone leaves a half-hidden trait half hidden in a tree that scrolls sideways.
      button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
    return true;
  };

  const onKeyDown = (event: KeyboardEvent, number: number) => {
    if (move(event, number)) return;
    if (readOnly) return;
    if (event.key === 'Enter' || event.key === ' ' || event.key === '+' || event.key === '=') {
      event.preventDefault();
      onAdd(number);
    } else if (event.key === 'Backspace' || event.key === 'Delete' || event.key === '-') {
      event.preventDefault();
      onRemove(number);
    } else onPageKey(event);
  };

  const onPointerDown = (event: PointerEvent, number: number) => {
    longPressed.current = false;
    if (event.pointerType !== 'touch' || readOnly) return;
    pressTimer.current = window.setTimeout(() => {
      longPressed.current = true;
      onRemove(number);
    }, LONG_PRESS_MS);
  };
  const endPress = () => {
    if (pressTimer.current !== null) window.clearTimeout(pressTimer.current);
    pressTimer.current = null;
  };

  const spent = traits.reduce((sum, t) => sum + (points.get(t.number) ?? 0), 0);
  const label = `${tree === 'shared' ? 'Shared' : treeName(tree).replace(/ tree$/, '')} tree`;

  return (
    <section className={`trait-tree${readOnly ? ' trait-tree--compact' : ''}`} aria-label={label}>
      <header className="trait-tree__head">
        <h2>{label}</h2>
        <p className="trait-tree__spent" data-testid={`spent-${tree}`}>
          {spent} point{spent === 1 ? '' : 's'} in this tree
        </p>
      </header>
      {/* One grid for the branch names and every tier (rows are subgrids), its columns as wide as
          their longest word: names never break inside a word; a tree wider than the screen scrolls. */}
      <div className="trait-tree__scroll" style={{ '--columns': layout.columns } as CSSProperties}>
        <div className="trait-tree__branches" aria-hidden="true">
          <span />
          {layout.branches.map((b) => (
            <span key={b.name ?? 'shared'} style={{ gridColumn: `span ${b.span}` }}>
              {b.name ?? ''}
            </span>
          ))}
        </div>
        <div className="trait-tree__body">
          <svg className="trait-tree__lines" aria-hidden="true" focusable="false">
            {lines.map((l) => (
              <line key={l.key} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} className={(points.get(l.required.number) ?? 0) >= l.required.maxPoints ? 'met' : undefined} />
            ))}
          </svg>
          <div ref={gridRef} className="trait-tree__grid" role="grid" aria-label={`${label}: tiers as rows`} aria-readonly={readOnly || undefined}>
            {Array.from({ length: layout.rows }, (_, row) => {
              const hint = tierHint(catalog, points, tree, row + 1);
              return (
                <div role="row" key={row} className={`trait-tree__row${hint ? ' trait-tree__row--closed' : ''}`}>
                  <span role="rowheader" className="trait-tree__tier" title={hint ?? undefined}>
                    <span className="trait-tree__tier-long">Tier {row + 1}</span>
                    <span className="trait-tree__tier-short" aria-hidden="true">
                      T{row + 1}
                    </span>
                    {hint && <span className="visually-hidden">, {hint.replace(/^Tier \d+ /, '')}</span>}
                  </span>
                  {Array.from({ length: layout.columns }, (_, column) => {
                    const cell = at(row, column);
                    if (!cell) return <span role="gridcell" key={column} />;
                    const { trait } = cell;
                    const have = points.get(trait.number) ?? 0;
                    const state = have === trait.maxPoints ? 'full' : have > 0 ? 'some' : 'none';
                    return (
                      <span role="gridcell" key={column} className="trait-tree__cell">
                        <button
                          type="button"
                          ref={(element) => {
                            if (element) buttons.current.set(trait.number, element);
                            else buttons.current.delete(trait.number);
                          }}
                          className={`trait trait--${state}${focused === trait.number ? ' trait--focused' : ''}${wanted?.has(trait.number) ? ' trait--wanted' : ''}`}
                          tabIndex={trait.number === stop ? 0 : -1}
                          aria-describedby={`trait-${trait.number}-about`}
                          data-trait={trait.number}
                          onFocus={() => onFocusTrait(trait.number)}
                          onMouseEnter={() => onFocusTrait(trait.number)}
                          onKeyDown={(event) => onKeyDown(event, trait.number)}
                          onClick={(event) => {
                            if (readOnly) return;
                            if (longPressed.current) return;
                            if (event.shiftKey) onRemove(trait.number);
                            else onAdd(trait.number);
                          }}
                          onContextMenu={(event) => {
                            if (readOnly) return;
                            event.preventDefault();
                            if (!longPressed.current) onRemove(trait.number);
                          }}
                          onPointerDown={(event) => onPointerDown(event, trait.number)}
                          onPointerUp={endPress}
                          onPointerLeave={endPress}
                          onPointerCancel={endPress}
                        >
                          <BuildIcon iconId={traitIcon(trait)} characterClass={trait.class ?? 'shared'} size={readOnly ? 18 : 24} />
                          <span className="trait__name">{trait.name}</span>
                          <span className="trait__rank">
                            {have}/{trait.maxPoints}
                          </span>
                        </button>
                        <span id={`trait-${trait.number}-about`} className="visually-hidden">
                          {wanted?.has(trait.number) ? 'Wanted. ' : ''}Tier {trait.tier}. {effectText(trait, have)}.{have < trait.maxPoints ? ` Next rank: ${effectText(trait, have + 1)}.` : ' At its maximum.'}
                        </span>
                      </span>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
});
