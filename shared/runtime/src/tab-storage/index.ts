/**
 * What a tab keeps for the person signed in (`@harmo/shared/tab-storage`): a module of its own,
 * not part of the shared package's entry, which is on every first screen. It is bundled into each
 * app that imports it and holds no state of its own (the tab's session storage does), so every
 * app's copy reads and writes the same values. The package's entry uses only
 * `forgetEverythingKept`, at sign-out.
 */
export { TAB_KEPT_PREFIX, forgetKept, keep, keepText, readKept, readKeptText } from './tab-storage';
export { useKeptDraft } from './use-kept-draft';
