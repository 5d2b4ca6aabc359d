// Sign-in, recovery and the worker's own account (workflow §2).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { redirectSignedIn } from "../../auth/guards";
import { rootRoute, screen, stringParam } from "../../shell/app-routes";

type LoginSearch = { redirect?: string };
type TokenSearch = { token?: string };

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  validateSearch: (search): LoginSearch => ({ redirect: stringParam(search.redirect) }),
  beforeLoad: redirectSignedIn,
  component: lazyRouteComponent(() => import("./login-page"), "LoginPage"),
});
const recoverRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/recover",
  validateSearch: (search): TokenSearch => ({ token: stringParam(search.token) }),
  beforeLoad: redirectSignedIn,
  component: lazyRouteComponent(() => import("./recover-page"), "RecoverPage"),
});
const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/signup",
  validateSearch: (search): { provider?: string } => ({ provider: stringParam(search.provider) }),
  component: lazyRouteComponent(() => import("./signup-page"), "SignupPage"),
});
const verifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/verify",
  validateSearch: (search): TokenSearch => ({ token: stringParam(search.token) }),
  component: lazyRouteComponent(() => import("./verify-page"), "VerifyPage"),
});
const externalLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/external-login",
  validateSearch: (search) => ({
    provider: stringParam(search.provider),
    externalToken: stringParam(search.externalToken),
    hasLocal: search.hasLocal === true || search.hasLocal === "true",
  }),
  component: lazyRouteComponent(() => import("./external-login-page"), "ExternalLoginPage"),
});

/** Public: sign-in and account recovery; open to anyone. */
export const publicAccountRoutes = [loginRoute, recoverRoute, signupRoute, verifyRoute, externalLoginRoute];

/** The signed-in worker's password and profile. */
export const accountRoutes = [
  screen(
    "/password",
    lazyRouteComponent(() => import("./password-page"), "PasswordPage"),
  ),
  screen(
    "/profile",
    lazyRouteComponent(() => import("./profile-page"), "ProfilePage"),
  ),
];
