// /users/{id} (opens /summary) and /users/{id}/{view}: the customer's ten tabs (E-mails: issue 33). The profile slice
// draws summary, edit, membership, payments and the address book; ./activity the other four. A failed
// load goes back to the list (§4). The payments tab shows only to a worker holding a payment-method claim
// (the server gives others neither the list nor the methods inside the profile, issue 27).
import { canManagePayMethods } from "@gbo/domain/payments";
import { Anchor, Group, Loader, Stack, Tabs, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import { Link, Navigate, useNavigate, useParams } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { TOAST_MS } from "../../api/http-client";
import { useIdentity } from "../../auth/session";
import { PayMethodsPanel } from "../payments";
import { CustomerComicsView, CustomerHistoryView, CustomerOrdersView, CustomerRewardsView } from "./activity";
import { AddressBook } from "./address-book";
import { customerProfileQuery } from "./api/customer-calls";
import { CustomerAddressNotice } from "./customer-address-notice";
import { CustomerEmailsView } from "./customer-emails-view";
import { CustomerSummary } from "./customer-summary";
import { CustomersListPage } from "./customers-list-page";
import { MemberEditForm } from "./member-edit-form";
import { MembershipForm } from "./membership-form";

export const CUSTOMER_LOAD_FAILED = "The customer could not be loaded.";

export const CUSTOMER_VIEWS = [
  ["summary", "Summary"],
  ["edit", "Edit"],
  ["membership", "Membership"],
  ["payments", "Payments"],
  ["addressbook", "Address book"],
  ["orders", "Orders"],
  ["comics", "Comics"],
  ["history", "History"],
  ["emails", "E-mails"],
  ["rewards", "Rewards"],
] as const;
type View = (typeof CUSTOMER_VIEWS)[number][0];

/** /users/{id} opens its summary. */
export function CustomerRedirect() {
  const { id } = useParams({ strict: false }) as { id: string };
  if (id.toLowerCase() === "new") return <CustomersListPage isNew />;
  return <Navigate to="/users/$id/$view" params={{ id, view: "summary" }} replace />;
}

export function CustomerPage() {
  const params = useParams({ strict: false }) as { id: string; view: string };
  const navigate = useNavigate();
  const id = Number(params.id);
  const isId = Number.isInteger(id) && id > 0;
  const profile = useQuery({ ...customerProfileQuery(id), enabled: isId });

  useEffect(() => {
    if (isId && !profile.isError) return;
    notifications.show({ color: "red", message: CUSTOMER_LOAD_FAILED, autoClose: TOAST_MS });
    void navigate({ to: "/users", replace: true });
  }, [isId, profile.isError, navigate]);

  const mayReadPayMethods = canManagePayMethods(useIdentity()?.claims ?? []);
  const views = CUSTOMER_VIEWS.filter(([key]) => key !== "payments" || mayReadPayMethods);
  const view = views.find(([key]) => key === params.view)?.[0];
  if (!view) return <Navigate to="/users/$id/$view" params={{ id: params.id, view: "summary" }} replace />;
  const data = profile.data;
  const title = data
    ? `${data.member.firstName} ${data.member.lastName}`.trim() || data.member.email
    : "Customer";

  const panel = (key: View): ReactNode => {
    if (!data || key !== view) return null;
    switch (key) {
      case "summary":
        return <CustomerSummary profile={data} />;
      case "edit":
        return <MemberEditForm key={data.version} profile={data} />;
      case "membership":
        return <MembershipForm key={data.version} profile={data} />;
      case "payments":
        return <PayMethodsPanel customerId={id} />;
      case "addressbook":
        return <AddressBook profile={data} />;
      case "orders":
        return <CustomerOrdersView customerId={id} />;
      case "comics":
        return <CustomerComicsView customerId={id} />;
      case "history":
        return <CustomerHistoryView customerId={id} />;
      case "emails":
        return <CustomerEmailsView customerId={id} />;
      case "rewards":
        return <CustomerRewardsView customerId={id} />;
    }
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/users" size="sm">
        ← Customers
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      {data ? <CustomerAddressNotice customerId={id} /> : null}
      {!data ? (
        <Group>
          <Loader size="sm" />
        </Group>
      ) : (
        <Tabs
          value={view}
          onChange={(next) =>
            next && void navigate({ to: "/users/$id/$view", params: { id: params.id, view: next } })
          }
        >
          <Tabs.List>
            {views.map(([key, label]) => (
              <Tabs.Tab key={key} value={key}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {views.map(([key]) => (
            <Tabs.Panel key={key} value={key} pt="md">
              {panel(key)}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
