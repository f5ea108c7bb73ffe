import { isInSection, type NavigationEntry } from '@harmo/shared';
import { MENU_PATH } from './host-entries';

/**
 * Whether `tab` is the tab bar's current one on `pathname`: a path in its own section; for the
 * menu's tab also a page of a `menu` entry that no tab claims, so that a person who opened a page
 * from the menu still sees where they are and which tab takes them back.
 */
export function isCurrentTab(
  tab: NavigationEntry,
  entries: readonly NavigationEntry[],
  pathname: string,
): boolean {
  if (isInSection(tab, pathname)) return true;
  if (tab.to !== MENU_PATH) return false;
  const claimed = (placement: NavigationEntry['placement']) =>
    entries.some((entry) => entry.placement === placement && isInSection(entry, pathname));
  return claimed('menu') && !claimed('tab');
}
