/**
 * The copy of react-router shared by the host and every remote (one per page).
 *
 * A shared module is bundled whole, and react-router's main entry also carries its server
 * rendering, React Server Components, session and cookie code and the data APIs of framework
 * mode, which no app uses: shared as is, it weighs about 60 KiB gzip on every first screen. This
 * entry re-exports only what the apps import from 'react-router', so webpack drops the rest of
 * react-router's files; `import { Link } from 'react-router'` keeps working unchanged in every
 * app, and `test/shared-react-router.test.ts` fails when an app imports a name missing here (add
 * it to the list). `react-router-dist/` is react-router's production build, or its development
 * build (with its warnings) in a development build: an alias set by webpack.cjs, since these
 * files are not in its package exports and 'react-router' would be this module itself.
 */
export {
  createBrowserRouter,
  createPath,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  replace,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dist/index.mjs';
