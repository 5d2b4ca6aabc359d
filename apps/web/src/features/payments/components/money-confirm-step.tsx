import { Alert, Button, Group, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";

type MoneyCallState = { error: Error | null; isUncertain: boolean; isPending: boolean };

/**
 * Why the last money call failed, inside its dialog (the toast has gone in 3 s). A lost answer says
 * plainly that the retry is safe: it re-sends the same request, which the server answers only once.
 */
function MoneyCallAlert({ error, isUncertain }: Pick<MoneyCallState, "error" | "isUncertain">) {
  if (!error) return null;
  if (isUncertain) {
    return (
      <Alert
        color="yellow"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle size={18} />}
        title="No answer"
      >
        The server did not confirm this request, so it may or may not have gone through. Retry sends the very
        same request: the money cannot move twice.
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert">
      {error.message}
    </Alert>
  );
}

/**
 * The step that asks before money moves ("charge and refund need confirmation", workflow §5): what
 * will happen, the last failure if any, then the red button or Back. After a lost answer the button
 * is "Retry" and Back is off, so the worker cannot change the request whose outcome is unknown.
 */
export function MoneyConfirmStep({
  question,
  details,
  call,
  actionLabel,
  onConfirm,
  onBack,
}: {
  question: ReactNode;
  details?: ReactNode;
  call: MoneyCallState;
  actionLabel: string;
  onConfirm: () => void;
  onBack: () => void;
}) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" role="note" title="Please confirm">
        {question}
      </Alert>
      {details}
      <MoneyCallAlert error={call.error} isUncertain={call.isUncertain} />
      <Group justify="flex-end">
        <Button color="red" onClick={onConfirm} loading={call.isPending} data-autofocus>
          {call.isUncertain ? "Retry" : actionLabel}
        </Button>
        <Button variant="default" onClick={onBack} disabled={call.isPending || call.isUncertain}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}
