// The add-comic screen (workflow §2 "/orders/{id}/comic/{comicId}: add comic"; submissions §2 and §6:
// invoicing, addcomic or comics staff). 'new' asks for the tier (the order's tiers that still have
// room) and the comic's details; an existing comic id opens its details in this context. The order's
// comics are listed beside it, each removable (with confirmation) while the order is still an invoice.
import type { TComicWriteResult } from "@gbo/contracts/comics";
import type { TOrderSummary } from "@gbo/contracts/orders";
import { hasAnyClaim } from "@gbo/domain/claims";
import {
  type ComicDetailsInput,
  comicDetailsInputOf,
  TIER_REQUIRED,
  validateComicDetails,
} from "@gbo/domain/comic";
import { comicSeqOf } from "@gbo/domain/ids";
import { canDoOrderAction, ORDER_ACTIONS, type OrderStatus } from "@gbo/domain/workflow";
import {
  Alert,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { getHotkeyHandler } from "@mantine/hooks";
import { Link, Navigate, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../api";
import { useIdentity } from "../../../auth/session";
import { NoAccess } from "../../../shell/no-access";
import { confirmAction } from "../../../ui/confirm";
import { FormErrorSummary, useFormErrors } from "../../../ui/form-errors";
import { mangaLabelCodeAsSent } from "../../../ui/manga-label-code-select";
import { StatusBadge } from "../../../ui/status-badge";
import { useOrder, useOrderAction } from "../../orders";
import { useComic } from "../api/get-comic";
import {
  addComic,
  ComicDetailsEditor,
  ComicDetailsFields,
  DETAILS_LABELS,
  DetailsFormFooter,
  deleteComic,
  detailsErrorsOf,
} from "../edit";

export const ADD_COMIC_CLAIMS = ORDER_ACTIONS.addComic.anyOf;
/** Comics are removed only while the order is still an invoice (the server's rule too). */
const REMOVABLE_AT = ["AddComic", "Invoicing"];

/** The tiers a comic can still go into: fewer comics than the tier's count. */
export function tiersWithRoom(summary: Pick<TOrderSummary, "tiers" | "comics">) {
  return summary.tiers
    .map((tier) => ({ tier, held: summary.comics.filter((c) => c.tierId === tier.id).length }))
    .filter(({ tier, held }) => held < tier.count);
}

export function AddComicPage({ orderId, comicId }: { orderId: string; comicId: string }) {
  const identity = useIdentity();
  const summary = useOrder(orderId);
  const navigate = useNavigate();
  if (!hasAnyClaim(identity?.claims ?? [], ADD_COMIC_CLAIMS)) return <NoAccess claims={ADD_COMIC_CLAIMS} />;
  if (summary.error instanceof ApiError && summary.error.status === 404) {
    return <Navigate to="/orders/invalid" search={{ id: `${orderId}/comic/${comicId}` }} replace />;
  }
  if (!summary.data) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  const isNew = comicId.toLowerCase() === "new";
  const { status } = summary.data.order;
  const canAdd = canDoOrderAction("addComic", identity?.claims ?? [], status as OrderStatus);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {isNew ? "Add comic" : "Comic"} · {orderId}
        </Title>
        <Group gap="sm">
          <StatusBadge status={summary.data.order.status} />
          {/* ?summary=1: the order address itself sends add-comic staff back here (order-redirect). */}
          <Button
            variant="light"
            size="xs"
            onClick={() => void navigate({ href: `/orders/${orderId}?summary=1` })}
          >
            Order summary
          </Button>
        </Group>
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {!canAdd ? (
            <Alert color="yellow" variant="light" title="Comics cannot be changed here now">
              Comics are added and edited on this screen while the order is at Add comic or Invoicing.
            </Alert>
          ) : isNew ? (
            <NewComicForm summary={summary.data} />
          ) : (
            <ExistingComic orderId={orderId} comicId={comicSeqOf(orderId, comicId) ?? comicId} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OrderComics summary={summary.data} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function ExistingComic({ orderId, comicId }: { orderId: string; comicId: string }) {
  const navigate = useNavigate();
  const comic = useComic(orderId, comicId);
  if (comic.isError) {
    return (
      <Alert color="red" variant="light" title="The comic could not be loaded">
        {comic.error.message}
      </Alert>
    );
  }
  if (!comic.data) return <Loader />;
  // Back to the add-comic screen of the order, where the list of its comics is.
  const toOrder = () => void navigate({ href: `/orders/${orderId}/comic/new` });
  return <ComicDetailsEditor comic={comic.data} onSaved={toOrder} onCancel={toOrder} />;
}

type SaveMode = "open" | "another";

function NewComicForm({ summary }: { summary: TOrderSummary }) {
  const orderId = summary.order.id;
  const navigate = useNavigate();
  const withRoom = tiersWithRoom(summary);
  const [tierId, setTierId] = useState(withRoom.length === 1 ? (withRoom[0]?.tier.id ?? "") : "");
  const [form, setForm] = useState<ComicDetailsInput>(() => comicDetailsInputOf({}));
  const [formKey, setFormKey] = useState(0);
  const errors = useFormErrors();
  const collectible = { collectibleType: summary.order.collectibleType, mangaType: summary.order.mangaType };

  const save = useOrderAction(orderId, (_: SaveMode, version) =>
    addComic(orderId, {
      ...form,
      mangaLabelCode: mangaLabelCodeAsSent(form.mangaLabelCode),
      tierId,
      version,
    }),
  );

  const set = <K extends keyof ComicDetailsInput>(key: K, value: ComicDetailsInput[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };

  function afterSave(result: TComicWriteResult, mode: SaveMode) {
    if (mode === "open") {
      void navigate({ href: `/orders/${orderId}/${result.comicId}` });
      return;
    }
    // The same tier stays chosen: a box of books for one tier goes in one after another.
    setForm(comicDetailsInputOf({}));
    setFormKey((k) => k + 1);
  }

  function submit(mode: SaveMode) {
    if (save.isPending) return;
    const checked = validateComicDetails(form, collectible);
    const found = checked.ok ? {} : checked.errors;
    const all = tierId ? found : { tierId: TIER_REQUIRED, ...found };
    if (Object.keys(all).length > 0) {
      errors.report(all);
      return;
    }
    errors.clear();
    save.mutate(mode, {
      onSuccess: (result) => afterSave(result as TComicWriteResult, mode),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) errors.report(detailsErrorsOf(error));
      },
    });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit("open");
  };

  if (withRoom.length === 0) {
    return (
      <Alert color="yellow" variant="light" title="No tier has room">
        Every tier of this order already holds its count of comics. Remove a comic or change the invoice
        first.
      </Alert>
    );
  }

  return (
    <Paper withBorder p="md">
      <form
        ref={errors.formRef}
        onSubmit={onSubmit}
        onKeyDown={getHotkeyHandler([["mod+Enter", () => submit("open")]])}
        noValidate
        aria-label="Add comic"
      >
        <Stack gap="sm" key={formKey}>
          <Title order={2} size="h3">
            New comic
          </Title>
          <FormErrorSummary errors={errors.errors} labels={DETAILS_LABELS} onFocusField={errors.focus} />
          <NativeSelect
            label="Tier"
            withAsterisk
            value={tierId}
            onChange={(event) => {
              setTierId(event.currentTarget.value);
              errors.clear("tierId");
            }}
            data={[
              { value: "", label: "Choose the tier" },
              ...withRoom.map(({ tier, held }) => ({
                value: tier.id,
                label: `${tier.id} · ${held} of ${tier.count} comics`,
              })),
            ]}
            {...errors.field("tierId")}
          />
          <ComicDetailsFields
            form={form}
            set={set}
            errors={errors}
            collectibleType={summary.order.collectibleType}
          />
          <DetailsFormFooter
            hint="Ctrl+Enter saves and opens the comic"
            other="Save and add another"
            otherSaves
            onOther={() => submit("another")}
            isPending={save.isPending}
          />
        </Stack>
      </form>
    </Paper>
  );
}

/** The order's comics, each opening in this context and removable while the order is an invoice. */
function OrderComics({ summary }: { summary: TOrderSummary }) {
  const orderId = summary.order.id;
  const canRemove = REMOVABLE_AT.includes(summary.order.status);
  const remove = useOrderAction(orderId, (comicId: string, version) =>
    deleteComic(orderId, comicId, version),
  );
  const ask = (comicId: string, title: string) =>
    confirmAction({
      title: "Remove comic",
      message: `Remove comic ${comicId} (${title}) from order ${orderId}?`,
      confirmLabel: "Remove",
      tone: "danger",
      onConfirm: () => remove.mutate(comicId),
    });
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Comics on this order ({summary.comics.length})
        </Title>
        <Table striped verticalSpacing={4} aria-label="Comics on this order">
          <Table.Tbody>
            {summary.comics.map((comic) => (
              <Table.Tr key={comic.id}>
                <Table.Td>
                  <Link to="/orders/$id/comic/$comicRef" params={{ id: orderId, comicRef: comic.id }}>
                    {comic.id}
                  </Link>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {comic.title}
                    {comic.issue ? ` #${comic.issue}` : ""}
                  </Text>
                </Table.Td>
                <Table.Td>{comic.tierId}</Table.Td>
                {canRemove ? (
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove comic ${comic.id}`}
                      onClick={() => ask(comic.id, comic.title)}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
