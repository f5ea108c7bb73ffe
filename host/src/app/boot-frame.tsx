/**
 * The frame the page painted from its HTML before any code had come (the header, the tab bar's
 * room, the page's heading and lead, as the app server wrote them), kept on screen while the app
 * gets its first page ready: a blank screen with a spinner in between would flash, and the page
 * then replaces the frame with the same blocks at the same places.
 */
let frameMarkup = '';

/** Reads the frame from the page's container, before the app first renders into it. */
export function keepBootFrame(container: Element): void {
  frameMarkup = container.innerHTML;
}

/** The frame again, as the fallback of the app's first render. */
export function BootFrame() {
  // The server's own markup, read from this document before any script changed it: its texts
  // are the build's strings, escaped by the server, and nothing of the address is in it.
  return <div className="harmo-boot-frame" dangerouslySetInnerHTML={{ __html: frameMarkup }} />;
}
