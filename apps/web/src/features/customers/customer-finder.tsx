// Finding the customer a new piece of work is for (a submission, a walk-in invoice): the customer search
// of administration §7 by name or e-mail; opening a row hands the customer to `onPick`.
import type { TCustomerRow } from "@gbo/contracts/customers";
import { Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { ListResults, ListSearchInput } from "../../ui/list-page";
import type { QueueColumn } from "../../ui/queue-table";
import { SEARCH_MORE, useCustomerSearch } from "./api/customer-calls";

const COLUMNS: QueueColumn<TCustomerRow>[] = [
  { key: "last", header: "Last name", cell: (r) => r.lastName },
  { key: "first", header: "First name", cell: (r) => r.firstName },
  { key: "email", header: "E-mail", cell: (r) => r.email },
  { key: "membership", header: "Membership", cell: (r) => r.membership, isSecondary: true },
];

export function CustomerFinder(props: {
  /** The page's heading ("New submission"). */
  title: string;
  /** The line under it ("Choose the customer the submission is for."). */
  intro: string;
  onPick: (customer: TCustomerRow) => void;
}) {
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const found = useCustomerSearch(search);
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{props.title}</Title>
        <Text c="dimmed">{props.intro}</Text>
      </div>
      <ListSearchInput
        label="Customer"
        value={text}
        onChange={setText}
        description="Last or first name, or part of an e-mail"
        placeholder="Name or e-mail"
        width={360}
      />
      <ListResults
        label="Customers"
        noun="customers"
        query={found}
        more={found.isMore ? SEARCH_MORE : undefined}
        prompt={search ? undefined : "Type a name or an e-mail to find the customer."}
        columns={COLUMNS}
        rowKey={(r) => String(r.id)}
        rowAttributes={(r) => ({ "data-customer": r.id })}
        onOpen={props.onPick}
      />
    </Stack>
  );
}
