// The failed list of /sendEmail (administration §2 "Mail resend list. Supports bulk selection.", §4
// select-all mode, §5 a comment is required in the confirmation box): one message resent with a
// comment, or the selection, or every failed one.
import type { TFailedEmail } from "@gbo/contracts/mail";
import { validateResendComment } from "@gbo/domain/mail";
import { Alert, Button, Checkbox, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { dateTime } from "../../ui/format";
import { QueuePagination } from "../../ui/queue-table";
import { ReasonDialog } from "../../ui/reason-dialog";
import { FAILED_PAGE_SIZE, useBulkEmail, useFailedEmails, useResendEmail } from "./api/mail-calls";
import { toastTaskCompleted } from "./mail-toast";

type Target = { kind: "one"; row: TFailedEmail } | { kind: "selection" } | null;

const commentProblem = (text: string) => {
  const checked = validateResendComment(text);
  return checked.ok ? null : checked.message;
};

export function FailedEmailsPanel() {
  const [page, setPage] = useState(1);
  const list = useFailedEmails(page);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isAll, setIsAll] = useState(false);
  const [target, setTarget] = useState<Target>(null);
  const done = () => {
    setTarget(null);
    setSelected(new Set());
    setIsAll(false);
    toastTaskCompleted();
  };
  const resend = useResendEmail({ onSuccess: done });
  const bulk = useBulkEmail({ onSuccess: done });

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / FAILED_PAGE_SIZE));
  const isPageSelected = rows.length > 0 && rows.every((row) => isAll || selected.has(row.id));
  const count = isAll ? total : selected.size;

  const toggle = (id: string) => {
    setIsAll(false);
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };
  const togglePage = () => {
    setIsAll(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (isPageSelected) next.delete(row.id);
        else next.add(row.id);
      }
      return next;
    });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Failed e-mails
        </Title>
        <Group gap="xs">
          {total > 0 ? (
            <Button variant="default" onClick={() => (isAll ? setIsAll(false) : setIsAll(true))}>
              {isAll ? "Clear selection" : `Select all ${total} failed`}
            </Button>
          ) : null}
          <Button
            leftSection={<IconSend size={16} />}
            disabled={count === 0}
            onClick={() => setTarget({ kind: "selection" })}
          >
            Resend selected ({count})
          </Button>
        </Group>
      </Group>
      {isAll ? (
        <Alert variant="light" color="blue" py={8}>
          All {total} failed e-mails are selected, on every page.
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={0}>
        {list.isError ? (
          <Alert color="red">The failed e-mails could not be loaded.</Alert>
        ) : !list.data ? (
          <Group p="md">
            <Loader size="sm" aria-label="Loading failed e-mails" />
          </Group>
        ) : rows.length === 0 ? (
          <Text p="md" c="dimmed">
            No failed e-mails.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table aria-label="Failed e-mails" verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Select this page"
                      checked={isPageSelected}
                      indeterminate={!isPageSelected && rows.some((row) => selected.has(row.id))}
                      onChange={togglePage}
                    />
                  </Table.Th>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Error</Table.Th>
                  <Table.Th>Tries</Table.Th>
                  <Table.Th>Failed</Table.Th>
                  <Table.Th>Last resend</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-failed-email={row.to}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select the e-mail to ${row.to}`}
                        checked={isAll || selected.has(row.id)}
                        onChange={() => toggle(row.id)}
                      />
                    </Table.Td>
                    <Table.Td>{row.to}</Table.Td>
                    <Table.Td>{row.subject}</Table.Td>
                    <Table.Td maw={280}>
                      <Text size="sm" c="red.8" lineClamp={2} title={row.error ?? undefined}>
                        {row.error ?? "—"}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.attempts}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{dateTime(row.failedAt)}</Table.Td>
                    <Table.Td>
                      {row.resendComment ? (
                        <Text size="xs">
                          “{row.resendComment}”{row.resentBy ? ` by ${row.resentBy}` : ""}
                          {row.resentAt ? `, ${dateTime(row.resentAt)}` : ""}
                        </Text>
                      ) : (
                        <Text size="xs" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Resend the e-mail to ${row.to}`}
                        onClick={() => setTarget({ kind: "one", row })}
                      >
                        Resend
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {list.data ? `${total} failed ${total === 1 ? "e-mail" : "e-mails"}` : ""}
        </Text>
        {pages > 1 ? <QueuePagination value={page} total={pages} onChange={setPage} /> : null}
      </Group>
      <ReasonDialog
        // A fresh dialog (and an empty comment) for every message or selection.
        key={target?.kind === "one" ? target.row.id : (target?.kind ?? "closed")}
        title={target?.kind === "one" ? "Resend e-mail" : "Resend e-mails"}
        label="Comment"
        confirmLabel="Resend"
        introTone="text"
        intro={
          target?.kind === "one"
            ? `Resend “${target.row.subject}” to ${target.row.to}?`
            : `Resend ${count} failed ${count === 1 ? "e-mail" : "e-mails"}?`
        }
        isOpen={target !== null}
        isPending={resend.isPending || bulk.isPending}
        validate={commentProblem}
        onClose={() => setTarget(null)}
        onConfirm={(comment) => {
          if (target?.kind === "one") {
            resend.mutate({ id: target.row.id, comment, version: target.row.version });
          } else {
            bulk.mutate(isAll ? { isAll: true, comment } : { ids: [...selected], comment });
          }
        }}
      />
    </Stack>
  );
}
