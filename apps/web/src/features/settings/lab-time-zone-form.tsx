// The lab's time zone on /settings (issue 29): receipts print times on this clock. An IANA name, checked
// by the domain as it is saved (the server checks it again); the server's zone until a manager sets one.
import type { TLabTimeZone } from "@gbo/contracts/settings";
import { ERROR_SAVING_CHANGES, SETTINGS_SAVED } from "@gbo/domain/messages";
import { validateTimeZone } from "@gbo/domain/settings";
import { Autocomplete, Card, Loader, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { ErrorSummary } from "../../ui/error-summary";
import { dateTime } from "../../ui/format";
import { SaveButton } from "../../ui/unsaved-mark";
import { useGuardedForm } from "../../ui/use-guarded-form";
import { useLabTimeZone, useSaveLabTimeZone } from "./lab-time-zone-calls";

// The zones this browser knows, offered as the manager types (the server decides).
const ZONES: string[] =
  typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];

export function LabTimeZoneCard() {
  const zone = useLabTimeZone();
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Lab time zone
        </Title>
        {zone.data ? (
          <ZoneForm key={zone.data.version} setting={zone.data} />
        ) : zone.isError ? (
          <Text c="red">The time zone could not be loaded.</Text>
        ) : (
          <Loader size="sm" />
        )}
      </Stack>
    </Card>
  );
}

function ZoneForm({ setting }: { setting: TLabTimeZone }) {
  // Marked while unsaved and asked about on leaving (issue 30 §5).
  const form = useGuardedForm({ initialValues: { timeZone: setting.timeZone } });
  const text = form.values.timeZone;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const save = useSaveLabTimeZone({
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
    const checked = validateTimeZone(text);
    if (!checked.ok) {
      setFailure({ messages: [checked.message], fieldErrors: { timeZone: checked.message } });
      return;
    }
    save.mutate({ timeZone: checked.value, version: setting.version });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading={ERROR_SAVING_CHANGES} messages={failure.messages} /> : null}
        <Autocomplete
          label="Time zone"
          name="timeZone"
          description={
            setting.isDefault
              ? "Receipts print times in this zone. Not set yet: the server's zone."
              : "Receipts print times in this zone."
          }
          data={ZONES}
          limit={20}
          value={text}
          onChange={(value) => {
            form.setFieldValue("timeZone", value);
            setFailure(null);
          }}
          error={failure?.fieldErrors.timeZone}
        />
        {setting.updatedAt ? (
          <Text size="sm" c="dimmed">
            Last saved {dateTime(setting.updatedAt)}
            {setting.updatedBy ? ` by ${setting.updatedBy.name}` : ""}.
          </Text>
        ) : null}
        <SaveButton loading={save.isPending} isChanged={form.isChanged}>
          Save time zone
        </SaveButton>
      </Stack>
    </form>
  );
}
