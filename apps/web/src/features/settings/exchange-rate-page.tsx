// /settings: the exchange rate (administration §3, §5): only digits and one point can be typed, the
// domain's two rules answer at once, Save sends the version read ('Settings saved'); the log dialog lists
// every change (who, when, old, new). Below: the lab's time zone, the lab's details the customer e-mails
// carry, and the preview of those e-mails (issue 33).
import type { TSettings } from "@gbo/contracts/settings";
import { ERROR_SAVING_CHANGES, SETTINGS_SAVED } from "@gbo/domain/messages";
import { filterExchangeRateTyping, validateExchangeRate } from "@gbo/domain/settings";
import { Box, Button, Card, Group, Loader, Modal, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconHistory } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { ErrorSummary } from "../../ui/error-summary";
import { dateTime } from "../../ui/format";
import { SaveButton } from "../../ui/unsaved-mark";
import { useGuardedForm } from "../../ui/use-guarded-form";
import { CustomerEmailsCard } from "./customer-emails-card";
import { LabDetailsCard } from "./lab-details-form";
import { LabTimeZoneCard } from "./lab-time-zone-form";
import { useSaveSettings, useSettings, useSettingsLog } from "./settings-calls";

export function ExchangeRatePage() {
  const settings = useSettings();
  const [isLogOpen, setIsLogOpen] = useState(false);
  return (
    <Stack gap="md" maw={980}>
      <Group justify="space-between" maw={560}>
        <Title order={1} size="h2">
          Exchange-rate settings
        </Title>
        <Button variant="default" leftSection={<IconHistory size={16} />} onClick={() => setIsLogOpen(true)}>
          Show log
        </Button>
      </Group>
      <Card withBorder padding="lg" radius="md" maw={560}>
        {settings.data ? (
          <RateForm key={settings.data.version} settings={settings.data} />
        ) : settings.isError ? (
          <Text c="red">The settings could not be loaded.</Text>
        ) : (
          <Loader size="sm" />
        )}
      </Card>
      <Box maw={560}>
        <LabTimeZoneCard />
      </Box>
      <Box maw={640}>
        <LabDetailsCard />
      </Box>
      <CustomerEmailsCard />
      <ExchangeRateLog opened={isLogOpen} onClose={() => setIsLogOpen(false)} />
    </Stack>
  );
}

function RateForm({ settings }: { settings: TSettings }) {
  // Marked while unsaved and asked about on leaving (issue 30 §5).
  const form = useGuardedForm({
    initialValues: { exchangeRate: settings.exchangeRate === null ? "" : String(settings.exchangeRate) },
  });
  const text = form.values.exchangeRate;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const save = useSaveSettings({
    onSuccess: () => {
      form.markSaved();
      setFailure(null);
      notifications.show({ color: "green", autoClose: TOAST_MS, message: SETTINGS_SAVED });
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = validateExchangeRate(text);
    if (!checked.ok) {
      setFailure({ messages: [checked.message], fieldErrors: { exchangeRate: checked.message } });
      return;
    }
    save.mutate({ exchangeRate: text.trim(), version: settings.version });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading={ERROR_SAVING_CHANGES} messages={failure.messages} /> : null}
        <TextInput
          label="Exchange rate"
          name="exchangeRate"
          description="Canadian dollars for one US dollar"
          inputMode="decimal"
          value={text}
          onChange={(event) => {
            form.setFieldValue("exchangeRate", filterExchangeRateTyping(event.currentTarget.value));
            setFailure(null);
          }}
          error={failure?.fieldErrors.exchangeRate}
        />
        {settings.updatedAt ? (
          <Text size="sm" c="dimmed">
            Last saved {dateTime(settings.updatedAt)}
            {settings.updatedBy ? ` by ${settings.updatedBy.name}` : ""}.
          </Text>
        ) : null}
        <SaveButton loading={save.isPending} isChanged={form.isChanged} />
      </Stack>
    </form>
  );
}

const shown = (value: unknown) => (value === null || value === undefined ? "—" : String(value));

function ExchangeRateLog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const log = useSettingsLog(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Exchange-rate log" size="lg">
      {log.data ? (
        log.data.rows.length === 0 ? (
          <Text size="sm">No changes yet.</Text>
        ) : (
          <Table aria-label="Exchange-rate log" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Old</Table.Th>
                <Table.Th>New</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.rows.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{dateTime(entry.changedAt)}</Table.Td>
                  <Table.Td>{entry.changedBy?.name ?? "—"}</Table.Td>
                  <Table.Td>{shown(entry.oldValue)}</Table.Td>
                  <Table.Td>{shown(entry.newValue)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      ) : log.isError ? (
        <Text c="red">The log could not be loaded.</Text>
      ) : (
        <Loader size="sm" />
      )}
    </Modal>
  );
}
