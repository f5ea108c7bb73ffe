import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** What a sideways scroller holds beyond its edges, in the direction of writing. */
export interface ScrollEdges {
  /** The content is wider than the scroller. */
  overflows: boolean;
  /** There is more before the shown part (on the left in left-to-right writing). */
  moreBefore: boolean;
  /** There is more after it. */
  moreAfter: boolean;
}

const NONE: ScrollEdges = { overflows: false, moreBefore: false, moreAfter: false };

/**
 * A sideways scroller whose far end holds the newest check-up (the columns go oldest first): it
 * opens scrolled to that end, so the latest results are what a phone shows first, and keeps to
 * it while its size changes (a font arriving, the phone turned) unless the reader has scrolled
 * away. It opens there again when a newer check-up (`newest`) comes in. Works in either
 * direction of writing: in right-to-left, scrollLeft runs from 0 at the start down to minus the
 * room. Returns which edges have more to show, for the cues that say the table scrolls.
 */
export function useNewestInView(
  ref: RefObject<HTMLElement | null>,
  newest: string | undefined,
): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  const atEnd = useRef(true);

  useLayoutEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const room = () => scroller.scrollWidth - scroller.clientWidth;
    const measure = () => {
      const travelled = Math.abs(scroller.scrollLeft);
      // A pixel of slack: browsers round the scroll position.
      const next = {
        overflows: room() > 1,
        moreBefore: travelled > 1,
        moreAfter: room() - travelled > 1,
      };
      atEnd.current = !next.moreAfter;
      setEdges((previous) =>
        previous.overflows === next.overflows &&
        previous.moreBefore === next.moreBefore &&
        previous.moreAfter === next.moreAfter
          ? previous
          : next,
      );
    };
    const toEnd = () => {
      if (room() <= 0) return;
      scroller.scrollLeft = getComputedStyle(scroller).direction === 'rtl' ? -room() : room();
    };

    toEnd();
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (atEnd.current) toEnd();
            measure();
          });
    observer?.observe(scroller);
    if (scroller.firstElementChild) observer?.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, newest]);

  return edges;
}
