/**
 * The router the shell provides to itself and to every remote under the share keys `react-router` and
 * `react-router-dom`: only these exports, not the whole package. A shared module cannot be tree-shaken (any remote may
 * ask for any export), and react-router's index carries framework mode, server rendering, cookies and sessions the
 * portal never runs: providing the full package cost the login page some 35 KB gzip of JavaScript.
 *
 * A remote's build records the router exports its code uses (remote.json `imports`); the shell refuses to mount a
 * remote that needs one missing here (its areas show "area unavailable" with the reason), so adding an export is a
 * shell release, like any other shared version. The webpack configuration resolves the two imports below to
 * react-router's own ES module files (not through the share scope, which would lead back here).
 */
export {
  createBrowserRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useSearchParams,
} from 'react-router';
// The DOM flavour of RouterProvider (it renders updates with react-dom's flushSync where the router asks for it).
export { RouterProvider } from 'react-router/dom';
