import type { TOrderSummary, TTier } from "@gbo/contracts/orders";
import { hasClaim } from "@gbo/domain/claims";
import { canChangeFastPassOrPress, canWorkOnOrder, orderScreenRedirect } from "@gbo/domain/workflow";
import { Center, Loader, Paper, SegmentedControl, Stack } from "@mantine/core";
import { useLocation, useNavigate, useParams } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../api";
import { useIdentity } from "../../auth/session";
import { useStoredChoice } from "../../ui/use-stored-choice";
import { useLiveOrderEvents } from "../live";
import { useOrder } from "./api/get-order";
import { ComicsTable } from "./components/comics-table";
import { CommentDialog } from "./components/comment-dialog";
import { DueDateDialog } from "./components/due-date-dialog";
import { OrderActions, type OrderDialog } from "./components/order-actions";
import { OrderDetailsDialog } from "./components/order-details-dialog";
import { OrderFacts } from "./components/order-facts";
import { OrderHeader } from "./components/order-header";
import { OrderLogDialog } from "./components/order-log-dialog";
import { OrderTiersTable } from "./components/order-tiers-table";
import { TierServiceDialog } from "./components/tier-service-dialog";
import { TrackingDialog } from "./components/tracking-dialog";
import { TransactionDialog } from "./components/transaction-dialog";
import { TransactionsView } from "./components/transactions-table";
import { isShippingRedirect, redirectPath } from "./order-redirect";
import { useOrderScreenParts } from "./order-screen-parts";

export const ORDER_VIEW_KEY = "gbo.order.view";
const VIEWS = ["detail", "list", "transactions"] as const;
type OrderView = (typeof VIEWS)[number];

/** /orders/$id: the order summary, or the screen the order's status sends this worker to. */
export function OrderPage() {
  const { id = "" } = useParams({ strict: false }) as { id?: string };
  const isSummaryForced = useLocation({
    select: (l) => Boolean((l.search as Record<string, unknown>).summary),
  });
  const identity = useIdentity();
  const navigate = useNavigate();
  const { ShippingScreen } = useOrderScreenParts();
  const order = useOrder(id);
  useLiveOrderEvents();
  const decidedFor = useRef<string | null>(null);
  const claims = identity?.claims ?? [];

  const summary = order.data;
  const redirect = summary && !isSummaryForced ? orderScreenRedirect(summary.order.status, claims) : null;
  const target = redirect ? redirectPath(redirect, id) : null;

  // A failed first load, or an order that is gone, goes to /orders/invalid (workflow §2); a refetch that
  // fails for another reason (the network, a busy server) keeps the screen the worker is using.
  const isGone =
    order.isError && (!order.data || (order.error instanceof ApiError && order.error.status === 404));
  useEffect(() => {
    if (isGone) void navigate({ to: "/orders/invalid", search: { id }, replace: true });
  }, [isGone, navigate, id]);

  useEffect(() => {
    // Redirect once, on arrival: a status change while the worker is on the page does not pull them away.
    if (!summary || decidedFor.current === id) return;
    decidedFor.current = id;
    if (target) void navigate({ href: target, replace: true });
  }, [summary, id, target, navigate]);

  if (!summary) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (isShippingRedirect(redirect)) return <ShippingScreen summary={summary} />;
  return <OrderSummary summary={summary} claims={claims} />;
}

function OrderSummary({ summary, claims }: { summary: TOrderSummary; claims: readonly string[] }) {
  const { order } = summary;
  const { BillingPanel, CancelOrderDialog, canCancelOrder, payments } = useOrderScreenParts();
  const [view, setView] = useStoredChoice<OrderView>(ORDER_VIEW_KEY, VIEWS, "detail");
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const [dueTier, setDueTier] = useState<TTier | null>(null);
  const [serviceTier, setServiceTier] = useState<TTier | null>(null);
  const close = () => setDialog(null);
  const canCancel = canCancelOrder(claims, order.status);
  const isBilling = order.status === "Billing" && hasClaim(claims, "billing");
  const mayChangeService =
    canChangeFastPassOrPress(claims) && order.status !== "Completed" && order.status !== "Cancelled";
  const fees = summary.transactions.filter((t) => t.isFee);

  return (
    <Stack gap="md">
      <OrderHeader
        summary={summary}
        actions={<OrderActions summary={summary} claims={claims} canCancel={canCancel} onOpen={setDialog} />}
      />
      {isBilling ? <BillingPanel summary={summary} /> : null}
      <SegmentedControl
        aria-label="Order view"
        value={view}
        onChange={(value) => setView(value as OrderView)}
        data={[
          { value: "detail", label: "Detail" },
          { value: "list", label: `List (${summary.comics.length})` },
          { value: "transactions", label: `Transactions (${summary.statement.entryCount})` },
        ]}
        style={{ alignSelf: "flex-start" }}
      />
      <Paper withBorder radius="md" p="md">
        {view === "detail" ? (
          <Stack gap="md">
            <OrderFacts summary={summary} />
            <OrderTiersTable
              orderId={order.id}
              tiers={summary.tiers}
              actions={{
                onDueDate: setDueTier,
                canChangeDueDate: (tier) => canWorkOnOrder(claims, order.status, tier.status),
                onService: mayChangeService ? setServiceTier : undefined,
              }}
            />
          </Stack>
        ) : view === "list" ? (
          <ComicsTable orderId={order.id} comics={summary.comics} countryCode={order.countryCode} />
        ) : (
          <TransactionsView summary={summary} />
        )}
      </Paper>
      <OrderLogDialog orderId={order.id} isOpen={dialog === "log"} onClose={close} />
      {dialog === "comment" ? (
        <CommentDialog orderId={order.id} tierIds={summary.tiers.map((t) => t.id)} isOpen onClose={close} />
      ) : null}
      {dialog === "tracking" ? (
        <TrackingDialog orderId={order.id} current={order.trackingNumber} isOpen onClose={close} />
      ) : null}
      {dialog === "details" ? (
        <OrderDetailsDialog summary={summary} claims={claims} isOpen onClose={close} />
      ) : null}
      {dialog === "transaction" ? (
        <TransactionDialog orderId={order.id} countryCode={order.countryCode} isOpen onClose={close} />
      ) : null}
      {payments.isDialog(dialog) ? (
        <payments.Dialogs summary={summary} dialog={dialog} onOpen={setDialog} onClose={close} />
      ) : null}
      {dialog === "cancel" ? (
        <CancelOrderDialog summary={summary} claims={claims} isOpen onClose={close} />
      ) : null}
      {dueTier ? (
        <DueDateDialog
          orderId={order.id}
          tierId={dueTier.id}
          current={dueTier.dueDate}
          isOpen
          onClose={() => setDueTier(null)}
        />
      ) : null}
      {serviceTier ? (
        <TierServiceDialog
          orderId={order.id}
          countryCode={order.countryCode}
          collectibleType={order.collectibleType}
          tier={summary.tiers.find((t) => t.id === serviceTier.id) ?? serviceTier}
          comics={summary.comics.filter((c) => c.tierId === serviceTier.id)}
          fees={fees}
          isOpen
          onClose={() => setServiceTier(null)}
        />
      ) : null}
    </Stack>
  );
}
