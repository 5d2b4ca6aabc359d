// The guarded form (issue 30 §5): typed values are marked "Unsaved changes", a navigation asks first,
// "Stay" keeps the text, a save makes the typed values the saved ones, and with a storage key a
// half-typed form comes back after a reload.
import { Button, TextInput } from "@mantine/core";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AppProviders } from "../app-providers";
import { UnsavedMark } from "./unsaved-mark";
import { UNSAVED_TITLE, useGuardedForm } from "./use-guarded-form";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const KEY = "test-form";

function NameForm({ storageKey }: { storageKey?: string }) {
  const form = useGuardedForm({
    initialValues: { name: "Ann" },
    ...(storageKey ? { storageKey } : {}),
  });
  return (
    <form onSubmit={form.onSubmit((values) => form.markSaved(values))}>
      <UnsavedMark isChanged={form.isChanged} />
      <TextInput label="Name" {...form.getInputProps("name")} />
      <Button type="submit">Save</Button>
      <Link to={"/elsewhere" as never}>Elsewhere</Link>
    </form>
  );
}

function renderForm(storageKey?: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const formRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: "/",
    component: () => <NameForm {...(storageKey ? { storageKey } : {})} />,
  });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: "/elsewhere",
    component: () => <p>Another screen</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([formRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(
    <AppProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const type = async (text: string) =>
  fireEvent.change(await screen.findByLabelText("Name"), { target: { value: text } });

describe("useGuardedForm", () => {
  it("marks typed values and asks before leaving; Stay keeps the text", async () => {
    const router = renderForm();
    await type("Ann Bell");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByText(UNSAVED_TITLE, { selector: "h2" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ann Bell");
  });

  it("typing the saved value back is no change: the navigation does not ask", async () => {
    const router = renderForm();
    await type("Ann Bell");
    await type("Ann");
    expect(screen.queryByText("Unsaved changes")).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByText("Another screen")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("after a save the typed values are the saved ones: no mark, no question", async () => {
    renderForm();
    await type("Ann Bell");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByText("Unsaved changes")).toBeNull());
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByText("Another screen")).toBeTruthy();
  });

  it("with a storage key, a half-typed form survives a reload and is dropped once left", async () => {
    renderForm(KEY);
    await type("Ann Be");
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? "{}")).toEqual({ name: "Ann Be" });
    // A reload: the page is gone without unmounting; a fresh app reads the kept copy.
    const kept = window.localStorage.getItem(KEY) ?? "";
    cleanup();
    window.localStorage.setItem(KEY, kept);
    renderForm(KEY);
    await waitFor(() => expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ann Be"));
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    fireEvent.click(await screen.findByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByText("Another screen")).toBeTruthy();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
