import type { TRates } from "@gbo/contracts/catalog";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RateSelect } from "./rate-select";

const rate = { baseCost: 3375, additionalCost: 0, handlingCost: 500, insuranceCost: 0, totalCost: 3875 };
const RATES: TRates = {
  country: "US",
  version: 5,
  from: "2025-03-09",
  rates: [
    { ...rate, id: "ground", name: "Ground", sh: 3375, handling: 500 },
    { ...rate, id: "old", name: "Older S&H", sh: 3875, handling: 0 },
  ],
};

describe("the draft's rate menu (issue 30 §9)", () => {
  it("reads each rate as the totals charge it: shipping plus handling, or one S&H amount", async () => {
    render(
      <MantineProvider>
        <RateSelect rates={RATES} isError={false} countryCode="US" value={undefined} onChange={() => {}} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getAllByLabelText("Shipping rate")[0] as HTMLElement);
    expect(await screen.findByText("Ground · $33.75 + $5.00 handling")).toBeTruthy();
    expect(screen.getByText("Older S&H · $38.75")).toBeTruthy();
    expect(screen.queryByText(/Ground · \$38\.75/)).toBeNull();
  });
});
