// /workers/{id} and /workers/new (administration §2, §3 Worker, §5, §6, §8): e-mail (format checked as
// typed, uniqueness asked of the server), claims from the known list, active, fronted access; Save with
// the version read, Reset password and Remove (admin only) after a confirmation. The form offers only what
// the signed-in worker may do (D29): claims it holds, nothing of its own claims or active flag, and an
// admin or a worker holding more claims than it does read-only.
import type { TWorker } from "@gbo/contracts/workers";
import { claimDescription } from "@gbo/domain/claims";
import { ERROR_REMOVE_WORKER, ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import {
  claimsActorLacks,
  GRANT_ONLY_HELD_HINT,
  OWN_ACTIVE_UNCHANGEABLE,
  OWN_CLAIMS_UNCHANGEABLE,
  validateWorkerEmail,
  WORKER_EMAIL_TAKEN,
  workerActionProblem,
  workerFormProblems,
} from "@gbo/domain/workers";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { ApiError } from "../../api";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { useIdentity } from "../../auth/session";
import { confirmAction } from "../../ui/confirm";
import { ErrorSummary } from "../../ui/error-summary";
import { keyFilter } from "../../ui/key-filter";
import { UnsavedMark } from "../../ui/unsaved-mark";
import { useGuardedForm } from "../../ui/use-guarded-form";
import {
  isEmailTaken,
  useKnownClaims,
  useRemoveWorker,
  useResetWorkerPassword,
  useSaveWorker,
  workerQuery,
} from "./api/workers-calls";
import { showSetPasswordLink } from "./set-password-link";

/** Under 'Error remove worker': the server's reason (e.g. your own account), not the heading twice. */
function removeFailureOf(caught: unknown): FormFailure {
  const failure = formFailureOf(caught);
  const reason = caught instanceof ApiError ? caught.body?.exceptionMessage : undefined;
  const messages = failure.messages.filter((message) => message !== ERROR_REMOVE_WORKER);
  if (reason) messages.push(reason);
  return { ...failure, messages: messages.length > 0 ? messages : [REMOVE_REFUSED] };
}

export const REMOVE_REFUSED = "Only an administrator can remove workers.";
export const WORKER_LOAD_FAILED = "The worker could not be loaded.";

const EMPTY: Omit<TWorker, "id" | "version"> & { id: null; version: 0 } = {
  id: null,
  email: "",
  userName: "",
  displayName: "",
  claims: [],
  isActive: true,
  frontedAccess: false,
  hasPassword: false,
  version: 0,
};

export function WorkerPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const navigate = useNavigate();
  const isNew = id === "new";
  const worker = useQuery({ ...workerQuery(id), enabled: !isNew });

  // §4: a failed detail load goes back to the list.
  useEffect(() => {
    if (!worker.isError) return;
    notifications.show({ color: "red", message: WORKER_LOAD_FAILED, autoClose: TOAST_MS });
    void navigate({ to: "/workers", replace: true });
  }, [worker.isError, navigate]);

  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/workers" size="sm">
        ← Workers
      </Anchor>
      <Title order={1} size="h2">
        {isNew ? "New worker" : (worker.data?.email ?? "Worker")}
      </Title>
      <Card withBorder padding="lg" radius="md">
        {isNew ? (
          <WorkerForm key="new" worker={EMPTY} />
        ) : worker.data ? (
          <WorkerForm key={worker.data.id} worker={worker.data} />
        ) : (
          <Loader size="sm" />
        )}
      </Card>
    </Stack>
  );
}

type FormWorker = TWorker | typeof EMPTY;

/** The fields the form edits. */
const editableOf = (worker: FormWorker) => ({
  email: worker.email,
  claims: [...worker.claims],
  isActive: worker.isActive,
  frontedAccess: worker.frontedAccess,
});

