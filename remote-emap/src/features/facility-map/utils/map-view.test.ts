import { CRS, latLng, point } from 'leaflet';
import { boundsAround } from './map-view';

/** The area Leaflet itself shows for a map of that size, centre and zoom. */
function leafletBounds(lat: number, lng: number, zoom: number, width: number, height: number) {
  const centre = CRS.EPSG3857.latLngToPoint(latLng(lat, lng), zoom);
  const northWest = CRS.EPSG3857.pointToLatLng(centre.subtract(point(width / 2, height / 2)), zoom);
  const southEast = CRS.EPSG3857.pointToLatLng(centre.add(point(width / 2, height / 2)), zoom);
  return { west: northWest.lng, south: southEast.lat, east: southEast.lng, north: northWest.lat };
}

describe('the area a map of a given size shows', () => {
  it.each([
    ['Tokyo Station on a phone', 35.6812, 139.7671, 14, 360, 740],
    ['Sapporo, a tablet in landscape', 43.0687, 141.3508, 12, 1024, 768],
    ['Naha at street zoom', 26.2124, 127.6809, 17.5, 412, 915],
  ])('%s is the area Leaflet draws', (_case, lat, lng, zoom, width, height) => {
    const ours = boundsAround({ lat, lng }, zoom, width, height);
    const leaflet = leafletBounds(lat, lng, zoom, width, height);
    for (const edge of ['west', 'south', 'east', 'north'] as const) {
      expect(ours[edge]).toBeCloseTo(leaflet[edge], 9);
    }
  });

  it('is wider in degrees of longitude than of latitude away from the equator', () => {
    const area = boundsAround({ lat: 35.68, lng: 139.77 }, 14, 400, 400);
    expect(area.east - area.west).toBeGreaterThan(area.north - area.south);
  });
});
