// The grade view in the app: the rules grey what is not allowed, every error shows at once before
// anything is sent, a grade below the grade screen asks first, and the save carries the order's version.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORDER_ID, orderSummary } from "../../../test/order-fixtures";
import { actionAnswer, comicServer, fullComic, json } from "../test-fixtures";
import { GRADING_HIDDEN_TEXT, LOOKS_BETTER_REASON } from "./grade-view";

let comic = fullComic({ status: "PreGrade" });
const server = comicServer(
  () => ({ comic }),
  (call) =>
    call.method === "PUT" && call.path === `/api/orders/${ORDER_ID}/comic/001/grade`
      ? json(200, actionAnswer("graded", "PreGrade"))
      : undefined,
);
const puts = () => server.calls.filter((call) => call.method === "PUT");

async function openGrade() {
  const app = server.render(`/orders/${ORDER_ID}/001/grade`, ["grade"]);
  const form = await screen.findByRole("form", { name: "Grade" });
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
});