/** What the signed-in worker may do on this form: the same rules the server enforces (D29). */
export function workerRights(actorClaims: readonly string[], worker: FormWorker, actorUserName?: string) {
  const isSelf = worker.id != null && actorUserName?.toLowerCase() === worker.userName.toLowerCase();
  const target = worker.id ? worker : undefined;
  const asked = (action: "update" | "resetPassword" | "remove") =>
    target
      ? workerActionProblem({
          actorClaims,
          action,
          target,
          isSelf,
          next: action === "update" ? target : undefined,
        })
      : null;
  const locked = asked("update");
  return {
    isSelf,
    isAdmin: claimsActorLacks(actorClaims, ["admin"]).length === 0,
    /** Why the actor may not change this worker at all (an admin, or claims the actor lacks), or null. */
    lockedReason: locked && locked.field === null ? locked.message : null,
    canGrant: (claim: string) => claimsActorLacks(actorClaims, [claim]).length === 0,
    canReset: target != null && asked("resetPassword") === null,
    canRemove: target != null && asked("remove") === null,
  };
}

export function WorkerForm({ worker }: { worker: FormWorker }) {
  const navigate = useNavigate();
  const identity = useIdentity();
  const knownClaims = useKnownClaims();
  // The typed worker: marked while unsaved and asked about on leaving (issue 30 §5).
  const form = useGuardedForm({ initialValues: editableOf(worker) });
  const { email, claims, isActive, frontedAccess } = form.values;
  const [emailNote, setEmailNote] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ heading: string; failure: FormFailure } | null>(null);

  // Keep the form in step with a newer version of the worker (after a save): it is the saved one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the worker read, not the form object
  useEffect(() => {
    const saved = editableOf(worker);
    form.setValues(saved);
    form.markSaved(saved);
  }, [worker]);

  const save = useSaveWorker({
    onSuccess: (saved) => {
      form.markSaved();
      setFailure(null);
      if (!worker.id && saved.setPasswordLink) {
        showSetPasswordLink({
          email: saved.email,
          link: saved.setPasswordLink,
          intro: "Worker added. No mail server is set, so no e-mail was sent: copy this link to the worker.",
        });
      } else {
        notifications.show({
          color: "green",
          autoClose: TOAST_MS,
          message: worker.id
            ? "Worker saved."
            : `Worker added. A link to set a password was sent to ${saved.email}.`,
        });
      }
      if (!worker.id) void navigate({ to: "/workers/$id", params: { id: saved.id }, replace: true });
    },
    onError: (caught) => setFailure({ heading: ERROR_SAVING_CHANGES, failure: formFailureOf(caught) }),
  });
  const remove = useRemoveWorker({
    onSuccess: () => {
      notifications.show({ color: "green", autoClose: TOAST_MS, message: `${worker.email} was removed.` });
      form.allowLeaving();
      void navigate({ to: "/workers", replace: true });
    },
    onError: (caught) => setFailure({ heading: ERROR_REMOVE_WORKER, failure: removeFailureOf(caught) }),
  });
  const reset = useResetWorkerPassword({
    onSuccess: ({ message, setPasswordLink }) =>
      setPasswordLink
        ? showSetPasswordLink({ email: worker.email, link: setPasswordLink, intro: message })
        : notifications.show({ color: "green", autoClose: TOAST_MS, message }),
  });

  /** Instant feedback: the format as typed, then (for a well-formed address) whether it is taken. */
  async function checkEmail(value: string) {
    const format = validateWorkerEmail(value);
    if (!format.ok) {
      setEmailNote(value.trim() ? format.message : undefined);
      return;
    }
    setEmailNote(undefined);
    if (format.value === worker.email.toLowerCase()) return;
    try {
      if (await isEmailTaken(format.value, worker.id ?? undefined)) setEmailNote(WORKER_EMAIL_TAKEN);
    } catch {
      // The server checks again on save.
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const problems: Record<string, string> = { ...workerFormProblems({ email, claims }) };
    const refused = workerActionProblem({
      actorClaims: identity?.claims ?? [],
      action: worker.id ? "update" : "create",
      target: worker.id ? worker : undefined,
      isSelf: rights.isSelf,
      next: { claims, isActive },
    });
    if (refused?.field) problems[refused.field] = refused.message;
    if (Object.keys(problems).length > 0) {
      setFailure({
        heading: ERROR_SAVING_CHANGES,
        failure: { messages: Object.values(problems), fieldErrors: problems },
      });
      return;
    }
    const body = { email: email.trim(), claims, isActive, frontedAccess };
    save.mutate({ id: worker.id, body: worker.id ? { ...body, version: worker.version } : body });
  }

  const fieldErrors = failure?.failure.fieldErrors ?? {};
  const rights = workerRights(identity?.claims ?? [], worker, identity?.userName);
  const isLocked = rights.lockedReason != null;
  const claimsHint = isLocked
    ? undefined
    : rights.isSelf
      ? OWN_CLAIMS_UNCHANGEABLE
      : rights.isAdmin
        ? undefined
        : GRANT_ONLY_HELD_HINT;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading={failure.heading} messages={failure.failure.messages} /> : null}
        {isLocked ? (
          <Alert color="yellow" title="You can see this worker but not change it">
            {rights.lockedReason}
          </Alert>
        ) : null}
        <TextInput
          {...keyFilter("email")}
          label="E-mail"
          name="email"
          type="email"
          value={email}
          required
          disabled={isLocked}
          onChange={(event) => {
            form.setFieldValue("email", event.currentTarget.value);
            const format = validateWorkerEmail(event.currentTarget.value);
            setEmailNote(format.ok || !event.currentTarget.value.trim() ? undefined : format.message);
          }}
          onBlur={(event) => void checkEmail(event.currentTarget.value)}
          error={fieldErrors.email ?? emailNote}
        />
        <Checkbox.Group
          label="Claims"
          description={claimsHint}
          value={claims}
          onChange={(chosen) => form.setFieldValue("claims", chosen)}
          error={fieldErrors.claims}
          name="claims"
        >
          {knownClaims.data ? (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
              {knownClaims.data.map((claim) => (
                <Checkbox
                  key={claim}
                  value={claim}
                  label={claim}
                  description={claimDescription(claim)}
                  disabled={isLocked || rights.isSelf || !rights.canGrant(claim)}
                />
              ))}
            </SimpleGrid>
          ) : (
            <Loader size="xs" mt="xs" />
          )}
        </Checkbox.Group>
        <Group gap="xl">
          <Switch
            label="Active"
            name="isActive"
            description={rights.isSelf ? OWN_ACTIVE_UNCHANGEABLE : undefined}
            disabled={isLocked || rights.isSelf}
            error={fieldErrors.isActive}
            checked={isActive}
            onChange={(event) => form.setFieldValue("isActive", event.currentTarget.checked)}
          />
          <Switch
            label="Fronted access"
            name="frontedAccess"
            disabled={isLocked}
            checked={frontedAccess}
            onChange={(event) => form.setFieldValue("frontedAccess", event.currentTarget.checked)}
          />
        </Group>
        {worker.id && !worker.hasPassword ? (
          <Text size="sm" c="dimmed">
            No password yet: the worker sets one from the e-mailed link.
          </Text>
        ) : null}
        <Group justify="space-between">
          {isLocked ? (
            <span />
          ) : (
            <Group gap="sm">
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
              <UnsavedMark isChanged={form.isChanged} />
            </Group>
          )}
          {worker.id ? (
            <Group gap="xs">
              {rights.canReset ? (
                <Button
                  variant="default"
                  loading={reset.isPending}
                  onClick={() =>
                    confirmAction({
                      title: "Reset password",
                      message: `E-mail ${worker.email} a link to set a new password?`,
                      onConfirm: () => reset.mutate(worker.id as string),
                    })
                  }
                >
                  Reset password
                </Button>
              ) : null}
              {rights.canRemove ? (
                <Button
                  color="red"
                  variant="light"
                  loading={remove.isPending}
                  onClick={() =>
                    confirmAction({
                      title: "Remove worker",
                      message: `Remove ${worker.email}? Their sessions end at once.`,
                      tone: "danger",
                      onConfirm: () => remove.mutate(worker.id as string),
                    })
                  }
                >
                  Remove
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
