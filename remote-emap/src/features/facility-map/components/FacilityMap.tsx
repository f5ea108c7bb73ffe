import 'leaflet/dist/leaflet.css';
import { memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { latLngBounds, type LeafletEventHandlerFnMap, type Map as LeafletMap } from 'leaflet';
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  Marker,
  Pane,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@harmo/shared';
import type { MapCluster, MapPoint } from '../../facilities';
import { openingViewport, useMapViewportStore } from '../stores/map-viewport-store';
import {
  JAPAN_BOUNDS,
  MAX_MARKERS,
  MAX_ZOOM,
  MIN_ZOOM,
  PLACE_ZOOM,
  type LatLng,
  type MapCommand,
  type MapView,
} from '../utils/map-view';
import { afterNextPaint, markMarkersDrawn, markMoveEnd } from '../utils/performance-marks';
import { clusterIcon, pointIcon } from './marker-icons';

export interface FacilityMapProps {
  clusters: readonly MapCluster[];
  points: readonly MapPoint[];
  /** The facility whose detail is open, drawn highlighted. */
  selectedId: string | null;
  /** Where the device is, once the user asked for it. */
  userLocation: LatLng | null;
  /** The latest instruction from outside (a new key runs it once). */
  command: MapCommand | null;
  /** The view each time the map has stopped moving, and once at start. */
  onViewChange: (view: MapView) => void;
  /**
   * The move (`MapView.move`) whose answer `clusters` and `points` are, or null while they are
   * still an earlier view's: marks the moment that move's markers are on screen.
   */
  markersMove?: number | null;
  /** The user dragged the map: whatever it was centred on, it is not any more. */
  onUserMove?: () => void;
  onPointSelect: (id: string) => void;
  /** Names the map for assistive technology. */
  label: string;
  /** Whether the map's images (tiles) can be loaded: false once the tile server fails. */
  onTilesAvailable?: (available: boolean) => void;
}

/** Failed tiles, with none loaded in between, before the map is said to have no images. */
export const TILE_FAILURES_BEFORE_NOTICE = 3;

/**
 * Counts tile failures: a blocked or failing tile server leaves a grey box, which the page
 * must explain; one tile that loads again clears it.
 */
function useTileHandlers(onTilesAvailable?: (available: boolean) => void) {
  const failures = useRef(0);
  return useMemo<LeafletEventHandlerFnMap>(
    () => ({
      tileerror: () => {
        failures.current += 1;
        if (failures.current === TILE_FAILURES_BEFORE_NOTICE) onTilesAvailable?.(false);
      },
      tileload: () => {
        if (failures.current >= TILE_FAILURES_BEFORE_NOTICE) onTilesAvailable?.(true);
        failures.current = 0;
      },
    }),
    [onTilesAvailable],
  );
}

function viewOf(map: LeafletMap, move: number): MapView {
  const bounds = map.getBounds();
  const centre = map.getCenter();
  return {
    bounds: {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    },
    zoom: map.getZoom(),
    centre: { lat: centre.lat, lng: centre.lng },
    radiusMeters: map.distance(centre, bounds.getNorthEast()),
    move,
  };
}

interface ViewTrackerProps {
  onViewChange: (view: MapView) => void;
  onUserMove?: () => void;
  label: string;
}

/** Reports the view, remembers it for the next visit, and keeps the map's size right. */
function ViewTracker({ onViewChange, onUserMove, label }: ViewTrackerProps) {
  const map = useMap();
  const remember = useMapViewportStore((store) => store.remember);
  const moves = useRef(0);

  // Asked at once when a move ends, with no settle delay: Leaflet fires moveend only when a
  // drag (with its glide), a zoom or a pinch is over, and an answer for a view left before it
  // came is cancelled by the query (its AbortSignal), so quick moves cost nothing.
  useMapEvents({
    moveend: () => {
      moves.current += 1;
      markMoveEnd(moves.current);
      const view = viewOf(map, moves.current);
      remember({ lat: view.centre.lat, lng: view.centre.lng, zoom: view.zoom });
      onViewChange(view);
    },
    dragstart: () => onUserMove?.(),
  });

  // The first view is reported at once: the list and markers should not wait for a move. Before
  // the map's first paint, so that the markers of the view (often in the cache already) come with
  // it rather than a frame after.
  const reportFirstView = useRef(onViewChange);
  useLayoutEffect(() => {
    reportFirstView.current(viewOf(map, 0));
  }, [map]);

  useEffect(() => {
    const container = map.getContainer();
    // The map is a landmark with a name; its markers repeat the list beside it, which is the
    // accessible way to reach each facility, so they are hidden from assistive technology.
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    map.getPane('markerPane')?.setAttribute('aria-hidden', 'true');
  }, [map, label]);

  useEffect(() => {
    // Layout changes (filters opened, window resized) change the map's box without Leaflet
    // knowing; without this it draws tiles and asks for markers for its old size.
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function CommandRunner({ command }: { command: MapCommand | null }) {
  const map = useMap();
  useEffect(() => {
    if (!command) return;
    if (command.kind === 'centre') {
      map.setView(
        [command.at.lat, command.at.lng],
        command.zoom ?? Math.max(map.getZoom(), PLACE_ZOOM),
      );
    } else if (command.kind === 'focus') {
      map.getContainer().focus();
    } else if (command.places.length > 0) {
      const bounds = latLngBounds(command.places.map((place) => [place.lat, place.lng]));
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: PLACE_ZOOM });
    }
  }, [map, command]);
  return null;
}

/*
 * Markers are memoised on their values, not their objects: every answer brings new objects, and
 * a few hundred markers re-rendering (and Leaflet moving each one) when only some of them
 * changed would be felt on a phone. A marker still in view after a move is left alone.
 */
const ClusterMarker = memo(
  function ClusterMarker({ cluster }: { cluster: MapCluster }) {
    const map = useMap();
    const { lat, lng, expansionZoom, count } = cluster;
    const handlers = useMemo<LeafletEventHandlerFnMap>(
      () => ({
        click: () =>
          map.setView([lat, lng], Math.min(Math.max(expansionZoom, map.getZoom() + 1), MAX_ZOOM)),
      }),
      [map, lat, lng, expansionZoom],
    );
    const position = useMemo<[number, number]>(() => [lat, lng], [lat, lng]);
    return (
      <Marker
        position={position}
        icon={clusterIcon(count)}
        keyboard={false}
        eventHandlers={handlers}
      />
    );
  },
  (before, after) =>
    before.cluster.lat === after.cluster.lat &&
    before.cluster.lng === after.cluster.lng &&
    before.cluster.count === after.cluster.count &&
    before.cluster.expansionZoom === after.cluster.expansionZoom,
);

interface PointMarkerProps {
  point: MapPoint;
  selected: boolean;
  onSelect: (id: string) => void;
}

const PointMarker = memo(
  function PointMarker({ point, selected, onSelect }: PointMarkerProps) {
    const { id, lat, lng } = point;
    const handlers = useMemo<LeafletEventHandlerFnMap>(
      () => ({ click: () => onSelect(id) }),
      [onSelect, id],
    );
    const position = useMemo<[number, number]>(() => [lat, lng], [lat, lng]);
    return (
      <Marker
        position={position}
        icon={pointIcon(point.type, selected)}
        title={point.name}
        keyboard={false}
        zIndexOffset={selected ? 1000 : 0}
        eventHandlers={handlers}
      />
    );
  },
  (before, after) =>
    before.selected === after.selected &&
    before.onSelect === after.onSelect &&
    before.point.lat === after.point.lat &&
    before.point.lng === after.point.lng &&
    before.point.type === after.point.type &&
    before.point.name === after.point.name,
);

/**
 * Marks the moment the markers of a move are on screen (see performance-marks). An effect of
 * the map's parent runs after the markers' own effects have put them on the map.
 */
function useMarkersDrawnMark(markersMove: number | null) {
  const drawnBefore = useRef(false);
  useEffect(() => {
    if (markersMove === null) return;
    return afterNextPaint(() => {
      markMarkersDrawn(markersMove, !drawnBefore.current);
      drawnBefore.current = true;
    });
  }, [markersMove]);
}

/**
 * The facility map: tiles from the configured tile server (it works without them: offline the
 * markers still show on a plain background), server-side clusters and facility markers.
 */
const LEAFLET_CREDIT = '<a href="https://leafletjs.com">Leaflet</a>';

/**
 * The credit of the 国土地理院's standard tiles (the default tile server), its name in the page's
 * language; a tile server the configuration names comes with its own credit.
 */
function tileCredit(configured: string | null, name: string): string {
  return (
    configured ??
    `<a href="https://maps.gsi.go.jp/development/ichiran.html" target="_blank" rel="noopener noreferrer">${name}</a>`
  );
}

export function FacilityMap({
  clusters,
  points,
  selectedId,
  userLocation,
  command,
  onViewChange,
  onUserMove,
  onPointSelect,
  label,
  onTilesAvailable,
  markersMove = null,
}: FacilityMapProps) {
  const { t, i18n } = useTranslation('emap');
  useMarkersDrawnMark(markersMove);
  const tileHandlers = useTileHandlers(onTilesAvailable);
  const { tileUrl, attribution } = getRuntimeConfig().map;
  const initial = openingViewport();
  const shownClusters = clusters.slice(0, MAX_MARKERS);
  const shownPoints = points.slice(0, Math.max(0, MAX_MARKERS - shownClusters.length));

  return (
    <MapContainer
      className="emap-map"
      center={[initial.lat, initial.lng]}
      zoom={initial.zoom}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      maxBounds={JAPAN_BOUNDS}
      maxBoundsViscosity={1}
      zoomControl={false}
      attributionControl={false}
      // A tile shows as it comes: the page painted the first view's tiles before this code came,
      // and fading them in again would blink the map once it takes over.
      fadeAnimation={false}
    >
      {/*
        Leaflet's own credit without its English tooltip, which screen readers read after it.
        Added before the tiles: the control takes a layer's credit back only from layers added
        after it, and a new language replaces the tile layer.
      */}
      <AttributionControl prefix={LEAFLET_CREDIT} />
      <TileLayer
        // A layer takes its credit as it is added: a new language adds it again, credit and all.
        key={i18n.language}
        url={tileUrl}
        attribution={tileCredit(attribution, t('map.tileCredit'))}
        maxZoom={MAX_ZOOM}
        eventHandlers={tileHandlers}
      />
      <ZoomControl
        position="topright"
        zoomInTitle={t('map.zoomIn')}
        zoomOutTitle={t('map.zoomOut')}
      />
      <ViewTracker onViewChange={onViewChange} onUserMove={onUserMove} label={label} />
      <CommandRunner command={command} />
      {shownClusters.map((cluster) => (
        <ClusterMarker key={cluster.id} cluster={cluster} />
      ))}
      {shownPoints.map((point) => (
        <PointMarker
          key={point.id}
          point={point}
          selected={point.id === selectedId}
          onSelect={onPointSelect}
        />
      ))}
      {userLocation && (
        // A pane of its own above the markers' (600): a cluster never hides where the user is.
        <Pane name="emap-user-location" style={{ zIndex: 650 }}>
          <CircleMarker
            center={[userLocation.lat, userLocation.lng]}
            radius={9}
            interactive={false}
            className="emap-user-location"
            weight={3}
            fillOpacity={0.9}
          />
        </Pane>
      )}
    </MapContainer>
  );
}
