const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * Loads the tag manager only when a container id is configured; a malformed id is ignored so
 * that configuration can never inject an arbitrary script URL.
 */
export function startTagManager(containerId: string | null, doc: Document = document): boolean {
  if (!containerId || !CONTAINER_ID.test(containerId)) return false;
  const win = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
  if (!win) return false;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  doc.head.appendChild(script);
  return true;
}
