import type { RouteObject } from 'react-router';
import { parseNavigation, routeTitle, type BuildInfo, type NavigationEntry } from '@harmo/shared';
import navigationDeclaration from './navigation.json';
import { SIGN_IN_FLOW_PARAM } from './features/session-flow';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'auth';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/**
 * This remote's entries in the host's tab bar and menu, written in `navigation.json` beside this
 * file: the host reads the copy served beside the manifest before this code loads.
 */
export const navigation: NavigationEntry[] = parseNavigation(navigationDeclaration);

/** Every route this remote owns, mounted by the host under their first path segment. */
export const routes: RouteObject[] = [
  {
    path: 'auth',
    children: [
      {
        path: 'sign-in',
        // Sign-up and the password reset are flows of this route (?flow=…), each titled after
        // itself: the page's title names the form in front of the person.
        handle: routeTitle(namespace, 'signIn.title', {
          focused: true,
          views: {
            param: SIGN_IN_FLOW_PARAM,
            keys: { 'sign-up': 'signUp.title', 'forgot-password': 'forgot.title' },
          },
        }),
        lazy: async () => ({
          Component: (await import('./screens/SignInRouteScreen')).SignInRouteScreen,
        }),
      },
      {
        path: 'oauth2-callback',
        handle: routeTitle(namespace, 'callback.title', { focused: true }),
        lazy: async () => ({
          Component: (await import('./screens/OAuth2CallbackScreen')).OAuth2CallbackScreen,
        }),
      },
      {
        path: 'sign-out',
        handle: routeTitle(namespace, 'signOut.title', { focused: true }),
        lazy: async () => ({ Component: (await import('./screens/SignOutScreen')).SignOutScreen }),
      },
      {
        path: 'create-account',
        handle: routeTitle(namespace, 'createAccount.title', { focused: true }),
        lazy: async () => ({
          Component: (await import('./screens/CreateAccountScreen')).CreateAccountScreen,
        }),
      },
      {
        path: 'terms',
        handle: routeTitle(namespace, 'documents.terms.title'),
        lazy: async () => ({ Component: (await import('./screens/TermsScreen')).TermsScreen }),
      },
      {
        path: 'privacy',
        handle: routeTitle(namespace, 'documents.privacy.title'),
        lazy: async () => ({ Component: (await import('./screens/PrivacyScreen')).PrivacyScreen }),
      },
      {
        // The account, family and sharing screens: under /auth/ (public to the host), they
        // send a visitor without a session to sign-in and back.
        lazy: async () => ({
          Component: (await import('./screens/SignedInOnlyLayout')).SignedInOnlyLayout,
        }),
        children: [
          {
            path: 'account',
            children: [
              {
                index: true,
                handle: routeTitle(namespace, 'account.title'),
                lazy: async () => ({
                  Component: (await import('./screens/AccountScreen')).AccountScreen,
                }),
              },
              {
                path: 'profile',
                handle: routeTitle(namespace, 'account.profile.title'),
                lazy: async () => ({
                  Component: (await import('./screens/ProfileScreen')).ProfileScreen,
                }),
              },
              {
                path: 'email',
                handle: routeTitle(namespace, 'account.email.title'),
                lazy: async () => ({
                  Component: (await import('./screens/EmailScreen')).EmailScreen,
                }),
              },
              {
                path: 'password',
                handle: routeTitle(namespace, 'account.password.title'),
                lazy: async () => ({
                  Component: (await import('./screens/PasswordScreen')).PasswordScreen,
                }),
              },
              {
                path: 'two-step',
                handle: routeTitle(namespace, 'account.twoStep.title'),
                lazy: async () => ({
                  Component: (await import('./screens/TwoStepScreen')).TwoStepScreen,
                }),
              },
              {
                path: 'devices',
                handle: routeTitle(namespace, 'account.devices.title'),
                lazy: async () => ({
                  Component: (await import('./screens/DevicesScreen')).DevicesScreen,
                }),
              },
              {
                path: 'delete',
                handle: routeTitle(namespace, 'account.delete.title'),
                lazy: async () => ({
                  Component: (await import('./screens/DeleteAccountScreen')).DeleteAccountScreen,
                }),
              },
            ],
          },
          {
            path: 'family',
            children: [
              {
                index: true,
                handle: routeTitle(namespace, 'family.title'),
                lazy: async () => ({
                  Component: (await import('./screens/FamilyScreen')).FamilyScreen,
                }),
              },
              {
                path: 'add',
                handle: routeTitle(namespace, 'family.add.title'),
                lazy: async () => ({
                  Component: (await import('./screens/AddFamilyMemberScreen'))
                    .AddFamilyMemberScreen,
                }),
              },
              {
                path: 'invite',
                handle: routeTitle(namespace, 'family.invite.title'),
                lazy: async () => ({
                  Component: (await import('./screens/InviteScreen')).InviteScreen,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];
