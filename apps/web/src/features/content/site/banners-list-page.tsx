// /banners (administration §2 screens): the banners in their order, an order field per row saved with
// 'Save order', and 'Publish' (after confirmation) that freezes them for the public site.
import type { TBanner } from "@gbo/contracts/content";
import { BANNER_ORDER_MAX, formatBannerOrder, isBannerOrder } from "@gbo/domain/content";
import { toShortDateTime, toShortDisplay } from "@gbo/domain/dates";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { Anchor, Button, NumberInput, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { formFailureOf } from "../../../api/form-errors";
import { TOAST_MS } from "../../../api/http-client";
import { confirmAction } from "../../../ui/confirm";
import { ErrorSummary } from "../../../ui/error-summary";
import { ListPage } from "../../../ui/list-page";
import { UnsavedMark } from "../../../ui/unsaved-mark";
import { UNSAVED_TITLE } from "../../../ui/use-guarded-form";
import { useUnsavedGuard } from "../../../ui/use-unsaved-guard";
import { bannersQuery, usePublishBanners, useSaveBannerOrder } from "./api/site-content-calls";
import { ContentTable } from "./content-table";

export const PUBLISH_QUESTION = "Publish the banners in this order to the public site?";

const day = (value: string | null) => (value ? toShortDisplay(value) : "—");

export function BannersListPage() {
  const banners = useQuery(bannersQuery());
  // The typed order per banner id; a row nobody touched keeps its saved order.
  const [typed, setTyped] = useState<Record<number, number | string>>({});
  const [failure, setFailure] = useState<{ heading: string; messages: string[] } | null>(null);
  const saveOrder = useSaveBannerOrder();
  const publish = usePublishBanners();
  const rows = banners.data?.rows ?? [];
  const orderOf = (banner: TBanner) => typed[banner.id] ?? banner.order;
  const isChanged = rows.some((banner) => Number(orderOf(banner)) !== banner.order);
  // A typed order not saved yet is marked and asked about on leaving (issue 30 §5). The values are one
  // number per listed banner, read with the list, so the guard reads the comparison above.
  const isChangedNow = useRef(isChanged);
  isChangedNow.current = isChanged;
  useUnsavedGuard({
    isDirty: () => isChangedNow.current,
    title: UNSAVED_TITLE,
    message: "The banner order you typed is not saved yet. Leave this screen and drop it?",
  });

  function onSaveOrder() {
    const pairs = rows.map((banner) => ({ id: banner.id, order: Number(orderOf(banner)) }));
    if (pairs.some((pair) => !isBannerOrder(pair.order))) {
      setFailure({
        heading: ERROR_SAVING_CHANGES,
        messages: [`Order should be a whole number from 0 to ${BANNER_ORDER_MAX}.`],
      });
      return;
    }
    setFailure(null);
    saveOrder.mutate(formatBannerOrder(pairs), {
      onSuccess: () => {
        setTyped({});
        notifications.show({ color: "green", autoClose: TOAST_MS, message: "Banner order saved." });
      },
      onError: (caught) =>
        setFailure({ heading: ERROR_SAVING_CHANGES, messages: formFailureOf(caught).messages }),
    });
  }

  function onPublish() {
    confirmAction({
      title: "Publish banners",
      message: isChanged ? `${PUBLISH_QUESTION} The order you typed is not saved yet.` : PUBLISH_QUESTION,
      onConfirm: () =>
        publish.mutate(undefined, {
          onSuccess: (result) =>
            notifications.show({
              color: "green",
              autoClose: TOAST_MS,
              message: `${result.count} banner${result.count === 1 ? "" : "s"} published.`,
            }),
          onError: (caught) =>
            setFailure({ heading: "Error publishing", messages: formFailureOf(caught).messages }),
        }),
    });
  }

  return (
    <ListPage
      title="Banners"
      actions={
        <>
          <Button component={Link} to="/banners/new" variant="light">
            New banner
          </Button>
          <UnsavedMark isChanged={isChanged} />
          <Button onClick={onSaveOrder} loading={saveOrder.isPending} disabled={!isChanged}>
            Save order
          </Button>
          <Button color="yellow" onClick={onPublish} loading={publish.isPending} disabled={rows.length === 0}>
            Publish
          </Button>
        </>
      }
    >
      {failure ? <ErrorSummary heading={failure.heading} messages={failure.messages} /> : null}
      <Text size="sm" c="dimmed">
        {banners.data?.lastPublishedAt
          ? `Last published ${toShortDateTime(new Date(banners.data.lastPublishedAt), -new Date().getTimezoneOffset())}`
          : "Never published"}
      </Text>
      <ContentTable
        label="Banners"
        noun="banners"
        isError={banners.isError}
        rowCount={banners.data ? rows.length : undefined}
        head={
          <>
            <Table.Th w={120}>Order</Table.Th>
            <Table.Th>Header</Table.Th>
            <Table.Th>Start</Table.Th>
            <Table.Th>End</Table.Th>
            <Table.Th>Image</Table.Th>
          </>
        }
      >
        {rows.map((banner) => (
          <Table.Tr key={banner.id} data-banner={banner.id}>
            <Table.Td>
              <NumberInput
                aria-label={`Order of ${banner.header1}`}
                size="xs"
                min={0}
                max={BANNER_ORDER_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={orderOf(banner)}
                onChange={(value) => setTyped((current) => ({ ...current, [banner.id]: value }))}
              />
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/banners/${banner.id}`}>
                {banner.header1 || `Banner ${banner.id}`}
              </Anchor>
            </Table.Td>
            <Table.Td>{day(banner.start)}</Table.Td>
            <Table.Td>{day(banner.end)}</Table.Td>
            <Table.Td>{banner.img ? "Yes" : "No"}</Table.Td>
          </Table.Tr>
        ))}
      </ContentTable>
    </ListPage>
  );
}
