// Save, Complete (confirm 'Yes, complete'), Cancel with a replacement invoice id (the billing screen's
// dialog: its three messages, then 'Invoice cancelled sucessfully.'), comment and log (the order
// summary's dialogs). A save with data the server does not accept opens 'Please verify submitted data'.
import type { TInvoice, TInvoiceResult, TInvoiceSave } from "@gbo/contracts/invoicing";
import { CONFIRM_YES_COMPLETE, VERIFY_SUBMITTED_DATA } from "@gbo/domain/messages";
import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { ApiError } from "../../../api";
import { TOAST_MS } from "../../../api/http-client";
import { useIdentity } from "../../../auth/session";
import { confirmAction } from "../../../ui/confirm";
import { CancelOrderDialog, canCancelOrder } from "../../billing-shipping";
import {
  CommentDialog,
  OrderLogDialog,
  orderKeys,
  queueKeys,
  reportActionError,
  useOrder,
} from "../../orders";
import { completeInvoice, saveInvoice } from "./invoice-calls";
import type { InvoiceForm } from "./invoice-model";

/** The spec's error dialog, with its details from the server. */
function showVerifyDialog(details: string[]) {
  const id = modals.open({
    title: VERIFY_SUBMITTED_DATA,
    children: (
      <Stack gap="sm">
        {details.map((d) => (
          <Text key={d} size="sm">
            {d}
          </Text>
        ))}
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)}>OK</Button>
        </Group>
      </Stack>
    ),
  });
}

export function InvoiceActions({
  invoice,
  form,
  body,
  localError,
  onSaved,
  onError,
}: {
  invoice: TInvoice;
  form: InvoiceForm;
  /** The save body, or undefined while the screen cannot price it yet. */
  body: TInvoiceSave | undefined;
  /** A rule the screen already sees broken (checkInvoice): shown instead of calling. */
  localError: string | undefined;
  onSaved: (result: TInvoiceResult) => void;
  onError: (message: string | undefined) => void;
}) {
  const orderId = invoice.summary.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const identity = useIdentity();
  const claims = identity?.claims ?? [];
  const order = useOrder(orderId);
  const [busy, setBusy] = useState<"save" | "complete" | null>(null);
  const [dialog, setDialog] = useState<"cancel" | "comment" | "log" | null>(null);

  function report(caught: unknown) {
    if (caught instanceof ApiError && caught.status === 400) {
      if (caught.message === VERIFY_SUBMITTED_DATA) showVerifyDialog(Object.values(caught.modelState).flat());
      onError(caught.message);
      return;
    }
    reportActionError(queryClient, orderId, caught);
  }

  async function save(): Promise<TInvoiceResult | undefined> {
    if (!body) return undefined;
    if (localError) {
      onError(localError);
      return undefined;
    }
    const result = await saveInvoice(orderId, body);
    onError(undefined);
    onSaved(result);
    notifications.show({ message: `${orderId}: ${result.message}`, color: "green", autoClose: TOAST_MS });
    return result;
  }

  async function onSave() {
    setBusy("save");
    try {
      await save();
      void queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) });
    } catch (caught) {
      report(caught);
    } finally {
      setBusy(null);
    }
  }

  async function onComplete() {
    setBusy("complete");
    try {
      const saved = await save();
      if (!saved) return;
      const done = await completeInvoice(orderId, { version: saved.version, payMethodId: form.payMethodId });
      notifications.show({ message: `${orderId}: ${done.message}`, color: "green", autoClose: TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: queueKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) });
      void navigate({ to: "/invoicing" });
    } catch (caught) {
      report(caught);
      void queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Group gap="xs">
      <Button onClick={() => void onSave()} loading={busy === "save"} disabled={!body || busy !== null}>
        Save
      </Button>
      <Button
        color="green"
        disabled={!body || busy !== null}
        loading={busy === "complete"}
        onClick={() =>
          confirmAction({
            title: "Complete invoice",
            message: `Invoice ${orderId} is saved and goes to pre-receiving (comics are entered per tier next).`,
            confirmLabel: CONFIRM_YES_COMPLETE,
            onConfirm: () => void onComplete(),
          })
        }
      >
        Complete
      </Button>
      <Button variant="default" onClick={() => setDialog("comment")}>
        Comment
      </Button>
      <Button variant="default" onClick={() => setDialog("log")}>
        Log
      </Button>
      {order.data && canCancelOrder(claims, order.data.order.status) ? (
        <Button variant="light" color="red" onClick={() => setDialog("cancel")}>
          Cancel invoice
        </Button>
      ) : null}
      <CommentDialog
        orderId={orderId}
        tierIds={invoice.tiers.map((t) => t.id)}
        isOpen={dialog === "comment"}
        onClose={() => setDialog(null)}
      />
      <OrderLogDialog orderId={orderId} isOpen={dialog === "log"} onClose={() => setDialog(null)} />
      {dialog === "cancel" && order.data ? (
        <CancelOrderDialog summary={order.data} claims={claims} isOpen onClose={() => setDialog(null)} />
      ) : null}
    </Group>
  );
}
