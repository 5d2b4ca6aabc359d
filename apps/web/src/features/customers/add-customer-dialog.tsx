// The "Add customer" dialog (administration §2, §5): prefilled from the list's search text (an e-mail
// if it looks like one, else the last name), the domain's checks at once, 'Error adding user' with the
// server's model-state messages marking fields; on success the new customer opens.
import { classifyUserSearch, newMemberProblems } from "@gbo/domain/customers";
import { ERROR_ADDING_USER } from "@gbo/domain/messages";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { ErrorSummary } from "../../ui/error-summary";
import { keyFilter } from "../../ui/key-filter";
import { UnsavedMark } from "../../ui/unsaved-mark";
import { UNSAVED_TITLE, useGuardedForm } from "../../ui/use-guarded-form";
import { askToLeave } from "../../ui/use-unsaved-guard";
import { useAddCustomer } from "./api/customer-calls";
import { NameFields } from "./name-fields";

const UNSAVED_CUSTOMER = "This customer is not added yet. Close and drop what you typed?";

function prefill(searchText: string) {
  const { by, value } = classifyUserSearch(searchText);
  return by === "email" ? { email: value, lastName: "" } : { email: "", lastName: value };
}

export function AddCustomerDialog({ searchText, onClose }: { searchText: string; onClose: () => void }) {
  const navigate = useNavigate();
  const initial = prefill(searchText);
  // Typed beyond the prefill, the customer is marked; closing the dialog or leaving the page asks.
  const form = useGuardedForm({
    initialValues: { email: initial.email, firstName: "", lastName: initial.lastName },
    guard: { message: UNSAVED_CUSTOMER },
  });
  // Asked here, before the list unmounts the dialog: a "Stay" must find the typed values still there.
  const close = async () => {
    if (form.isDirty() && (await askToLeave(UNSAVED_TITLE, UNSAVED_CUSTOMER))) return;
    form.allowLeaving();
    onClose();
  };
  const { email, firstName, lastName } = form.values;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const add = useAddCustomer({
    onSuccess: (saved) => {
      form.markSaved();
      onClose();
      void navigate({
        to: "/users/$id/$view",
        params: { id: String(saved.profile.member.id), view: "summary" },
      });
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const problems = newMemberProblems({ email, firstName, lastName });
    if (Object.keys(problems).length > 0) {
      setFailure({ messages: Object.values(problems), fieldErrors: problems });
      return;
    }
    add.mutate({ email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim() });
  }

  const fieldErrors = failure?.fieldErrors ?? {};
  return (
    <Modal opened onClose={() => void close()} title="Add customer">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure ? <ErrorSummary heading={ERROR_ADDING_USER} messages={failure.messages} /> : null}
          <TextInput
            {...keyFilter("email")}
            label="E-mail"
            name="email"
            type="email"
            required
            value={email}
            onChange={(event) => form.setFieldValue("email", event.currentTarget.value)}
            error={fieldErrors.email}
            data-autofocus={initial.email ? undefined : true}
          />
          <NameFields
            firstName={firstName}
            lastName={lastName}
            onFirstName={(value) => form.setFieldValue("firstName", value)}
            onLastName={(value) => form.setFieldValue("lastName", value)}
            errors={fieldErrors}
          />
          <Group justify="flex-end">
            <UnsavedMark isChanged={form.isChanged} />
            <Button variant="default" onClick={() => void close()}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add customer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
