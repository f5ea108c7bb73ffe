/**
 * The tiles of a map's first view, for the app server to paint in the frame of a page that opens
 * on the map (critical-path.mjs), before the map's code has come: the images the map library asks
 * for when it opens at that centre and zoom, placed where it places them.
 *
 * The map library (Leaflet) draws tile (x, y) at x·256 − round(centre.x − width / 2) from the map's
 * left edge, the centre projected in Web Mercator pixels at the zoom (and likewise vertically). The
 * frame does not know the map's size, only that its centre is the centre of the map's box: each
 * tile is placed from there (`calc(50% + offset)`), within half a pixel of where the library puts
 * it.
 */

const TILE_SIZE = 256;
/**
 * Half the largest box a phone gives the map (430 × 932 px, the page's 12 px margins and the box's
 * border taken off, 42 % of the height): the tiles that meet it are painted, six or so. A larger
 * screen shows the map's ground around them until the map's code has come; asking for every tile a
 * tablet might show would put twenty images before the one the phone shows first.
 */
const HALF_BOX = { width: 202, height: 196 };

/** The centre of a view in Web Mercator pixels at its zoom (the map library's projection). */
export function projectedCentre({ lat, lng, zoom }) {
  const world = TILE_SIZE * 2 ** zoom;
  const latitude = (Math.max(-85.0511287798, Math.min(85.0511287798, lat)) * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * world,
    y: ((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * world,
  };
}

/**
 * The tile URL of a template with only `{z}`, `{x}` and `{y}` in it; null for one with any other
 * placeholder (`{s}` subdomains, `{r}` for retina): which file the library would choose is then not
 * known in advance, and the frame shows the map's box without tiles.
 */
function tileUrlOf(template, z, x, y) {
  const placeholders = template.match(/\{[^}]*\}/g) ?? [];
  if (placeholders.some((p) => !['{z}', '{x}', '{y}'].includes(p))) return null;
  return template.replace(/\{z\}/g, z).replace(/\{x\}/g, x).replace(/\{y\}/g, y);
}

/**
 * The tiles of the first view: each with its URL, its offset from the box's centre in pixels, and
 * whether it holds the centre (asked for first). Empty when the template is not one the frame can
 * fill, or the view is not a valid one.
 * @param {{ lat: number, lng: number, zoom: number } | undefined} view
 * @param {string | undefined} template
 * @returns {{ src: string, left: number, top: number, centre: boolean }[]}
 */
export function firstViewTiles(view, template) {
  if (!view || typeof template !== 'string' || !Number.isInteger(view.zoom)) return [];
  if (tileUrlOf(template, 0, 0, 0) === null) return [];
  const centre = projectedCentre(view);
  const count = 2 ** view.zoom;
  const tileAt = (pixel) => Math.min(count - 1, Math.max(0, Math.floor(pixel / TILE_SIZE)));
  const [centreX, left, right] = [0, -1, 1].map((side) => tileAt(centre.x + side * HALF_BOX.width));
  const [centreY, top, bottom] = [0, -1, 1].map((side) =>
    tileAt(centre.y + side * HALF_BOX.height),
  );
  const tiles = [];
  for (let y = top; y <= bottom; y += 1) {
    for (let x = left; x <= right; x += 1) {
      tiles.push({
        src: tileUrlOf(template, view.zoom, x, y),
        left: Math.round((x * TILE_SIZE - centre.x) * 10) / 10,
        top: Math.round((y * TILE_SIZE - centre.y) * 10) / 10,
        centre: x === centreX && y === centreY,
      });
    }
  }
  return tiles;
}
