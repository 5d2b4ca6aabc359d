// The address dialog (administration §2, §3 Address): add or edit, the default flag, the domain's
// checks (Canada needs a province) and 'Error updating address' with the server's field messages.
import type { TAddress, TUserProfile } from "@gbo/contracts/customers";
import { addressProblems } from "@gbo/domain/customers";
import { ERROR_UPDATING_ADDRESS } from "@gbo/domain/messages";
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { ErrorSummary } from "../../ui/error-summary";
import { keyFilter } from "../../ui/key-filter";
import { UnsavedMark } from "../../ui/unsaved-mark";
import { useGuardedForm } from "../../ui/use-guarded-form";
import { askToLeave } from "../../ui/use-unsaved-guard";
import { useSaveAddress } from "./api/customer-calls";

const FIELDS = ["firstName", "lastName", "line1", "line2", "city", "stateProvince", "zipPostal"] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  firstName: "First name",
  lastName: "Last name",
  line1: "Address line 1",
  line2: "Address line 2",
  city: "City",
  stateProvince: "State / province",
  zipPostal: "Zip / postal code",
};
const REQUIRED: readonly Field[] = ["line1", "city", "stateProvince", "zipPostal"];
const UNSAVED_ADDRESS = "This address is not saved yet. Close it and drop the changes?";

export function AddressDialog(props: {
  profile: TUserProfile;
  address: TAddress | null;
  onClose: () => void;
}) {
  const { profile, address } = props;
  // The typed address: marked while unsaved; leaving the page or closing the dialog asks (issue 30 §5).
  const form = useGuardedForm({
    initialValues: {
      ...(Object.fromEntries(FIELDS.map((f) => [f, address?.[f] ?? ""])) as Record<Field, string>),
      country: (address?.country ?? "US") as "US" | "CA",
      isDefault: address?.isDefault ?? profile.addresses.length === 0,
    },
    guard: { message: UNSAVED_ADDRESS },
  });
  const { country, isDefault, ...values } = form.values;
  const setCountry = (next: "US" | "CA") => form.setFieldValue("country", next);
  const setDefault = (next: boolean) => form.setFieldValue("isDefault", next);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const close = async () => {
    if (form.isDirty() && (await askToLeave("Unsaved changes", UNSAVED_ADDRESS))) return;
    props.onClose();
  };
  const save = useSaveAddress(profile.member.id, {
    onSuccess: (saved) => {
      form.markSaved();
      notifications.show({ color: "green", autoClose: TOAST_MS, message: saved.message });
      props.onClose();
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const problems = addressProblems({ ...values, country });
    if (Object.keys(problems).length > 0) {
      setFailure({ messages: Object.values(problems), fieldErrors: problems });
      return;
    }
    save.mutate({ ...values, id: address?.id, country, isDefault, version: profile.version });
  }

  const errors = failure?.fieldErrors ?? {};
  const input = (field: Field) => (
    <TextInput
      {...keyFilter("text")}
      key={field}
      label={field === "stateProvince" ? (country === "CA" ? "Province" : "State") : LABELS[field]}
      name={field}
      required={REQUIRED.includes(field)}
      value={values[field]}
      onChange={(e) => form.setFieldValue(field, e.currentTarget.value)}
      error={errors[field]}
    />
  );
  return (
    <Modal opened onClose={() => void close()} title={address ? "Edit address" : "Add address"} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {failure ? <ErrorSummary heading={ERROR_UPDATING_ADDRESS} messages={failure.messages} /> : null}
          <Group grow>
            {input("firstName")}
            {input("lastName")}
          </Group>
          {input("line1")}
          {input("line2")}
          <Group grow align="start">
            {input("city")}
            {input("stateProvince")}
            {input("zipPostal")}
          </Group>
          <Select
            label="Country"
            name="country"
            data={[
              { value: "US", label: "United States" },
              { value: "CA", label: "Canada" },
            ]}
            value={country}
            onChange={(value) => value && setCountry(value as "US" | "CA")}
            allowDeselect={false}
            w={220}
          />
          <Checkbox
            label="Default address"
            checked={isDefault}
            disabled={address?.isDefault}
            onChange={(e) => setDefault(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <UnsavedMark isChanged={form.isChanged} />
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save address
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
