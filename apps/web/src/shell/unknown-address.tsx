import { Navigate } from "@tanstack/react-router";
import { useIdentity } from "../auth/session";

/** Unknown addresses go to /login, or to the dashboard for a signed-in worker (workflow §2). */
export function UnknownAddress() {
  const identity = useIdentity();
  return <Navigate to={identity ? "/dashboard" : "/login"} replace />;
}
