// "Customer e-mails" on /settings (issue 33 point 5): the milestones a customer hears about, and the chosen
// one rendered with a demo order and the saved lab details, exactly as a customer would receive it. The
// HTML is shown in an iframe with sandbox="" (no script, no form, no navigation of this page) from
// srcdoc; the "Plain text" tab shows the text part as the customer's plain-text client would.
import {
  Badge,
  Box,
  Card,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { type MilestoneName, useMilestonePreview, useMilestoneTemplates } from "./customer-emails-calls";

export function CustomerEmailsCard() {
  const templates = useMilestoneTemplates();
  const [chosen, setChosen] = useState<MilestoneName | null>(null);
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Customer e-mails
        </Title>
        <Text size="sm" c="dimmed">
          Each order sends one e-mail per milestone. Choose one to see it with a demo order and the lab
          details above. A customer can turn off the ones marked optional on their record.
        </Text>
        {templates.data ? (
          <Group align="flex-start" gap="md" wrap="nowrap">
            <Box component="nav" aria-label="Customer e-mails" w={190} style={{ flexShrink: 0 }}>
              {templates.data.rows.map((row) => (
                <NavLink
                  key={row.milestone}
                  component="button"
                  type="button"
                  label={row.label}
                  active={row.milestone === chosen}
                  aria-current={row.milestone === chosen ? "true" : undefined}
                  onClick={() => setChosen(row.milestone)}
                  rightSection={
                    row.isOptional ? (
                      <Badge size="xs" variant="light" color="gray" c="dark.6">
                        optional
                      </Badge>
                    ) : null
                  }
                />
              ))}
            </Box>
            <Box style={{ flex: 1, minWidth: 0 }}>
              {chosen ? (
                <MilestonePreview milestone={chosen} />
              ) : (
                <Text size="sm" c="dimmed">
                  Choose an e-mail to preview it.
                </Text>
              )}
            </Box>
          </Group>
        ) : templates.isError ? (
          <Text c="red">The customer e-mails could not be loaded.</Text>
        ) : (
          <Loader size="sm" />
        )}
      </Stack>
    </Card>
  );
}

function MilestonePreview({ milestone }: { milestone: MilestoneName }) {
  const preview = useMilestonePreview(milestone);
  if (preview.isError) return <Text c="red">This e-mail could not be shown.</Text>;
  if (!preview.data) return <Loader size="sm" />;
  const { label, subject, html, text } = preview.data;
  return (
    <Stack gap="xs" aria-label={`${label} e-mail`} role="region">
      <Text size="sm">
        <Text span c="dimmed">
          Subject:{" "}
        </Text>
        <Text span fw={600} data-testid="email-subject">
          {subject}
        </Text>
      </Text>
      <Tabs defaultValue="html" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html">HTML</Tabs.Tab>
          <Tabs.Tab value="text">Plain text</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="xs">
          <iframe
            title={`${label} e-mail, as HTML`}
            sandbox=""
            srcDoc={html}
            style={{
              width: "100%",
              height: 560,
              border: "1px solid var(--mantine-color-gray-4)",
              borderRadius: 4,
              background: "white",
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="xs">
          <ScrollArea.Autosize mah={560} type="auto">
            <Box
              component="pre"
              data-testid="email-text"
              p="sm"
              m={0}
              style={{
                whiteSpace: "pre-wrap",
                fontFamily: "var(--mantine-font-family-monospace)",
                fontSize: 13,
              }}
            >
              {text}
            </Box>
          </ScrollArea.Autosize>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
