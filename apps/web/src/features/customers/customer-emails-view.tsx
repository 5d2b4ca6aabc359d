// /users/{id}/emails (issue 33): the customer's milestone e-mail choices, and every milestone e-mail sent
// to them, newest first, a page at a time: milestone, order (a link), address, state, time.
import type { TMilestoneEmail } from "@gbo/contracts/mail";
import { Anchor, Badge, Group, Loader, Stack, Table, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { dateTime } from "../../ui/format";
import { PagedList, usePagedListState } from "../../ui/paged-list";
import { useCustomerEmails, useCustomerMail } from "./api/customer-mail-calls";
import { MailChoicesCard } from "./mail-choices-card";

const STATE_COLORS = { queued: "gray", sent: "green", failed: "red" } as const;

export function MailStateBadge({ email }: { email: Pick<TMilestoneEmail, "state" | "isBounced"> }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={STATE_COLORS[email.state]} variant="light" radius="sm">
        {email.state}
      </Badge>
      {email.isBounced ? (
        <Badge color="red" variant="filled" radius="sm">
          Bounced
        </Badge>
      ) : null}
    </Group>
  );
}

/** When it happened: sent or failed at, else queued at. */
const whenOf = (email: TMilestoneEmail) => email.sentAt ?? email.failedAt ?? email.createdAt;

function EmailsTable({ rows }: { rows: readonly TMilestoneEmail[] }) {
  return (
    <Table striped aria-label="E-mails to the customer">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Order</Table.Th>
          <Table.Th>To</Table.Th>
          <Table.Th>State</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((email) => (
          <Table.Tr key={email.id}>
            <Table.Td>{dateTime(whenOf(email))}</Table.Td>
            <Table.Td>
              {email.label}
              {email.isCorrection ? " (correction)" : ""}
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/orders/${email.orderId}`} size="sm">
                {email.orderId}
              </Anchor>
            </Table.Td>
            <Table.Td>{email.to}</Table.Td>
            <Table.Td>
              <MailStateBadge email={email} />
              {email.error ? (
                <Text size="xs" c="dimmed">
                  {email.error}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function CustomerEmailsView({ customerId }: { customerId: number }) {
  const mail = useCustomerMail(customerId);
  const list = usePagedListState();
  const emails = useCustomerEmails(customerId, list.page);
  return (
    <Stack gap="lg">
      {mail.data ? (
        <MailChoicesCard key={mail.data.version} customerId={customerId} mail={mail.data} />
      ) : mail.isError ? (
        // Said, not a loader that never ends: a failed read of the choices.
        <Text role="alert" c="red.8">
          {mail.error instanceof Error ? mail.error.message : "The e-mail choices could not be read."}
        </Text>
      ) : (
        <Loader size="sm" />
      )}
      <PagedList noun="e-mails" one="e-mail" query={emails} page={list.page} onPage={list.setPage}>
        <EmailsTable rows={emails.data?.rows ?? []} />
      </PagedList>
    </Stack>
  );
}
