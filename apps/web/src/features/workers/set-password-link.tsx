// Without a mail server the set-password e-mail never leaves the outbox (issue 30 §9): the server then
// answers an admin the link itself, shown here to copy and hand to the worker.
import { Button, CopyButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { modals } from "@mantine/modals";

export function showSetPasswordLink(options: { email: string; link: string; intro: string }) {
  modals.open({
    title: "Set-password link",
    children: (
      <Stack gap="sm" data-set-password-link>
        <Text size="sm">{options.intro}</Text>
        <TextInput
          label={`Link for ${options.email}`}
          value={options.link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Text size="xs" c="dimmed">
          It works once. Anyone holding it can set this worker's password: hand it over in person or by a
          channel only the worker reads.
        </Text>
        <Group justify="flex-end">
          <CopyButton value={options.link}>
            {({ copied, copy }) => (
              <Button onClick={copy} color={copied ? "green" : undefined}>
                {copied ? "Copied" : "Copy link"}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={() => modals.closeAll()}>
            Close
          </Button>
        </Group>
      </Stack>
    ),
  });
}
