// The two routes every feature's routes hang from: the root (public pages) and the signed-in frame.
// Features export their routes (features/<area>/routes.ts); router.tsx only composes them.
import { menuClaimsFor } from "@gbo/domain/menu";
import { createRootRouteWithContext, createRoute, type RouteComponent } from "@tanstack/react-router";
import { requireSignedIn } from "../auth/guards";
import { AppLayout } from "./app-layout";
import { RootLayout } from "./root-layout";
import type { ShellContext } from "./shell-context";
import { UnknownAddress } from "./unknown-address";

declare module "@tanstack/react-router" {
  // Module augmentation needs `interface`: each route may name the claims it needs (any one of them),
  // and whether a scan opens it (the shell then fetches its code ahead, shell/scan-screens.ts).
  interface StaticDataRouteOption {
    claims?: readonly string[];
    isScanScreen?: boolean;
  }
}

/** The root; the app gives it the shell's context (shell-context.ts) when it builds the router. */
export const rootRoute = createRootRouteWithContext<ShellContext>()({
  component: RootLayout,
  notFoundComponent: UnknownAddress,
});

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
