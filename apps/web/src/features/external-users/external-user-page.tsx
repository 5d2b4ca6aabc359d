// /externalUsers/{id} (read-only: the spec has no change call) and /externalUsers/new (name and prefix;
// 'Error saving changes' with the server's messages marking fields). A failed load goes back to the list.
import type { TExternalUser } from "@gbo/contracts/external-users";
import { externalUserFormProblems } from "@gbo/domain/external-users";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { Anchor, Card, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { ErrorSummary } from "../../ui/error-summary";
import { dateTime } from "../../ui/format";
import { keyFilter } from "../../ui/key-filter";
import { SaveButton } from "../../ui/unsaved-mark";
import { useGuardedForm } from "../../ui/use-guarded-form";
import { externalUserQuery, useCreateExternalUser } from "./external-users-calls";

export const EXTERNAL_USER_LOAD_FAILED = "The external user could not be loaded.";

export function ExternalUserPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const navigate = useNavigate();
  const isNew = id === "new";
  const user = useQuery({ ...externalUserQuery(id), enabled: !isNew });

  useEffect(() => {
    if (!user.isError) return;
    notifications.show({ color: "red", message: EXTERNAL_USER_LOAD_FAILED, autoClose: TOAST_MS });
    void navigate({ to: "/externalUsers", replace: true });
  }, [user.isError, navigate]);

  return (
    <Stack gap="md" maw={560}>
      <Anchor component={Link} to="/externalUsers" size="sm">
        ← External users
      </Anchor>
      <Title order={1} size="h2">
        {isNew ? "New external user" : (user.data?.name ?? "External user")}
      </Title>
      <Card withBorder padding="lg" radius="md">
        {isNew ? (
          <NewExternalUserForm />
        ) : user.data ? (
          <ExternalUserView user={user.data} />
        ) : (
          <Loader size="sm" />
        )}
      </Card>
    </Stack>
  );
}

function ExternalUserView({ user }: { user: TExternalUser }) {
  return (
    <Stack gap="xs">
      <TextInput label="Name" value={user.name} readOnly />
      <TextInput label="Prefix" value={user.prefix} readOnly />
      <Text size="sm" c="dimmed">
        Added {dateTime(user.createdAt)}. The global search finds this partner's orders by "{user.prefix}
        :reference".
      </Text>
    </Stack>
  );
}

function NewExternalUserForm() {
  const navigate = useNavigate();
  // Marked while unsaved and asked about on leaving (issue 30 §5).
  const form = useGuardedForm({ initialValues: { name: "", prefix: "" } });
  const { name, prefix } = form.values;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const create = useCreateExternalUser({
    onSuccess: (saved) => {
      form.markSaved();
      notifications.show({ color: "green", autoClose: TOAST_MS, message: `${saved.name} added.` });
      void navigate({ to: `/externalUsers/${saved.id}`, replace: true });
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const problems = externalUserFormProblems({ name, prefix });
    if (Object.keys(problems).length > 0) {
      setFailure({ messages: Object.values(problems), fieldErrors: problems });
      return;
    }
    create.mutate({ name: name.trim(), prefix: prefix.trim() });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading={ERROR_SAVING_CHANGES} messages={failure.messages} /> : null}
        <TextInput
          {...keyFilter("text")}
          label="Name"
          name="name"
          value={name}
          required
          onChange={(event) => form.setFieldValue("name", event.currentTarget.value)}
          error={failure?.fieldErrors.name}
        />
        <TextInput
          {...keyFilter("text")}
          label="Prefix"
          name="prefix"
          value={prefix}
          required
          description="2 to 10 letters or digits"
          onChange={(event) =>
            form.setFieldValue("prefix", event.currentTarget.value.replace(/[^0-9A-Za-z]/g, "").toUpperCase())
          }
          error={failure?.fieldErrors.prefix}
        />
        <SaveButton loading={create.isPending} isChanged={form.isChanged} />
      </Stack>
    </form>
  );
}
