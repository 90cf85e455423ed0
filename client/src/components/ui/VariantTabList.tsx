import { useEffect, useRef, type KeyboardEvent } from 'react';
import './variant-tabs.css';

/** The id of a variant's tab: `<panelId>-tab-<index>` (the panel names its tab with it). */
export const variantTabId = (panelId: string, index: number) => `${panelId}-tab-${index}`;

/**
 * A build's variants as tabs, the WAI-ARIA tabs pattern: one tab in the Tab
 * order (roving tabindex), the arrow keys move between tabs and show the one they reach, Home and
 * End go to the first and last. All tabs control one panel (`panelId`), which shows the selected
 * variant. The strip scrolls sideways on its own when the tabs do not fit (a phone).
 */
export function VariantTabList(props: { names: readonly string[]; active: number; panelId: string; label: string; onSelect: (index: number) => void }) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const strip = useRef<HTMLDivElement>(null);
  // The selected tab is kept in sight inside its strip (sideways only: the page itself does not move).
  useEffect(() => {
    const tab = tabs.current[props.active];
    const box = strip.current?.getBoundingClientRect();
    if (!tab || !box || !strip.current) return;
    const own = tab.getBoundingClientRect();
    if (own.left < box.left) strip.current.scrollLeft -= box.left - own.left + 8;
    else if (own.right > box.right) strip.current.scrollLeft += own.right - box.right + 8;
  }, [props.active, props.names.length]);
  const go = (index: number) => {
    const count = props.names.length;
    const next = (index + count) % count;
    props.onSelect(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: props.names.length - 1 };
    const target = moves[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(target);
  };
  return (
    <div className="variant-tabs__strip" ref={strip}>
      <div role="tablist" aria-label={props.label} className="variant-tabs__list">
        {props.names.map((name, index) => (
          <button
            key={`${index}-${name}`}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={variantTabId(props.panelId, index)}
            className="variant-tabs__tab"
            aria-selected={index === props.active}
            aria-controls={props.panelId}
            tabIndex={index === props.active ? 0 : -1}
            onClick={() => props.onSelect(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {name}
          </button>
        ))}
      </div>
    </div>
  );
}
