// The two routes every feature's routes hang from: the root (public pages) and the signed-in frame.
// Features export their routes (features/<area>/routes.ts); router.tsx only composes them.
import { menuClaimsFor } from "@gbo/domain/menu";
import { createRootRoute, createRoute, type RouteComponent } from "@tanstack/react-router";
import { requireSignedIn } from "../auth/guards";
import { AppLayout } from "./app-layout";
import { RootLayout } from "./root-layout";
import { UnknownAddress } from "./unknown-address";

declare module "@tanstack/react-router" {
  // Module augmentation needs `interface`: each route may name the claims it needs (any one of them).
  interface StaticDataRouteOption {
    claims?: readonly string[];
  }
}

export const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: UnknownAddress });

/** Signed-in area: every route below it needs an identity (workflow §6). */
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "app",
  beforeLoad: requireSignedIn,
  component: AppLayout,
});

/** A search parameter that is a non-empty string, else absent. */
export const stringParam = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/** A signed-in screen; `claims` defaults to the claims of the menu link with the same path. */
export function screen<TPath extends string>(
  path: TPath,
  component: RouteComponent,
  claims?: readonly string[],
) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    component,
    staticData: { claims: claims ?? menuClaimsFor(path) },
  });
}
