// /conventions/{id} and /conventions/new (administration §3 "id, title, date, address"): the form with
// the domain's checks, 'Error saving changes' with the server's messages, Save with the version read,
// the picture with its removal, and Delete after confirmation, offered to admins only (§6 isAdmin).
import type { TContentConvention } from "@gbo/contracts/content-events";
import { conventionFormProblems } from "@gbo/domain/content";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { Button, Card, Group, Loader, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../../api/form-errors";
import { TOAST_MS } from "../../../api/http-client";
import { useIdentity } from "../../../auth/session";
import { confirmAction } from "../../../ui/confirm";
import { ErrorSummary } from "../../../ui/error-summary";
import { keyFilter } from "../../../ui/key-filter";
import { SaveButton } from "../../../ui/unsaved-mark";
import { useGuardedForm } from "../../../ui/use-guarded-form";
import { ImageField } from "../site/image-field";
import { typedProblems, withoutFieldError } from "../typed-problems";
import { conventionQuery, useDeleteConvention, useSaveConvention } from "./api/conventions-calls";
import { DetailFrame, useBackToListOnFailure, useDetailId } from "./content-detail";

export const CONVENTION_LOAD_FAILED = "The convention could not be loaded.";
export const ERROR_DELETING_CONVENTION = "Error deleting convention";

export function ConventionPage() {
  const id = useDetailId();
  const convention = useQuery({ ...conventionQuery(id ?? 0), enabled: typeof id === "number" });
  useBackToListOnFailure(convention.isError || id === undefined, "/conventions", CONVENTION_LOAD_FAILED);
  return (
    <DetailFrame
      listPath="/conventions"
      listLabel="Conventions"
      title={id === null ? "New convention" : (convention.data?.title ?? "Convention")}
    >
      <Card withBorder padding="lg" radius="md">
        {id === null ? (
          <ConventionForm convention={null} />
        ) : convention.data ? (
          <ConventionForm
            key={`${convention.data.id}-${convention.data.version}`}
            convention={convention.data}
          />
        ) : (
          <Loader size="sm" />
        )}
      </Card>
    </DetailFrame>
  );
}

type Failure = { heading: string; failure: FormFailure };

function ConventionForm({ convention }: { convention: TContentConvention | null }) {
  const navigate = useNavigate();
  const identity = useIdentity();
  // The typed convention: marked while unsaved and asked about on leaving (issue 30 §5).
  const guarded = useGuardedForm({
    initialValues: {
      title: convention?.title ?? "",
      date: convention?.date ?? "",
      address: convention?.address ?? "",
    },
  });
  const { title, date, address } = guarded.values;
  const setter = (field: "title" | "date" | "address") => (value: string) =>
    guarded.setFieldValue(field, value);
  const [setTitle, setDate, setAddress] = [setter("title"), setter("date"), setter("address")];
  const [failure, setFailure] = useState<Failure | null>(null);
  const failWith = (heading: string) => (caught: unknown) =>
    setFailure({ heading, failure: formFailureOf(caught) });

  const save = useSaveConvention({
    onSuccess: (saved) => {
      guarded.markSaved();
      setFailure(null);
      notifications.show({ color: "green", autoClose: TOAST_MS, message: "Convention saved." });
      if (!convention && saved) {
        void navigate({ to: "/conventions/$id", params: { id: String(saved.id) }, replace: true });
      }
    },
    onError: failWith(ERROR_SAVING_CHANGES),
  });
  const remove = useDeleteConvention({
    onSuccess: () => {
      notifications.show({
        color: "green",
        autoClose: TOAST_MS,
        message: `${convention?.title} was deleted.`,
      });
      guarded.allowLeaving();
      void navigate({ to: "/conventions", replace: true });
    },
    onError: failWith(ERROR_DELETING_CONVENTION),
  });
  const queryClient = useQueryClient();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const problems = conventionFormProblems({ title, date, address });
    if (Object.keys(problems).length > 0) {
      setFailure({
        heading: ERROR_SAVING_CHANGES,
        failure: { messages: Object.values(problems), fieldErrors: problems },
      });
      return;
    }
    const body = { title: title.trim(), date, address: address.trim() || null };
    save.mutate({
      id: convention?.id ?? null,
      body: convention ? { ...body, version: convention.version } : body,
    });
  }

  const form = { title, date, address };
  const fieldErrors = {
    ...failure?.failure.fieldErrors,
    ...typedProblems(conventionFormProblems(form), form),
  };
  /** A field's change also drops what the last refused Save said about it. */
  const edit = (field: keyof typeof form, setValue: (value: string) => void) => (value: string) => {
    setValue(value);
    setFailure(withoutFieldError(field));
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading={failure.heading} messages={failure.failure.messages} /> : null}
        <TextInput
          {...keyFilter("text")}
          label="Title"
          name="title"
          required
          value={title}
          onChange={(e) => edit("title", setTitle)(e.currentTarget.value)}
          error={fieldErrors.title}
        />
        <TextInput
          type="date"
          label="Date"
          name="date"
          required
          w={200}
          value={date}
          onChange={(e) => edit("date", setDate)(e.currentTarget.value)}
          error={fieldErrors.date}
        />
        <TextInput
          {...keyFilter("text")}
          label="Address"
          name="address"
          value={address}
          onChange={(e) => edit("address", setAddress)(e.currentTarget.value)}
          error={fieldErrors.address}
        />
        <ImageField
          path={convention ? `conventions/${convention.id}.jpg` : null}
          imageUrl={convention?.imageUrl ?? null}
          version={convention?.version}
          removal={convention ? { path: "/api/conventions/{id}/image", id: convention.id } : null}
          onChanged={() =>
            void queryClient.invalidateQueries({ queryKey: conventionQuery(convention?.id ?? 0).queryKey })
          }
        />
        <Group justify="space-between">
          <SaveButton loading={save.isPending} isChanged={guarded.isChanged} />
          {convention && identity?.isAdmin ? (
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() =>
                confirmAction({
                  title: "Delete convention",
                  message: `Delete the convention ${convention.title}?`,
                  tone: "danger",
                  onConfirm: () => remove.mutate(convention.id),
                })
              }
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
