// Content pictures (administration §7 image access, §9 50 MB) and the public feed (issue 16): the upload
// address, the refusals by content and size, the confirm and removal, publish's frozen copy, and the
// unauthenticated feed with its cache headers and 304; and the confirm's check on a bucket.
import { Readable } from "node:stream";
import type { TContentImageAddress } from "@gbo/contracts/content";
import { MAX_IMAGE_BYTES } from "@gbo/domain/imaging";
import { jpegPicture, pngPicture } from "@gbo/domain/imaging/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conventions } from "../../../db/schema/content";
import { type S3TestServer, startS3TestServer } from "../../../integrations/blobs/testing/s3-test-server";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

/** A real picture: its header decodes. */
const JPEG = Buffer.from(jpegPicture({ width: 1200, height: 400 }));
const TEXT = Buffer.from("a text file renamed banner.jpg\n".repeat(20));

/** A content editor (managecontent) signed in on `context`. */
async function editorOf(context: TestContext): Promise<SignedIn> {
  await seedWorker(context.db, { userName: "cora", claims: "managecontent", password: "cora-test-password" });
  return signIn(context.app, "cora", "cora-test-password");
}

let ctx: TestContext;
let editor: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  editor = await editorOf(ctx);
});
afterAll(() => ctx.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: editor.authHeader, payload });

const today = new Date().toISOString().slice(0, 10);
const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

async function newBanner(header1: string) {
  return (
    await call("POST", "/api/banners/", { start: today, end: nextYear, header1, line1: "Line one" })
  ).json() as { id: number; version: number };
}

async function sas(path: string) {
  return call("GET", `/api/data/sas?path=${encodeURIComponent(path)}`);
}

/** The browser's PUT to the signed address (files mode: this app; no bearer token). */
function put(address: TContentImageAddress, body: Buffer | Readable, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: "PUT",
    url: address.url,
    headers: { ...address.headers, "content-type": "image/jpeg", ...headers },
    payload: body,
  });
}

const confirm = (path: string, version?: number) =>
  call("POST", `/api/data/sas/confirm?path=${encodeURIComponent(path)}`, { version });

describe("image access and upload", () => {
  it("uploads a banner picture, confirms it and shows it; removal forgets and deletes it", async () => {
    const banner = await newBanner("With picture");
    const address = await sas(`banners/${banner.id}`);
    expect(address.statusCode).toBe(200);
    expect(address.json()).toMatchObject({
      method: "PUT",
      maxBytes: 50 * 1024 * 1024,
      path: `banners/${banner.id}`,
    });
    expect((await put(address.json(), JPEG)).statusCode).toBe(200);

    const stale = await confirm(`banners/${banner.id}`, banner.version + 5);
    expect(stale.statusCode).toBe(409);
    const confirmed = await confirm(`banners/${banner.id}`, banner.version);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ path: `banners/${banner.id}`, version: banner.version + 1 });
    const detail = (await call("GET", `/api/banners/${banner.id}`)).json();
    expect(detail.img).toBe(`banners/${banner.id}`);
    const served = await ctx.app.inject({ method: "GET", url: detail.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.rawPayload.equals(JPEG)).toBe(true);

    const removed = await call("DELETE", `/api/banners/${banner.id}/image?version=${detail.version}`);
    expect(removed.statusCode).toBe(200);
    expect((await call("GET", `/api/banners/${banner.id}`)).json()).toMatchObject({
      img: null,
      imageUrl: null,
    });
    expect((await ctx.app.inject({ method: "GET", url: detail.imageUrl })).statusCode).toBe(404);
  });

  it("refuses a file that is not a picture by its content, whatever its name or type header", async () => {
    const slider = (await call("POST", "/api/content/slider/", { name: "Text try" })).json();
    const address = (await sas(`slider/${slider.id}.jpg`)).json();
    const refused = await put(address, TEXT);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe("This file is not a JPEG or PNG picture.");
    const nothing = await confirm(`slider/${slider.id}.jpg`);
    expect(nothing.statusCode).toBe(400);
    expect((await call("GET", `/api/content/slider/${slider.id}`)).json().img).toBeNull();
  });

  it("refuses a file that only starts like a picture with 415 and its message, keeping nothing", async () => {
    const slider = (await call("POST", "/api/content/slider/", { name: "Fake picture" })).json();
    const path = `slider/${slider.id}.jpg`;
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    for (const [fake, message] of [
      [
        Buffer.from([0xff, 0xd8, 0xff]),
        "This file starts like a JPEG picture but cannot be read as one: it is damaged, cut short or another kind of file. Open it in an image program, save it as JPEG or PNG and upload it again.",
      ],
      [
        Buffer.concat([Buffer.from(pngPicture()).subarray(0, 33), html]),
        "This file starts like a PNG picture but cannot be read as one: it is damaged, cut short or another kind of file. Open it in an image program, save it as JPEG or PNG and upload it again.",
      ],
    ] as const) {
      const refused = await put((await sas(path)).json(), fake);
      expect([refused.statusCode, refused.json().message]).toEqual([415, message]);
      expect((await confirm(path)).statusCode).toBe(400);
    }
    expect((await call("GET", `/api/content/slider/${slider.id}`)).json()).toMatchObject({
      img: null,
      version: slider.version,
    });
  });

  it("refuses a picture past 50 MB, declared or streamed", async () => {
    const banner = await newBanner("Too big");
    const address = (await sas(`banners/${banner.id}`)).json();
    const declared = await put(address, Buffer.from(JPEG), { "content-length": String(MAX_IMAGE_BYTES + 1) });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe("The picture is larger than 50 MB.");
    let sent = 0;
    const block = Buffer.alloc(64 * 1024, 3);
    const big = new Readable({
      read() {
        if (sent > MAX_IMAGE_BYTES) return this.push(null);
        const piece = sent === 0 ? JPEG : block;
        sent += piece.length;
        this.push(piece);
      },
    });
    expect((await put(address, big)).statusCode).toBe(413);
    expect((await confirm(`banners/${banner.id}`)).statusCode).toBe(400);
  });

  it("refuses bad paths (400) and records that do not exist (404)", async () => {
    const bad = await sas("banners/1.jpg");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().modelState["model.path"][0]).toMatch(/^Invalid image path "banners\/1\.jpg"/);
    expect((await sas("../etc/passwd")).statusCode).toBe(400);
    expect((await sas("slider/999999.jpg")).statusCode).toBe(404);
    expect((await call("DELETE", "/api/banners/999999/image")).statusCode).toBe(404);
    const [convention] = await ctx.db
      .insert(conventions)
      .values({ title: "Comic Fest", date: nextYear })
      .returning();
    expect((await sas(`conventions/${convention?.id}.jpg`)).statusCode).toBe(200);
  });
});

