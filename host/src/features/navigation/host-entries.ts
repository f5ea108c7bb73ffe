import type { NamespacedNavigationEntry } from '@harmo/shared';

/** The host's own page in the navigation. */
export const MENU_PATH = '/menu';

/** The host's own entries: the menu, last in the tab bar, which reaches everything else. */
export const HOST_NAVIGATION: readonly NamespacedNavigationEntry[] = [
  {
    id: 'host.menu',
    to: MENU_PATH,
    labelKey: 'nav.menu',
    placement: 'tab',
    order: 1000,
    icon: 'menu',
    namespace: 'host',
  },
];
