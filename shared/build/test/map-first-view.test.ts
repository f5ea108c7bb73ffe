import { firstViewTiles, projectedCentre } from '../map-first-view.mjs';

const TOKYO_STATION = { lat: 35.6812, lng: 139.7671, zoom: 14 };
const GSI = 'https://cyberjapandata.gsi.go.jp/xyz/std/{z}/{x}/{y}.png';

describe("a map's first view painted with the page", () => {
  it('holds the tiles a phone shows of the map, the one under the centre asked for first', () => {
    const tiles = firstViewTiles(TOKYO_STATION, GSI);
    // The centre is near the right edge of its tile (244.7 of 256 px) and in its upper part
    // (169.2): a phone's box, up to 404 × 392 px, reaches the tile to the right and the rows
    // above and below.
    expect(tiles.map((tile) => tile.src.replace(/^.*std\//, ''))).toEqual([
      '14/14552/6450.png',
      '14/14553/6450.png',
      '14/14552/6451.png',
      '14/14553/6451.png',
      '14/14552/6452.png',
      '14/14553/6452.png',
    ]);
    expect(tiles.filter((tile) => tile.centre).map((tile) => tile.src)).toEqual([
      'https://cyberjapandata.gsi.go.jp/xyz/std/14/14552/6451.png',
    ]);
  });

  it('places each tile where the map library draws it, for any size of map', () => {
    // The map library: tile x at x·256 − round(centre.x − width / 2), likewise for y.
    const centre = projectedCentre(TOKYO_STATION);
    for (const [width, height] of [
      [334, 308.8],
      [386, 343.7],
      [694, 420],
      [240, 240],
    ] as const) {
      const originX = Math.round(centre.x - width / 2);
      const originY = Math.round(centre.y - height / 2);
      for (const tile of firstViewTiles(TOKYO_STATION, GSI)) {
        const [x, y] = tile.src
          .match(/(\d+)\/(\d+)\.png$/)!
          .slice(1)
          .map(Number);
        expect(Math.abs(width / 2 + tile.left - (x! * 256 - originX))).toBeLessThanOrEqual(0.55);
        expect(Math.abs(height / 2 + tile.top - (y! * 256 - originY))).toBeLessThanOrEqual(0.55);
      }
    }
  });

  it('leaves out tiles beyond the edges of the world', () => {
    expect(firstViewTiles({ lat: 10, lng: 10, zoom: 0 }, GSI).map((tile) => tile.src)).toEqual([
      'https://cyberjapandata.gsi.go.jp/xyz/std/0/0/0.png',
    ]);
  });

  it('paints none where the tile of a view is not known in advance, or there is no view', () => {
    expect(firstViewTiles(TOKYO_STATION, 'https://{s}.tile.example/{z}/{x}/{y}.png')).toEqual([]);
    expect(firstViewTiles(TOKYO_STATION, 'https://tiles.example/{z}/{x}/{y}{r}.png')).toEqual([]);
    expect(firstViewTiles(undefined, GSI)).toEqual([]);
  });
});
