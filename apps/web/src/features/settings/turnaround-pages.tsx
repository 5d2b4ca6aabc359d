// /turnaround (the notice the public site shows), /turnaroundtimes and /turnaroundtimes/{id|new}
// (administration §2, §7). Only an admin may delete a turnaround time (§6), after a confirmation.
import type { TTurnaroundNotice, TTurnaroundTime } from "@gbo/contracts/settings";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import {
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { useIdentity } from "../../auth/session";
import { confirmAction } from "../../ui/confirm";
import { ErrorSummary } from "../../ui/error-summary";
import { dateTime } from "../../ui/format";
import { keyFilter } from "../../ui/key-filter";
import { ListFooter, ListPage, ListResults } from "../../ui/list-page";
import type { QueueColumn } from "../../ui/queue-table";
import { SaveButton, UnsavedMark } from "../../ui/unsaved-mark";
import { useGuardedForm } from "../../ui/use-guarded-form";
import { useListAddress } from "../../ui/use-list-address";
import { DetailShell, useDetail } from "./detail-shell";
import { parseListSearch } from "./devices-pages";
import {
  LIST_PAGE_SIZE,
  loadTurnaroundTime,
  TURNAROUND_KEY,
  useDeleteTurnaroundTime,
  useSaveTurnaroundNotice,
  useSaveTurnaroundTime,
  useTurnaroundNotice,
  useTurnaroundTimes,
} from "./settings-calls";

export const TURNAROUND_LOAD_FAILED = "The turnaround time could not be loaded.";

const COLUMNS: QueueColumn<TTurnaroundTime>[] = [
  { key: "order", header: "Order", cell: (t) => t.sortOrder },
  { key: "title", header: "Title", cell: (t) => t.title },
  { key: "service", header: "Service", cell: (t) => t.service },
  { key: "days", header: "Turnaround", cell: (t) => `${t.days} days` },
];

export function TurnaroundTimesListPage() {
  const [search, setSearch] = useListAddress("/turnaroundtimes", parseListSearch);
  const navigate = useNavigate();
  const list = useTurnaroundTimes(search);
  return (
    <ListPage
      title="Turnaround times"
      actions={
        <>
          <Button component={Link} to="/turnaround" variant="default">
            Turnaround notice
          </Button>
          <Button component={Link} to="/turnaroundtimes/new" leftSection={<IconPlus size={16} />}>
            New turnaround time
          </Button>
        </>
      }
    >
      <ListResults
        label="Turnaround times"
        noun="turnaround times"
        query={{ isError: list.isError, data: list.data?.rows }}
        columns={COLUMNS}
        rowKey={(t) => String(t.id)}
        rowAttributes={(t) => ({ "data-turnaround": t.id })}
        onOpen={(t) => void navigate({ to: "/turnaroundtimes/$id", params: { id: String(t.id) } })}
      />
      <ListFooter
        total={list.data?.total}
        noun="turnaround times"
        page={search.page}
        pageSize={LIST_PAGE_SIZE}
        onPage={(page) => setSearch({ page })}
      />
    </ListPage>
  );
}

export function TurnaroundTimePage() {
  const { isNew, row } = useDetail(
    TURNAROUND_KEY,
    loadTurnaroundTime,
    "/turnaroundtimes",
    TURNAROUND_LOAD_FAILED,
  );
  return (
    <DetailShell
      listPath="/turnaroundtimes"
      listLabel="Turnaround times"
      title={isNew ? "New turnaround time" : (row.data?.title ?? "Turnaround time")}
      isReady={isNew || Boolean(row.data)}
    >
      <TurnaroundTimeForm
        key={row.data ? `${row.data.id}-${row.data.version}` : "new"}
        time={row.data ?? null}
      />
    </DetailShell>
  );
}

function TurnaroundTimeForm({ time }: { time: TTurnaroundTime | null }) {
  const navigate = useNavigate();
  const isAdmin = useIdentity()?.isAdmin ?? false;
  // The typed turnaround time: marked while unsaved and asked about on leaving (issue 30 §5).
  const form = useGuardedForm({
    initialValues: {
      title: time?.title ?? "",
      service: time?.service ?? "",
      days: time?.days ?? 10,
      sortOrder: time?.sortOrder ?? 0,
    },
  });
  const fields = form.values;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const save = useSaveTurnaroundTime({
    onSuccess: (saved) => {
      form.markSaved();
      notifications.show({
        color: "green",
        autoClose: TOAST_MS,
        message: `Turnaround time ${saved.title} saved.`,
      });
      if (!time)
        void navigate({ to: "/turnaroundtimes/$id", params: { id: String(saved.id) }, replace: true });
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });
  const remove = useDeleteTurnaroundTime({
    onSuccess: () => {
      notifications.show({ color: "green", autoClose: TOAST_MS, message: "Turnaround time deleted." });
      form.allowLeaving();
      void navigate({ to: "/turnaroundtimes" });
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (!fields.title.trim()) {
      setFailure({ messages: ["Please enter a title."], fieldErrors: { title: "Please enter a title." } });
      return;
    }
    save.mutate({ id: time?.id ?? null, body: { ...fields, version: time?.version ?? 0 } });
  }

  const set = (change: Partial<typeof fields>) => form.setValues(change);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading={ERROR_SAVING_CHANGES} messages={failure.messages} /> : null}
        <TextInput
          {...keyFilter("text")}
          label="Title"
          name="title"
          required
          value={fields.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          error={failure?.fieldErrors.title}
        />
        <TextInput
          {...keyFilter("text")}
          label="Service"
          name="service"
          value={fields.service}
          onChange={(e) => set({ service: e.currentTarget.value })}
        />
        <Group grow align="flex-start">
          <NumberInput
            label="Business days"
            name="days"
            min={1}
            max={365}
            allowDecimal={false}
            value={fields.days}
            onChange={(value) => set({ days: Number(value) || 0 })}
            error={failure?.fieldErrors.days}
          />
          <NumberInput
            label="Order"
            name="sortOrder"
            min={0}
            allowDecimal={false}
            value={fields.sortOrder}
            onChange={(value) => set({ sortOrder: Number(value) || 0 })}
          />
        </Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          <UnsavedMark isChanged={form.isChanged} />
          {time && isAdmin ? (
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() =>
                confirmAction({
                  title: "Delete turnaround time",
                  message: `Delete the turnaround time ${time.title}?`,
                  tone: "danger",
                  onConfirm: () => remove.mutate(time.id),
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

export function TurnaroundPage() {
  const notice = useTurnaroundNotice();
  return (
    <Stack gap="md" maw={620}>
      <Anchor component={Link} to="/turnaroundtimes" size="sm">
        ← Turnaround times
      </Anchor>
      <Title order={1} size="h2">
        Turnaround notice
      </Title>
      <Card withBorder padding="lg" radius="md">
        {notice.data ? <NoticeForm key={notice.data.version} notice={notice.data} /> : <Loader size="sm" />}
      </Card>
    </Stack>
  );
}

function NoticeForm({ notice }: { notice: TTurnaroundNotice }) {
  // Marked while unsaved and asked about on leaving (issue 30 §5).
  const form = useGuardedForm({ initialValues: { text: notice.text } });
  const text = form.values.text;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const save = useSaveTurnaroundNotice({
    onSuccess: () => {
      form.markSaved();
      notifications.show({ color: "green", autoClose: TOAST_MS, message: "Turnaround notice saved." });
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!save.isPending) save.mutate({ text, version: notice.version });
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading={ERROR_SAVING_CHANGES} messages={failure.messages} /> : null}
        <Textarea
          {...keyFilter("comment")}
          label="Notice"
          name="text"
          autosize
          minRows={3}
          maxLength={2000}
          value={text}
          onChange={(e) => form.setFieldValue("text", e.currentTarget.value)}
        />
        {notice.updatedAt ? (
          <Text size="sm" c="dimmed">
            Last saved {dateTime(notice.updatedAt)}.
          </Text>
        ) : null}
        <SaveButton loading={save.isPending} isChanged={form.isChanged} />
      </Stack>
    </form>
  );
}
