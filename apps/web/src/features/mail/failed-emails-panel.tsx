// The failed list of /sendEmail (administration §2 "Mail resend list. Supports bulk selection.", §4
// select-all mode, §5 a comment is required in the confirmation box): one message resent with a
// comment, or the selection, or every failed one. A resent message stays listed with its state (queued,
// sent or failed again), so a resend leaves a trace; only failed rows can be chosen and resent. A
// customer's milestone e-mail (issue 33) names its milestone and order; a refusal for good is "Bounced".
import { RESENT_LISTED_DAYS, type TFailedEmail, type TMailState } from "@gbo/contracts/mail";
import { validateResendComment } from "@gbo/domain/mail";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { dateTime } from "../../ui/format";
import { QueuePagination } from "../../ui/queue-table";
import { ReasonDialog } from "../../ui/reason-dialog";
import { FAILED_PAGE_SIZE, useBulkEmail, useFailedEmails, useResendEmail } from "./api/mail-calls";
import { toastTaskCompleted } from "./mail-toast";

type Target = { kind: "one"; row: TFailedEmail } | { kind: "selection" } | null;

const STATE_BADGE: Record<TMailState, { label: string; color: string }> = {
  queued: { label: "Queued", color: "blue" },
  sent: { label: "Sent", color: "green" },
  failed: { label: "Failed", color: "red" },
};

/** When the row's state began: the failure, the delivery, or the resend that queued it. */
function sinceText(row: TFailedEmail): string {
  const since = row.failedAt ?? row.sentAt ?? row.resentAt;
  return since ? dateTime(since) : "—";
}

/** "2 failed e-mails, 1 resent lately": what the list holds across its pages. */
function listedSummary(failed: number, resent: number): string {
  const failedText = `${failed} failed ${failed === 1 ? "e-mail" : "e-mails"}`;
  return resent > 0 ? `${failedText}, ${resent} resent in the last ${RESENT_LISTED_DAYS} days` : failedText;
}

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
  const failedRows = rows.filter((row) => row.state === "failed");
  const total = list.data?.total ?? 0;
  const failedTotal = list.data?.failedTotal ?? 0;
  const pages = Math.max(1, Math.ceil(total / FAILED_PAGE_SIZE));
  const isPageSelected = failedRows.length > 0 && failedRows.every((row) => isAll || selected.has(row.id));
  const count = isAll ? failedTotal : selected.size;

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
      for (const row of failedRows) {
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
          {failedTotal > 0 ? (
            <Button variant="default" onClick={() => (isAll ? setIsAll(false) : setIsAll(true))}>
              {isAll ? "Clear selection" : `Select all ${failedTotal} failed`}
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
          All {failedTotal} failed e-mails are selected, on every page.
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
                      disabled={failedRows.length === 0}
                      indeterminate={!isPageSelected && failedRows.some((row) => selected.has(row.id))}
                      onChange={togglePage}
                    />
                  </Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Error</Table.Th>
                  <Table.Th>Tries</Table.Th>
                  <Table.Th>Since</Table.Th>
                  <Table.Th>Last resend</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-failed-email={row.to} data-mail-state={row.state}>
                    <Table.Td>
                      {row.state === "failed" ? (
                        <Checkbox
                          aria-label={`Select the e-mail to ${row.to}`}
                          checked={isAll || selected.has(row.id)}
                          onChange={() => toggle(row.id)}
                        />
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      <Badge variant="light" radius="sm" color={STATE_BADGE[row.state].color}>
                        {STATE_BADGE[row.state].label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {row.to}
                      {/* Under the address: beside it, a long address squeezed the State column unreadable. */}
                      {row.isBounced ? (
                        <Badge display="block" mt={4} color="red" variant="filled" radius="sm">
                          Bounced
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {row.subject}
                      {row.milestone && row.orderId ? (
                        <Text size="xs" c="dimmed">
                          {row.milestoneLabel} e-mail ·{" "}
                          <Anchor component={Link} to={`/orders/${row.orderId}`} size="xs">
                            order {row.orderId}
                          </Anchor>
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td maw={280}>
                      <Text size="sm" c="red.8" lineClamp={2} title={row.error ?? undefined}>
                        {row.error ?? "—"}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.attempts}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{sinceText(row)}</Table.Td>
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
                      {row.state === "failed" ? (
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Resend the e-mail to ${row.to}`}
                          onClick={() => setTarget({ kind: "one", row })}
                        >
                          Resend
                        </Button>
                      ) : null}
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
          {list.data ? listedSummary(failedTotal, total - failedTotal) : ""}
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
