import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { renderApp, worker } from "../../test/render-app";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  identityStore.clear();
  vi.restoreAllMocks();
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const row = (id: number, lastName: string, email: string) => ({
  id,
  firstName: "Ann",
  lastName,
  email,
  phone: "5551234567",
  membership: "Basic",
});
const page = (rows: unknown[]) => ({ rows, start: 0, limit: 10, total: rows.length });

const PROFILE = {
  member: {
    id: 5,
    firstName: "Ann",
    lastName: "Bell",
    email: "ann@example.test",
    phone: "5551234567",
    membership: "Basic",
    discount: 0,
    pressingDiscount: 0,
    vspDiscount: 0,
    fedExAccount: "",
    upsAccount: "",
    dhlAccount: "",
    defaultSalesRep: null,
    isWelcomePromo: false,
    createdAt: "2026-01-02T10:00:00.000Z",
    version: 3,
  },
  addresses: [
    {
      id: 9,
      userId: 5,
      country: "US",
      stateProvince: "NY",
      line1: "1 Main St",
      line2: null,
      city: "Albany",
      zipPostal: "12207",
      firstName: null,
      lastName: null,
      displayName: null,
      isDefault: true,
    },
  ],
  payMethods: [],
  rewards: { available: 4, original: 5, applied: 1 },
  summary: {
    orderCount: 2,
    openOrders: 1,
    totalsSpent: [
      { countryCode: "US", cents: 12_500 },
      { countryCode: "CA", cents: 4_000 },
    ],
  },
  version: 3,
};

type Answer = (init: RequestInit | undefined) => Response;

function serve(answers: Record<string, Answer>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const method = init?.method ?? "GET";
    const path = decodeURIComponent(new URL(String(input), "http://localhost").pathname);
    const answer = answers[`${method} ${path}`];
    return answer ? answer(init) : json(404, { message: "Not found." });
  });
}

const posts = (mock: ReturnType<typeof serve>, path: string) =>
  mock.mock.calls.filter(([input, init]) => init?.method === "POST" && String(input) === path);

