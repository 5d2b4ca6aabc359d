// /settings' "Lab details" (issue 33): the domain's messages as fields are typed, the body saved with the
// version read, a stale version's message; "Customer e-mails": the chosen preview in a sandboxed iframe and
// its plain-text tab.
import { INVALID_EMAIL_FORMAT } from "@gbo/domain/messages";
import { LAB_NAME_REQUIRED } from "@gbo/domain/settings";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { renderApp, worker } from "../../test/render-app";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  identityStore.clear();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function serve(answers: Record<string, (init?: RequestInit) => Response>) {
  return vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const answer = answers[`${init?.method ?? "GET"} ${path}`];
    return answer ? answer(init) : json(404, { message: "Not found." });
  });
}

const LAB = {
  name: "Grading Back Office Lab",
  addressLines: ["100 Main Street", "Sarasota, FL 34236"],
  phone: "9415550100",
  email: "orders@lab.example",
  hours: "Monday to Friday, 9:00 to 17:00",
  logoUrl: null,
  timeZone: "America/New_York",
  isDefault: true,
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

describe("lab details", () => {
  it("answers the domain's rules as fields are typed, saves with the version, shows a stale 409", async () => {
    const sent: unknown[] = [];
    let answer = (init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return json(200, { ...LAB, name: "Sarasota Comic Lab", isDefault: false, version: 1 });
    };
    serve({
      "GET /api/settings/lab": () => json(200, LAB),
      "PUT /api/settings/lab": (init) => answer(init),
    });
    stop = renderApp("/settings", worker(["manage"])).stopWatching;
    const form = await screen.findByRole("form", { name: "Lab details" });
    const name = within(form).getByLabelText(/Lab name/);
    fireEvent.change(name, { target: { value: " " } });
    expect(await within(form).findByText(LAB_NAME_REQUIRED)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: "desk@" } });
    expect(await within(form).findByText(INVALID_EMAIL_FORMAT)).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Save lab details" }));
    expect(sent).toHaveLength(0);

    fireEvent.change(name, { target: { value: "Sarasota Comic Lab" } });
    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: "desk@lab.example" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save lab details" }));
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(sent).toEqual([
      {
        name: "Sarasota Comic Lab",
        addressLines: LAB.addressLines,
        phone: LAB.phone,
        email: "desk@lab.example",
        hours: LAB.hours,
        version: 0,
      },
    ]);

    const stale = "These settings were changed by someone else. Reload and try again.";
    answer = () => json(409, { message: stale });
    const again = await screen.findByRole("form", { name: "Lab details" });
    fireEvent.change(within(again).getByLabelText(/Pickup hours/), { target: { value: "By appointment" } });
    fireEvent.click(within(again).getByRole("button", { name: "Save lab details" }));
    expect(await within(again).findByText(stale)).toBeTruthy();
  });
});

describe("customer e-mails", () => {
  it("previews the chosen e-mail in a sandboxed frame and its plain text in a tab", async () => {
    serve({
      "GET /api/settings/lab": () => json(200, LAB),
      "GET /api/email/milestones": () =>
        json(200, {
          rows: [
            { milestone: "received", label: "Received", isOptional: true },
            { milestone: "grades", label: "Grades ready", isOptional: true },
            { milestone: "payment", label: "Payment received", isOptional: false },
          ],
        }),
      "GET /api/email/milestones/grades/preview": () =>
        json(200, {
          milestone: "grades",
          label: "Grades ready",
          subject: "Your grades are ready: order 26-ABC1234",
          html: "<html><body><h1>Grading Back Office Lab</h1><script>parent.hacked = 1</script></body></html>",
          text: "Grading Back Office Lab\nAmazing Spider-Man 300: 9.8, cert 4123456001",
        }),
    });
    stop = renderApp("/settings", worker(["manage"])).stopWatching;
    const nav = await screen.findByRole("navigation", { name: "Customer e-mails" });
    fireEvent.click(within(nav).getByRole("button", { name: /Grades ready/ }));
    const frame = (await screen.findByTitle("Grades ready e-mail, as HTML")) as HTMLIFrameElement;
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toContain("Grading Back Office Lab");
    expect(screen.getByText("Your grades are ready: order 26-ABC1234")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Plain text" }));
    await waitFor(() => expect(screen.getByTestId("email-text").textContent).toContain("cert 4123456001"));
  });
});
