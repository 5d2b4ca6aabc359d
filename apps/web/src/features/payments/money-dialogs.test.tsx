import { AMOUNT_NOT_LESS_THAN_ONE } from "@gbo/domain/messages";
import { refundAboveLeft, SAME_PAYMENT_METHOD_TWICE } from "@gbo/domain/workflow";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  json,
  mastercard,
  moneyResult,
  ORDER_ID,
  owingSummary,
  paymentState,
  paymentsServer,
  visa,
} from "./test-fixtures";

let summary = owingSummary();
const payments = [
  paymentState(),
  paymentState({
    transactionId: 32,
    transType: "CASH",
    description: "Cash at the counter",
    amount: 20,
    refundable: 20,
    canVoid: false,
    canRefundAtGateway: false,
  }),
];
let answer: (path: string) => Response | undefined = () => undefined;
beforeEach(() => {
  summary = owingSummary();
  answer = () => undefined;
});
const server = paymentsServer(
  () => ({ summary, methods: [visa, mastercard], payments }),
  (call) => (call.method === "POST" ? answer(call.path) : undefined),
);

async function openMenuItem(claims: string[], item: string) {
  server.open(claims);
  fireEvent.click(await screen.findByRole("button", { name: "More" }, { timeout: 5000 }));
  fireEvent.click(await screen.findByRole("menuitem", { name: item }));
}

async function openCharge() {
  await openMenuItem(["billing"], "Charge balance");
  const dialog = await screen.findByRole("dialog", { name: `Charge balance — ${ORDER_ID}` });
  await within(dialog).findByRole("combobox", { name: "Payment method" });
  return dialog;
}

const amountField = (dialog: HTMLElement, label = "Amount") =>
  within(dialog).getByRole("textbox", { name: label });

async function choose(dialog: HTMLElement, label: string, option: RegExp) {
  const box = within(dialog).getByRole("combobox", { name: label });
  fireEvent.click(box);
  const list = await waitFor(
    () => document.getElementById(box.getAttribute("aria-controls") ?? "") as HTMLElement,
  );
  fireEvent.click(within(list).getByRole("option", { name: option, hidden: true }));
}

