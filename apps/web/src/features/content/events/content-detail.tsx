// What the convention, onsite and signing detail pages share: the `$id` (a number or 'new'), the way back
// to the list when the load fails (§4 "A failed detail load goes back to the list page"), the local day
// and hour (an event's time is the venue's wall clock).
import { Anchor, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { TOAST_MS } from "../../../api/http-client";

/** The `$id` of the address: a positive number, 'new' (null), or undefined when it is neither. */
export function useDetailId(): number | null | undefined {
  const { id } = useParams({ strict: false }) as { id: string };
  if (id === "new") return null;
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

export function useBackToListOnFailure(isError: boolean, listPath: string, message: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isError) return;
    notifications.show({ color: "red", message, autoClose: TOAST_MS });
    void navigate({ to: listPath, replace: true });
  }, [isError, listPath, message, navigate]);
}

/** Today and this hour on the worker's clock, as a YYYY-MM-DD day and a floating instant. */
export function localNow(now: Date = new Date()): { today: string; floating: Date } {
  const floating = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return { today: floating.toISOString().slice(0, 10), floating };
}

export function DetailFrame(props: {
  listPath: string;
  listLabel: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to={props.listPath} size="sm">
        ← {props.listLabel}
      </Anchor>
      <Title order={1} size="h2">
        {props.title}
      </Title>
      {props.children}
    </Stack>
  );
}
