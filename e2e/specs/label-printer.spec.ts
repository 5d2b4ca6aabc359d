// The local label printer (issue 17 point 3; administration §7 "Local label service", §8): with the fake
// label service running on this machine, a labels worker sees the label proof of a comic (an SVG label
// with its Code 128 barcode), prints it on the LabelWriter and sees the job reach "finished"; with the
// service stopped, 'No Label Printer Found' and the hint to print the PDF.
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users";
import {
  type FakeLabelService,
  LABELWRITER_TWIN_TURBO,
  startFakeLabelService,
} from "../support/fake-label-service";
import { signIn } from "../support/session";

// Seeded for this spec alone (apps/server/src/seed/labels-demo.ts printerA): a comic tier at Labels.
const ORDER = "26-LABL006";
const CERT = `${ORDER}-001`;

// The fake's certificate is self-signed: the browser is told to accept it, as a worker's machine trusts
// the real service's.
test.use({ ignoreHTTPSErrors: true });
test.describe.configure({ mode: "serial", timeout: 120_000 });

const SHOTS = "/tmp/shots-label-printer";
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function openLabelsView(page: Page) {
  await signIn(page, DEMO_USERS.labels);
  await page.goto(`/orders/${ORDER}/001/labels`);
  return page.getByRole("region", { name: "Label preview" });
}

test("a labels worker sees the label proof and prints it on the LabelWriter until the job is finished", async ({
  page,
}) => {
  let fake: FakeLabelService | null = await startFakeLabelService();
  try {
    const label = await openLabelsView(page);
    const proof = label.getByRole("img", { name: new RegExp(`^Label proof: .*certification ${CERT}$`) });
    await expect(proof).toBeVisible();
    await expect(proof.locator(`[data-label-barcode="${CERT}"] path`).first()).toBeAttached();
    await expect(proof.locator('[data-label-field="Cert #"]')).toHaveText(CERT);

    await label.getByRole("button", { name: "Print label" }).click();
    const dialog = page.getByRole("dialog", { name: "Print on a label printer" });
    await expect(dialog.getByLabel("Label printer")).toHaveValue(LABELWRITER_TWIN_TURBO.name);
    await dialog.getByRole("button", { name: "Print label" }).click();
    await expect(dialog.locator('[data-print-status="finished"]')).toBeVisible();
    await expect(dialog.getByText(/: finished$/)).toBeVisible();

    const jobs = [...fake.state.jobs.values()];
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.printerName).toBe(LABELWRITER_TWIN_TURBO.name);
    expect(jobs[0]?.labelSetXml).toContain(`<ObjectData Name="CERTBARCODE">${CERT}</ObjectData>`);
    expect(jobs[0]?.labelXml).toContain("<Type>Code128Auto</Type>");
    await shot(page, "printed");
    await dialog.getByRole("button", { name: "Close" }).click();
    await shot(page, "labels-view");
    await fake.stop();
    fake = null;
  } finally {
    await fake?.stop();
  }
});

test("with the label service stopped, the worker reads 'No Label Printer Found' and the PDF hint", async ({
  page,
}) => {
  const label = await openLabelsView(page);
  await label.getByRole("button", { name: "Print label" }).click();
  const dialog = page.getByRole("dialog", { name: "Print on a label printer" });
  await expect(dialog.getByText("No Label Printer Found")).toBeVisible();
  // The hint names the button beside it (issue 29 §6: it said "Label PDF" beside "Download PDF").
  await expect(dialog.getByText("Use Download PDF instead: the PDF prints on any printer.")).toBeVisible();
  await shot(page, "no-printer");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(label.getByRole("button", { name: "Download PDF" })).toBeVisible();
});
