// /users/{id}/history: every change to the customer (customer_audit), newest first, 50 a page
// (workflow §9): who, when, which field, old → new; Reset password adds its own entry.

import { PagedList, usePagedListState } from "../../../ui/paged-list";
import { downloadCustomerAuditCsv, useCustomerAudit } from "./activity-calls";
import { ChangesTable } from "./changes-table";
import { CustomerResetPasswordButton } from "./reset-password-button";

export function CustomerHistoryView({ customerId }: { customerId: number }) {
  const list = usePagedListState();
  const audit = useCustomerAudit(customerId, list.page);
  return (
    <PagedList
      noun="changes"
      one="change"
      query={audit}
      page={list.page}
      onPage={list.setPage}
      filters={<CustomerResetPasswordButton customerId={customerId} />}
      onExport={() => downloadCustomerAuditCsv(customerId)}
    >
      <ChangesTable label="Customer history" rows={audit.data?.rows ?? []} />
    </PagedList>
  );
}
