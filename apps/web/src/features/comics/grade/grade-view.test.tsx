// The grade view in the app: the rules grey what is not allowed, every error shows at once before
// anything is sent, a grade below the grade screen asks first, and the save carries the order's version.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORDER_ID, orderSummary } from "../../../test/order-fixtures";
import { actionAnswer, comicServer, fullComic, json } from "../test-fixtures";
import { GRADING_HIDDEN_TEXT, LOOKS_BETTER_REASON } from "./grade-view";

let comic = fullComic({ status: "PreGrade" });
const graded = () => json(200, actionAnswer("graded", "PreGrade"));
/** The save's answer; a test may hold it back or refuse it. */
let answerSave: () => Response | Promise<Response> = graded;
/** Set: the order summary answers only once it resolves (a slow first open of the order). */
let holdSummary: Promise<void> | null = null;
const server = comicServer(
  () => ({ comic }),
  (call) => {
    if (holdSummary && call.method === "GET" && call.path === `/api/orders/${ORDER_ID}`) {
      return holdSummary.then(() => json(200, orderSummary())) as unknown as Response;
    }
    if (call.method === "PUT" && call.path === `/api/orders/${ORDER_ID}/comic/002/grade`) return graded();
    if (call.method === "PUT" && call.path === `/api/orders/${ORDER_ID}/comic/001/grade`) {
      return answerSave() as Response;
    }
    if (call.path === `/api/orders/${ORDER_ID}/comic/002`) {
      return json(200, { ...comic, id: "002", uniqueId: `${ORDER_ID}-002`, grade: null });
    }
    return undefined;
  },
);
const puts = () => server.calls.filter((call) => call.method === "PUT");

async function openGrade() {
  const app = server.render(`/orders/${ORDER_ID}/001/grade`, ["grade"]);
  // The view is a lazy chunk: its first load is slow on a loaded machine.
  const form = await screen.findByRole("form", { name: "Grade" }, { timeout: 10_000 });
  return { app, form: within(form) };
}

