import { useEffect } from 'react';
import { useLocation } from 'react-router';

export interface PageviewEvent {
  event: 'pageview';
  page: string;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushPageview(page: string, win: DataLayerWindow = window): PageviewEvent {
  const event: PageviewEvent = { event: 'pageview', page };
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push(event);
  return event;
}

/** Every route change pushes one pageview with the path to the analytics data layer. */
export function usePageviews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    pushPageview(pathname);
  }, [pathname]);
}
