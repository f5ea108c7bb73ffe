/** A rectangle of the chart, in the chart's own units (its viewBox). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where a value label is written: its anchor point (x, baseline) and how it hangs from it. */
export interface LabelSpot {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

export interface PlacedPoint {
  x: number;
  y: number;
  /** The radius of the point's dot. */
  r: number;
  /** The width of its label, see textWidth. */
  width: number;
}

/**
 * How wide a text is likely drawn, from the widths of the app's bold figures and letters: a
 * full em for Japanese, about half an em for a figure or a Latin letter. A guess on the wide
 * side, so a label kept off the line stays off it; the chart cannot measure its text before it
 * is drawn.
 */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) {
    if (char === ' ') ems += 0.25;
    else if (char === '.' || char === ',') ems += 0.35;
    else if ((char.codePointAt(0) ?? 0) >= 0x2e80) ems += 1;
    else if (char >= 'A' && char <= 'Z') ems += 0.68;
    else ems += 0.6;
  }
  return ems * fontSize;
}

/** The label's text height above its baseline and below it, for an 11 px label. */
const ASCENT = 10;
const DESCENT = 2;
/** Free space kept between a label and its dot, the line or another label. */
const GAP = 3;

function boxOf(spot: LabelSpot, width: number): Box {
  const left =
    spot.anchor === 'start' ? spot.x : spot.anchor === 'end' ? spot.x - width : spot.x - width / 2;
  return { left, top: spot.y - ASCENT, right: left + width, bottom: spot.y + DESCENT };
}

function grow(box: Box, by: number): Box {
  return {
    left: box.left - by,
    top: box.top - by,
    right: box.right + by,
    bottom: box.bottom + by,
  };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function inside(box: Box, frame: Box): boolean {
  return (
    box.left >= frame.left &&
    box.right <= frame.right &&
    box.top >= frame.top &&
    box.bottom <= frame.bottom
  );
}

/** Whether the segment from a to b passes through the box (Liang–Barsky clipping). */
export function segmentCrosses(
  a: { x: number; y: number },
  b: { x: number; y: number },
  box: Box,
): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let from = 0;
  let to = 1;
  const edges: [number, number][] = [
    [-dx, a.x - box.left],
    [dx, box.right - a.x],
    [-dy, a.y - box.top],
    [dy, box.bottom - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) from = Math.max(from, t);
      else to = Math.min(to, t);
      if (from > to) return false;
    }
  }
  return true;
}

/** The places tried for a label, best first: over the dot, under it, then beside it. */
function candidates(point: PlacedPoint): LabelSpot[] {
  const over = point.y - point.r - GAP - DESCENT;
  const under = point.y + point.r + GAP + ASCENT;
  const level = point.y + ASCENT / 2 - DESCENT / 2;
  const side = point.r + GAP;
  return [
    { x: point.x, y: over, anchor: 'middle' },
    { x: point.x, y: under, anchor: 'middle' },
    { x: point.x + point.r, y: over, anchor: 'end' },
    { x: point.x - point.r, y: over, anchor: 'start' },
    { x: point.x + point.r, y: under, anchor: 'end' },
    { x: point.x - point.r, y: under, anchor: 'start' },
    { x: point.x - side, y: level, anchor: 'end' },
    { x: point.x + side, y: level, anchor: 'start' },
  ];
}

/**
 * Where to write each point's value so that the line, the dots and the other labels do not run
 * through it: over the dot where the line keeps below it (a peak), under it where the line keeps
 * above (a trough), and to the side the line leaves free where the line climbs or falls through
 * the dot. Labels stay inside the plot and clear of the names of the ministry's lines (`avoid`).
 * Where no place is free, the least crowded one is taken; the label's halo keeps it readable.
 */
export function placeValueLabels(
  points: readonly PlacedPoint[],
  plot: Box,
  avoid: readonly Box[] = [],
): LabelSpot[] {
  const segments = points.flatMap((point, index) => {
    const next = points[index + 1];
    return next ? [[point, next] as const] : [];
  });
  const dots = points.map((point) =>
    grow({ left: point.x, top: point.y, right: point.x, bottom: point.y }, point.r + 1),
  );
  const placed: Box[] = [];
  return points.map((point) => {
    const options = candidates(point).map((spot, order) => {
      const box = boxOf(spot, point.width);
      const clear = grow(box, GAP / 2);
      const hits = (boxes: readonly Box[]) =>
        boxes.filter((other) => overlaps(clear, other)).length;
      const crossings = segments.filter(([a, b]) => segmentCrosses(a, b, clear)).length;
      // Text over text is the worst, then a hidden dot, then the line behind a label (which
      // its halo still leaves readable).
      const cost =
        (inside(box, plot) ? 0 : 100000) +
        10000 * (hits(placed) + hits(avoid)) +
        3000 * hits(dots) +
        1000 * crossings +
        order;
      return { spot, box, cost };
    });
    const chosen = options.reduce((best, option) => (option.cost < best.cost ? option : best));
    placed.push(chosen.box);
    return chosen.spot;
  });
}
