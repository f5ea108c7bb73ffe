import type { NavigationEntry } from '@harmo/shared';
import { isCurrentTab } from './current-tab';
import { HOST_NAVIGATION } from './host-entries';

const entry = (
  id: string,
  to: string,
  placement: NavigationEntry['placement'],
  sections?: string[],
): NavigationEntry => ({
  id,
  to,
  labelKey: 'nav.label',
  placement,
  order: 0,
  icon: 'document',
  ...(sections ? { sections } : {}),
});

const PRESCRIPTIONS = entry('guidance.prescriptions', '/guidance', 'tab', [
  '/guidance',
  '/prescription',
]);
const NOTEBOOK = entry('projects.notebook', '/e-scan/qr-result', 'tab', ['/e-scan', '/jan-code']);
const MENU_ENTRIES = [
  entry('guidance.payment', '/payment/credit-card', 'menu'),
  entry('auth.account', '/auth/account', 'menu', ['/auth/account']),
  entry('oauth.partner-apps', '/oauth/clients', 'menu', ['/oauth']),
  entry('projects.projects', '/projects', 'menu'),
];
const ENTRIES = [...HOST_NAVIGATION, PRESCRIPTIONS, NOTEBOOK, ...MENU_ENTRIES];

/** The ids of the tabs marked current on `pathname`. */
const currentTabs = (pathname: string, entries: readonly NavigationEntry[] = ENTRIES) =>
  entries
    .filter((tab) => tab.placement === 'tab' && isCurrentTab(tab, entries, pathname))
    .map((tab) => tab.id);

describe('the current tab', () => {
  it('is the menu’s on the menu itself', () => {
    expect(currentTabs('/menu')).toEqual(['host.menu']);
  });

  it('is the menu’s on a page opened from the menu, and below it', () => {
    expect(currentTabs('/payment/credit-card')).toEqual(['host.menu']);
    expect(currentTabs('/auth/account')).toEqual(['host.menu']);
    expect(currentTabs('/oauth/clients')).toEqual(['host.menu']);
    expect(currentTabs('/oauth/test')).toEqual(['host.menu']);
    expect(currentTabs('/projects/00000000-0000-4000-8000-000000000000')).toEqual(['host.menu']);
  });

  it('is the tab whose section holds the page', () => {
    expect(currentTabs('/guidance')).toEqual(['guidance.prescriptions']);
    expect(currentTabs('/prescription/find-from-map')).toEqual(['guidance.prescriptions']);
    expect(currentTabs('/jan-code')).toEqual(['projects.notebook']);
  });

  it('stays with a tab that claims the page, even when a menu entry does too', () => {
    const history = entry('guidance.history', '/guidance/history', 'menu');
    expect(currentTabs('/guidance/history', [...ENTRIES, history])).toEqual([
      'guidance.prescriptions',
    ]);
  });

  it('is none on a page that no entry holds', () => {
    expect(currentTabs('/no/such/page')).toEqual([]);
    // A path that only starts like a section's is not in it.
    expect(currentTabs('/payment/credit-cards')).toEqual([]);
    expect(currentTabs('/auth/accounts')).toEqual([]);
  });
});
