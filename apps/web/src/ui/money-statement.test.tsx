import type { TMoneyStatement } from "@gbo/contracts/orders";
import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MoneyStatementView } from "./money-statement";
import { theme } from "./theme";

/** 26-BILL001 as the server states it: $90 owed, $45 paid by card at submission. */
const BILL001: TMoneyStatement = {
  grandTotalParts: [{ label: "Subtotal", amount: 90, transactionId: null, at: null }],
  grandTotal: 90,
  grandTotalUnreconciled: 0,
  adjustments: [],
  total: 90,
  payments: [
    {
      kind: "atSubmission",
      label: "Card — Visa ending 4242 · at submission",
      amount: 45,
      transactionId: null,
      at: null,
    },
  ],
  paid: 45,
  balance: 45,
  unreconciled: 0,
  entryCount: 1,
};

const renderStatement = (statement: TMoneyStatement) =>
  render(
    <MantineProvider theme={theme}>
      <MoneyStatementView statement={statement} countryCode="US" />
    </MantineProvider>,
  );

describe("money statement", () => {
  it("lists the payment at submission and says Total − Paid = Balance with the server's figures", () => {
    const { container } = renderStatement(BILL001);
    const table = screen.getByRole("table", { name: "Money statement" });
    expect(
      within(table).getByRole("row", { name: /Visa ending 4242 · at submission/ }).textContent,
    ).toContain("$45.00");
    expect(container.querySelector("[data-balance-line]")?.textContent).toBe(
      "Total $90.00 − Paid $45.00 = Balance $45.00",
    );
    expect(screen.queryByText(/Does not reconcile/)).toBeNull();
  });

  it("says by how much the stored balance does not reconcile", () => {
    renderStatement({ ...BILL001, balance: 90, unreconciled: 45 });
    expect(screen.getByRole("status").textContent).toContain("Does not reconcile by $45.00");
  });
});
