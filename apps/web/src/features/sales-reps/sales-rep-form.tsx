// The sales rep form (administration §3: repCode, first and last name; date shown): instant checks from
// the domain, 'Error saving changes' with the server's model-state messages marking fields, Save with the
// version read, and Delete (after confirmation) only while the rep has no orders (§4).
import type { TSalesRepDetail } from "@gbo/contracts/sales-reps";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { salesRepFormProblems } from "@gbo/domain/sales-reps";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { confirmAction } from "../../ui/confirm";
import { ErrorSummary } from "../../ui/error-summary";
import { dateTime } from "../../ui/format";
import { keyFilter } from "../../ui/key-filter";
import { SaveButton } from "../../ui/unsaved-mark";
import { useGuardedForm } from "../../ui/use-guarded-form";
import { useDeleteSalesRep, useSaveSalesRep } from "./api/sales-reps-calls";

export const ERROR_DELETING_REP = "Error deleting sales rep";

export function SalesRepForm({ rep }: { rep: TSalesRepDetail | null }) {
  const navigate = useNavigate();
  // The typed rep: marked while unsaved and asked about on leaving (issue 30 §5).
  const form = useGuardedForm({
    initialValues: {
      repCode: rep?.repCode ?? "",
      firstName: rep?.firstName ?? "",
      lastName: rep?.lastName ?? "",
    },
  });
  const { repCode, firstName, lastName } = form.values;
  const [failure, setFailure] = useState<{ heading: string; failure: FormFailure } | null>(null);

  // A newer read of the rep (after a save) is the form's saved state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the rep read, not the form object
  useEffect(() => {
    if (!rep) return;
    const saved = { repCode: rep.repCode, firstName: rep.firstName, lastName: rep.lastName };
    form.setValues(saved);
    form.markSaved(saved);
  }, [rep]);

  const save = useSaveSalesRep({
    onSuccess: (saved) => {
      form.markSaved();
      setFailure(null);
      notifications.show({
        color: "green",
        autoClose: TOAST_MS,
        message: rep ? "Sales rep saved." : `Sales rep ${saved.repCode} added.`,
      });
      if (!rep) {
        void navigate({
          to: "/salesmanager/$id/$view",
          params: { id: saved.repCode, view: "summary" },
          replace: true,
        });
      }
    },
    onError: (caught) => setFailure({ heading: ERROR_SAVING_CHANGES, failure: formFailureOf(caught) }),
  });
  const remove = useDeleteSalesRep({
    onSuccess: () => {
      notifications.show({ color: "green", autoClose: TOAST_MS, message: `${rep?.repCode} was deleted.` });
      form.allowLeaving();
      void navigate({ to: "/salesmanagers", replace: true });
    },
    onError: (caught) => setFailure({ heading: ERROR_DELETING_REP, failure: formFailureOf(caught) }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const problems = salesRepFormProblems({ repCode: rep ? undefined : repCode, firstName, lastName });
    if (Object.keys(problems).length > 0) {
      setFailure({
        heading: ERROR_SAVING_CHANGES,
        failure: { messages: Object.values(problems), fieldErrors: problems },
      });
      return;
    }
    const names = { firstName: firstName.trim(), lastName: lastName.trim() };
    save.mutate(
      rep
        ? { code: rep.repCode, body: { ...names, version: rep.version } }
        : { code: null, body: { ...names, repCode: repCode.trim() } },
    );
  }

  const fieldErrors = failure?.failure.fieldErrors ?? {};
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading={failure.heading} messages={failure.failure.messages} /> : null}
        <TextInput
          {...keyFilter("text")}
          label="Rep code"
          name="repCode"
          value={repCode}
          required
          readOnly={rep !== null}
          description={rep ? "Orders name the rep by this code; it cannot change." : "Letters and digits"}
          onChange={(event) =>
            form.setFieldValue("repCode", event.currentTarget.value.replace(/[^0-9A-Za-z]/g, ""))
          }
          error={fieldErrors.repCode}
        />
        <Group grow>
          <TextInput
            {...keyFilter("text")}
            label="First name"
            name="firstName"
            value={firstName}
            required
            onChange={(event) => form.setFieldValue("firstName", event.currentTarget.value)}
            error={fieldErrors.firstName}
          />
          <TextInput
            {...keyFilter("text")}
            label="Last name"
            name="lastName"
            value={lastName}
            required
            onChange={(event) => form.setFieldValue("lastName", event.currentTarget.value)}
            error={fieldErrors.lastName}
          />
        </Group>
        {rep ? (
          <Text size="sm" c="dimmed">
            Added {dateTime(rep.date)}
          </Text>
        ) : null}
        <Group justify="space-between">
          <SaveButton loading={save.isPending} isChanged={form.isChanged} />
          {rep && rep.summary.orderCount === 0 ? (
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() =>
                confirmAction({
                  title: "Delete sales rep",
                  message: `Delete sales rep ${rep.repCode} (${rep.firstName} ${rep.lastName})?`,
                  tone: "danger",
                  onConfirm: () => remove.mutate(rep.repCode),
                })
              }
            >
              Delete
            </Button>
          ) : rep ? (
            <Text size="sm" c="dimmed">
              A rep with orders cannot be deleted.
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
