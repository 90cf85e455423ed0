import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useWorldData } from '../map-data';
import type { Layer } from '../WorldMap';
import { useWorldMapLoaded, WorldMap } from '../lazy-map';
import { NeedsJavaScript } from '@/components/ui/NeedsJavaScript';
import { MapPosterTiles, usePoster, WaitingToolbar } from '../MapPoster';

const LAYERS: Layer[] = ['labels', 'houses', 'spawns', 'npcs', 'pois', 'stairs'];

/** The page around a map: the data, the title and the embed switch. */
export function MapFrame({ title, aside = false, children }: { title: string; aside?: boolean; children: (data: NonNullable<ReturnType<typeof useWorldData>['data']>, embed: boolean) => React.ReactNode }) {
  const { data, error } = useWorldData();
  const mapLoaded = useWorldMapLoaded();
  const poster = usePoster();
  const [params] = useSearchParams();
  const embed = params.get('embed') === '1';
  useEffect(() => {
    document.title = `${title} · Almanac`;
  }, [title]);
  if (error) return <p role="alert">{error}</p>;
  // The frame laid out as the map's page (WorldMap), the starting view drawn in it when the server sent its poster.
  const loading = poster ? (
    <div className={`map-page${embed ? ' map-embed' : ''}`}>
      {!embed && <h1 className="map-title">{title}</h1>}
      <NeedsJavaScript tool="map" />
      <WaitingToolbar poster={poster} embed={embed} />
      <p className="visually-hidden" aria-busy="true">Loading the map…</p>
      <div className="map-body">
        <div className="map-canvas map-poster-frame" role="img" aria-label={`${title}: the starting view (the map itself comes with JavaScript)`}>
          <MapPosterTiles poster={poster} />
        </div>
        {aside && <div className="map-aside" />}
      </div>
    </div>
  ) : (
    <>
      {!embed && <h1 className="map-title">{title}</h1>}
      <NeedsJavaScript tool="map" />
      <p aria-busy="true">Loading the map…</p>
    </>
  );
  // Both the world and the map's code are there: the map replaces the frame in one commit.
  if (!data || !mapLoaded) return loading;
  return <Suspense fallback={loading}>{children(data, embed)}</Suspense>;
}

/** /tools/interactive-map: the whole world, every layer toggleable. */
export function InteractiveMapRoute() {
  return <MapFrame title="Interactive map">{(world, embed) => <WorldMap mode="interactive" world={world} defaultLayers={LAYERS} embed={embed} />}</MapFrame>;
}
