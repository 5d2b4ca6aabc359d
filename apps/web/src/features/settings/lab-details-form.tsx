// "Lab details" on /settings (issue 33): what every customer e-mail prints in its header and footer (name,
// address, phone, e-mail, pickup hours, logo). The domain's rules answer as each field is typed; Save
// sends the version read (stale → the server's 409 message). The logo is uploaded and removed at once.
import type { TLabDetailsSetting } from "@gbo/contracts/settings";
import { IMAGE_NOT_PICTURE_MESSAGE, sniffImageType } from "@gbo/domain/imaging";
import { ERROR_REMOVE_IMAGE, ERROR_SAVING_CHANGES, SETTINGS_SAVED } from "@gbo/domain/messages";
import {
  LAB_LOGO_MAX_BYTES,
  LAB_LOGO_TOO_LARGE,
  type LabDetailsForm,
  labAddressLinesOf,
  labDetailsProblems,
} from "@gbo/domain/settings";
import {
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { confirmAction } from "../../ui/confirm";
import { ErrorSummary } from "../../ui/error-summary";
import { dateTime } from "../../ui/format";
import { SaveButton } from "../../ui/unsaved-mark";
import { useGuardedForm } from "../../ui/use-guarded-form";
import {
  removeLabLogo,
  saveLabDetails,
  uploadLabLogo,
  useLabDetails,
  useLabWrite,
} from "./lab-details-calls";

type Values = { name: string; address: string; phone: string; email: string; hours: string };

const formOf = (values: Values): LabDetailsForm => ({
  ...values,
  addressLines: labAddressLinesOf(values.address),
});

/**
 * The form starts over when the details it shows change (a save, someone else's save read again), not
 * when only the logo does: an upload beside a half-typed form keeps what was typed. Save sends the
 * version of the cached setting, so a change read from nowhere still answers 409.
 */
const detailsStamp = (setting: TLabDetailsSetting) =>
  JSON.stringify([setting.name, setting.addressLines, setting.phone, setting.email, setting.hours]);

export function LabDetailsCard() {
  const lab = useLabDetails();
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Lab details
        </Title>
        <Text size="sm" c="dimmed">
          Every customer e-mail shows these: the name and logo at the top, the rest at the bottom, and the
          address and hours in the ready-for-pickup e-mail.
        </Text>
        {lab.data ? (
          <>
            <DetailsForm key={detailsStamp(lab.data)} setting={lab.data} />
            <LogoField setting={lab.data} />
          </>
        ) : lab.isError ? (
          <Text c="red">The lab details could not be loaded.</Text>
        ) : (
          <Loader size="sm" />
        )}
      </Stack>
    </Card>
  );
}

