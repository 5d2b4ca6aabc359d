// The frame of a settings detail page (/devices/{id|new}, /turnaroundtimes/{id|new}): back link, title,
// the form once loaded; a failed load goes back to the list with a toast (administration §4 "Sessions").
import { Anchor, Card, Loader, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { TOAST_MS } from "../../api/http-client";
import { CACHE_MS } from "./settings-calls";

/** `key` is the area's cache key (its writes clear it); `load` reads one row by the address's id. */
export function useDetail<Row>(
  key: readonly string[],
  load: (id: string) => Promise<Row>,
  listPath: string,
  loadFailed: string,
): { id: string; isNew: boolean; row: UseQueryResult<Row> } {
  const { id } = useParams({ strict: false }) as { id: string };
  const navigate = useNavigate();
  const isNew = id === "new";
  const row = useQuery({
    queryKey: [...key, "one", id],
    queryFn: () => load(id),
    enabled: !isNew,
    retry: false,
    staleTime: CACHE_MS,
  });
  useEffect(() => {
    if (!row.isError) return;
    notifications.show({ color: "red", message: loadFailed, autoClose: TOAST_MS });
    void navigate({ to: listPath, replace: true });
  }, [row.isError, navigate, listPath, loadFailed]);
  return { id, isNew, row };
}

export function DetailShell(props: {
  listPath: string;
  listLabel: string;
  title: string;
  isReady: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={620}>
      <Anchor component={Link} to={props.listPath} size="sm">
        ← {props.listLabel}
      </Anchor>
      <Title order={1} size="h2">
        {props.title}
      </Title>
      <Card withBorder padding="lg" radius="md">
        {props.isReady ? props.children : <Loader size="sm" />}
      </Card>
    </Stack>
  );
}
