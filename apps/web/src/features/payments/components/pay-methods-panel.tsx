import { canManagePayMethods } from "@gbo/domain/payments";
import { Alert, Divider, Drawer, Loader, Stack } from "@mantine/core";
import { useIdentity } from "../../../auth/session";
import { usePayMethods } from "../api/get-pay-methods";
import { PayMethodForm } from "./pay-method-form";
import { PayMethodList } from "./pay-method-list";

/**
 * A customer's payment methods: the stored ones (delete asks first) and the form to add one. Takes only
 * the customer's id, so the order summary and the customer screens show the same panel.
 */
export function PayMethodsPanel({ customerId }: { customerId: number }) {
  const claims = useIdentity()?.claims ?? [];
  const mayManage = canManagePayMethods(claims);
  const methods = usePayMethods(customerId);
  return (
    <Stack gap="md">
      {methods.data ? (
        <PayMethodList customerId={customerId} methods={methods.data.items} canDelete={mayManage} />
      ) : methods.isError ? (
        <Alert color="red" variant="light" role="alert">
          {methods.error.message}
        </Alert>
      ) : (
        <Loader size="sm" aria-label="Loading payment methods" role="status" />
      )}
      {mayManage ? (
        <>
          <Divider />
          <PayMethodForm customerId={customerId} />
        </>
      ) : null}
    </Stack>
  );
}

/** The panel in a drawer, opened from the order summary's actions. */
export function PayMethodsDrawer({
  customerId,
  customerName,
  isOpen,
  onClose,
}: {
  customerId: number;
  customerName: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      position="right"
      size="md"
      title={`Payment methods — ${customerName}`}
    >
      <PayMethodsPanel customerId={customerId} />
    </Drawer>
  );
}
