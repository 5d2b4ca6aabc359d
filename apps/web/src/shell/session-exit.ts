import { notifications } from "@mantine/notifications";
import type { AnyRouter } from "@tanstack/react-router";
import { setSessionEndHandler } from "../api";
import type { SessionEnd } from "../api/http-client";
import { safeReturnPath } from "../auth/guards";
import { identityStore } from "../auth/session";

const PUBLIC_PATHS = ["/login", "/recover", "/signup", "/verify", "/external-login"];

let isLoggingOut = false;

/** Logout: identity cleared, straight to /login with nothing to resume (workflow §2). */
export function logout(router: AnyRouter) {
  isLoggingOut = true;
  try {
    identityStore.clear();
  } finally {
    isLoggingOut = false;
  }
  void router.navigate({ to: "/login" });
}

function sessionEndNotice(end: SessionEnd) {
  if (end.reason === "timeout") {
    notifications.show({
      title: "Session timed out",
      message: end.message,
      color: "yellow",
      autoClose: 5000,
    });
    return;
  }
  notifications.show({
    title: `Your session has ended (${end.code})`,
    message: end.message || "Please sign in again.",
    color: "yellow",
    autoClose: 5000,
  });
}

/**
 * Whenever the identity goes away other than by logout — a failed refresh, a session timeout, a
 * logout in another tab — the worker goes to /login and resumes this address after signing in.
 */
export function watchSession(router: AnyRouter) {
  setSessionEndHandler(sessionEndNotice);
  let wasSignedIn = identityStore.get() !== null;
  return identityStore.subscribe(() => {
    const isSignedIn = identityStore.get() !== null;
    const hasEnded = wasSignedIn && !isSignedIn;
    wasSignedIn = isSignedIn;
    if (!hasEnded || isLoggingOut) return;
    const { pathname, href } = router.state.location;
    if (PUBLIC_PATHS.includes(pathname)) return;
    void router.navigate({ to: "/login", search: { redirect: safeReturnPath(href) ?? undefined } });
  });
}
