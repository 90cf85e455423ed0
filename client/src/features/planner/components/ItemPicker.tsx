import { ITEM_STAT_IDS, ITEM_STAT_NAMES, SLOT_NAMES, type ClassId, type ItemStatId, type SlotId } from '@game/rules/constants';
import { PICKER_PAGE, pickerCandidates, type CatalogItem, type PickerSort } from '@game/rules/picker';
import { useId, useMemo, useState } from 'react';
import { signed } from '../planner-data';

/** What equipping a candidate changes in one number; `text` replaces the number when the change is no difference (a kill that becomes possible). */
export interface CandidateDelta {
  id: string;
  label: string;
  delta: number;
  /** A fall is a gain (weight, time to kill). */
  lowerIsBetter?: boolean;
  unit?: string;
  text?: string;
}

interface ItemPickerProps {
  slot: SlotId;
  items: CatalogItem[];
  loading: boolean;
  characterClass: ClassId;
  level: number;
  /** What equipping an item would change in the shown numbers. */
  deltaOf: (itemId: string) => CandidateDelta[];
  onEquip: (itemId: string) => void;
  /** Escape: the planner closes the picker and gives the focus back to the slot's button. */
  onClose: () => void;
}

/**
 * One slot's item picker: only what the class may wear (`pickerCandidates`), searchable, sortable
 * by level, name or any stat, filtered by a stat and by the character's level, each candidate with
 * its predicted change. Made anew for each slot, so every picker opens clean.
 */
export function ItemPicker({ slot, items, loading, characterClass, level, deltaOf, onEquip, onClose }: ItemPickerProps) {
  const [search, setSearch] = useState('');
  const [sortBy, setSortBy] = useState<PickerSort>('level');
  const [direction, setDirection] = useState<'asc' | 'desc' | null>(null);
  const [statFilter, setStatFilter] = useState<ItemStatId | ''>('');
  const [statMin, setStatMin] = useState(1);
  const [wearableOnly, setWearableOnly] = useState(false);
  const [shown, setShown] = useState(PICKER_PAGE);
  const searchId = useId();
  const sortId = useId();
  const directionId = useId();
  const statFilterId = useId();
  const statMinId = useId();
  const candidates = useMemo(
    () => pickerCandidates(items, { slot, characterClass, search, sort: sortBy, direction: direction ?? undefined, stat: statFilter || null, statMin, maxLevel: wearableOnly ? level : null }),
    [items, slot, characterClass, search, sortBy, direction, statFilter, statMin, wearableOnly, level],
  );

  return (
    <div
      className="planner-picker"
      role="group"
      aria-label={`Items for the ${SLOT_NAMES[slot].toLowerCase()} slot`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <div className="planner-picker__filters">
        <label htmlFor={searchId}>Search</label>
        <input id={searchId} type="search" value={search} autoFocus onChange={(event) => setSearch(event.target.value)} />
        <label htmlFor={sortId}>Sort by</label>
        <select id={sortId} value={sortBy} onChange={(event) => { setSortBy(event.target.value as PickerSort); setDirection(null); }}>
          <option value="level">Level</option>
          <option value="name">Name</option>
          {ITEM_STAT_IDS.map((stat) => (
            <option key={stat} value={stat}>
              {ITEM_STAT_NAMES[stat]}
            </option>
          ))}
        </select>
        <label htmlFor={directionId}>Order</label>
        <select id={directionId} value={direction ?? (sortBy === 'level' || sortBy === 'name' ? 'asc' : 'desc')} onChange={(event) => setDirection(event.target.value as 'asc' | 'desc')}>
          <option value="asc">Lowest first</option>
          <option value="desc">Highest first</option>
        </select>
        <label htmlFor={statFilterId}>With stat</label>
        <select id={statFilterId} value={statFilter} onChange={(event) => setStatFilter(event.target.value as ItemStatId | '')}>
          <option value="">Any</option>
          {ITEM_STAT_IDS.map((stat) => (
            <option key={stat} value={stat}>
              {ITEM_STAT_NAMES[stat]}
            </option>
          ))}
        </select>
        {statFilter && (
          <>
            <label htmlFor={statMinId}>at least</label>
            <input id={statMinId} type="number" min={1} value={statMin} className="planner-picker__min" onChange={(event) => {
              const value = Number(event.target.value);
              setStatMin(Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1);
            }} />
          </>
        )}
        <label className="planner-picker__check">
          <input type="checkbox" checked={wearableOnly} onChange={(event) => setWearableOnly(event.target.checked)} /> Only up to level {level}
        </label>
      </div>
      {candidates.length === 0 ? (
        <p className="muted">{loading ? 'Loading the items…' : 'No item fits this slot and search.'}</p>
      ) : (
        <ul className="planner-picker__list">
          {candidates.slice(0, shown).map((candidate) => {
            const deltas = deltaOf(candidate.id);
            return (
              <li key={candidate.id}>
                <button type="button" className="planner-candidate" onClick={() => onEquip(candidate.id)}>
                  <img src={candidate.iconUrl} alt="" width={24} height={24} />
                  <span className="planner-candidate__name">{candidate.name}</span>
                  <span className={candidate.level > level ? 'planner-warning' : 'muted'}>{candidate.level > level ? `needs level ${candidate.level}` : `level ${candidate.level}`}</span>
                  <span className="planner-candidate__deltas">
                    {deltas.length === 0 ? (
                      <span className="muted">no change</span>
                    ) : (
                      deltas.map((d) => (
                        <span key={d.id} className={d.delta > 0 !== Boolean(d.lowerIsBetter) ? 'gain' : 'loss'}>
                          {d.text ?? `${d.label} ${signed(d.delta)}${d.unit ?? ''}`}
                        </span>
                      ))
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {candidates.length > shown && (
        <button type="button" className="button button-small" onClick={() => setShown(shown + PICKER_PAGE)}>
          Show {Math.min(PICKER_PAGE, candidates.length - shown)} more of {candidates.length - shown}
        </button>
      )}
    </div>
  );
}
