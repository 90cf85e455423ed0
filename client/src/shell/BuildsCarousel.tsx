import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { getFragmentData, graphql } from '@/gql';
import { TopBuild_build, TopBuildsQuery } from './builds-queries';
import { BuildIcon } from '@/components/builds/BuildIcon';
import { useBuildPreview, className } from '@/lib/build-preview';
import { truncateBuildName } from '@game/rules/builds';
import { CAROUSEL_FALLBACK_BOX_PX, CAROUSEL_INTERVAL_MS, CAROUSEL_SLIDE_MS, visibleBoxCount, windowFrom } from './carousel-rules';
import { useReducedMotion } from '@/lib/preferences';
import { afterPageIdle } from '@/lib/after-idle';

/** Whether the page came from the server's cache with its shared part (these top builds) changed since it was drawn. */
const sharedPartStale = () =>
  typeof performance !== 'undefined' &&
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.serverTiming?.some((timing) => timing.name === 'shared-part-stale') === true;


const TopBuildsSubscription = graphql(`
  subscription BuildsCarouselTopChanged {
    topBuildsChanged {
      ...TopBuild_build
    }
  }
`);

/**
 * The top public builds, rotating: one step every 10,000 ms
 * with a 750 ms slide, paused while the pointer or focus is inside and while the preview dialog
 * is open, wrapping around, as many 110px boxes as fit. The ranking updates live.
 * Accessible as WCAG 2.2.2 and 2.5.3 ask of moving content: pause/play, previous and next
 * controls; arrow keys move between boxes (one tab stop) and step the carousel at its edges;
 * under reduced motion it starts paused; a box's name is its visible text (name, owner, likes),
 * its description the full details.
 */