describe("customer list", () => {
  it("runs the name and e-mail searches (10 each) and shows each customer once", async () => {
    const mock = serve({
      "GET /api/users/name/bel/10": () =>
        json(200, page([row(1, "Bell", "a@x.test"), row(2, "Belt", "b@x.test")])),
      "GET /api/users/email/bel/10": () =>
        json(200, page([row(2, "Belt", "b@x.test"), row(3, "Zed", "bel@x.test")])),
    });
    stop = renderApp("/users?search=bel", worker(["worker"])).stopWatching;
    const table = await screen.findByRole("table", { name: "Customers" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    expect(within(table).getAllByText("(555) 123-4567").length).toBeGreaterThan(0);
    expect(mock.mock.calls.map(([input]) => String(input))).toEqual(
      expect.arrayContaining(["/api/users/name/bel/10", "/api/users/email/bel/10"]),
    );
  });

  it("says when a search found more than it shows (issue 30 §9: it stopped at 10 silently)", async () => {
    const ten = Array.from({ length: 10 }, (_, i) => row(i + 1, `Garcia${i}`, `g${i}@x.test`));
    serve({
      "GET /api/users/name/garcia/10": () => json(200, { ...page(ten), total: 11 }),
      "GET /api/users/email/garcia/10": () => json(200, page([])),
    });
    stop = renderApp("/users?search=garcia", worker(["worker"])).stopWatching;
    const table = await screen.findByRole("table", { name: "Customers" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(11));
    expect(screen.getByText(/Showing the first 10 matches by name and by e-mail/)).toBeTruthy();
  });

  it("prefills the add dialog with the search text as an e-mail or as a last name", async () => {
    serve({
      "GET /api/users/name/ann@x.test/10": () => json(200, page([])),
      "GET /api/users/email/ann@x.test/10": () => json(200, page([])),
    });
    stop = renderApp("/users?search=ann@x.test", worker(["user"])).stopWatching;
    await screen.findByText("No customers match.");
    fireEvent.click(screen.getByRole("button", { name: "Add customer" }));
    const dialog = await screen.findByRole("dialog");
    expect((within(dialog).getByLabelText(/E-mail/) as HTMLInputElement).value).toBe("ann@x.test");
    expect((within(dialog).getByLabelText(/Last name/) as HTMLInputElement).value).toBe("");
  });

  it("/users/new is the list with the add dialog open; closing it leaves /users", async () => {
    serve({});
    const app = renderApp("/users/new", worker(["user"]));
    stop = app.stopWatching;
    const dialog = await screen.findByRole("dialog", { name: "Add customer" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/users"));
  });

  it("a refused add shows 'Error adding user' and marks the e-mail", async () => {
    serve({
      "GET /api/users/name/Bell/10": () => json(200, page([])),
      "GET /api/users/email/Bell/10": () => json(200, page([])),
      "POST /api/users": () =>
        json(400, { message: "Error adding user", modelState: { "model.email": ["Already used."] } }),
    });
    stop = renderApp("/users?search=Bell", worker(["user"])).stopWatching;
    await screen.findByText("No customers match.");
    fireEvent.click(screen.getByRole("button", { name: "Add customer" }));
    const dialog = await screen.findByRole("dialog");
    expect((within(dialog).getByLabelText(/Last name/) as HTMLInputElement).value).toBe("Bell");
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: "a@b.test" } });
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: "Ann" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add customer" }));
    expect(await within(dialog).findByText("Error adding user")).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/E-mail/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
  });
});

describe("customer detail", () => {
  it("/users/{id} opens the summary with the phone formatted and the figures", async () => {
    serve({ "GET /api/users/5": () => json(200, PROFILE) });
    const app = renderApp("/users/5", worker(["worker"]));
    stop = app.stopWatching;
    expect(await screen.findByText("(555) 123-4567", {}, { timeout: 5000 })).toBeTruthy();
    expect(app.location().pathname).toBe("/users/5/summary");
    // Each currency's own total, never their sum ($165.00).
    expect(screen.getByText("$125.00")).toBeTruthy();
    expect(screen.getByText("CA$40.00")).toBeTruthy();
    expect(screen.queryByText("$165.00")).toBeNull();
    // Nine tabs (E-mails, issue 33, among them): Payments needs a payment-method claim (issue 27), which a worker claim is not.
    expect(screen.getAllByRole("tab")).toHaveLength(9);
    expect(screen.queryByRole("tab", { name: "Payments" })).toBeNull();
  });

  it("offers Payments only to a payment-method claim; without one its address opens the summary", async () => {
    const mock = serve({
      "GET /api/users/5": () => json(200, PROFILE),
      "GET /api/users/5/paymethod": () => json(200, { items: [] }),
    });
    const clerk = renderApp("/users/5/payments", worker(["user"]));
    await waitFor(() => expect(clerk.location().pathname).toBe("/users/5/summary"), { timeout: 5000 });
    expect(await screen.findByText("(555) 123-4567")).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Payments" })).toBeNull();
    expect(screen.queryByText("You do not have permission to do this.")).toBeNull();
    expect(mock.mock.calls.some(([input]) => String(input).includes("/paymethod"))).toBe(false);
    clerk.stopWatching();
    identityStore.clear();

    const manager = renderApp("/users/5/payments", worker(["user", "manage"]));
    stop = manager.stopWatching;
    expect(await screen.findByRole("tab", { name: "Payments" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole("tab")).toHaveLength(10);
    expect(manager.location().pathname).toBe("/users/5/payments");
    await waitFor(() =>
      expect(mock.mock.calls.some(([input]) => String(input).includes("/api/users/5/paymethod"))).toBe(true),
    );
  });

  it("membership: Dealer fills 15/10/50; a Dealer without a discount is refused before sending", async () => {
    const mock = serve({
      "GET /api/users/5": () => json(200, PROFILE),
      "GET /api/salesmanager/": () => json(200, { rows: [], page: 1, pageSize: 100, total: 0 }),
      "POST /api/users/5": () =>
        json(200, { message: "Member information updated successfully.", profile: PROFILE }),
    });
    stop = renderApp("/users/5/membership", worker(["user"])).stopWatching;
    fireEvent.click(await screen.findByRole("combobox", { name: "Membership" }));
    fireEvent.click(await screen.findByRole("option", { name: "Dealer", hidden: true }));
    const discount = screen.getByRole("textbox", { name: "Discount %" }) as HTMLInputElement;
    await waitFor(() => expect(discount.value).toBe("15"));
    expect((screen.getByRole("textbox", { name: "VSP discount %" }) as HTMLInputElement).value).toBe("50");
    fireEvent.change(discount, { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error updating profile")).toBeTruthy();
    expect(screen.getAllByText("A Dealer needs a discount above 0.").length).toBeGreaterThan(0);
    expect(posts(mock, "/api/users/5")).toHaveLength(0);
    fireEvent.change(discount, { target: { value: "20" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posts(mock, "/api/users/5")).toHaveLength(1));
    const body = JSON.parse(String(posts(mock, "/api/users/5")[0]?.[1]?.body));
    expect(body).toMatchObject({
      membership: "Dealer",
      discount: 20,
      pressingDiscount: 10,
      vspDiscount: 50,
      version: 3,
    });
    expect(await screen.findByText("Member information updated successfully.")).toBeTruthy();
  });

  it("a failed load goes back to the list", async () => {
    serve({});
    const app = renderApp("/users/77/summary", worker(["user"]));
    stop = app.stopWatching;
    await waitFor(() => expect(app.location().pathname).toBe("/users"));
  });

  it("address book: deletes only after 'Yes'; a Canadian address needs a province before sending", async () => {
    const second = { ...PROFILE.addresses[0], id: 10, line1: "2 Side St", isDefault: false };
    const twoAddresses = { ...PROFILE, addresses: [...PROFILE.addresses, second] };
    const mock = serve({
      "GET /api/users/5": () => json(200, twoAddresses),
      "DELETE /api/users/5/address/10": () => json(200, { message: "Address deleted.", profile: PROFILE }),
    });
    stop = renderApp("/users/5/addressbook", worker(["user"])).stopWatching;
    expect(await screen.findByText(/2 Side St/, {}, { timeout: 5000 })).toBeTruthy();
    // The default address offers no Delete while another exists.
    expect(screen.getAllByRole("button", { name: "Delete" })).toHaveLength(1);
    const deletes = () => mock.mock.calls.filter(([, init]) => init?.method === "DELETE");
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "No, cancel" }));
    expect(deletes()).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(String(deletes()[0]?.[0])).toBe("/api/users/5/address/10?version=3");

    fireEvent.click(await screen.findByRole("button", { name: "Add address" }));
    const dialog = await screen.findByRole("dialog", { name: "Add address" });
    fireEvent.change(within(dialog).getByLabelText(/Address line 1/), { target: { value: "1 King St" } });
    fireEvent.change(within(dialog).getByLabelText(/City/), { target: { value: "Toronto" } });
    fireEvent.change(within(dialog).getByLabelText(/Zip/), { target: { value: "M5H" } });
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Country" }));
    fireEvent.click(await screen.findByRole("option", { name: "Canada", hidden: true }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save address" }));
    expect(await within(dialog).findByText("Error updating address")).toBeTruthy();
    expect(within(dialog).getAllByText("Canada needs a province.").length).toBeGreaterThan(0);
    expect(posts(mock, "/api/users/5/address")).toHaveLength(0);
  });
});
