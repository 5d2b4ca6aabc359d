// The label preview: the title on two lines broken between words, the grade like the grade view, the
// certification number, and what the label leaves out (no year, no publisher).
import type { TComic } from "@gbo/contracts/orders";
import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { comic as comicSummary, ORDER_ID } from "../../orders/test-fixtures";
import { LabelCard } from "./labels-view";

function labelComic(overrides: Partial<TComic> = {}): TComic {
  return {
    ...comicSummary("001", { status: "Labels" }),
    orderId: ORDER_ID,
    year: "1964",
    multiYear: false,
    noYear: false,
    noPublisher: false,
    signees: [{ line1: "Stan Lee", line2: "Writer" }],
    keyComments: ["1st appearance of the Sinister Six"],
    ...overrides,
  } as TComic;
}

const show = (comic: TComic) =>
  render(
    <MantineProvider>
      <LabelCard comic={comic} />
    </MantineProvider>,
  );

describe("LabelCard", () => {
  it("prints a long title on two lines, the grade, category and certification number", () => {
    const { container } = show(
      labelComic({
        title: "The Amazing Spider-Man Annual Special Edition",
        issue: "1",
        displayYear: "1964",
        publisher: "Marvel",
        grade: 9.4,
        category: "Verified",
      }),
    );
    const line = (n: number) => container.querySelector(`[data-label-line="${n}"]`)?.textContent;
    expect(line(1)).toBe("The Amazing Spider-Man Annual");
    expect(line(2)).toBe("Special Edition");
    expect(container.querySelector("[data-label-grade]")?.textContent).toBe("9.4");
    expect(container.querySelector("[data-label-category]")?.textContent).toBe("Verified");
    expect(container.querySelector("[data-label-facts]")?.textContent).toBe("#1  ·  1964  ·  Marvel");
    expect(container.querySelector('[data-label-field="Cert #"]')?.textContent).toBe(`${ORDER_ID}-001`);
    expect(container.querySelector('[data-label-field="Signed by"]')?.textContent).toBe("Stan Lee (Writer)");
  });

  it("leaves out the year and publisher the comic says it has none of, and warns without a grade", () => {
    const { container } = show(
      labelComic({
        title: "Saga",
        issue: "12",
        displayYear: "2013",
        noYear: true,
        publisher: "Image",
        noPublisher: true,
        grade: null,
      }),
    );
    expect(container.querySelector("[data-label-facts]")?.textContent).toBe("#12");
    expect(container.querySelector('[data-label-line="1"]')?.textContent).toBe("Saga");
    expect(container.querySelector('[data-label-line="2"]')?.textContent).toBe("");
    expect(screen.getByText("This comic has no grade yet: the label would print without one.")).toBeTruthy();
  });
});
