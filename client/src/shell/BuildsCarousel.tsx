import { useQuery } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { graphql } from '@/gql';
import { BuildIcon } from '@/components/builds/BuildIcon';
import { useBuildPreview, className } from '@/lib/build-preview';
import { truncateBuildName } from '@game/rules/builds';
import { CAROUSEL_FALLBACK_BOX_PX, CAROUSEL_INTERVAL_MS, CAROUSEL_SLIDE_MS, visibleBoxCount, windowFrom } from './carousel-rules';
import { REDUCED_MOTION, useMediaQuery } from './use-media-query';

export const TopBuildsQuery = graphql(`
  query BuildsCarouselTop {
    topBuilds {
      id
      title
      owner
      likes
      characterClass
      characterLevel
      buildIconId
      isPlannerBuild
    }
  }
`);

const TopBuildsSubscription = graphql(`
  subscription BuildsCarouselTopChanged {
    topBuildsChanged {
      id
      title
      owner
      likes
      characterClass
      characterLevel
      buildIconId
      isPlannerBuild
    }
  }
`);

/**
 * The top public builds, rotating (specification sections 4 and 9): one step every 10,000 ms
 * with a 750 ms slide, paused while the pointer or focus is inside and while the preview dialog
 * is open, wrapping around, as many 110px boxes as fit. The ranking updates live.
 */
export function BuildsCarousel() {
  const { data, error, subscribeToMore } = useQuery(TopBuildsQuery);
  const preview = useBuildPreview();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const viewport = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(1);
  const [slotWidth, setSlotWidth] = useState(CAROUSEL_FALLBACK_BOX_PX);
  const [start, setStart] = useState(0);
  const [sliding, setSliding] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const builds = data?.topBuilds ?? [];
  const paused = pointerInside || focusInside || preview.buildId !== null;
  const rotates = builds.length > count;

  useEffect(() => {
    // Specification section 8: failing to load public builds is only logged.
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
        setStart((current) => (current + 1) % Math.max(1, builds.length));
        setSliding(false);
      },
      reducedMotion ? 0 : CAROUSEL_SLIDE_MS,
    );
    return () => clearTimeout(timer);
  }, [sliding, builds.length, reducedMotion]);

  // One extra box slides in from the right while the first slides out.
  // The ranking can shrink under the carousel; the position wraps with it.
  const shown = windowFrom(builds, builds.length ? start % builds.length : 0, rotates ? count + 1 : count);

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Top public builds"
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
      data-paused={paused}
    >
      <div className="carousel-viewport" ref={viewport}>
        {builds.length === 0 && !error && data && <p className="carousel-empty">No liked public builds yet.</p>}
        <ul
          className="carousel-track"
          data-sliding={sliding}
          style={{
            transform: sliding && !reducedMotion ? `translateX(-${slotWidth}px)` : 'translateX(0)',
            transition: sliding && !reducedMotion ? `transform ${CAROUSEL_SLIDE_MS}ms ease-in-out` : 'none',
          }}
        >
          {shown.map((build, i) => (
            <li key={`${build.id}-${i}`} className="carousel-slot" aria-hidden={i >= count || undefined}>
              <button
                type="button"
                className="carousel-box"
                tabIndex={i >= count ? -1 : undefined}
                onClick={() => preview.open(build.id)}
                aria-label={`${build.title} by ${build.owner}, ${className(build.characterClass)} level ${build.characterLevel}, ${build.likes} ${build.likes === 1 ? 'like' : 'likes'}`}
              >
                <BuildIcon iconId={build.buildIconId} characterClass={build.characterClass} size={28} />
                <span className="carousel-box__title">{truncateBuildName(build.title)}</span>
                <span className="carousel-box__meta">♥ {build.likes}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
