import { describeSlimSharedEntry } from './slim-shared-entry';

// The shared runtime's i18n set-up and every screen's strings.
describeSlimSharedEntry('react-i18next', {
  certainlyUsed: ['initReactI18next', 'I18nextProvider', 'useTranslation'],
});
