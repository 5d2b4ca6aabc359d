// Reset password for a customer (administration §7 POST /api/users/{id}/resetPassword): after a
// confirmation the server e-mails the customer a notice with the public site's reset page and records
// the request in the history.
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { TOAST_MS } from "../../../api/http-client";
import { confirmAction } from "../../../ui/confirm";
import { useResetCustomerPassword } from "./activity-calls";

export function CustomerResetPasswordButton({ customerId }: { customerId: number }) {
  const reset = useResetCustomerPassword(customerId, (message) =>
    notifications.show({ color: "green", autoClose: TOAST_MS, message }),
  );
  return (
    <Button
      variant="light"
      loading={reset.isPending}
      onClick={() =>
        confirmAction({
          title: "Reset password",
          message: "E-mail the customer a link to reset their password?",
          onConfirm: () => reset.mutate(),
        })
      }
    >
      Reset password
    </Button>
  );
}
