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

/** Costs of a place: text over text is the worst, then a hidden dot, then the line behind. */
const OUTSIDE_PLOT = 100000;
const OVER_TEXT = 10000;
const OVER_DOT = 3000;
const OVER_LINE = 1000;

/**
 * Where to write each point's value so that the line, the dots and the other labels do not run
 * through it: over the dot where the line keeps below it (a peak), under it where the line keeps
 * above (a trough), and to the side the line leaves free where the line climbs or falls through
 * the dot. Labels stay inside the plot and clear of `avoid`. Labels are placed in the order of
 * `priority` (highest first, then the later point first); a label with no place but over other
 * text or outside the plot is left out (null): its value is in the table and in the chart's text
 * alternative, and text written over text helps nobody. Where the line or a dot is all that is in
 * the way, the least crowded place is taken; the label's halo keeps it readable.
 */
export function placeValueLabels(
  points: readonly PlacedPoint[],
  plot: Box,
  avoid: readonly Box[] = [],
  priority: readonly number[] = [],
): (LabelSpot | null)[] {
  const segments = points.flatMap((point, index) => {
    const next = points[index + 1];
    return next ? [[point, next] as const] : [];
  });
  const dots = points.map((point) =>
    grow({ left: point.x, top: point.y, right: point.x, bottom: point.y }, point.r + 1),
  );
  const order = points
    .map((_, index) => index)
    .sort((a, b) => (priority[b] ?? 0) - (priority[a] ?? 0) || b - a);
  const placed: Box[] = [];
  const spots: (LabelSpot | null)[] = points.map(() => null);
  for (const index of order) {
    const point = points[index]!;
    const options = candidates(point).map((spot, rank) => {
      const box = boxOf(spot, point.width);
      const clear = grow(box, GAP / 2);
      const hits = (boxes: readonly Box[]) =>
        boxes.filter((other) => overlaps(clear, other)).length;
      const crossings = segments.filter(([a, b]) => segmentCrosses(a, b, clear)).length;
      const cost =
        (inside(box, plot) ? 0 : OUTSIDE_PLOT) +
        OVER_TEXT * (hits(placed) + hits(avoid)) +
        OVER_DOT * hits(dots) +
        OVER_LINE * crossings +
        rank;
      return { spot, box, cost };
    });
    const chosen = options.reduce((best, option) => (option.cost < best.cost ? option : best));
    if (chosen.cost >= OVER_TEXT) continue;
    placed.push(chosen.box);
    spots[index] = chosen.spot;
  }
  return spots;
}

/**
 * Which of evenly spaced labels (the years under the points) to write, `step` apart, each about
 * `width` wide: all of them when they fit, else every k-th counted back from the last (the
 * newest is always written), so that no two touch.
 */
export function thinnedLabels(count: number, step: number, width: number): boolean[] {
  const every = step > 0 ? Math.max(1, Math.ceil((width + GAP * 2) / step)) : 1;
  return Array.from({ length: count }, (_, index) => (count - 1 - index) % every === 0);
}
