import {
  placeValueLabels,
  segmentCrosses,
  textWidth,
  thinnedLabels,
  type Box,
  type LabelSpot,
} from './value-labels';

const PLOT: Box = { left: 40, top: 16, right: 304, bottom: 152 };

function boxOf(spot: LabelSpot, width: number): Box {
  const left =
    spot.anchor === 'middle' ? spot.x - width / 2 : spot.anchor === 'end' ? spot.x - width : spot.x;
  return { left, right: left + width, top: spot.y - 10, bottom: spot.y + 2 };
}

const dot = (x: number, y: number, width = 40) => ({ x, y, r: 4, width });

describe('placeValueLabels', () => {
  it('writes a peak over its dot and a trough under it', () => {
    const peak = placeValueLabels([dot(60, 120), dot(100, 60), dot(140, 120)], PLOT)[1]!;
    expect(peak).toMatchObject({ x: 100, anchor: 'middle' });
    expect(peak.y).toBeLessThan(60);
    const trough = placeValueLabels([dot(60, 60), dot(100, 120), dot(140, 60)], PLOT)[1]!;
    expect(trough).toMatchObject({ x: 100, anchor: 'middle' });
    expect(trough.y).toBeGreaterThan(120);
  });

  it('keeps labels clear of a steep climb and of each other', () => {
    const points = [dot(77, 125, 20), dot(120, 98, 67), dot(163, 57, 67)];
    const spots = placeValueLabels(points, PLOT);
    const boxes = spots.map((spot, index) => boxOf(spot!, points[index]!.width));
    for (const box of boxes) {
      expect(segmentCrosses(points[0]!, points[1]!, box)).toBe(false);
      expect(segmentCrosses(points[1]!, points[2]!, box)).toBe(false);
    }
    const [a, b, c] = boxes;
    expect(a!.right <= b!.left || a!.bottom <= b!.top || b!.bottom <= a!.top).toBe(true);
    expect(b!.right <= c!.left || b!.bottom <= c!.top || c!.bottom <= b!.top).toBe(true);
  });

  it('keeps a label inside the plot and off the names of the lines', () => {
    const nearTop = placeValueLabels([dot(100, 22)], PLOT)[0]!;
    const box = boxOf(nearTop, 40);
    expect(box.top).toBeGreaterThanOrEqual(PLOT.top);
    const name: Box = { left: 90, top: 40, right: 300, bottom: 52 };
    const spot = placeValueLabels([dot(100, 64)], PLOT, [name])[0]!;
    expect(boxOf(spot, 40).top).toBeGreaterThanOrEqual(name.bottom);
  });
});

describe('placeValueLabels, with more values than room', () => {
  // Eight nearly equal yearly values 14 units apart, each label 50 wide: they cannot all be
  // written, over and under the line alike.
  const crowded = [90, 92, 89, 91, 90, 88, 91, 90].map((y, index) => dot(60 + index * 14, y, 50));

  it('writes no label over another, and leaves out the ones that have no room', () => {
    const spots = placeValueLabels(crowded, PLOT);
    const boxes = spots.flatMap((spot, index) =>
      spot ? [boxOf(spot, crowded[index]!.width)] : [],
    );
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.length).toBeLessThan(crowded.length);
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart).toBe(true);
      }
    }
  });

  it('writes the newest value and the ones that matter most first', () => {
    const plain = placeValueLabels(crowded, PLOT);
    expect(plain[7]).not.toBeNull();
    expect(plain[1]).toBeNull();
    // The second value is marked: it is written, whatever its neighbours lose.
    const marked = placeValueLabels(crowded, PLOT, [], [0, 1, 0, 0, 0, 0, 0, 2]);
    expect(marked[7]).not.toBeNull();
    expect(marked[1]).not.toBeNull();
  });
});

describe('thinnedLabels', () => {
  it('writes every year when they fit, else every k-th back from the newest', () => {
    expect(thinnedLabels(4, 60, 24)).toEqual([true, true, true, true]);
    expect(thinnedLabels(6, 20, 24)).toEqual([false, true, false, true, false, true]);
    expect(thinnedLabels(7, 12, 24)).toEqual([true, false, false, true, false, false, true]);
    expect(thinnedLabels(1, 0, 24)).toEqual([true]);
  });
});

describe('textWidth', () => {
  it('counts Japanese as a full em and figures as about half', () => {
    expect(textWidth('保健指導', 11)).toBe(44);
    expect(textWidth('136', 11)).toBeCloseTo(19.8);
  });
});
