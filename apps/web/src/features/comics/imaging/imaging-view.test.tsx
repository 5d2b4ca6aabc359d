// The imaging views in the app: the pictures on file shown from their signed addresses, a non-picture
// refused before anything is sent, and uploads closed with the reason when days is 1 or less.
import type { TComicImages } from "@gbo/contracts/comics";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORDER_ID } from "../../../test/order-fixtures";
import { comicServer, fullComic, json } from "../test-fixtures";

let comic = fullComic({ status: "Imaging" });
let images: TComicImages = { uniqueId: `${ORDER_ID}-001`, images: [] };
const server = comicServer(
  () => ({ comic }),
  (call) => (call.path === `/api/orders/${ORDER_ID}/comic/001/images` ? json(200, images) : undefined),
);

async function open(view: "imaging" | "imagingsp" = "imaging") {
  const app = server.render(`/orders/${ORDER_ID}/001/${view}`, ["imaging"]);
  // The first render loads the whole app: give it longer than findBy's default second.
  await screen.findByRole(
    "heading",
    { name: view === "imaging" ? "Cover picture" : "Special pictures" },
    { timeout: 5000 },
  );
  return app;
}

describe("imaging view", () => {
  it("shows the cover on file from its signed address and the comic's flags", async () => {
    comic = fullComic({ status: "Imaging", hasImage: true });
    images = {
      uniqueId: `${ORDER_ID}-001`,
      images: [
        {
          kind: "cover",
          contentType: "image/jpeg",
          size: 20480,
          updatedAt: "2026-11-24T12:00:00.000Z",
          url: "/api/blobs/comics/x/cover?exp=1&signature=s",
          expiresAt: "2026-11-24T12:10:00.000Z",
        },
      ],
    };
    await open();
    const picture = await screen.findByRole("img", { name: `Cover picture of ${ORDER_ID}-001` });
    expect(picture.getAttribute("src")).toBe("/api/blobs/comics/x/cover?exp=1&signature=s");
    expect(screen.getByTestId("has-image").textContent).toBe("Cover: on file");
    expect(screen.getByTestId("has-image-sp").textContent).toBe("Special pictures: none");
    expect(screen.getByRole("button", { name: "Replace cover" })).toBeTruthy();
  });

  it("refuses a text file named .jpg before asking for an address", async () => {
    comic = fullComic({ status: "Imaging" });
    images = { uniqueId: `${ORDER_ID}-001`, images: [] };
    await open();
    const slot = within(screen.getByRole("group", { name: "Cover picture" }));
    const file = new File(["not a picture"], "cover.jpg", { type: "image/jpeg" });
    fireEvent.change(slot.getByLabelText("Choose cover picture"), { target: { files: [file] } });
    expect((await slot.findByRole("alert")).textContent).toBe("This file is not a JPEG or PNG picture.");
    expect(server.calls.some((call) => call.path.includes("/sas/"))).toBe(false);
  });

  it("closes uploads with the reason when days is 1 or less", async () => {
    comic = fullComic({ days: 1, status: "ImagingSP" });
    await open("imagingsp");
    await waitFor(() =>
      expect(screen.getByTestId("imaging-closed").textContent).toContain(
        "Image edit is allowed only when days is above 1 (this comic has 1).",
      ),
    );
    for (const n of [1, 2, 3, 4]) {
      expect(
        screen.getByRole("button", { name: `Upload special picture ${n}` }).hasAttribute("disabled"),
      ).toBe(true);
    }
  });
});
