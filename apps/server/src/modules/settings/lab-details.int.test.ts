// The lab's details for the customer e-mails (issue 33): the defaults, a save with its log entry, the
// stale version's 409, the domain's field messages, the logo's upload (a picture, its size, its check by
// content), its public address and removal, and the manage claim.
import path from "node:path";
import type { TLabLogoAddress } from "@gbo/contracts/settings";
import { jpegPicture, pngPicture } from "@gbo/domain/imaging/testing";
import { INVALID_EMAIL_FORMAT } from "@gbo/domain/messages";
import { LAB_LOGO_TOO_LARGE, LAB_NAME_REQUIRED, LAB_PHONE_INVALID } from "@gbo/domain/settings";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingsLog } from "../../db/schema/index";
import { FsBlobStore } from "../../integrations/blobs/index";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../test/index";
import { DEFAULT_LAB_DETAILS } from "./lab-details";

let ctx: TestContext;
let manager: SignedIn;
let invoicing: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, {
    userName: "mona",
    displayName: "Mona Manager",
    claims: "manage",
    password: "mona-test-password",
  });
  await seedWorker(ctx.db, { userName: "ivy", claims: "invoicing", password: "ivy-test-password" });
  manager = await signIn(ctx.app, "mona", "mona-test-password");
  invoicing = await signIn(ctx.app, "ivy", "ivy-test-password");
});
afterAll(() => ctx.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, who = manager) =>
  ctx.app.inject({ method, url, headers: who.authHeader, payload });
const read = async () => (await call("GET", "/api/settings/lab")).json();

const form = {
  name: "Sarasota Comic Lab",
  addressLines: ["12 Palm Avenue", "", "Sarasota, FL 34236"],
  phone: "(941) 555-0199",
  email: " Desk@Sarasota-Lab.example ",
  hours: "Tuesday to Saturday, 10:00 to 18:00",
};

async function uploadLogo(body: Buffer): Promise<{ put: number; address: TLabLogoAddress }> {
  const address = (await call("POST", "/api/settings/lab/logo/address")).json() as TLabLogoAddress;
  const put = await ctx.app.inject({
    method: "PUT",
    url: address.url,
    headers: { ...address.headers, "content-type": "image/png" },
    payload: body,
  });
  return { put: put.statusCode, address };
}

