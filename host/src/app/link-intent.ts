/**
 * How long the pointer, the keyboard focus or a finger rests on a link before its page is
 * prefetched: a pointer passing over a link on its way elsewhere asks for nothing.
 */
export const PREFETCH_INTENT_DELAY_MS = 100;

export interface LinkIntentOptions {
  /** Whether intent on a link to this address is worth acting on. */
  accepts: (url: URL) => boolean;
  /** Called once the intent has lasted the delay. */
  onIntent: (url: URL) => void;
  delayMs?: number;
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!target || typeof (target as Element).closest !== 'function') return null;
  return (target as Element).closest<HTMLAnchorElement>('a[href]');
}

/** A link this page itself would follow: same origin, same tab, not a download. */
export function followedUrl(anchor: HTMLAnchorElement): URL | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, anchor.ownerDocument.baseURI);
  return url.origin === anchor.ownerDocument.location.origin ? url : null;
}

/**
 * Watches a document for the intent to follow a link: the mouse resting on it, keyboard focus
 * on it, or a finger touching it. `onIntent` runs once the intent has lasted the delay; the
 * mouse leaving the link or the focus moving on before then cancels it, and so does the browser
 * taking a touch over for scrolling. A press of the main mouse button on a link acts at once:
 * the click comes only as the button is let go, a tenth of a second later for most people, and
 * a press is rarely anything else. Returns a function that stops watching.
 */
export function watchLinkIntent(
  document: Document,
  { accepts, onIntent, delayMs = PREFETCH_INTENT_DELAY_MS }: LinkIntentOptions,
): () => void {
  const view = document.defaultView ?? window;
  const pending = new Map<HTMLAnchorElement, number>();

  const cancel = (anchor: HTMLAnchorElement) => {
    const timer = pending.get(anchor);
    if (timer === undefined) return;
    view.clearTimeout(timer);
    pending.delete(anchor);
  };

  /** The link an event happened on, when it is one worth acting on. */
  const linkOf = (event: Event): { anchor: HTMLAnchorElement; url: URL } | null => {
    const anchor = anchorOf(event.target);
    const url = anchor && followedUrl(anchor);
    return anchor && url && accepts(url) ? { anchor, url } : null;
  };

  const start = (event: Event) => {
    const link = linkOf(event);
    if (!link || pending.has(link.anchor)) return;
    const { anchor, url } = link;
    pending.set(
      anchor,
      view.setTimeout(() => {
        pending.delete(anchor);
        onIntent(url);
      }, delayMs),
    );
  };

  const press = (event: Event) => {
    const mouse = event as MouseEvent;
    // Another button, or a key held with it, opens the link in another tab or window.
    if (mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey)
      return;
    const link = linkOf(event);
    if (!link) return;
    cancel(link.anchor);
    onIntent(link.url);
  };

  const leave = (event: Event) => {
    const anchor = anchorOf(event.target);
    if (!anchor) return;
    // Moving between the link's own parts (its icon, its label) is not leaving it.
    const next = (event as MouseEvent | FocusEvent).relatedTarget;
    if (next instanceof view.Node && anchor.contains(next)) return;
    cancel(anchor);
  };

  const takenOver = () => {
    for (const anchor of [...pending.keys()]) cancel(anchor);
  };

  const listeners: [string, EventListener, AddEventListenerOptions][] = [
    ['mouseover', start, { passive: true }],
    ['focusin', start, { passive: true }],
    ['touchstart', start, { passive: true, capture: true }],
    ['mousedown', press, { passive: true }],
    ['mouseout', leave, { passive: true }],
    ['focusout', leave, { passive: true }],
    ['pointercancel', takenOver, { passive: true }],
  ];
  for (const [type, listener, options] of listeners) {
    document.addEventListener(type, listener, options);
  }
  return () => {
    for (const [type, listener, options] of listeners) {
      document.removeEventListener(type, listener, options);
    }
    takenOver();
  };
}
