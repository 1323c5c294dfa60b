// The client-side part of React Router 7 that the apps run in a browser, shared under the
// react-router keys instead of the whole package (docs/adr/0006). A shared module cannot be
// tree-shaken (any remote may import any export), so the whole package would ship on every first
// load, server rendering, RSC, sessions and cookies included; sharing this module instead lets
// webpack drop what is not re-exported here. It is still one module, one instance, for the shell
// and every remote (mf-platform/build/webpack.js aliases react-router, react-router-dom and
// react-router/dom here in production builds).
//
// Only the declarative routers and hooks: the apps route with <BrowserRouter> and useRoutes, not
// the data router (createBrowserRouter, RouterProvider, loaders, errorElement), which is half of
// React Router's client code and was on every first load without a loader in use (docs/adr/0061).
//
// An app that needs another client export adds it here; mf-platform/src/reactRouterClient.test.ts
// fails while an app imports a name this module does not export.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-production-build';
