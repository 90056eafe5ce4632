// The part of React Router that the shell provides to every remote as the one shared router (both
// `react-router` and `react-router-dom` resolve to it in every build, see create-config.mjs). Sharing the
// whole package cost ~64 KiB gzip before the first render; only what is listed here is kept. The shell is
// not rebuilt when a remote is published, so this list is the contract: a name any app imports must be
// here (scripts/rspack/react-router-exports.test.mjs checks every source file).
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@platform/react-router-full';
