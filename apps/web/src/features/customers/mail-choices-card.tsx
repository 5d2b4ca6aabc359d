// Which milestone e-mails the customer receives (issue 33 point 4): the optional ones as checkboxes,
// receipts and shipping checked and disabled ("always sent"). Saved with the customer's version: a stale
// one answers the app's 409 message under the heading.
import type { TCustomerMail } from "@gbo/contracts/customers";
import type { Milestone } from "@gbo/domain/mail";
import { Button, Card, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { ErrorSummary } from "../../ui/error-summary";
import { useSaveCustomerMail } from "./api/customer-mail-calls";

export const MAIL_CHOICES_FAILED = "The e-mail choices were not saved";

export function MailChoicesCard({ customerId, mail }: { customerId: number; mail: TCustomerMail }) {
  const [turnedOff, setTurnedOff] = useState<Milestone[]>(mail.turnedOff);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const save = useSaveCustomerMail(customerId, {
    onSuccess: (saved) => {
      setFailure(null);
      setTurnedOff(saved.mail.turnedOff);
      notifications.show({ color: "green", autoClose: TOAST_MS, message: saved.message });
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });
  const isChanged = [...turnedOff].sort().join() !== [...mail.turnedOff].sort().join();

  const toggle = (milestone: Milestone, isSent: boolean) =>
    setTurnedOff((off) => (isSent ? off.filter((m) => m !== milestone) : [...off, milestone]));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!save.isPending) save.mutate({ turnedOff, version: mail.version });
  }

  return (
    <Card withBorder padding="lg" radius="md" maw={640}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Milestone e-mails
          </Title>
          <Text size="sm" c="dimmed">
            What the customer hears about each order. Receipts and shipping are always sent.
          </Text>
          {failure ? <ErrorSummary heading={MAIL_CHOICES_FAILED} messages={failure.messages} /> : null}
          {mail.choices.map((choice) =>
            choice.isOptional ? (
              <Checkbox
                key={choice.milestone}
                label={choice.label}
                checked={!turnedOff.includes(choice.milestone)}
                onChange={(e) => toggle(choice.milestone, e.currentTarget.checked)}
              />
            ) : (
              <Checkbox
                key={choice.milestone}
                label={choice.label}
                description="always sent"
                checked
                disabled
                readOnly
              />
            ),
          )}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!isChanged}>
              Save e-mail choices
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
