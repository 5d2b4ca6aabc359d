// The route table of every screen in the spec, grouped by feature. Screens that later work delivers
// show a "not yet built" page: replace `notBuilt(...)` with the real component (one line each).
import { menuClaimsFor } from "@gbo/domain/menu";
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouteComponent,
  type RouterHistory,
} from "@tanstack/react-router";
import { canonicalOrderAddress, canonicalOrderPart, redirectSignedIn, requireSignedIn } from "./auth/guards";
import { CAPABILITY as CAP } from "./features/not-built/capabilities";
import { notBuilt } from "./features/not-built/not-built-page";
import { AppLayout } from "./shell/app-layout";
import { RootLayout } from "./shell/root-layout";
import { OrderPartScreen, OrderScreen } from "./shell/scan-screens";
import { UnknownAddress } from "./shell/unknown-address";
import { RouteError } from "./ui/route-error";

declare module "@tanstack/react-router" {
  // Module augmentation needs `interface`: each route may name the claims it needs (any one of them).
  interface StaticDataRouteOption {
    claims?: readonly string[];
  }
  interface Register {
    router: typeof router;
  }
}

type LoginSearch = { redirect?: string };
type TokenSearch = { token?: string };

const stringParam = (value: unknown) => (typeof value === "string" && value ? value : undefined);

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: UnknownAddress });

// ── Public: sign-in and account recovery (workflow §2) ─────────────────────────────────────────
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  validateSearch: (search): LoginSearch => ({ redirect: stringParam(search.redirect) }),
  beforeLoad: redirectSignedIn,
  component: lazyRouteComponent(() => import("./features/account/login-page"), "LoginPage"),
});
const recoverRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/recover",
  validateSearch: (search): TokenSearch => ({ token: stringParam(search.token) }),
  beforeLoad: redirectSignedIn,
  component: lazyRouteComponent(() => import("./features/account/recover-page"), "RecoverPage"),
});
const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/signup",
  validateSearch: (search): { provider?: string } => ({ provider: stringParam(search.provider) }),
  component: lazyRouteComponent(() => import("./features/account/signup-page"), "SignupPage"),
});
const verifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/verify",
  validateSearch: (search): TokenSearch => ({ token: stringParam(search.token) }),
  component: lazyRouteComponent(() => import("./features/account/verify-page"), "VerifyPage"),
});
const externalLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/external-login",
  validateSearch: (search) => ({
    provider: stringParam(search.provider),
    externalToken: stringParam(search.externalToken),
    hasLocal: search.hasLocal === true || search.hasLocal === "true",
  }),
  component: lazyRouteComponent(() => import("./features/account/external-login-page"), "ExternalLoginPage"),
});

// ── Signed-in area: every route below needs an identity (workflow §6) ──────────────────────────
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "app",
  beforeLoad: requireSignedIn,
  component: AppLayout,
});

/** A signed-in screen; `claims` defaults to the claims of the menu link with the same path. */
function screen<TPath extends string>(path: TPath, component: RouteComponent, claims?: readonly string[]) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    component,
    staticData: { claims: claims ?? menuClaimsFor(path) },
  });
}

// Account
const dashboardRoute = screen(
  "/dashboard",
  lazyRouteComponent(() => import("./features/dashboard/dashboard-page"), "DashboardPage"),
);
const passwordRoute = screen(
  "/password",
  lazyRouteComponent(() => import("./features/account/password-page"), "PasswordPage"),
);
const profileRoute = screen(
  "/profile",
  lazyRouteComponent(() => import("./features/account/profile-page"), "ProfilePage"),
);

// Queues (workflow §2 "Queue routes"): one generic screen, driven by the domain QUEUES table.
const queuePage = lazyRouteComponent(() => import("./features/queues/queue-page"), "QueuePage");
const queueRoutes = [
  screen("/receiving", queuePage),
  screen("/invoicing", queuePage),
  screen("/comics", queuePage),
  screen("/signature", queuePage),
  screen("/pressing", queuePage),
  screen("/grading", queuePage),
  screen("/labels", queuePage),
  screen("/heatseal", queuePage),
  screen("/slab", queuePage),
  screen("/quality", queuePage),
  screen("/imaging", queuePage),
  screen("/shipping", queuePage),
  screen("/shipping-canada", queuePage),
  screen("/shipping-pickup", queuePage),
  screen("/billing", queuePage),
  // Completed orders: no menu link, so any signed-in worker (the server checks per order).
  screen("/support", queuePage),
];

// Orders (workflow §2 "Order routes")
const orderInvalidRoute = screen(
  "/orders/invalid",
  lazyRouteComponent(() => import("./features/orders/order-invalid-page"), "OrderInvalidPage"),
);
const orderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/orders/$id",
  beforeLoad: canonicalOrderAddress,
  component: OrderScreen,
});
const orderPartRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/orders/$id/$sub",
  beforeLoad: canonicalOrderPart,
  component: OrderPartScreen,
});
const orderComicViewRoute = screen(
  "/orders/$id/$sub/$view",
  notBuilt({
    title: "Comic screen (edit, imaging SP, signature, grade, labels, imaging)",
    capability: CAP.comics,
  }),
);
const orderAddComicRoute = screen(
  "/orders/$id/comic/$comicId",
  notBuilt({ title: "Add comic", capability: CAP.comics }),
);