export function BuildsCarousel() {
  const { data, error, subscribeToMore, refetch } = useQuery(TopBuildsQuery);
  const preview = useBuildPreview();
  const reducedMotion = useReducedMotion();
  const ids = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const [count, setCount] = useState(1);
  const [slotWidth, setSlotWidth] = useState(CAROUSEL_FALLBACK_BOX_PX);
  const [start, setStart] = useState(0);
  const [sliding, setSliding] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  // Plays until the player says otherwise, except under reduced motion, where it waits for Play.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  // The box that keeps the carousel's one tab stop, and the build to focus after a step.
  const [current, setCurrent] = useState(0);
  const focusBuild = useRef<string | null>(null);
  // Focus that comes back to a box when the preview dialog it opened closes is not the player
  // moving into the carousel: the carousel resumes when the dialog closes.
  const openedPreview = useRef(false);
  const previewOpen = preview.buildId !== null;
  const builds = getFragmentData(TopBuild_build, data?.topBuilds) ?? [];
  // The dialog closed: whatever paused the carousel before it opened no longer does, until the
  // pointer moves inside again or focus moves in anew (adjusted while rendering, not in an effect).
  const [previewWasOpen, setPreviewWasOpen] = useState(previewOpen);
  if (previewWasOpen !== previewOpen) {
    setPreviewWasOpen(previewOpen);
    if (!previewOpen) {
      setPointerInside(false);
      setFocusInside(false);
    }
  }
  const paused = !playing || pointerInside || focusInside || previewOpen;
  const rotates = builds.length > count;

  useEffect(() => {
    // Failing to load public builds is only logged, not shown: the carousel is decoration, not content.
    if (error) console.error('Loading the public builds failed', error);
  }, [error]);

  useEffect(
    () =>
      subscribeToMore({
        document: TopBuildsSubscription,
        updateQuery: (_previous, { subscriptionData }) => ({ topBuilds: subscriptionData.data.topBuildsChanged }) as never,
        onError: (subscriptionError) => console.error('Live public builds stopped', subscriptionError),
      }),
    [subscribeToMore],
  );

  useEffect(() => {
    // A page from the server's cache may show the top builds up to 30 s old (a like does not evict every page:
    // response-cache.ts); the server then says so in the page's Server-Timing, and the bar asks again once idle.
    if (!sharedPartStale()) return;
    let current = true;
    void afterPageIdle().then(() => (current ? refetch() : undefined)).catch((refetchError: unknown) => console.error('Loading the public builds failed', refetchError));
    return () => {
      current = false;
    };
  }, [refetch]);

  const root = useRef<HTMLDivElement>(null);
  const previewOpenNow = useRef(previewOpen);
  useLayoutEffect(() => {
    previewOpenNow.current = previewOpen;
  }, [previewOpen]);
  useEffect(() => {
    // Focus that lands outside the carousel once the dialog has closed (its box was gone) ends the
    // wait for the returning focus, so the next real visit pauses again.
    const onFocusIn = (event: FocusEvent) => {
      if (!previewOpenNow.current && !root.current?.contains(event.target as Node | null)) openedPreview.current = false;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);


  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => {
      const slot = element.querySelector<HTMLElement>('.carousel-slot');
      const width = slot?.offsetWidth || CAROUSEL_FALLBACK_BOX_PX;
      setSlotWidth(width);
      setCount(visibleBoxCount(element.clientWidth, width));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [builds.length]);

  useEffect(() => {
    if (paused || !rotates) return;
    const timer = setInterval(() => setSliding(true), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, rotates]);

  useEffect(() => {
    if (!sliding) return;
    const timer = setTimeout(
      () => {
        setStart((value) => (value + 1) % Math.max(1, builds.length));
        setSliding(false);
      },
      reducedMotion ? 0 : CAROUSEL_SLIDE_MS,
    );
    return () => clearTimeout(timer);
  }, [sliding, builds.length, reducedMotion]);

  // One extra box slides in from the right while the first slides out.
  // The ranking can shrink under the carousel; the position wraps with it.
  const first = builds.length ? start % builds.length : 0;
  const shown = windowFrom(builds, first, rotates ? count + 1 : count);
  const visible = Math.min(count, shown.length);
  const active = Math.min(current, Math.max(0, visible - 1));

  useEffect(() => {
    const id = focusBuild.current;
    if (!id) return;
    focusBuild.current = null;
    track.current?.querySelector<HTMLElement>(`[data-build-id="${CSS.escape(id)}"]`)?.focus();
  });

  /** Moves the window by `by` builds at once (the previous and next controls, the arrow keys). */
  const step = (by: number) => {
    if (!rotates) return;
    setSliding(false);
    setStart((value) => (((value + by) % builds.length) + builds.length) % builds.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = shown.findIndex((build) => build.id === (event.target as HTMLElement).dataset.buildId);
    if (index < 0) return;
    let target = index;
    if (event.key === 'ArrowRight') target = index + 1;
    else if (event.key === 'ArrowLeft') target = index - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = visible - 1;
    else return;
    event.preventDefault();
    if (target >= 0 && target < visible) {
      setCurrent(target);
      focusBuild.current = shown[target]!.id;
    } else if (rotates) {
      const by = target < 0 ? -1 : 1;
      focusBuild.current = builds[(((first + (by < 0 ? -1 : visible)) % builds.length) + builds.length) % builds.length]!.id;
      setCurrent(by < 0 ? 0 : visible - 1);
      step(by);
    }
  };

  return (
    <div
      ref={root}
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Top public builds"
      // A move, not an enter: a dialog closing over a still pointer is not the pointer coming in.
      onPointerMove={() => setPointerInside(true)}
      onPointerDown={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
      onFocus={() => {
        if (openedPreview.current) {
          // The dialog gave focus back to the box that opened it.
          openedPreview.current = false;
          return;
        }
        setFocusInside(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
      data-paused={paused}
    >
      <button type="button" className="carousel-control" aria-label="Previous builds" title="Previous builds" disabled={!rotates} onClick={() => step(-1)}>
        ‹
      </button>
      <div className="carousel-viewport" ref={viewport}>
        {builds.length === 0 && !error && data && <p className="carousel-empty">No liked public builds yet.</p>}
        <ul
          ref={track}
          className="carousel-track"
          data-sliding={sliding}
          onKeyDown={onKeyDown}
          style={{
            transform: sliding && !reducedMotion ? `translateX(-${slotWidth}px)` : 'translateX(0)',
            transition: sliding && !reducedMotion ? `transform ${CAROUSEL_SLIDE_MS}ms ease-in-out` : 'none',
          }}
        >
          {shown.map((build, i) => (
            <li key={build.id} className="carousel-slot" aria-hidden={i >= count || undefined}>
              <button
                type="button"
                className="carousel-box"
                data-build-id={build.id}
                tabIndex={i === active ? 0 : -1}
                onFocus={() => i < count && setCurrent(i)}
                onClick={() => {
                  openedPreview.current = true;
                  preview.open(build.id);
                }}
                aria-describedby={`${ids}-${build.id}`}
              >
                <BuildIcon iconId={build.buildIconId} characterClass={build.class} size={28} />
                <span className="carousel-box__title">{truncateBuildName(build.name)}</span>
                <span className="carousel-box__owner">{build.ownerUsername ?? 'Deleted player'}</span>
                <span className="carousel-box__meta">
                  <span aria-hidden="true">♥</span> {build.likeCount}
                  <span className="visually-hidden"> {build.likeCount === 1 ? 'like' : 'likes'}</span>
                </span>
              </button>
              <span id={`${ids}-${build.id}`} className="visually-hidden">
                {`${build.name} by ${build.ownerUsername ?? 'Deleted player'}, ${className(build.class)} level ${build.characterLevel}`}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="carousel-controls">
        <button
          type="button"
          className="carousel-control"
          aria-label={playing ? 'Pause' : 'Play'}
          title={playing ? 'Pause the carousel' : 'Play the carousel'}
          disabled={!rotates}
          onClick={() => setPlayChoice(!playing)}
        >
          {/* Drawn, not a font glyph: not every font has ⏸. */}
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" /> : <path d="M5 3l8 5-8 5z" fill="currentColor" />}
          </svg>
        </button>
        <button type="button" className="carousel-control" aria-label="Next builds" title="Next builds" disabled={!rotates} onClick={() => step(1)}>
          ›
        </button>
      </div>
    </div>
  );
}
