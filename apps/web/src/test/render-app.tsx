import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { AppProviders } from "../app-providers";
import type { Identity } from "../auth/identity";
import { identityStore } from "../auth/session";
import { createAppRouter } from "../router";
import { watchSession } from "../shell/session-exit";

export const worker = (claims: string[], overrides: Partial<Identity> = {}): Identity => ({
  userName: "sam",
  displayName: "Sam Station",
  role: "authenticated",
  claims,
  isAdmin: claims.includes("admin"),
  accessToken: "access",
  refreshToken: "refresh",
  ...overrides,
});

/** The whole app on a memory history at `path`, optionally signed in. */
export function renderApp(path: string, identity: Identity | null = null) {
  identityStore.set(identity);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const stopWatching = watchSession(router);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, view, stopWatching, location: () => router.state.location };
}
