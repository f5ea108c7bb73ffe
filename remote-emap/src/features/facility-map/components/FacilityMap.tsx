import 'leaflet/dist/leaflet.css';
import { memo, useEffect, useMemo, useRef } from 'react';
import { latLngBounds, type LeafletEventHandlerFnMap, type Map as LeafletMap } from 'leaflet';
import {
  CircleMarker,
  MapContainer,
  Marker,
  Pane,
  TileLayer,
  ZoomControl,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@harmo/shared';
import type { MapCluster, MapPoint } from '../../facilities';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { useMapViewportStore } from '../stores/map-viewport-store';
import {
  JAPAN_BOUNDS,
  MAX_MARKERS,
  MAX_ZOOM,
  MIN_ZOOM,
  PLACE_ZOOM,
  VIEW_DEBOUNCE_MS,
  type LatLng,
  type MapCommand,
  type MapView,
} from '../utils/map-view';
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
  /** The view after the map has stopped moving (debounced), and once at start. */
  onViewChange: (view: MapView) => void;
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

function viewOf(map: LeafletMap): MapView {
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
  const reportView = useDebouncedCallback(() => {
    const view = viewOf(map);
    remember({ lat: view.centre.lat, lng: view.centre.lng, zoom: view.zoom });
    onViewChange(view);
  }, VIEW_DEBOUNCE_MS);

  useMapEvents({
    moveend: reportView,
    dragstart: () => onUserMove?.(),
  });

  // The first view is reported at once: the list and markers should not wait for a move.
  const reportFirstView = useRef(onViewChange);
  useEffect(() => {
    reportFirstView.current(viewOf(map));
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
    } else if (command.places.length > 0) {
      const bounds = latLngBounds(command.places.map((place) => [place.lat, place.lng]));
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: PLACE_ZOOM });
    }
  }, [map, command]);
  return null;
}

/*
 * Markers are memoised: a few hundred of them re-rendering (and Leaflet moving each one) on
 * every change of the screen around the map would be felt on a phone.
 */
const ClusterMarker = memo(function ClusterMarker({ cluster }: { cluster: MapCluster }) {
  const map = useMap();
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      click: () =>
        map.setView(
          [cluster.lat, cluster.lng],
          Math.min(Math.max(cluster.expansionZoom, map.getZoom() + 1), MAX_ZOOM),
        ),
    }),
    [map, cluster.lat, cluster.lng, cluster.expansionZoom],
  );
  const position = useMemo<[number, number]>(() => [cluster.lat, cluster.lng], [cluster]);
  return (
    <Marker
      position={position}
      icon={clusterIcon(cluster.count)}
      keyboard={false}
      eventHandlers={handlers}
    />
  );
});

const PointMarker = memo(function PointMarker({
  point,
  selected,
  onSelect,
}: {
  point: MapPoint;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({ click: () => onSelect(point.id) }),
    [onSelect, point.id],
  );
  const position = useMemo<[number, number]>(() => [point.lat, point.lng], [point]);
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
});

/**
 * The facility map: tiles from the configured tile server (it works without them: offline the
 * markers still show on a plain background), server-side clusters and facility markers.
 */
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
}: FacilityMapProps) {
  const { t } = useTranslation('emap');
  const tileHandlers = useTileHandlers(onTilesAvailable);
  const { tileUrl, attribution } = getRuntimeConfig().map;
  const initial = useMapViewportStore.getState().viewport;
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
      attributionControl
    >
      <TileLayer
        url={tileUrl}
        attribution={attribution}
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
