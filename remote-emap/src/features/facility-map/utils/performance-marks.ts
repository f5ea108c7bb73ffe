/**
 * Performance marks of the map, read by the benchmark (see the README, "How the map works"): how long after the
 * end of a move the markers of the new view are on screen, and when a freshly opened map first
 * shows its markers. Each move's two marks carry the same `detail.move`, so a move is paired
 * with its own markers even when a newer move overtakes it.
 */
export const MAP_MARKS = {
  moveEnd: 'harmo:emap:moveend',
  markersDrawn: 'harmo:emap:markers-drawn',
  mapDrawn: 'harmo:emap:map-drawn',
} as const;

export interface MoveMarkDetail {
  /** Counts the moves of one map since it was opened; 0 is the view it opened on. */
  move: number;
}

function mark(name: string, detail?: MoveMarkDetail): void {
  // Marks are a measurement, never a reason for the map to fail (old browsers, test doubles).
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  performance.mark(name, detail ? { detail } : undefined);
}

export function markMoveEnd(move: number): void {
  mark(MAP_MARKS.moveEnd, { move });
}

export function markMarkersDrawn(move: number, firstOfThisMap: boolean): void {
  mark(MAP_MARKS.markersDrawn, { move });
  if (firstOfThisMap) mark(MAP_MARKS.mapDrawn, { move });
}

/**
 * Runs `callback` once the frame holding the DOM changes made so far has been painted: the
 * next animation frame comes before its paint, a task queued from it runs after. Returns a
 * function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
