// The pre-receiving page /comics/{id} (submissions-pricing §2, §4): the order's comics per tier with
// each tier's remaining comic and insured balance; add, edit, copy or remove a comic; save ('Comics
// Saved'); complete ('Yes, complete' → the 'Order Routed' lines → the /comics listing); discard ('Yes,
// discard'); move to invoicing ('Yes, Edit'); comments and log. The list is kept per order id in local
// storage until saved, completed, discarded or moved.
import type { TPreReceive } from "@gbo/contracts/invoicing";
import { formatMoney } from "@gbo/domain/money";
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { ApiError } from "../../../api";
import { confirmAction } from "../../../ui/confirm";
import { StatusBadge } from "../../../ui/status-badge";
import { CommentDialog, isStaleVersionError, OrderLogDialog } from "../../orders";
import { PreReceiveLoadError } from "./load-error";
import {
  clearLocal,
  copyComic,
  insuredLeft,
  type LocalComic,
  localFromServer,
  type PreReceiveLocal,
  removeComic,
  submitListOf,
} from "./local-state";
import { completePreReceive, moveToInvoicing, submitComics } from "./prereceive-api";
import { PreReceiveMoney } from "./prereceive-money";
import { usePreReceiveState } from "./use-prereceive";

export const PRERECEIVE_CLAIMS = ["invoicing", "addcomic", "comics"] as const;
export const COMICS_SAVED = "Comics Saved";
export const ERROR_PROCESSING = "Error processing request.";
const SAVED_TOAST_MS = 1000;

const messageOf = (caught: unknown, fallback: string) =>
  caught instanceof ApiError && caught.message ? caught.message : fallback;

export function addOnsText(c: LocalComic): string {
  const parts = [
    c.image && "Image",
    c.international && "International",
    c.press && "Press",
    c.pressScreen && "Press screening",
    c.originalArt && "Original art",
    c.slabOnly && "Slab only",
    c.rawGrade && "Raw grade",
    c.gradeScreen && "Grade screening",
    c.reholder && `Reholder ${c.reholderId ?? ""}`.trim(),
    ...c.signatures.map((s) => `${s.type}${s.label ? ` ${s.label}` : ""}`),
  ];
  return parts.filter(Boolean).join(", ") || "—";
}

export function PreReceivePage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const { query, page, state, setState } = usePreReceiveState(id);
  if (query.error instanceof ApiError) return <PreReceiveLoadError orderId={id} error={query.error} />;
  if (!page || !state) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  return <PreReceiveList page={page} state={state} setState={setState} refetch={query.refetch} />;
}

