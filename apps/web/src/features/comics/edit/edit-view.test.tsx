import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ORDER_ID, orderSummary } from "../../../test/order-fixtures";
import { STALE_ORDER_MESSAGE } from "../../orders";
import { actionAnswer, comicServer, fullComic, json } from "../test-fixtures";

const comic = fullComic({ status: "Pressing", issue: "12", publisher: "Marvel" });
let putStatus = 200;
const server = comicServer(
  () => ({ comic }),
  (call) => {
    if (call.method !== "PUT" || call.path !== `/api/orders/${ORDER_ID}/comic/001`) return undefined;
    if (putStatus === 409) return json(409, { message: "This order was changed by someone else." });
    return json(
      200,
      actionAnswer(`${ORDER_ID}-001: details saved`, "Pressing", {
        comicId: "001",
        uniqueId: `${ORDER_ID}-001`,
      }),
    );
  },
);
const puts = () => server.calls.filter((call) => call.method === "PUT");

beforeEach(() => {
  putStatus = 200;
});

async function openEdit() {
  const app = server.render(`/orders/${ORDER_ID}/001/edit`, ["pressing"]);
  const form = await screen.findByRole("form", { name: "Comic details" });
  return { app, form: within(form), element: form };
}

describe("edit view", () => {
  it("lists every error at once, focuses the first and sends nothing", async () => {
    const { form } = await openEdit();
    fireEvent.change(form.getByRole("textbox", { name: "Title" }), { target: { value: " " } });
    fireEvent.change(form.getByRole("textbox", { name: "Year" }), { target: { value: "77" } });
    fireEvent.change(form.getByRole("textbox", { name: /^Insured/ }), { target: { value: "1.5" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    const summary = await form.findByRole("alert");
    expect(summary.textContent).toContain("Please enter the title.");
    expect(summary.textContent).toContain("Enter the year as four digits");
    expect(summary.textContent).toContain("Insured will accept only integer value!");
    await waitFor(() => expect(document.activeElement?.getAttribute("name")).toBe("title"));
    expect(puts()).toHaveLength(0);
  });

  it("saves with Ctrl+Enter, the order's version and the typed fields, then opens the comic", async () => {
    const { app, form, element } = await openEdit();
    fireEvent.change(form.getByRole("textbox", { name: "Issue" }), { target: { value: "13" } });
    fireEvent.keyDown(element, { key: "Enter", ctrlKey: true });
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({
      version: orderSummary().order.version,
      issue: "13",
      year: "1977",
    });
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/001`));
    expect(await screen.findByText(`${ORDER_ID}-001: details saved`)).toBeTruthy();
  });

  it("says the order was changed by someone else on a stale version and stays on the form", async () => {
    putStatus = 409;
    const { app, form } = await openEdit();
    fireEvent.change(form.getByRole("textbox", { name: "Issue" }), { target: { value: "13" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(STALE_ORDER_MESSAGE)).toBeTruthy();
    expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/001/edit`);
  });

  it("tells a worker of another station that the comic is not theirs to edit", async () => {
    server.render(`/orders/${ORDER_ID}/001/edit`, ["labels"]);
    expect(await screen.findByText("You cannot edit this comic now")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Comic details" })).toBeNull();
  });
});
