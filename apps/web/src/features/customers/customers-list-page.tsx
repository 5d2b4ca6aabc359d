// /users: one search box runs the name and the e-mail search in parallel (10 each, merged, each customer
// once), the text kept in the address (?search=); CSV export of the searched list; "Add customer".
import type { TCustomerRow } from "@gbo/contracts/customers";
import { formatPhone } from "@gbo/domain/display";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { ExportCsvButton } from "../../ui/export-csv-button";
import { ListPage, ListResults, ListSearchInput } from "../../ui/list-page";
import type { QueueColumn } from "../../ui/queue-table";
import { useSearchText } from "../../ui/use-search-text";
import { AddCustomerDialog } from "./add-customer-dialog";
import { downloadCustomersCsv, SEARCH_MORE, useCustomerSearch } from "./api/customer-calls";

const COLUMNS: QueueColumn<TCustomerRow>[] = [
  { key: "last", header: "Last name", cell: (r) => r.lastName },
  { key: "first", header: "First name", cell: (r) => r.firstName },
  { key: "email", header: "E-mail", cell: (r) => r.email },
  { key: "phone", header: "Phone", cell: (r) => formatPhone(r.phone), isSecondary: true },
  { key: "membership", header: "Membership", cell: (r) => r.membership, isSecondary: true },
];

/** The router may read `?search=123` as a number. */
export function searchTextOf(raw: unknown): string {
  const value = typeof raw === "number" ? String(raw) : raw;
  return typeof value === "string" ? value.trim().slice(0, 100) : "";
}

/** The list; at /users/new (a detail id may be 'new', administration §2) it opens with the add dialog. */
export function CustomersListPage({ isNew = false }: { isNew?: boolean } = {}) {
  const search = searchTextOf((useSearch({ strict: false }) as Record<string, unknown>).search);
  const navigate = useNavigate();
  const [isAdding, setAdding] = useState(isNew);
  const [text, setText] = useSearchText(search, (typed) =>
    navigate({
      to: "/users",
      search: (typed ? { search: typed } : {}) as Record<string, unknown>,
      replace: true,
    }),
  );
  const found = useCustomerSearch(search);
  function closeAdding() {
    setAdding(false);
    if (isNew) void navigate({ to: "/users", replace: true });
  }

  return (
    <ListPage
      title="Customers"
      actions={
        <>
          <ExportCsvButton onExport={() => downloadCustomersCsv(search || undefined)} />
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add customer
          </Button>
        </>
      }
      filters={
        <ListSearchInput
          value={text}
          onChange={setText}
          description="Last or first name, or part of an e-mail"
          placeholder="Name or e-mail"
          width={320}
        />
      }
    >
      <ListResults
        label="Customers"
        noun="customers"
        query={found}
        more={found.isMore ? SEARCH_MORE : undefined}
        prompt={search ? undefined : "Type a name or an e-mail to find a customer."}
        columns={COLUMNS}
        rowKey={(r) => String(r.id)}
        rowAttributes={(r) => ({ "data-customer": r.id })}
        onOpen={(r) =>
          void navigate({ to: "/users/$id/$view", params: { id: String(r.id), view: "summary" } })
        }
      />
      {isAdding ? <AddCustomerDialog searchText={text} onClose={closeAdding} /> : null}
    </ListPage>
  );
}