// Submissions and invoicing (submissions-pricing §2)
const submissionRoutes = [
  screen("/submissions/$id", notBuilt({ title: "Order submission", capability: CAP.submissions })),
  screen("/submissions/$id/comic", notBuilt({ title: "Submission comic form", capability: CAP.submissions })),
  screen(
    "/submissions/$id/reholder",
    notBuilt({ title: "Submission reholder form", capability: CAP.submissions }),
  ),
  screen("/invoicing/$id", notBuilt({ title: "Invoicing", capability: CAP.submissions }), ["invoicing"]),
  screen("/invoicedetail/$id", notBuilt({ title: "Invoicing detail", capability: CAP.submissions }), [
    "invoicing",
  ]),
  screen(
    "/invoice/comic/$id/$name/$comicId",
    notBuilt({ title: "Invoice comic (add or edit)", capability: CAP.submissions }),
  ),
  screen("/reholder/$id/$name/$comicId", notBuilt({ title: "Reholder form", capability: CAP.submissions })),
  screen("/order/$id/$comicId", notBuilt({ title: "Comic in an order", capability: CAP.comics })),
];

// Site content (administration §2), claim managecontent
const content = (path: string) => menuClaimsFor(path);
const contentRoutes = [
  screen("/banners", notBuilt({ title: "Banners", capability: CAP.content })),
  screen("/banners/$id", notBuilt({ title: "Banner", capability: CAP.content }), content("/banners")),
  screen("/slider", notBuilt({ title: "Sliders", capability: CAP.content })),
  screen("/sliders", notBuilt({ title: "Sliders", capability: CAP.content }), content("/slider")),
  screen("/slider/$id", notBuilt({ title: "Slider", capability: CAP.content }), content("/slider")),
  screen("/conventions", notBuilt({ title: "Conventions", capability: CAP.content })),
  screen(
    "/conventions/$id",
    notBuilt({ title: "Convention", capability: CAP.content }),
    content("/conventions"),
  ),
  screen("/onsites", notBuilt({ title: "Onsite events", capability: CAP.content })),
  screen("/onsites/$id", notBuilt({ title: "Onsite event", capability: CAP.content }), content("/onsites")),
  screen("/signings", notBuilt({ title: "Signings", capability: CAP.content })),
  screen("/signings/$id", notBuilt({ title: "Signing", capability: CAP.content }), content("/signings")),
  screen("/subscribes", notBuilt({ title: "Subscribes", capability: CAP.content })),
  screen("/turnaroundtimes", notBuilt({ title: "Turnaround times", capability: CAP.content })),
  screen(
    "/turnaroundtimes/$id",
    notBuilt({ title: "Turnaround time", capability: CAP.content }),
    content("/turnaroundtimes"),
  ),
  screen(
    "/turnaround",
    notBuilt({ title: "Turnaround", capability: CAP.content }),
    content("/turnaroundtimes"),
  ),
];

// Administration (administration §2)
const adminRoutes = [
  screen("/devices", notBuilt({ title: "Devices", capability: CAP.administration })),
  screen(
    "/devices/$id",
    notBuilt({ title: "Device", capability: CAP.administration }),
    menuClaimsFor("/devices"),
  ),
  screen("/externalUsers", notBuilt({ title: "External users", capability: CAP.administration })),
  screen(
    "/externalUsers/$id",
    notBuilt({ title: "External user", capability: CAP.administration }),
    menuClaimsFor("/externalUsers"),
  ),
  screen("/users", notBuilt({ title: "Customers", capability: CAP.administration })),
  screen(
    "/users/$id",
    notBuilt({ title: "Customer", capability: CAP.administration }),
    menuClaimsFor("/users"),
  ),
  screen(
    "/users/$id/$view",
    notBuilt({
      title: "Customer (summary, edit, membership, payments, address book, orders, comics, history, rewards)",
      capability: CAP.administration,
    }),
    menuClaimsFor("/users"),
  ),
  screen("/salesmanagers", notBuilt({ title: "Sales reps", capability: CAP.administration })),
  screen(
    "/salesmanager/$id",
    notBuilt({ title: "Sales rep", capability: CAP.administration }),
    menuClaimsFor("/salesmanagers"),
  ),
  screen(
    "/salesmanager/$id/$view",
    notBuilt({ title: "Sales rep (summary, orders)", capability: CAP.administration }),
    menuClaimsFor("/salesmanagers"),
  ),
  screen("/workers", notBuilt({ title: "Workers", capability: CAP.administration })),
  screen(
    "/workers/$id",
    notBuilt({ title: "Worker", capability: CAP.administration }),
    menuClaimsFor("/workers"),
  ),
  screen("/shelves", notBuilt({ title: "Shelves", capability: CAP.administration })),
  screen(
    "/shelves/$id",
    notBuilt({ title: "Shelf", capability: CAP.administration }),
    menuClaimsFor("/shelves"),
  ),
  screen("/promocodes", notBuilt({ title: "Promo codes", capability: CAP.administration })),
  screen("/promocodes/$id", notBuilt({ title: "Promo code", capability: CAP.administration })),
  screen("/manage/labels", notBuilt({ title: "Worker label queue", capability: CAP.labels })),
  screen("/settings", notBuilt({ title: "Exchange-rate settings", capability: CAP.settings })),
  screen("/sendEmail", notBuilt({ title: "Failed and bulk e-mails", capability: CAP.settings })),
];

export const routeTree = rootRoute.addChildren([
  loginRoute,
  recoverRoute,
  signupRoute,
  verifyRoute,
  externalLoginRoute,
  appRoute.addChildren([
    dashboardRoute,
    passwordRoute,
    profileRoute,
    ...queueRoutes,
    orderInvalidRoute,
    orderRoute,
    orderPartRoute,
    orderComicViewRoute,
    orderAddComicRoute,
    ...submissionRoutes,
    ...contentRoutes,
    ...adminRoutes,
  ]),
]);

/** The app's router; tests pass a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: "intent",
    defaultNotFoundComponent: UnknownAddress,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

export const router = createAppRouter();
