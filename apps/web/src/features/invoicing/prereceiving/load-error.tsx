// What the pre-receiving page and its forms show when the order does not load.
import { Alert } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import type { ApiError } from "../../../api";

/** A failed load: an unknown order goes to the invalid-order screen; "Order status 'AddComic' is required
 * for the add-comic screens, otherwise the user is redirected to the order summary" (§4). */
export function PreReceiveLoadError({ orderId, error }: { orderId: string; error: ApiError }) {
  if (error.status === 404) return <Navigate to="/orders/invalid" search={{ id: orderId }} replace />;
  if (error.status === 400) {
    return <Navigate to="/orders/$id" params={{ id: orderId }} search={{ summary: 1 }} replace />;
  }
  return <Alert color="red">{error.message}</Alert>;
}
