/**
 * Shows something that has just appeared out of sight (a message above the screen, a question
 * below it) and gives it focus, so a screen reader reads it out and the keyboard goes on from
 * there. `focus` is what inside `target` is read first (the whole of `target` is what must be
 * seen: a question with its answers, not the question alone under the tab bar). The scroll is
 * smooth unless the person asked their device for less motion.
 *
 * Imported as `@harmo/shared/bring-into-view`: bundled into each app that uses it, off the shared
 * entry that every first screen loads.
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
  // A browser without it (an old WebView) still moves the focus.
  target.scrollIntoView?.({ block, behavior: reduceMotion ? 'auto' : 'smooth' });
}