function DetailsForm({ setting }: { setting: TLabDetailsSetting }) {
  const form = useGuardedForm<Values>({
    initialValues: {
      name: setting.name,
      address: setting.addressLines.join("\n"),
      phone: setting.phone,
      email: setting.email,
      hours: setting.hours,
    },
    validate: (values) => {
      const { addressLines, ...problems } = labDetailsProblems(formOf(values));
      return addressLines ? { ...problems, address: addressLines } : problems;
    },
    validateInputOnChange: true,
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const save = useLabWrite(saveLabDetails, {
    onSuccess: () => {
      form.markSaved();
      setFailure(null);
      notifications.show({ color: "green", autoClose: TOAST_MS, message: SETTINGS_SAVED });
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || form.validate().hasErrors) return;
    const { name, addressLines, phone, email, hours } = formOf(form.getValues());
    save.mutate({ name, addressLines: [...addressLines], phone, email, hours, version: setting.version });
  }

  const serverError = (field: string) => failure?.fieldErrors[field];
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Lab details">
      <Stack gap="sm">
        {failure ? <ErrorSummary heading={ERROR_SAVING_CHANGES} messages={failure.messages} /> : null}
        <TextInput
          label="Lab name"
          required
          {...form.getInputProps("name")}
          error={form.errors.name ?? serverError("name")}
        />
        <Textarea
          label="Address"
          description="One line per line, as the envelope reads: street, then city, region and postal code"
          required
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps("address")}
          error={form.errors.address ?? serverError("addressLines")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Phone"
            required
            inputMode="tel"
            {...form.getInputProps("phone")}
            error={form.errors.phone ?? serverError("phone")}
          />
          <TextInput
            label="E-mail"
            required
            type="email"
            {...form.getInputProps("email")}
            error={form.errors.email ?? serverError("email")}
          />
        </SimpleGrid>
        <TextInput
          label="Pickup hours"
          description="As customers should read them, e.g. Monday to Friday, 9:00 to 17:00"
          {...form.getInputProps("hours")}
          error={form.errors.hours ?? serverError("hours")}
        />
        <Text size="sm" c="dimmed">
          {setting.isDefault
            ? "Not saved yet: the e-mails carry these starting values."
            : setting.updatedAt
              ? `Last saved ${dateTime(setting.updatedAt)}${setting.updatedBy ? ` by ${setting.updatedBy.name}` : ""}.`
              : null}
        </Text>
        <SaveButton loading={save.isPending} isChanged={form.isChanged}>
          Save lab details
        </SaveButton>
      </Stack>
    </form>
  );
}

/** The browser's instant check (size, first bytes); the server decodes the stored picture again. */
async function logoProblem(file: File): Promise<string | null> {
  if (file.size > LAB_LOGO_MAX_BYTES) return LAB_LOGO_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageType(head) ? null : IMAGE_NOT_PICTURE_MESSAGE;
}

function LogoField({ setting }: { setting: TLabDetailsSetting }) {
  const [failure, setFailure] = useState<{ heading: string; messages: string[] } | null>(null);
  const onError = (heading: string) => (caught: unknown) =>
    setFailure({ heading, messages: formFailureOf(caught).messages });
  const upload = useLabWrite((file: File) => uploadLabLogo(file, setting.version), {
    onSuccess: () => setFailure(null),
    onError: onError(ERROR_SAVING_CHANGES),
  });
  const remove = useLabWrite(() => removeLabLogo(setting.version), {
    onSuccess: () => setFailure(null),
    onError: onError(ERROR_REMOVE_IMAGE),
  });
  const isBusy = upload.isPending || remove.isPending;

  async function onFile(file: File | null) {
    if (!file) return;
    setFailure(null);
    const problem = await logoProblem(file);
    if (problem) return setFailure({ heading: ERROR_SAVING_CHANGES, messages: [problem] });
    upload.mutate(file);
  }

  function onRemove() {
    confirmAction({
      title: "Remove logo",
      message: "Remove the logo? The e-mails then show the lab's name alone.",
      tone: "danger",
      onConfirm: () => remove.mutate(undefined),
    });
  }

  return (
    <Stack gap="xs" aria-label="Logo" role="group">
      <Text size="sm" fw={500}>
        Logo
      </Text>
      {failure ? <ErrorSummary heading={failure.heading} messages={failure.messages} /> : null}
      {setting.logoUrl ? (
        <Image src={setting.logoUrl} alt="The lab's logo" maw={240} mah={120} fit="contain" radius="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          No logo: the e-mails show the lab's name.
        </Text>
      )}
      {upload.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Uploading and checking the picture…
        </Text>
      ) : null}
      <Group gap="xs">
        <FileButton onChange={(file) => void onFile(file)} accept="image/jpeg,image/png">
          {(props) => (
            <Button {...props} variant="light" loading={upload.isPending} disabled={isBusy}>
              {setting.logoUrl ? "Replace logo" : "Upload logo"}
            </Button>
          )}
        </FileButton>
        {setting.logoUrl ? (
          <Button
            variant="subtle"
            color="red"
            onClick={onRemove}
            loading={remove.isPending}
            disabled={isBusy}
          >
            Remove logo
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        JPEG or PNG, at most 2 MB; a wide picture about 600 pixels across reads well in every mail client.
      </Text>
    </Stack>
  );
}
