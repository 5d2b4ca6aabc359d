import {
  CARD_NUMBER_INVALID,
  ERROR_DELETING_PAYMENT_METHOD,
  ERROR_UPDATING_PAYMENT_METHOD,
} from "@gbo/domain/payments";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { CUSTOMER_ID, json, owingSummary, paymentsServer, TOKENIZE_URL, visa } from "./test-fixtures";

const tokenized = () =>
  json(200, {
    token: "tok_test_1",
    type: "CreditCard",
    brand: "Visa",
    last4: "5556",
    expireMonth: 4,
    expireYear: 2040,
    bankName: null,
  });
let methods = [visa];
let tokenizeAnswer = tokenized;
let deleteAnswer = () => json(200, { items: [] });
beforeEach(() => {
  methods = [visa];
  tokenizeAnswer = tokenized;
});
const server = paymentsServer(
  () => ({ summary: owingSummary(), methods }),
  (call) => {
    if (call.method === "POST" && call.path === TOKENIZE_URL) return tokenizeAnswer();
    if (call.method === "POST" && call.path === `/api/users/${CUSTOMER_ID}/paymethod`) {
      const added = { ...visa, id: 9, displayName: "Visa ending 1881", cardNumber: "1881" };
      methods = [...methods, added];
      return json(200, added);
    }
    if (call.method === "DELETE") return deleteAnswer();
    return undefined;
  },
);

async function openPanel() {
  server.open(["billing"]);
  fireEvent.click(await screen.findByRole("button", { name: "More" }, { timeout: 5000 }));
  fireEvent.click(await screen.findByRole("menuitem", { name: "Payment methods" }));
  const drawer = await screen.findByRole("dialog", { name: /Payment methods — Elizabeth Jackson/ });
  await within(drawer).findByText("Visa ending 4242");
  return drawer;
}

const field = (scope: HTMLElement, label: string) =>
  within(scope).getByRole("textbox", { name: label }) as HTMLInputElement;

async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.click(within(scope).getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option, hidden: true }));
}

function fillCard(drawer: HTMLElement, number: string) {
  fireEvent.change(field(drawer, "Card number"), { target: { value: number } });
  fireEvent.change(field(drawer, "Card code"), { target: { value: "123" } });
}

const thisYear = new Date().getUTCFullYear();

