// /sendEmail's message to customers: find customers by name or e-mail (the customers feature's search),
// choose them, write a subject and a text, send. One batch id per message makes a repeated click or a
// retried request queue nothing twice; a new one is made after each message sent.
import type { TCustomerRow } from "@gbo/contracts/customers";
import {
  ENTER_MESSAGE_TEXT,
  ENTER_SUBJECT,
  NO_RECIPIENTS,
  SEND_EMAIL_MAX_RECIPIENTS,
} from "@gbo/contracts/mail";
import { hasAnyClaim } from "@gbo/domain/claims";
import { menuClaimsFor } from "@gbo/domain/menu";
import {
  Alert,
  Button,
  Group,
  Input,
  Paper,
  Pill,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSend, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { formFailureOf } from "../../api/form-errors";
import { useIdentity } from "../../auth/session";
import { FormErrorSummary, useFormErrors } from "../../ui/form-errors";
import { ListSearchInput } from "../../ui/list-page";
import { useCustomerSearch } from "../customers";
import { useSendEmail } from "./api/mail-calls";
import { toastTaskCompleted } from "./mail-toast";

const LABELS = { customers: "Customers", subject: "Subject", text: "Message" } as const;
const SEARCH_CLAIMS = menuClaimsFor("/users");

const newBatchId = () => crypto.randomUUID();
const nameOf = (row: TCustomerRow) => `${row.firstName} ${row.lastName}`.trim() || row.email;

function CustomerFinder({
  chosen,
  onChoose,
}: {
  chosen: ReadonlyMap<number, TCustomerRow>;
  onChoose: (row: TCustomerRow) => void;
}) {
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const found = useCustomerSearch(search);
  const rows = search ? (found.data ?? []) : [];
  return (
    <Stack gap={6}>
      <ListSearchInput
        label="Find customers"
        value={text}
        onChange={setText}
        placeholder="Name or e-mail"
        description="Last or first name, or part of an e-mail"
        width={360}
      />
      {found.isError ? <Alert color="red">The customer search failed.</Alert> : null}
      {search && found.data && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No customers match.
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <Table aria-label="Customers found" verticalSpacing={4}>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-customer={row.id}>
                <Table.Td>{nameOf(row)}</Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td w={110}>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconUserPlus size={14} />}
                    disabled={chosen.has(row.id)}
                    aria-label={`Add ${nameOf(row)}`}
                    onClick={() => onChoose(row)}
                  >
                    {chosen.has(row.id) ? "Added" : "Add"}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}

export function ComposePanel() {
  const identity = useIdentity();
  const [chosen, setChosen] = useState<ReadonlyMap<number, TCustomerRow>>(new Map());
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  const [batchId, setBatchId] = useState(newBatchId);
  const form = useFormErrors();
  const send = useSendEmail({
    onSuccess: () => {
      toastTaskCompleted();
      setChosen(new Map());
      setSubject("");
      setText("");
      setBatchId(newBatchId());
      form.clear();
    },
  });
  const canSearch = hasAnyClaim(identity?.claims ?? [], SEARCH_CLAIMS);

  const choose = (row: TCustomerRow) => {
    form.clear("customers");
    setChosen((current) => new Map(current).set(row.id, row));
  };
  const remove = (id: number) =>
    setChosen((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });

  const problems = () => {
    const found: Record<string, string> = {};
    if (chosen.size === 0) found.customers = NO_RECIPIENTS;
    if (chosen.size > SEND_EMAIL_MAX_RECIPIENTS)
      found.customers = `At most ${SEND_EMAIL_MAX_RECIPIENTS} customers per message.`;
    if (!subject.trim()) found.subject = ENTER_SUBJECT;
    if (!text.trim()) found.text = ENTER_MESSAGE_TEXT;
    return found;
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form
        ref={form.formRef}
        noValidate
        aria-label="Send an e-mail to customers"
        onSubmit={(event) => {
          event.preventDefault();
          const found = problems();
          form.report(found);
          if (Object.keys(found).length > 0) return;
          send.mutate(
            { batchId, customerIds: [...chosen.keys()], subject: subject.trim(), text },
            {
              onError: (caught) => {
                const { customerIds, ...fields } = formFailureOf(caught).fieldErrors;
                form.report(customerIds ? { customers: customerIds, ...fields } : fields);
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3">
            Send an e-mail to customers
          </Title>
          <FormErrorSummary errors={form.errors} labels={LABELS} onFocusField={form.focus} />
          {canSearch ? (
            <CustomerFinder chosen={chosen} onChoose={choose} />
          ) : (
            <Alert color="yellow" variant="light">
              Choosing customers needs the customer search (the worker or user claim).
            </Alert>
          )}
          <Input.Wrapper label={`Customers (${chosen.size})`} error={form.errors.customers}>
            <Group gap={6} mt={4} mih={28} tabIndex={-1} {...{ name: "customers" }} data-chosen={chosen.size}>
              {chosen.size === 0 ? (
                <Text size="sm" c="dimmed">
                  No customers chosen yet.
                </Text>
              ) : (
                [...chosen.values()].map((row) => (
                  <Pill
                    key={row.id}
                    withRemoveButton
                    onRemove={() => remove(row.id)}
                    removeButtonProps={{ "aria-label": `Remove ${nameOf(row)}` }}
                  >
                    {nameOf(row)} &lt;{row.email}&gt;
                  </Pill>
                ))
              )}
            </Group>
          </Input.Wrapper>
          <TextInput
            label={LABELS.subject}
            {...form.field("subject")}
            value={subject}
            maxLength={200}
            onChange={(event) => {
              setSubject(event.currentTarget.value);
              form.clear("subject");
            }}
          />
          <Textarea
            label={LABELS.text}
            {...form.field("text")}
            value={text}
            autosize
            minRows={5}
            maxLength={20_000}
            onChange={(event) => {
              setText(event.currentTarget.value);
              form.clear("text");
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