describe("GET /api/public/content", () => {
  it("needs no token, shows only published banners, caches 300 s and answers 304 on its ETag", async () => {
    const banner = await newBanner("Feed banner");
    const address = (await sas(`banners/${banner.id}`)).json();
    await put(address, JPEG);
    await confirm(`banners/${banner.id}`);
    const slider = (await call("POST", "/api/content/slider/", { name: "Feed slider", order: 0 })).json();
    await call("POST", "/api/content/slider/", { name: "Hidden slider", isActive: false });

    const before = await ctx.app.inject({ method: "GET", url: "/api/public/content" });
    expect(before.statusCode).toBe(200);
    expect(before.headers["cache-control"]).toBe("public, max-age=300");
    expect(before.json().banners.map((b: { headers: string[] }) => b.headers[0])).not.toContain(
      "Feed banner",
    );
    const names = before.json().sliders.map((s: { name: string }) => s.name);
    expect(names).toContain("Feed slider");
    expect(names).not.toContain("Hidden slider");
    expect(before.json().conventions.map((c: { title: string }) => c.title)).toContain("Comic Fest");

    const etag = before.headers.etag as string;
    const again = await ctx.app.inject({
      method: "GET",
      url: "/api/public/content",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    expect((await call("PUT", "/api/banners/publish/")).statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: "GET",
      url: "/api/public/content",
      headers: { "if-none-match": etag },
    });
    expect(after.statusCode).toBe(200);
    const shown = after.json().banners.find((b: { id: number }) => b.id === banner.id);
    expect(shown).toMatchObject({ headers: ["Feed banner"], lines: ["Line one"] });

    // The publication keeps its own copy: removing the picture afterwards leaves the feed's intact.
    await call("DELETE", `/api/banners/${banner.id}/image`);
    const picture = await ctx.app.inject({
      method: "GET",
      url: new URL(shown.imageUrl).pathname + new URL(shown.imageUrl).search,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(JPEG)).toBe(true);
    expect(slider.id).toBeGreaterThan(0);
  });

  it("is described in the OpenAPI document without security", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(document.paths["/api/public/content"].get.security).toEqual([]);
  });
});

describe("content pictures in an S3 bucket", () => {
  let s3: S3TestServer;
  let bucketCtx: TestContext;
  let bucketEditor: SignedIn;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    bucketCtx = await createTestContext({ config: { blobs: s3.config } });
    bucketEditor = await editorOf(bucketCtx);
  });
  afterAll(async () => {
    await bucketCtx.close();
    await s3.stop();
  });
  const bucketCall = (method: "GET" | "POST", url: string, payload?: object) =>
    bucketCtx.app.inject({ method, url, headers: bucketEditor.authHeader, payload });

  it("the confirm decodes what the bucket took: a fake picture is refused (415) and deleted, a real one kept", async () => {
    const slider = (await bucketCall("POST", "/api/content/slider/", { name: "Bucket picture" })).json();
    const path = `slider/${slider.id}.jpg`;
    const sendToBucket = async (body: Buffer) => {
      const address = (await bucketCall("GET", `/api/data/sas?path=${encodeURIComponent(path)}`)).json();
      const sent = await fetch(address.url, { method: "PUT", headers: { ...address.headers }, body });
      expect(sent.status).toBe(200);
    };
    const confirmIt = () => bucketCall("POST", `/api/data/sas/confirm?path=${encodeURIComponent(path)}`, {});

    await sendToBucket(Buffer.concat([JPEG.subarray(0, 20), Buffer.from("<html><script>alert(1)</script>")]));
    const refused = await confirmIt();
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(
      "This file starts like a JPEG picture but cannot be read as one: it is damaged, cut short or another kind of file. Open it in an image program, save it as JPEG or PNG and upload it again.",
    );
    expect((await confirmIt()).statusCode).toBe(400);
    expect((await bucketCall("GET", `/api/content/slider/${slider.id}`)).json().img).toBeNull();

    await sendToBucket(JPEG);
    expect((await confirmIt()).statusCode).toBe(200);
    const shown = (await bucketCall("GET", `/api/content/slider/${slider.id}`)).json();
    expect(shown.img).toBe(path);
    const served = await fetch(shown.imageUrl);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await served.arrayBuffer()).equals(JPEG)).toBe(true);
  });
});
