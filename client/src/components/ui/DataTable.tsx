import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useProgressiveCount } from '@/lib/progressive';
import { useMediaQueryInTransition } from '@/lib/use-media-query';
import './data-table.css';
import { compareNatural } from '@/lib/format';

export type SortDirection = 'asc' | 'desc';

/** A progressive table's rows drawn at first (by the server too), and then at each idle moment (or, on a phone, as the reader nears them). */
const PROGRESSIVE_ROWS = 20;
/** Where rows become cards (data-table.css). */
const CARD_LAYOUT = '(max-width: 640px)';

export interface Column<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** The value the column sorts by; a column without one cannot be sorted. */
  sortValue?: (row: Row) => string | number | null;
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  columns: Array<Column<Row>>;
  /** Rows in display order (the page sorts them, see {@link sortRows}). */
  rows: Row[];
  rowKey: (row: Row) => string;
  sortKey: string;
  sortDirection: SortDirection;
  onSort: (key: string, direction: SortDirection) => void;
  /** Id of a row's element, for deep links (`#monster-cave-bat`). */
  rowId?: (row: Row) => string | undefined;
  rowClassName?: (row: Row) => string | undefined;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /**
   * Long lists: the first rows at once, the rest while the browser is idle (on a phone, as the
   * reader scrolls toward them; useProgressiveCount), so a phone paints the page without first
   * laying out them all. Until every row is there a plain link (`?all=1`) shows the whole list at
   * once: it is what a reader without JavaScript follows, or one who wants to find in page.
   */
  progressive?: boolean;
}

/**
 * An accessible sortable table: real table markup with column headers, sort buttons in the
 * headers (keyboard: Tab then Enter or Space) and `aria-sort` on the sorted column. On narrow
 * screens each row becomes a card whose cells carry their column name.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, sortKey, sortDirection } = props;
  const [params] = useSearchParams();
  // A link to one of its rows (`#monster-cave-bat`) shows them all, so the row is there to scroll to.
  // The hash is the browser's alone: the server (and hydration) draw without it, the browser then with it.
  const [hash, setHash] = useState('');
  useEffect(() => {
    const read = () => setHash(decodeURIComponent(window.location.hash.slice(1)));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const linked = hash !== '' && props.rowId !== undefined && rows.some((row) => props.rowId!(row) === hash);
  const all = !props.progressive || params.get('all') === '1' || linked;
  // 20 rows fill a desktop screen (and ten phone screens of cards); each later piece of 20 rows stays
  // a short task on a throttled phone (40 at a time held its main thread 80-100 ms per piece). On a
  // phone the later pieces come as the reader scrolls toward the end of the cards drawn so far, not
  // while idle: laying out and painting hundreds of tall cards nobody has reached held a throttled
  // phone's main thread for over a second (/items/all). The link below shows every row at once.
  const cards = useMediaQueryInTransition(CARD_LAYOUT);
  const more = useRef<HTMLParagraphElement>(null);
  const shown = useProgressiveCount(rows.length, all ? Number.POSITIVE_INFINITY : PROGRESSIVE_ROWS, PROGRESSIVE_ROWS, cards ? more : undefined);
  const allLink = new URLSearchParams(params);
  allLink.set('all', '1');
  return (
    <div className="data-table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = column.key === sortKey;
              const ariaSort = active ? (sortDirection === 'asc' ? 'ascending' : 'descending') : 'none';
              return (
                <th key={column.key} scope="col" aria-sort={column.sortValue ? ariaSort : undefined} className={column.numeric ? 'numeric' : undefined}>
                  {column.sortValue ? (
                    <button
                      type="button"
                      className="sort-button"
                      onClick={() => props.onSort(column.key, active && sortDirection === 'asc' ? 'desc' : 'asc')}
                    >
                      {column.label}
                      <span aria-hidden="true" className="sort-mark">
                        {active ? (sortDirection === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="data-table-empty">
                {props.empty}
              </td>
            </tr>
          ) : (
            rows.slice(0, shown).map((row) => (
              <tr key={props.rowKey(row)} id={props.rowId?.(row)} className={props.rowClassName?.(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.label} className={column.numeric ? 'numeric' : undefined}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {shown < rows.length && (
        <p className="data-table-more" ref={more}>
          Showing the first {shown} of {rows.length} rows, the rest follow {cards ? 'as you scroll' : 'in a moment'}. <a href={`?${allLink.toString()}`}>Show all {rows.length} rows</a>
        </p>
      )}
    </div>
  );
}

/** Sorts rows by a column's sort value; empty values go last in both directions. */
export function sortRows<Row>(rows: Row[], columns: Array<Column<Row>>, key: string, direction: SortDirection): Row[] {
  const column = columns.find((c) => c.key === key && c.sortValue !== undefined);
  if (!column) return rows;
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row) => ({ row, value: column.sortValue!(row) }))
    .sort((a, b) => {
      if (a.value === null || a.value === '') return b.value === null || b.value === '' ? 0 : 1;
      if (b.value === null || b.value === '') return -1;
      const order = typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : compareNatural(String(a.value), String(b.value));
      return order * sign;
    })
    .map(({ row }) => row);
}
