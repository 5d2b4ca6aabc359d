// The frame of a banner or slider detail: the way back to the list, the title, and §4 "a failed detail
// load goes back to the list page" (with a toast saying so).
import { Anchor, Card, Loader, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { TOAST_MS } from "../../../api/http-client";

export function DetailFrame(props: {
  listPath: "/banners" | "/slider";
  listTitle: string;
  title: string;
  isError: boolean;
  loadFailed: string;
  /** Null while loading. */
  children: ReactNode | null;
}) {
  const navigate = useNavigate();
  const { isError, listPath, loadFailed } = props;
  useEffect(() => {
    if (!isError) return;
    notifications.show({ color: "red", message: loadFailed, autoClose: TOAST_MS });
    void navigate({ to: listPath, replace: true });
  }, [isError, navigate, listPath, loadFailed]);

  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to={props.listPath} size="sm">
        ← {props.listTitle}
      </Anchor>
      <Title order={1} size="h2">
        {props.title}
      </Title>
      <Card withBorder padding="lg" radius="md">
        {props.children ?? <Loader size="sm" />}
      </Card>
    </Stack>
  );
}

/** The route's id: a number, or null for 'new' (anything else is left to the server: 400 → the list). */
export function recordIdOf(id: string): number | null {
  return id === "new" ? null : Number(id);
}

/** What a detail form does after a save or a delete: a toast, then the saved record's page or the list. */
export function useDetailOutcomes(options: {
  noun: "Banner" | "Slider";
  listPath: "/banners" | "/slider";
  isNew: boolean;
}) {
  const navigate = useNavigate();
  const { noun, listPath, isNew } = options;
  const toast = (message: string) => notifications.show({ color: "green", autoClose: TOAST_MS, message });
  return {
    onSaved: (id: number) => {
      toast(isNew ? `${noun} added.` : `${noun} saved.`);
      if (isNew) void navigate({ to: `${listPath}/${id}`, replace: true });
    },
    onDeleted: () => {
      toast(`${noun} deleted.`);
      void navigate({ to: listPath, replace: true });
    },
  };
}