function PreReceiveList({
  page,
  state,
  setState,
  refetch,
}: {
  page: TPreReceive;
  state: PreReceiveLocal;
  setState: (next: PreReceiveLocal) => void;
  refetch: () => Promise<{ data?: TPreReceive }>;
}) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  /** "One save wins, the other gets 409 and re-reads": the server's list replaces this one on demand. */
  const [isStale, setStale] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [routed, setRouted] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<"comment" | "log" | null>(null);
  const canComplete = state.checkoutEligible === 1 && !state.newChanges;

  function fail(caught: unknown) {
    setStale(isStaleVersionError(caught));
    setError(messageOf(caught, ERROR_PROCESSING));
  }

  async function reload() {
    const fresh = await refetch();
    if (fresh.data) setState(localFromServer(fresh.data));
    setStale(false);
    setError(null);
  }

  async function save() {
    setError(null);
    setBusy(true);
    try {
      await submitComics(page.id, state.version, submitListOf(state));
      notifications.show({ color: "green", message: COMICS_SAVED, autoClose: SAVED_TOAST_MS });
      await reload();
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  function complete() {
    confirmAction({
      title: "Complete pre-receiving",
      message: `Route every tier of order ${page.id} to its first station?`,
      confirmLabel: "Yes, complete",
      onConfirm: async () => {
        setError(null);
        setBusy(true);
        try {
          const result = await completePreReceive(page.id, state.version);
          setRouted(result.lines);
        } catch (caught) {
          fail(caught);
        } finally {
          setBusy(false);
        }
      },
    });
  }

  function closeRouted() {
    clearLocal(page.id);
    setRouted(null);
    void navigate({ to: "/comics" });
  }

  function discard() {
    confirmAction({
      title: "Discard changes",
      message: "Discard the comics not saved yet and go back to the list?",
      confirmLabel: "Yes, discard",
      tone: "danger",
      onConfirm: () => {
        clearLocal(page.id);
        void navigate({ to: "/comics" });
      },
    });
  }

  function moveBack() {
    confirmAction({
      title: "Move to invoicing",
      message: `Move order ${page.id} back to invoicing? Comics not saved are dropped.`,
      confirmLabel: "Yes, Edit",
      onConfirm: async () => {
        try {
          await moveToInvoicing(page.id, state.version);
          clearLocal(page.id);
          void navigate({ to: "/invoicing/$id", params: { id: page.id } });
        } catch (caught) {
          setError(messageOf(caught, ERROR_PROCESSING));
        }
      },
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Pre-receiving {page.id}
          </Title>
          <Text c="dimmed">
            {page.customerName} · {page.collectibleType}
          </Text>
        </div>
        <StatusBadge status={page.status} />
      </Group>
      {error && (
        <Alert color="red" role="alert" title="Not saved">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error}</Text>
            {isStale && (
              <Button size="xs" variant="light" onClick={() => void reload()}>
                Reload the saved comics
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {state.newChanges && (
        <Alert color="yellow" role="status">
          This list has changes that are not saved yet.
        </Alert>
      )}
      {page.tiers.map((tier) => {
        const left = state.availableCounts[tier.id] ?? tier.count;
        const insured = insuredLeft(state, page, tier.id);
        const comics = state.savedComics.filter((c) => c.tierId === tier.id);
        return (
          <Paper key={tier.id} withBorder p="md" component="section" aria-label={`Tier ${tier.id}`}>
            <Group justify="space-between" mb="xs">
              <Group gap="xs">
                <Title order={2} size="h4">
                  Tier {tier.id}
                  {tier.label && tier.label !== tier.id ? ` · ${tier.label}` : ""}
                </Title>
                <Badge color={left === 0 ? "green" : "yellow"} data-testid={`balance-${tier.id}`}>
                  {left} of {tier.count} comics left
                </Badge>
                <Text size="sm" c="dimmed">
                  {insured === null
                    ? "No insured value declared"
                    : `Insured left: ${formatMoney(insured, page.countryCode)}`}
                </Text>
              </Group>
              <Group gap="xs">
                <Button size="xs" component={Link} to={`/invoice/comic/${page.id}/${tier.id}/new`}>
                  Add comic to {tier.id}
                </Button>
                <Button size="xs" variant="light" component={Link} to={`/reholder/${page.id}/${tier.id}/new`}>
                  Add reholder to {tier.id}
                </Button>
              </Group>
            </Group>
            <Table aria-label={`Comics in tier ${tier.id}`} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Comic</Table.Th>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Qty</Table.Th>
                  <Table.Th>Insured</Table.Th>
                  <Table.Th>Add-ons</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {comics.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>No comics entered yet.</Table.Td>
                  </Table.Tr>
                )}
                {comics.map((c) => (
                  <Table.Tr key={c.key} data-comic-key={c.key}>
                    <Table.Td>{c.uniqueId ?? "New (not saved)"}</Table.Td>
                    <Table.Td>
                      {c.title}
                      {c.issue ? ` #${c.issue}` : ""}
                      {c.year ? ` (${c.year})` : ""}
                    </Table.Td>
                    <Table.Td>{c.quantity}</Table.Td>
                    <Table.Td>{formatMoney(c.insured, page.countryCode)}</Table.Td>
                    <Table.Td>{addOnsText(c)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          component={Link}
                          to={`${c.reholder ? "/reholder" : "/invoice/comic"}/${page.id}/${tier.id}/${c.key}`}
                          aria-label={`Edit ${c.title}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-label={`Copy ${c.title}`}
                          onClick={() => {
                            setState(copyComic(state, c.key));
                            void navigate({
                              to: "/invoice/comic/$id/$name/$comicId",
                              params: { id: page.id, name: tier.id, comicId: "new" },
                            });
                          }}
                        >
                          Copy
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${c.title}`}
                          onClick={() =>
                            confirmAction({
                              title: "Remove comic",
                              message: `Remove ${c.title} from tier ${tier.id}? It is removed when you save.`,
                              tone: "danger",
                              onConfirm: () => setState(removeComic(state, page, c.key)),
                            })
                          }
                        >
                          Remove
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        );
      })}
      <Group>
        <Button onClick={() => void save()} loading={isBusy} disabled={!state.newChanges}>
          Save
        </Button>
        <Button color="green" onClick={complete} disabled={!canComplete || isBusy}>
          Complete
        </Button>
        <Button variant="default" onClick={discard}>
          Discard
        </Button>
        <Button variant="default" onClick={moveBack}>
          Move to invoicing
        </Button>
        <Button variant="subtle" onClick={() => setDialog("comment")}>
          Comments
        </Button>
        <Button variant="subtle" onClick={() => setDialog("log")}>
          Log
        </Button>
        <PreReceiveMoney orderId={page.id} />
      </Group>
      {!canComplete && (
        <Text size="sm" c="dimmed">
          Complete opens once every tier's balance is 0 and the comics are saved.
        </Text>
      )}
      <Modal opened={routed !== null} onClose={closeRouted} title="Order Routed">
        <Stack>
          <List>
            {(routed ?? []).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Button onClick={closeRouted} data-autofocus>
            OK
          </Button>
        </Stack>
      </Modal>
      <CommentDialog
        orderId={page.id}
        tierIds={page.tiers.map((t) => t.id)}
        isOpen={dialog === "comment"}
        onClose={() => setDialog(null)}
      />
      <OrderLogDialog orderId={page.id} isOpen={dialog === "log"} onClose={() => setDialog(null)} />
    </Stack>
  );
}