describe("the lab's details", () => {
  it("answers the defaults until a manager saves, then what was saved (cleaned) with who and the log", async () => {
    const first = await read();
    expect(first).toMatchObject({ ...DEFAULT_LAB_DETAILS, isDefault: true, version: 0, updatedBy: null });
    expect(typeof first.timeZone).toBe("string");

    const saved = await call("PUT", "/api/settings/lab", { ...form, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: "Sarasota Comic Lab",
      addressLines: ["12 Palm Avenue", "Sarasota, FL 34236"],
      email: "desk@sarasota-lab.example",
      hours: form.hours,
      logoUrl: null,
      isDefault: false,
      version: 1,
      updatedBy: { name: "Mona Manager" },
    });
    expect(await read()).toMatchObject({ name: "Sarasota Comic Lab", version: 1 });
    const [logged] = await ctx.db.select().from(settingsLog).where(eq(settingsLog.key, "lab"));
    expect(logged?.oldValue).toBeNull();
    expect(logged?.newValue).toMatchObject({
      value: { name: "Sarasota Comic Lab" },
      by: { name: "Mona Manager" },
    });
  });

  it("refuses a stale version with 409 and keeps what was saved", async () => {
    const current = await read();
    const stale = await call("PUT", "/api/settings/lab", {
      ...form,
      name: "Other Lab",
      version: current.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
    expect((await read()).name).toBe(current.name);
  });

  it("answers 400 with the domain's message per field and saves nothing", async () => {
    const current = await read();
    const bad = await call("PUT", "/api/settings/lab", {
      ...form,
      name: " ",
      phone: "call us",
      email: "desk@",
      version: current.version,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: "Error saving changes",
      modelState: {
        "model.name": [LAB_NAME_REQUIRED],
        "model.phone": [LAB_PHONE_INVALID],
        "model.email": [INVALID_EMAIL_FORMAT],
      },
    });
    expect((await read()).version).toBe(current.version);
  });

  it("takes a picture as the logo, serves it without a token at an absolute address, and removes it", async () => {
    const before = await read();
    const png = Buffer.from(pngPicture({ width: 300, height: 100 }));
    const { put } = await uploadLogo(png);
    expect(put).toBe(200);
    expect(
      (await call("POST", "/api/settings/lab/logo/confirm", { version: before.version + 3 })).statusCode,
    ).toBe(409);
    const confirmed = await call("POST", "/api/settings/lab/logo/confirm", { version: before.version });
    expect(confirmed.statusCode).toBe(200);
    const logoUrl: string = confirmed.json().logoUrl;
    expect(logoUrl).toBe(`${ctx.config.publicUrl}/api/public/lab-logo?v=${before.version + 1}`);
    expect(confirmed.json()).toMatchObject({ name: before.name, version: before.version + 1 });

    const served = await ctx.app.inject({ method: "GET", url: logoUrl.slice(ctx.config.publicUrl.length) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(png)).toBe(true);

    // A later save of the form keeps the logo.
    const resaved = await call("PUT", "/api/settings/lab", { ...form, version: before.version + 1 });
    expect(resaved.json().logoUrl).toBe(logoUrl);

    const removed = await call("DELETE", `/api/settings/lab/logo?version=${before.version + 2}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logoUrl).toBeNull();
    expect((await ctx.app.inject({ method: "GET", url: "/api/public/lab-logo" })).statusCode).toBe(404);
  });

  it("refuses a file that is not a picture (415) and a logo over 2 MB (413), keeping the logo it had", async () => {
    const jpeg = Buffer.from(jpegPicture({ width: 200, height: 80 }));
    await uploadLogo(jpeg);
    const withLogo = (
      await call("POST", "/api/settings/lab/logo/confirm", { version: (await read()).version })
    ).json();
    expect(withLogo.logoUrl).toMatch(/lab-logo\?v=/);

    const text = await uploadLogo(Buffer.from("not a picture at all\n".repeat(50)));
    expect(text.put).toBe(415);
    // The confirm checks the stored bytes too (a bucket cannot check a presigned PUT).
    const store = new FsBlobStore(path.join(ctx.config.dataDir, "blobs"), Buffer.alloc(32));
    await store.put("uploads/settings/lab-logo", Buffer.from("<svg onload=alert(1)>"), {
      contentType: "image/png",
    });
    const notPicture = await call("POST", "/api/settings/lab/logo/confirm", { version: withLogo.version });
    expect(notPicture.statusCode).toBe(415);

    const large = Buffer.concat([
      Buffer.from(pngPicture({ width: 10, height: 10 })),
      Buffer.alloc(2 * 1024 * 1024),
    ]);
    expect((await uploadLogo(large)).put).toBe(200);
    const tooLarge = await call("POST", "/api/settings/lab/logo/confirm", { version: withLogo.version });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(LAB_LOGO_TOO_LARGE);

    const after = await read();
    expect(after).toMatchObject({ logoUrl: withLogo.logoUrl, version: withLogo.version });
    const served = await ctx.app.inject({ method: "GET", url: "/api/public/lab-logo" });
    expect(served.headers["content-type"]).toBe("image/jpeg");
  });

  it("is the manager's: a worker without the manage claim is refused, and no token is refused", async () => {
    const calls = [
      ["GET", "/api/settings/lab"],
      ["PUT", "/api/settings/lab"],
      ["POST", "/api/settings/lab/logo/address"],
      ["POST", "/api/settings/lab/logo/confirm"],
      ["DELETE", "/api/settings/lab/logo?version=0"],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === "PUT" || method === "POST" ? {} : undefined;
      expect((await call(method, url, payload, invoicing)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
  });
});
