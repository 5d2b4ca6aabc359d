import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityStore } from "../../auth/session";
import { renderApp, worker } from "../../test/render-app";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  identityStore.clear();
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Answers one API path; other calls the shell makes meanwhile (menu counts) get a 404 of their own. */
function answerAt(path: string, answer: () => Response) {
  return vi
    .spyOn(window, "fetch")
    .mockImplementation(async (input) =>
      String(input).includes(path) ? answer() : json(404, { message: "Not found." }),
    );
}

const passwordCall = (mock: ReturnType<typeof answerAt>) =>
  mock.mock.calls.find(([input]) => String(input).includes("/api/account/password"));

function type(name: string, value: string) {
  const input = document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  return input;
}

describe("password page", () => {
  it("a refused change shows 'Error updating password' with each message and marks the field", async () => {
    const fetchMock = answerAt("/api/account/password", () =>
      json(400, {
        message: "The request is invalid.",
        modelState: { "model.currentPassword": ["The current password is incorrect."] },
      }),
    );
    stop = renderApp("/password", worker(["grade"])).stopWatching;
    await screen.findByRole("heading", { name: "Change password" });
    type("currentPassword", "wrong");
    type("newPassword", "Brand-new-pass-1");
    type("confirmPassword", "Brand-new-pass-1");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Error updating password")).toBeTruthy();
    expect(screen.getAllByText("The current password is incorrect.").length).toBe(2);
    const body = JSON.parse(String(passwordCall(fetchMock)?.[1]?.body));
    expect(body).toEqual({
      currentPassword: "wrong",
      newPassword: "Brand-new-pass-1",
      confirmPassword: "Brand-new-pass-1",
    });
  });

  it("a good change stores the fresh tokens, so this session continues, and confirms it", async () => {
    answerAt("/api/account/password", () =>
      json(200, {
        userName: "sam",
        displayName: "Sam Station",
        userRole: "authenticated",
        claims: "grade",
        access_token: "fresh-access",
        refresh_token: "fresh-refresh",
        expires_in: 900,
        token_type: "bearer",
      }),
    );
    stop = renderApp("/password", worker(["grade"])).stopWatching;
    await screen.findByRole("heading", { name: "Change password" });
    type("currentPassword", "old-pass-123");
    type("newPassword", "Brand-new-pass-1");
    type("confirmPassword", "Brand-new-pass-1");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Your password has been changed.")).toBeTruthy();
    expect(identityStore.get()?.accessToken).toBe("fresh-access");
    expect(identityStore.get()?.refreshToken).toBe("fresh-refresh");
  });
});

describe("profile page", () => {
  it("loads the profile and a refused save shows 'Error updating profile' with the server's messages", async () => {
    vi.spyOn(window, "fetch").mockImplementation(async (_input, init) =>
      init?.method === "POST"
        ? json(400, { message: "Invalid", modelState: { "model.email": ["Invalid email format"] } })
        : json(200, {
            userName: "sam",
            displayName: "Sam Station",
            email: "sam@example.com",
            role: "authenticated",
            claims: "grade",
            emailVerified: true,
          }),
    );
    stop = renderApp("/profile", worker(["grade"])).stopWatching;
    await waitFor(() => expect(screen.getByDisplayValue("sam@example.com")).toBeTruthy());
    fireEvent.change(screen.getByDisplayValue("sam@example.com"), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Error updating profile")).toBeTruthy();
    expect(screen.getAllByText("Invalid email format").length).toBeGreaterThan(0);
  });
});

describe("recover page", () => {
  it("a refused request shows 'Error submitting request' with each model-state message and marks model. fields", async () => {
    vi.spyOn(window, "fetch").mockImplementation((input) =>
      String(input).includes("/api/account/captcha")
        ? new Promise<Response>(() => {}) // the widget's challenge stays pending: its state is ours to set
        : Promise.resolve(
            json(400, {
              message: "Invalid",
              modelState: {
                "model.email": ["Please enter a valid e-mail address."],
                altcha: ["The security check failed."],
              },
            }),
          ),
    );
    stop = renderApp("/recover").stopWatching;
    const email = await screen.findByLabelText(/E-mail/);
    fireEvent.change(email, { target: { value: "x" } });
    // The captcha solves in a real browser; here its widget reports a payload as it would.
    const widget = document.querySelector("altcha-widget") as HTMLElement;
    // Let the widget announce its own first (unverified) state before it reports being solved.
    await new Promise((resolve) => setTimeout(resolve, 100));
    act(() => {
      widget.dispatchEvent(new CustomEvent("statechange", { detail: { state: "verified", payload: "p" } }));
    });
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Error submitting request")).toBeTruthy();
    expect(screen.getByText("The security check failed.")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
  });

  it("with a token it shows the new-password form instead", async () => {
    stop = renderApp("/recover?token=abc").stopWatching;
    expect(await screen.findByRole("heading", { name: "Choose a new password" })).toBeTruthy();
  });
});
