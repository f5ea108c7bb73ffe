/**
 * The copy of react-i18next shared by the host and every remote (one per page).
 *
 * A shared module is bundled whole, and react-i18next's main entry also carries `<Trans>` (with
 * its HTML parser), the ICU and server-rendering helpers and the higher-order components, which
 * no app uses: shared as is, it weighs about 10 KiB gzip on every first screen, this entry about
 * 3 KiB. It re-exports only what the apps import from 'react-i18next', so webpack drops the rest;
 * `test/shared-react-i18next.test.ts` fails when an app imports a name missing here (add it to
 * the list). `react-i18next-internals/` is react-i18next's package folder (an alias set by
 * webpack.cjs: 'react-i18next' would be this module itself).
 */
export {
  I18nextProvider,
  initReactI18next,
  useTranslation,
} from 'react-i18next-internals/dist/es/index.js';