describe("payment methods panel", () => {
  it("lists the customer's methods with brand, last four and expiry", async () => {
    methods = [
      visa,
      {
        ...visa,
        id: 3,
        displayName: "Old Amex",
        brand: "Amex",
        cardNumber: "0005",
        expireYear: 2020,
        isExpired: true,
      },
    ];
    const drawer = await openPanel();
    expect(within(drawer).getByText("•••• 4242")).toBeTruthy();
    expect(within(drawer).getByText("expires 04/2040")).toBeTruthy();
    const old = within(drawer).getByText("Old Amex").closest("[data-pay-method]") as HTMLElement;
    expect(within(old).getByText("Expired")).toBeTruthy();
    expect(within(drawer).getByRole("button", { name: "Delete Old Amex" })).toBeTruthy();
  });

  it("offers expiry years from this year for 20 years", async () => {
    const drawer = await openPanel();
    const box = within(drawer).getByRole("combobox", { name: "Expiry year" });
    fireEvent.click(box);
    const list = await waitFor(
      () => document.getElementById(box.getAttribute("aria-controls") ?? "") as HTMLElement,
    );
    const years = within(list)
      .getAllByRole("option", { hidden: true })
      .map((option) => option.textContent);
    expect(years).toEqual(Array.from({ length: 20 }, (_, i) => String(thisYear + i)));
  });

  it("empties the fields when the type changes on the new record", async () => {
    const drawer = await openPanel();
    fillCard(drawer, "4242 4242 4242 4242");
    fireEvent.click(within(drawer).getByRole("radio", { name: "Bank account" }));
    fireEvent.change(field(drawer, "Bank name"), { target: { value: "Chase" } });
    fireEvent.click(within(drawer).getByRole("radio", { name: "Credit card" }));
    expect(field(drawer, "Card number").value).toBe("");
    expect(field(drawer, "Card code").value).toBe("");
    fireEvent.click(within(drawer).getByRole("radio", { name: "Bank account" }));
    expect(field(drawer, "Bank name").value).toBe("");
  });

  it("refuses a card number failing the Luhn check without sending anything", async () => {
    const drawer = await openPanel();
    fillCard(drawer, "4242 4242 4242 4241");
    await choose(drawer, "Expiry month", "04");
    await choose(drawer, "Expiry year", String(thisYear + 2));
    const before = server.calls.length;
    fireEvent.click(within(drawer).getByRole("button", { name: "Save payment method" }));
    expect((await within(drawer).findAllByText(CARD_NUMBER_INVALID)).length).toBeGreaterThan(0);
    expect(server.calls.slice(before).filter((call) => call.method === "POST")).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(field(drawer, "Card number")));
  });

  it("sends the card only to the tokenizer, stores the token, and clears the form", async () => {
    const drawer = await openPanel();
    fillCard(drawer, "4000 0566 5566 5556");
    await choose(drawer, "Expiry month", "04");
    await choose(drawer, "Expiry year", String(thisYear + 2));
    fireEvent.click(within(drawer).getByRole("button", { name: "Save payment method" }));
    expect(await within(drawer).findByText("Visa ending 1881")).toBeTruthy();

    const posts = server.writes();
    expect(posts.map((call) => call.path)).toEqual([TOKENIZE_URL, `/api/users/${CUSTOMER_ID}/paymethod`]);
    expect(posts[0]?.body).toEqual({
      type: "CreditCard",
      cardNumber: "4000 0566 5566 5556",
      cardCode: "123",
      expireMonth: 4,
      expireYear: thisYear + 2,
    });
    expect(posts[1]?.body).toEqual({ token: "tok_test_1" });
    // The number and code went nowhere else: not in an address, another call, or the browser's storage.
    const elsewhere = JSON.stringify([server.calls.map((c) => c.url), posts.slice(1), { ...localStorage }]);
    expect(elsewhere).not.toMatch(/5556|4000 ?0566/);
    expect(field(drawer, "Card number").value).toBe("");
    expect(field(drawer, "Card code").value).toBe("");
  });

  it("shows 'Error updating payment method' with the server's messages", async () => {
    methods = [visa];
    tokenizeAnswer = () =>
      json(400, {
        message: ERROR_UPDATING_PAYMENT_METHOD,
        modelState: { "model.cardNumber": ["The card number is not valid."] },
      });
    const drawer = await openPanel();
    fillCard(drawer, "4242 4242 4242 4242");
    await choose(drawer, "Expiry month", "04");
    await choose(drawer, "Expiry year", String(thisYear + 2));
    fireEvent.click(within(drawer).getByRole("button", { name: "Save payment method" }));
    const alert = await within(drawer).findByText(ERROR_UPDATING_PAYMENT_METHOD);
    expect(alert.closest("[role=alert]")?.textContent).toContain("The card number is not valid.");
    expect(server.writes().map((call) => call.path)).toEqual([TOKENIZE_URL]);
  });

  it("deletes a method only after confirmation, and says 'Error deleting payment method' when refused", async () => {
    deleteAnswer = () =>
      json(400, {
        message: ERROR_DELETING_PAYMENT_METHOD,
        modelState: { "params.payMethodId": ["Payment method not found."] },
      });
    const drawer = await openPanel();
    fireEvent.click(within(drawer).getByRole("button", { name: "Delete Visa ending 4242" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete payment method" });
    expect(server.writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(ERROR_DELETING_PAYMENT_METHOD)).toBeTruthy();
    expect(screen.getByText("Payment method not found.")).toBeTruthy();
    expect(server.writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      `DELETE /api/users/${CUSTOMER_ID}/paymethod/1`,
    ]);
  });
});