describe("grade view", () => {
  it("asks before saving a grade below the grade screen, then saves with the order's version", async () => {
    comic = fullComic({ status: "PreGrade", gradeScreen: 9 });
    const { app, form } = await openGrade();
    fireEvent.change(form.getByRole("combobox", { name: "Grade" }), { target: { value: "8.5" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Grade 8.5 is below the grade screen of 9.0");
    expect(puts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({
      version: orderSummary().order.version,
      grade: 8.5,
      confirmBelowScreen: true,
    });
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/SO`));
  });

  it("lists every error at once and sends nothing", async () => {
    comic = fullComic({ status: "PreGrade", collectibleType: "Manga", mangaType: "Tankobon" });
    const { form } = await openGrade();
    fireEvent.change(form.getByRole("combobox", { name: "Grade" }), { target: { value: "9.7" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    const summary = await form.findByRole("alert");
    expect(summary.textContent).toContain("Choose a grade on the scale (0.5 to 10.0).");
    expect(summary.textContent).toContain("Please enter the manga label code.");

    fireEvent.click(form.getByRole("checkbox", { name: "Reject" }));
    fireEvent.change(form.getByRole("textbox", { name: "Reject fee ($)" }), { target: { value: "123" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(form.getByRole("alert").textContent).toContain("Invalid entry. Only 2 digits allowed."),
    );
    expect(puts()).toHaveLength(0);
  });

  it("greys looks-better with its reason and shows the derived category", async () => {
    comic = fullComic({
      status: "PreGrade",
      signatures: [
        {
          id: 1,
          name: "Stan Lee",
          date: null,
          type: "VSPP",
          label: null,
          valid: true,
          processInvalid: false,
          description: null,
        },
      ],
    });
    const { form } = await openGrade();
    fireEvent.change(form.getByRole("combobox", { name: "Grade" }), { target: { value: "9.8" } });
    expect((form.getByRole("checkbox", { name: "Looks better" }) as HTMLInputElement).disabled).toBe(true);
    expect(form.getByText(LOOKS_BETTER_REASON)).toBeTruthy();
    expect(form.getByTestId("grade-category").textContent).toBe("Verified Plus");
  });

  it("hides grading on Finalize when status equals updated status", async () => {
    comic = fullComic({ status: "Finalize", updatedStatus: "Finalize" });
    server.render(`/orders/${ORDER_ID}/001/grade`, ["grade"]);
    expect(await screen.findByText(GRADING_HIDDEN_TEXT)).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Grade" })).toBeNull();
  });

  it("a comic's barcode read into the grade field opens that comic; a typed grade asks first", async () => {
    comic = fullComic({ status: "PreGrade", grade: null });
    const { app, form } = await openGrade();
    const field = form.getByRole("combobox", { name: "Grade" }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "9.8" } });
    // The reader types the id after the grade, then Enter.
    fireEvent.change(field, { target: { value: `9.8${ORDER_ID}-002` } });
    fireEvent.keyDown(field, { key: "Enter" });
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain(
      `Save or undo your changes first. The changes to ${ORDER_ID}-001 are not saved; leave without saving them?`,
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/001/grade`);
    expect(field.value).toBe("9.8");
    expect(puts()).toHaveLength(0);

    fireEvent.change(field, { target: { value: `9.8${ORDER_ID}-002` } });
    fireEvent.keyDown(field, { key: "Enter" });
    fireEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Leave without saving" }),
    );
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/002`));
    expect(puts()).toHaveLength(0);
  });

  it("leaves without asking when nothing was typed", async () => {
    comic = fullComic({ status: "PreGrade", grade: null });
    const { app } = await openGrade();
    await app.router.navigate({ href: `/orders/${ORDER_ID}/SO` });
    expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/SO`);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Alt+R rejects and puts the cursor in the fee, which takes two digits at most", async () => {
    comic = fullComic({ status: "PreGrade", grade: null });
    const { form } = await openGrade();
    fireEvent.keyDown(window, { key: "r", code: "KeyR", altKey: true });
    const fee = (await form.findByRole("textbox", { name: "Reject fee ($)" })) as HTMLInputElement;
    expect((form.getByRole("checkbox", { name: "Reject" }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(fee));
    expect(fee.maxLength).toBe(2);
    expect(screen.getByTestId("grade-keys").textContent).toContain("Alt+R");
    fireEvent.keyDown(window, { key: "r", code: "KeyR", altKey: true });
    await waitFor(() => expect(form.queryByRole("textbox", { name: "Reject fee ($)" })).toBeNull());
  });

  it("grade-next opens the next comic before the save answers; a refused save comes back with its form", async () => {
    comic = fullComic({ status: "PreGrade", grade: null });
    let refuse: (response: Response) => void = () => undefined;
    answerSave = () =>
      new Promise<Response>((resolve) => {
        refuse = resolve;
      });
    try {
      const { app, form } = await openGrade();
      fireEvent.change(form.getByRole("combobox", { name: "Grade" }), { target: { value: "9.6" } });
      fireEvent.submit(screen.getByRole("form", { name: "Grade" }));
      await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/002/grade`));
      await waitFor(() => expect(puts()).toHaveLength(1));
      expect(screen.queryByRole("dialog")).toBeNull();
      refuse(json(400, { message: "Refused.", modelState: { "model.grade": ["Not this grade."] } }));
      await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/001/grade`));
      const back = within(await screen.findByRole("form", { name: "Grade" }));
      expect((back.getByRole("combobox", { name: "Grade" }) as HTMLInputElement).value).toBe("9.6");
      expect((await back.findByRole("alert")).textContent).toContain("Not this grade.");
    } finally {
      answerSave = graded;
    }
  });

  it("Enter before the order has arrived still opens the next comic once it has (a fast grader)", async () => {
    comic = fullComic({ status: "PreGrade", grade: null });
    let release: () => void = () => undefined;
    holdSummary = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const { app, form } = await openGrade();
      fireEvent.change(form.getByRole("combobox", { name: "Grade" }), { target: { value: "9.4" } });
      fireEvent.submit(screen.getByRole("form", { name: "Grade" }));
      release();
      await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/002/grade`));
    } finally {
      holdSummary = null;
    }
  });

  it("the tier's last comic in grade-next: Alt+R, the fee, Enter saves the reject and goes back to the tier", async () => {
    comic = fullComic({ status: "PreGrade", grade: null });
    localStorage.setItem(
      "gbo.gradeNext",
      JSON.stringify({ orderId: ORDER_ID, tierId: "SO", seqs: ["001", "002"] }),
    );
    const app = server.render(`/orders/${ORDER_ID}/002/grade?next=1`, ["grade"]);
    const form = within(await screen.findByRole("form", { name: "Grade" }, { timeout: 10_000 }));
    fireEvent.keyDown(window, { key: "r", code: "KeyR", altKey: true });
    const fee = await form.findByRole("textbox", { name: "Reject fee ($)" });
    fireEvent.change(fee, { target: { value: "5" } });
    fireEvent.submit(screen.getByRole("form", { name: "Grade" }));
    await waitFor(() => expect(app.location().pathname).toBe(`/orders/${ORDER_ID}/SO`));
    expect(puts()[0]?.body).toMatchObject({ reject: true, rejectFees: "5" });
  });
});
