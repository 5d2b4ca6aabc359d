// The label preview: the title on two lines broken between words, the grade like the grade view, the
// certification number, and what the label leaves out (no year, no publisher); for a labels worker the
// label's PDF and a relabel with its reason, each PDF opened in a new tab.
import type { TComic, TLogEntry } from "@gbo/contracts/orders";
import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../app-providers";
import { identityStore } from "../../../auth/session";
import { comic as comicSummary, ORDER_ID } from "../../../test/order-fixtures";
import { worker } from "../../../test/render-app";
import { ComicHistoryPanel } from "../components/comic-history-panel";
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

describe("LabelCard actions", () => {
  type Call = { method: string; path: string; body: unknown };
  let calls: Call[] = [];
  let tab: {
    document: Document;
    location: { href: string };
    closed: boolean;
    close: () => void;
    opener: unknown;
  };

  /** The order log as the server keeps it: the relabel is written when the relabel call is made. */
  let log: TLogEntry[] = [];
  const logEntry = (id: number, description: string): TLogEntry => ({
    id,
    orderId: ORDER_ID,
    type: "Labels",
    tierId: "SO",
    comicId: "001",
    description,
    fromStatus: null,
    toStatus: null,
    author: "Label worker",
    date: `2026-11-2${id}T10:00:00Z`,
  });

  function setUp({ withHistory = false } = {}) {
    calls = [];
    log = [logEntry(1, "Label printed")];
    identityStore.set(worker(["labels"]));
    vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
      const url = new URL(String(input), "http://localhost");
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method: init?.method ?? "GET", path: `${url.pathname}${url.search}`, body });
      if (url.pathname.startsWith("/api/test/getlabel/") || url.pathname === "/api/orders/labels") {
        return new Response(new Blob(["%PDF-1.3 label"]), { headers: { "Content-Type": "application/pdf" } });
      }
      if (url.pathname === `/api/orders/${ORDER_ID}/log`) {
        return new Response(JSON.stringify(log), { headers: { "Content-Type": "application/json" } });
      }
      if (url.pathname === `/api/orders/${ORDER_ID}/relabel/001`) {
        log = [...log, logEntry(2, "Relabel printed (Label torn)")];
        return new Response(JSON.stringify({ pdfName: "relabel-26-1.pdf", totalPages: 1, labels: 1 }), {
          headers: { "Content-Type": "application/json" },
        });
      }
      return new Response(JSON.stringify({ message: "Not found." }), { status: 404 });
    });
    tab = {
      document: document.implementation.createHTMLDocument("blank"),
      location: { href: "about:blank" },
      closed: false,
      close: () => undefined,
      opener: window,
    };
    vi.spyOn(window, "open").mockImplementation(() => tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => "blob:http://localhost/label-1");
    URL.revokeObjectURL = vi.fn();
    return render(
      <AppProviders queryClient={new QueryClient()}>
        <LabelCard comic={labelComic({ grade: 9.4 })} />
        {withHistory ? <ComicHistoryPanel comic={labelComic({ grade: 9.4 })} /> : null}
      </AppProviders>,
    );
  }

  afterEach(() => {
    notifications.clean();
    identityStore.clear();
  });

  it("opens the comic's label PDF in a new tab", async () => {
    setUp();
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(tab.location.href).toBe("blob:http://localhost/label-1"));
    expect(calls).toEqual([
      { method: "GET", path: `/api/test/getlabel/${ORDER_ID}-001/relabel/false/false`, body: undefined },
    ]);
    expect(screen.getByRole("button", { name: "Print label" })).toBeTruthy();
  });

  it("relabels with the reason given and opens the PDF the relabel answered", async () => {
    setUp();
    fireEvent.click(screen.getByRole("button", { name: "Relabel" }));
    fireEvent.change(await screen.findByLabelText("Reason (optional)"), { target: { value: "Label torn" } });
    const form = screen.getByRole("form", { name: `Relabel ${ORDER_ID}-001` });
    fireEvent.click(within(form).getByRole("button", { name: "Relabel" }));
    await waitFor(() => expect(tab.location.href).toBe("blob:http://localhost/label-1"));
    expect(calls).toEqual([
      {
        method: "POST",
        path: `/api/orders/${ORDER_ID}/relabel/001`,
        body: { reason: "Label torn", oldLabels: false },
      },
      { method: "GET", path: "/api/orders/labels?name=relabel-26-1.pdf", body: undefined },
    ]);
  });

  it("shows the relabel in the comic's history without a reload", async () => {
    setUp({ withHistory: true });
    const history = await screen.findByRole("region", { name: "History" });
    await within(history).findByText("Label printed");
    fireEvent.click(screen.getByRole("button", { name: "Relabel" }));
    fireEvent.change(await screen.findByLabelText("Reason (optional)"), { target: { value: "Label torn" } });
    const form = screen.getByRole("form", { name: `Relabel ${ORDER_ID}-001` });
    fireEvent.click(within(form).getByRole("button", { name: "Relabel" }));
    expect(await within(history).findByText("Relabel printed (Label torn)")).toBeTruthy();
  });

  it("offers no label actions to a worker without the labels claim", () => {
    identityStore.set(worker(["grade"]));
    show(labelComic({ grade: 9.4 }));
    expect(screen.queryByRole("button", { name: "Relabel" })).toBeNull();
    identityStore.clear();
  });
});
