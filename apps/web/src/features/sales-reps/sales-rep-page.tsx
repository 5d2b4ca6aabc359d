// /salesmanager/{id} (and 'new') with its two views, /summary (figures, the form, Delete only while the rep
// has no orders, administration §4) and /order (the rep's orders). A failed load goes back to the list.
import { Anchor, Card, Group, Loader, Stack, Tabs, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import { Link, Navigate, useNavigate, useParams } from "@tanstack/react-router";
import { useEffect } from "react";
import { TOAST_MS } from "../../api/http-client";
import { salesRepQuery } from "./api/sales-reps-calls";
import { SalesRepForm } from "./sales-rep-form";
import { SalesRepOrders } from "./sales-rep-orders";
import { SalesRepSummary } from "./sales-rep-summary";

export const SALES_REP_LOAD_FAILED = "The sales rep could not be loaded.";

/** /salesmanager/{id} opens its summary. */
export function SalesRepRedirect() {
  const { id } = useParams({ strict: false }) as { id: string };
  return <Navigate to="/salesmanager/$id/$view" params={{ id, view: "summary" }} replace />;
}

export function SalesRepPage() {
  const { id, view } = useParams({ strict: false }) as { id: string; view: string };
  const navigate = useNavigate();
  const isNew = id === "new";
  const rep = useQuery({ ...salesRepQuery(id), enabled: !isNew });

  // §4: a failed detail load goes back to the list.
  useEffect(() => {
    if (!rep.isError) return;
    notifications.show({ color: "red", message: SALES_REP_LOAD_FAILED, autoClose: TOAST_MS });
    void navigate({ to: "/salesmanagers", replace: true });
  }, [rep.isError, navigate]);

  if (view !== "summary" && view !== "order") {
    return <Navigate to="/salesmanager/$id/$view" params={{ id, view: "summary" }} replace />;
  }
  const title = isNew
    ? "New sales rep"
    : rep.data
      ? `${rep.data.firstName} ${rep.data.lastName} (${rep.data.repCode})`
      : "Sales rep";
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to="/salesmanagers" size="sm">
        ← Sales reps
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      {isNew ? (
        <Card withBorder padding="lg" radius="md" maw={560}>
          <SalesRepForm rep={null} />
        </Card>
      ) : !rep.data ? (
        <Group>
          <Loader size="sm" />
        </Group>
      ) : (
        <Tabs
          value={view}
          onChange={(next) =>
            next && void navigate({ to: "/salesmanager/$id/$view", params: { id, view: next } })
          }
        >
          <Tabs.List>
            <Tabs.Tab value="summary">Summary</Tabs.Tab>
            <Tabs.Tab value="order">Orders ({rep.data.summary.orderCount})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="summary" pt="md">
            <Stack gap="md" maw={560}>
              <SalesRepSummary summary={rep.data.summary} />
              <Card withBorder padding="lg" radius="md">
                <SalesRepForm key={rep.data.repCode} rep={rep.data} />
              </Card>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="order" pt="md">
            {view === "order" ? <SalesRepOrders code={rep.data.repCode} /> : null}
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