describe("charge balance", () => {
  it("starts at the balance and refuses an amount below 1 without sending", async () => {
    const dialog = await openCharge();
    expect((amountField(dialog) as HTMLInputElement).value).toBe("$120.00");
    fireEvent.change(amountField(dialog), { target: { value: "0.50" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect((await within(dialog).findAllByText(AMOUNT_NOT_LESS_THAN_ONE)).length).toBeGreaterThan(0);
    expect(server.writes()).toEqual([]);
  });

  it("splits across two different methods at most, asks first, then shows each outcome", async () => {
    answer = (path) =>
      path === "/api/orders/charge"
        ? json(
            200,
            moneyResult({
              outcomes: [
                {
                  payMethodId: 1,
                  amount: 70,
                  success: true,
                  message: "Approved",
                  transactionId: 40,
                  authId: "A1",
                  refId: "R1",
                  authPaymentId: "P1",
                },
                {
                  payMethodId: 2,
                  amount: 50,
                  success: false,
                  message: "Your card was declined.",
                  transactionId: null,
                  authId: null,
                  refId: null,
                  authPaymentId: null,
                },
              ],
            }),
          )
        : undefined;
    const dialog = await openCharge();
    // Issue 29: the first method's own amount is 70; the second is offered the 50 the balance has left.
    fireEvent.change(amountField(dialog), { target: { value: "70" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Split across a second method" }));
    // Two at most: the offer of another line is gone.
    expect(within(dialog).queryByRole("button", { name: "Split across a second method" })).toBeNull();
    expect((amountField(dialog, "First amount") as HTMLInputElement).value).toBe("$70.00");
    expect((amountField(dialog, "Second amount") as HTMLInputElement).value).toBe("$50.00");
    expect(dialog.textContent).toContain(
      "Charge $70.00 to Visa ending 4242 and $50.00 to Mastercard ending 4444: $120.00 in all.",
    );
    await choose(dialog, "Second payment method", /Visa ending 4242/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect((await within(dialog).findAllByText(SAME_PAYMENT_METHOD_TWICE)).length).toBeGreaterThan(0);

    await choose(dialog, "Second payment method", /Mastercard ending 4444/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    const review = await within(dialog).findByRole("table", { name: "Charges to make" });
    expect(review.textContent).toContain("Visa ending 4242$70.00");
    expect(review.textContent).toContain("Mastercard ending 4444$50.00");
    expect(server.writes()).toEqual([]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Charge $120.00" }));
    const outcomes = await within(dialog).findByRole("table", { name: "Charge outcomes" });
    expect(within(outcomes).getByText("Approved")).toBeTruthy();
    expect(within(outcomes).getByText("Your card was declined.")).toBeTruthy();
    const [sent] = server.writes();
    expect(sent?.body).toMatchObject({
      orderId: ORDER_ID,
      payments: [
        { payMethodId: 1, amount: 70 },
        { payMethodId: 2, amount: 50 },
      ],
      version: 4,
    });
  });

  it("re-sends the very same request (key and version) after a lost answer", async () => {
    let attempts = 0;
    answer = (path) => {
      if (path !== "/api/orders/charge") return undefined;
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch");
      return json(200, moneyResult({ outcomes: [] }));
    };
    const dialog = await openCharge();
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Charge $120.00" }));
    expect(await within(dialog).findByText(/may or may not have gone through/)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Back" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    const [first, second] = server.writes();
    expect(second?.body).toEqual(first?.body);
    expect(first?.body).toMatchObject({ idempotencyKey: expect.stringMatching(/.{8,}/) });
  });

  it("shows a Canadian order's money in CA$", async () => {
    summary = owingSummary({ countryCode: "CA", currency: "CA$" });
    const dialog = await openCharge();
    expect((amountField(dialog) as HTMLInputElement).value).toBe("CA$120.00");
    expect(within(dialog).getByText("CA$120.00")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByRole("button", { name: "Charge CA$120.00" })).toBeTruthy();
  });

  it("offers neither charge nor refund on a cancelled order", async () => {
    summary = owingSummary({ status: "Cancelled" });
    server.open(["billing", "refund"]);
    fireEvent.click(await screen.findByRole("button", { name: "More" }, { timeout: 5000 }));
    await screen.findByRole("menuitem", { name: "Payment methods" });
    expect(screen.queryByRole("menuitem", { name: "Charge balance" })).toBeNull();
    expect(screen.queryByRole("menuitem", { name: "Refund" })).toBeNull();
  });

  it("offers a refund but no charge when nothing is owed", async () => {
    summary = { ...owingSummary(), statement: { ...owingSummary().statement, balance: 0 } };
    server.open(["billing", "refund"]);
    fireEvent.click(await screen.findByRole("button", { name: "More" }, { timeout: 5000 }));
    expect(await screen.findByRole("menuitem", { name: "Refund" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Charge balance" })).toBeNull();
  });
});

describe("refund and void", () => {
  async function openTransactions(claims: string[]) {
    server.open(claims);
    fireEvent.click(await screen.findByRole("radio", { name: /Transactions/ }, { timeout: 5000 }));
    return screen.findByRole("table", { name: "Transactions" });
  }

  it("refunds part of one payment after confirmation, never more than it has left", async () => {
    answer = (path) =>
      path === "/api/orders/refund" ? json(200, moneyResult({ message: "Refund recorded." })) : undefined;
    const table = await openTransactions(["billing", "refund"]);
    fireEvent.click(await within(table).findByRole("button", { name: /Refund \$75\.00/ }));
    const dialog = await screen.findByRole("dialog", { name: "Refund payment" });
    fireEvent.change(amountField(dialog), { target: { value: "80" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect((await within(dialog).findAllByText(refundAboveLeft(7500, "US"))).length).toBeGreaterThan(0);
    fireEvent.change(amountField(dialog), { target: { value: "30" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    const confirm = await within(dialog).findByRole("button", { name: "Refund $30.00" });
    // Like the void's confirmation, the refund's says what happens to the balance ($120 owed).
    expect(dialog.textContent).toContain("The order's balance goes up by $30.00, to $150.00.");
    fireEvent.click(confirm);
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toMatchObject({
      orderId: ORDER_ID,
      transactionId: 31,
      amount: 30,
      version: 4,
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Refund payment" })).toBeNull());
  });

  it("offers no refund without the refund claim, and void only on an unsettled charge", async () => {
    const table = await openTransactions(["billing"]);
    expect(await within(table).findByRole("button", { name: /Void \$75\.00/ })).toBeTruthy();
    expect(within(table).queryByRole("button", { name: /Refund/ })).toBeNull();
    expect(within(table).queryByRole("button", { name: /Void \$20\.00/ })).toBeNull();
  });

  it("voids after confirmation and shows the server's exceptionMessage when refused", async () => {
    answer = (path) =>
      path === "/api/orders/void"
        ? json(400, {
            message: "Bad request",
            exceptionMessage: "This charge has settled and can no longer be voided. Refund it instead.",
          })
        : undefined;
    const table = await openTransactions(["billing"]);
    fireEvent.click(await within(table).findByRole("button", { name: /Void \$75\.00/ }));
    const confirm = await screen.findByRole("dialog", { name: "Void charge" });
    expect(server.writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole("button", { name: "Void charge" }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(
      await screen.findByText("This charge has settled and can no longer be voided. Refund it instead."),
    ).toBeTruthy();
    expect(server.writes()[0]?.body).toMatchObject({ orderId: ORDER_ID, transactionId: 31, version: 4 });
  });
});
