/**
 * Shows something that has just appeared out of sight (a message above the screen, a question
 * below it) and gives it focus, so a screen reader reads it out and the keyboard goes on from
 * there. `focus` is what inside `target` is read first (the whole of `target` is what must be
 * seen). The scroll is smooth unless the person asked their device for less motion.
 */
export function bringIntoView(
  target: HTMLElement,
  {
    focus = target,
    block = 'nearest',
  }: { focus?: HTMLElement; block?: ScrollLogicalPosition } = {},
): void {
  // Focusing would scroll on its own, to a place of the browser's choosing.
  focus.focus({ preventScroll: true });
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ block, behavior: reduceMotion ? 'auto' : 'smooth' });
}
