// The signature view in the app: the type button cycles and the category follows, removing the last
// original-art signature is refused with the spec's text, a disapproval without a comment is refused in
// the dialog and sends nothing, and the save carries the order's version and returns to the tier.
import type { TComic } from "@gbo/contracts/orders";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORDER_ID, orderSummary } from "../../../test/order-fixtures";
import { actionAnswer, comicServer, fullComic, json } from "../test-fixtures";
import { NOT_AT_SIGNATURE } from "./signature-view";

type Stored = TComic["signatures"][number];
const stored = (id: number, name: string, type: Stored["type"]): Stored => ({
  id,
  name,
  date: type === "ASP" ? "2026-11-01" : null,
  type,
  label: null,
  valid: type === "ASP",
  processInvalid: false,
  description: null,
});

const signatureComic = (overrides: Partial<TComic> = {}) =>
  fullComic({ status: "Signature", signatures: [stored(1, "Stan Lee", "VSP")], ...overrides });

let comic = signatureComic();
const server = comicServer(
  () => ({ comic }),
  (call) => (call.method !== "GET" ? json(200, actionAnswer("saved", "Signature")) : undefined),
);
const writes = () => server.calls.filter((call) => call.method !== "GET");

async function openSignatures() {
  const app = server.render(`/orders/${ORDER_ID}/001/signature`, ["signature"]);
  const form = await screen.findByRole("form", { name: "Signatures" });
  return { app, form: within(form) };
}

describe("signature view", () => {
  it("is read-only away from the Signature station", async () => {
    comic = signatureComic({ status: "PreGrade" });
    const { form } = await openSignatures();
    expect(form.getByText(NOT_AT_SIGNATURE)).toBeTruthy();
    expect((form.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    expect((form.getByRole("button", { name: "Approve signatures" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("cycles a row's type and shows the category the rows give", async () => {
    comic = signatureComic();
    const { form } = await openSignatures();
    const type = form.getByRole("button", { name: "Signature 1 type" });
    const category = form.getByTestId("signature-category");
    expect(type.textContent).toBe("VSP");
    expect(category.textContent).toBe("Certified");
    fireEvent.click(type);
    expect(type.textContent).toBe("VSPP");
    fireEvent.click(type);
    expect(type.textContent).toBe("ASP");
    expect(category.textContent).toBe("Authentic");
  });

  it("opens with the comic's rows and one empty row; Add signature adds one", async () => {
    comic = signatureComic();
    const { form } = await openSignatures();
    expect(form.getAllByRole("textbox", { name: /^Signature \d+ name$/ })).toHaveLength(2);
    fireEvent.click(form.getByRole("button", { name: "Add signature" }));
    expect(form.getAllByRole("textbox", { name: /^Signature \d+ name$/ })).toHaveLength(3);
    expect(form.getByText("3 of 24 rows")).toBeTruthy();
  });

  it("says why a click skips VSP while another row is VSPP", async () => {
    comic = signatureComic({
      signatures: [stored(1, "Jack Kirby", "VSPP"), stored(2, "Steve Ditko", "ASP")],
    });
    const { form } = await openSignatures();
    const type = form.getByRole("button", { name: "Signature 2 type" });
    expect(type.getAttribute("title")).toBe("ASP → VSPP: VSP cannot be set while a VSPP signature exists.");
    fireEvent.click(type);
    expect(type.textContent).toBe("VSPP");
    expect(form.getByTestId("signature-cycle-hint").textContent).toBe(
      "Signature 2: VSP cannot be set while a VSPP signature exists.",
    );
  });

  it("refuses to remove the last original-art signature with the spec's text", async () => {
    comic = signatureComic({ tierId: "OT", signatures: [stored(1, "Frank Miller", "ASP")] });
    const { form } = await openSignatures();
    fireEvent.click(form.getByRole("button", { name: "Remove signature 1" }));
    expect((await form.findByRole("alert")).textContent).toContain("Original Art needs one signature");
    expect(form.queryByRole("button", { name: "Keep signature 1" })).toBeNull();
  });

  it("a disapproval needs a comment: refused in the dialog, then sent with the version", async () => {
    comic = signatureComic();
    await openSignatures();
    fireEvent.click(screen.getByRole("button", { name: "Disapprove signatures" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Disapprove signatures" }));
    fireEvent.click(dialog.getByRole("button", { name: "Disapprove" }));
    expect(await dialog.findByText("Please enter a comment for the disapproval.")).toBeTruthy();
    expect(writes()).toHaveLength(0);
    fireEvent.change(dialog.getByRole("textbox", { name: "Comment" }), { target: { value: "Printed" } });
    fireEvent.click(dialog.getByRole("button", { name: "Disapprove" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: "POST",
      path: `/api/orders/${ORDER_ID}/comic/001/vsp/disapprove`,
      body: { version: orderSummary().order.version, comment: "Printed" },
    });
  });

  it("saves the filled rows with the order's version (Ctrl+Enter) and returns to the tier", async () => {
    comic = signatureComic();
    const { app, form } = await openSignatures();
    fireEvent.change(form.getByRole("textbox", { name: "Signature 2 name" }), {
      target: { value: "Jack Kirby" },
    });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: "PUT",
      path: `/api/orders/${ORDER_ID}/comic/001/signatures`,
      body: {
        version: orderSummary().order.version,
        signatures: [
          expect.objectContaining({ id: 1, name: "Stan Lee", type: "VSP" }),
          expect.objectContaining({ name: "Jack Kirby", type: "ASP" }),
        ],
      },
    });
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/SO`));
  });
});
