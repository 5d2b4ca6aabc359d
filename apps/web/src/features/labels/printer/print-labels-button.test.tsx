// PrintLabelsButton against the fake label service: the LabelWriter offered first, the labels printed
// as a label set and the job followed to "finished"; 'No Raw Labels to print' without labels; 'No Label
// Printer Found' with the PDF hint when nothing answers. The label proof: an SVG image with its barcode.
import type { TLabelText } from "@gbo/contracts/labels";
import { NO_LABEL_PRINTER_FOUND, NO_RAW_LABELS_TO_PRINT } from "@gbo/domain/messages";
import { notifications } from "@mantine/notifications";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type FakeLabelService,
  LABELWRITER_TWIN_TURBO,
  startFakeLabelService,
  TAPE_PRINTER,
  trustingFetch,
} from "../../../../../../e2e/support/fake-label-service";
import { AppProviders } from "../../../app-providers";
import { identityStore } from "../../../auth/session";
import { worker } from "../../../test/render-app";
import { LabelProof } from "../proof/label-proof";
import { createLabelServiceClient, type LabelServiceClient } from "./label-service-client";
import { NO_PRINTER_HINT, PrintLabelsButton } from "./print-labels-button";

// The app's one client, here talking to the fake through a fetch that trusts its certificate.
let client: LabelServiceClient;
vi.mock("./label-service", () => ({
  labelService: () => client,
  registeredPrinterUris: async () => [],
}));

const LABEL: TLabelText = {
  titleLines: ["The Amazing Spider-Man Annual", "Special Edition"],
  issue: "#1",
  year: "1964",
  publisher: "Marvel",
  grade: "9.4",
  category: "Verified",
  colour: "signature",
  pageQuality: "White",
  signees: ["Stan Lee (Writer)"],
  keyComments: ["1st appearance of the Sinister Six"],
  certification: "26-LABL006-001",
};

const HOST = "127.0.0.2";
let fake: FakeLabelService;
beforeAll(async () => {
  fake = await startFakeLabelService({ host: HOST });
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.reset();
  client = createLabelServiceClient({
    fetch: trustingFetch as typeof fetch,
    host: HOST,
    storage: null,
    pollIntervalMs: 5,
  });
  identityStore.set(worker(["labels"]));
});
afterEach(() => {
  notifications.clean();
  identityStore.clear();
});

function show(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
}

describe.sequential("PrintLabelsButton", () => {
  it("offers the connected printers, LabelWriter first, and prints until the job is finished", async () => {
    fake.state.printers = [
      TAPE_PRINTER,
      { ...TAPE_PRINTER, name: "Unplugged", isConnected: false },
      LABELWRITER_TWIN_TURBO,
    ];
    show(<PrintLabelsButton labels={[LABEL, { ...LABEL, certification: "26-LABL006-002" }]} />);
    fireEvent.click(screen.getByRole("button", { name: "Print 2 labels" }));
    const dialog = await screen.findByRole("dialog", { name: "Print on a label printer" });
    const select = await within(dialog).findByLabelText("Label printer");
    expect(select).toHaveProperty("value", LABELWRITER_TWIN_TURBO.name);

    fireEvent.click(within(dialog).getByRole("button", { name: "Print 2 labels" }));
    await waitFor(() =>
      expect(dialog.querySelector("[data-print-status]")?.getAttribute("data-print-status")).toBe("finished"),
    );
    const [job] = [...fake.state.jobs.values()];
    expect(job?.printerName).toBe(LABELWRITER_TWIN_TURBO.name);
    expect(job?.labelSetXml.match(/<LabelRecord>/g)).toHaveLength(2);
    expect(await screen.findByText("Labels printed")).toBeTruthy();
    // The Unplugged tape printer is not offered.
    fireEvent.click(select);
    expect(screen.queryByRole("option", { name: "Unplugged" })).toBeNull();
  });

  it("shows the job's status when it stops (paper out)", async () => {
    fake.state.paperOut.add(LABELWRITER_TWIN_TURBO.name);
    show(<PrintLabelsButton labels={[LABEL]} />);
    fireEvent.click(screen.getByRole("button", { name: "Print label" }));
    const dialog = await screen.findByRole("dialog", { name: "Print on a label printer" });
    await within(dialog).findByLabelText("Label printer");
    fireEvent.click(within(dialog).getByRole("button", { name: "Print label" }));
    expect(await within(dialog).findByText("The label printer stopped the job: paper out")).toBeTruthy();
  });

  it("says 'No Raw Labels to print' without labels", async () => {
    show(<PrintLabelsButton labels={[]} />);
    fireEvent.click(screen.getByRole("button", { name: "Print 0 labels" }));
    expect(await screen.findByText(NO_RAW_LABELS_TO_PRINT)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says 'No Label Printer Found', with the PDF hint, when the service has no connected printer", async () => {
    fake.state.printers = [{ ...LABELWRITER_TWIN_TURBO, isConnected: false }];
    show(<PrintLabelsButton labels={[LABEL]} />);
    fireEvent.click(screen.getByRole("button", { name: "Print label" }));
    const dialog = await screen.findByRole("dialog", { name: "Print on a label printer" });
    expect(await within(dialog).findByText(NO_LABEL_PRINTER_FOUND)).toBeTruthy();
    expect(within(dialog).getByText(NO_PRINTER_HINT)).toBeTruthy();
  });
});

describe("LabelProof", () => {
  it("draws the label as an SVG image named for it, with the Code 128 barcode and its number", () => {
    const { container } = show(<LabelProof label={LABEL} />);
    const proof = screen.getByRole("img", {
      name: /^Label proof: The Amazing Spider-Man Annual Special Edition/,
    });
    expect(proof.getAttribute("aria-label")).toContain("grade 9.4, certification 26-LABL006-001");
    const barcode = container.querySelector('[data-label-barcode="26-LABL006-001"]');
    expect(barcode?.querySelector("path")?.getAttribute("d")).toMatch(/^M\d/);
    expect(container.querySelector('[data-label-field="Cert #"]')?.textContent).toBe("26-LABL006-001");
    expect(container.querySelector("[data-label-category]")?.textContent).toBe("Verified");
    expect(container.querySelector('[data-label-field="Key"]')?.textContent).toBe(
      "1st appearance of the Sinister Six",
    );
    // The signature band's yellow.
    expect(proof.querySelector("path")?.getAttribute("fill")).toBe("#e0b000");
  });

  it("shows the printer's own preview from RenderLabel", async () => {
    show(<LabelProof label={LABEL} />);
    fireEvent.click(screen.getByRole("button", { name: "Printer preview" }));
    const image = await screen.findByRole("img", { name: "Printer preview of the label" });
    expect(image.getAttribute("src")).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(fake.state.log).toContain("POST RenderLabel");
  });
});
