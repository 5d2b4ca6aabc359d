// Leaving a form with unsaved changes asks first (issue 29 §6: a typed grade was discarded without a
// prompt). The router's blocker holds the navigation while the worker answers; "Stay" has the focus, so
// an Enter or a scan's Enter never throws the changes away. Closing the tab asks through the browser.
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useBlocker } from "@tanstack/react-router";
import { useRef } from "react";

/** Resolves true to stay (the navigation blocked), false to leave. */
export function askToLeave(title: string, message: string): Promise<boolean> {
  return new Promise((resolve) => {
    let isAnswered = false;
    const answer = (stay: boolean) => {
      if (isAnswered) return;
      isAnswered = true;
      resolve(stay);
    };
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: "Leave without saving", cancel: "Stay" },
      confirmProps: { color: "red", "data-confirm": true },
      cancelProps: { "data-autofocus": true },
      onConfirm: () => answer(false),
      onCancel: () => answer(true),
      onClose: () => answer(true),
    });
  });
}

/**
 * While `isDirty()` (read when a navigation starts, so a change made in the same event counts), a
 * navigation away asks `message` first. `allowLeaving()` lets the next navigations through without
 * asking (after a save, whose own navigation must not ask).
 */
export function useUnsavedGuard(options: { isDirty: () => boolean; title: string; message: string }) {
  const state = useRef({ ...options, isAllowed: false });
  state.current = { ...options, isAllowed: state.current.isAllowed };
  const isGuarding = () => state.current.isDirty() && !state.current.isAllowed;
  useBlocker({
    shouldBlockFn: ({ next }) => {
      // Signing out (or a lost session) goes to the sign-in page whatever is typed.
      if (!isGuarding() || next.pathname === "/login") return false;
      return askToLeave(state.current.title, state.current.message);
    },
    enableBeforeUnload: isGuarding,
  });
  return {
    allowLeaving: () => {
      state.current.isAllowed = true;
    },
  };
}
