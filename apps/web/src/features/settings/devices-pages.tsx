// /devices and /devices/{id|new} (administration §2, §7): the device list (search, paged) and the form
// (PUT /api/remote creates or changes, with the version read). Only an admin may delete (§6), after a
// confirmation.
import { DEVICE_KINDS, type TDevice } from "@gbo/contracts/settings";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { Button, Group, NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { useIdentity } from "../../auth/session";
import { confirmAction } from "../../ui/confirm";
import { ErrorSummary } from "../../ui/error-summary";
import { keyFilter } from "../../ui/key-filter";
import { ListFooter, ListPage, ListResults, ListSearchInput } from "../../ui/list-page";
import type { QueueColumn } from "../../ui/queue-table";
import { UnsavedMark } from "../../ui/unsaved-mark";
import { useGuardedForm } from "../../ui/use-guarded-form";
import { addressPage, addressText, useListAddress } from "../../ui/use-list-address";
import { useSearchText } from "../../ui/use-search-text";
import { DetailShell, useDetail } from "./detail-shell";
import {
  DEVICES_KEY,
  LIST_PAGE_SIZE,
  type ListSearch,
  loadDevice,
  useDeleteDevice,
  useDevices,
  useSaveDevice,
} from "./settings-calls";

export const DEVICE_LOAD_FAILED = "The device could not be loaded.";

const COLUMNS: QueueColumn<TDevice>[] = [
  { key: "name", header: "Name", cell: (d) => d.name },
  { key: "kind", header: "Kind", cell: (d) => d.kind },
  { key: "host", header: "Host", cell: (d) => (d.port ? `${d.host}:${d.port}` : d.host) },
  { key: "location", header: "Location", cell: (d) => d.location },
];

export const parseListSearch = (raw: Record<string, unknown>): ListSearch => ({
  search: addressText(raw.search),
  page: addressPage(raw.page),
});

export function DevicesListPage() {
  const [search, setSearch] = useListAddress("/devices", parseListSearch);
  const navigate = useNavigate();
  const [text, setText] = useSearchText(search.search, (typed) => setSearch({ search: typed }));
  const list = useDevices(search);
  return (
    <ListPage
      title="Devices"
      actions={
        <Button component={Link} to="/devices/new" leftSection={<IconPlus size={16} />}>
          New device
        </Button>
      }
      filters={<ListSearchInput value={text} onChange={setText} placeholder="Name, host or location" />}
    >
      <ListResults
        label="Devices"
        noun="devices"
        query={{ isError: list.isError, data: list.data?.rows }}
        columns={COLUMNS}
        rowKey={(d) => String(d.id)}
        rowAttributes={(d) => ({ "data-device": d.id })}
        onOpen={(d) => void navigate({ to: "/devices/$id", params: { id: String(d.id) } })}
      />
      <ListFooter
        total={list.data?.total}
        noun="devices"
        page={search.page}
        pageSize={LIST_PAGE_SIZE}
        onPage={(page) => setSearch({ page })}
      />
    </ListPage>
  );
}

export function DevicePage() {
  const { isNew, row } = useDetail(DEVICES_KEY, loadDevice, "/devices", DEVICE_LOAD_FAILED);
  return (
    <DetailShell
      listPath="/devices"
      listLabel="Devices"
      title={isNew ? "New device" : (row.data?.name ?? "Device")}
      isReady={isNew || Boolean(row.data)}
    >
      <DeviceForm key={row.data ? `${row.data.id}-${row.data.version}` : "new"} device={row.data ?? null} />
    </DetailShell>
  );
}

function DeviceForm({ device }: { device: TDevice | null }) {
  const navigate = useNavigate();
  const isAdmin = useIdentity()?.isAdmin ?? false;
  // The typed device: marked while unsaved and asked about on leaving (issue 30 §5).
  const form = useGuardedForm({
    initialValues: {
      name: device?.name ?? "",
      kind: device?.kind ?? DEVICE_KINDS[0],
      host: device?.host ?? "",
      port: device?.port ?? null,
      location: device?.location ?? "",
      note: device?.note ?? "",
    },
  });
  const fields = form.values;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const save = useSaveDevice({
    onSuccess: (saved) => {
      form.markSaved();
      notifications.show({ color: "green", autoClose: TOAST_MS, message: `Device ${saved.name} saved.` });
      if (!device) void navigate({ to: "/devices/$id", params: { id: String(saved.id) }, replace: true });
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });
  const remove = useDeleteDevice({
    onSuccess: () => {
      notifications.show({ color: "green", autoClose: TOAST_MS, message: "Device deleted." });
      form.allowLeaving();
      void navigate({ to: "/devices" });
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (!fields.name.trim()) {
      setFailure({ messages: ["Please enter a name."], fieldErrors: { name: "Please enter a name." } });
      return;
    }
    save.mutate(device ? { ...fields, id: device.id, version: device.version } : fields);
  }

  const set = (change: Partial<typeof fields>) => form.setValues(change);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? <ErrorSummary heading={ERROR_SAVING_CHANGES} messages={failure.messages} /> : null}
        <TextInput
          {...keyFilter("text")}
          label="Name"
          name="name"
          required
          value={fields.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={failure?.fieldErrors.name}
        />
        <Select
          label="Kind"
          name="kind"
          data={[...DEVICE_KINDS]}
          allowDeselect={false}
          value={fields.kind}
          onChange={(value) => value && set({ kind: value as TDevice["kind"] })}
        />
        <Group grow align="flex-start">
          <TextInput
            {...keyFilter("url")}
            label="Host"
            name="host"
            value={fields.host}
            onChange={(e) => set({ host: e.currentTarget.value })}
          />
          <NumberInput
            label="Port"
            name="port"
            min={1}
            max={65_535}
            allowDecimal={false}
            value={fields.port ?? ""}
            onChange={(value) => set({ port: value === "" ? null : Number(value) })}
          />
        </Group>
        <TextInput
          {...keyFilter("text")}
          label="Location"
          name="location"
          value={fields.location}
          onChange={(e) => set({ location: e.currentTarget.value })}
        />
        <TextInput
          {...keyFilter("comment")}
          label="Note"
          name="note"
          value={fields.note}
          onChange={(e) => set({ note: e.currentTarget.value })}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          <UnsavedMark isChanged={form.isChanged} />
          {device && isAdmin ? (
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() =>
                confirmAction({
                  title: "Delete device",
                  message: `Delete the device ${device.name}?`,
                  tone: "danger",
                  onConfirm: () => remove.mutate(device.id),
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
