import { notifications } from "@mantine/notifications";
import { Navigate, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { TOAST_MS } from "../api/http-client";
import { useIdentity } from "../auth/session";

export const UNKNOWN_ADDRESS_TOAST_ID = "unknown-address";

/**
 * Unknown addresses go to /login, or to the dashboard for a signed-in worker (workflow §2); the
 * worker is told which address was not found, so a mistyped one is not silently swallowed.
 */
export function UnknownAddress() {
  const identity = useIdentity();
  const address = useLocation({ select: (location) => location.pathname });
  const isSignedIn = Boolean(identity);
  useEffect(() => {
    // The bare site address is the usual way in, not a mistake.
    if (!isSignedIn || address === "/") return;
    notifications.show({
      id: UNKNOWN_ADDRESS_TOAST_ID,
      color: "yellow",
      message: `There is no screen at ${address.slice(0, 80)}: here is the dashboard.`,
      autoClose: TOAST_MS,
    });
  }, [isSignedIn, address]);
  return <Navigate to={isSignedIn ? "/dashboard" : "/login"} replace />;
}
