// /sendEmail (administration §2): the failed e-mails with resend and bulk resend, and a message to chosen
// customers. Delivery runs in the background through the outbox.
import { Stack, Text, Title } from "@mantine/core";
import { ComposePanel } from "./compose-panel";
import { FailedEmailsPanel } from "./failed-emails-panel";

export function MailPage() {
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          E-mail
        </Title>
        <Text c="dimmed" size="sm">
          Messages are delivered in the background; a refused one appears in the failed list.
        </Text>
      </div>
      <FailedEmailsPanel />
      <ComposePanel />
    </Stack>
  );
}
