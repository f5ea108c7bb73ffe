import { afterNextPaint, MAP_MARKS, markMarkersDrawn, markMoveEnd } from './performance-marks';

// jsdom has no User Timing: the marks are recorded by a stand-in with the browser's signature.
const recorded: { name: string; detail: unknown }[] = [];
function marks(name: string) {
  return recorded.filter((mark) => mark.name === name).map((mark) => mark.detail);
}

describe('the map’s performance marks', () => {
  beforeEach(() => {
    recorded.length = 0;
    Object.defineProperty(performance, 'mark', {
      configurable: true,
      value: (name: string, options?: PerformanceMarkOptions) => {
        recorded.push({ name, detail: options?.detail });
      },
    });
  });

  it('pairs the end of a move with its markers by the move’s number', () => {
    markMoveEnd(3);
    markMarkersDrawn(3, false);
    expect(marks(MAP_MARKS.moveEnd)).toEqual([{ move: 3 }]);
    expect(marks(MAP_MARKS.markersDrawn)).toEqual([{ move: 3 }]);
  });

  it('marks the map drawn only with the first markers of a map', () => {
    markMarkersDrawn(0, true);
    markMarkersDrawn(1, false);
    expect(marks(MAP_MARKS.mapDrawn)).toEqual([{ move: 0 }]);
    expect(marks(MAP_MARKS.markersDrawn)).toEqual([{ move: 0 }, { move: 1 }]);
  });
});

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs after the next animation frame, not before', () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    // The frame itself is painted before the task queued from it runs.
    expect(callback).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, before or after the frame', () => {
    const early = jest.fn();
    afterNextPaint(early)();
    const late = jest.fn();
    const cancelLate = afterNextPaint(late);
    jest.advanceTimersToNextFrame();
    cancelLate();
    jest.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
