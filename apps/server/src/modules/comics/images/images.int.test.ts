// Comic pictures through the HTTP API: the upload address (claims, station, days, path), the files
// mode's signed PUT (content type by content, 50 MB, tampered or expired address), the confirm (flags,
// log, stale version), the list whose addresses serve the bytes; and the same path on an S3 bucket.
import { Readable } from "node:stream";
import type { TComicImages, TImageUploadAddress } from "@gbo/contracts/comics";
import type { TComic, TOrderLog } from "@gbo/contracts/orders";
import {
  IMAGE_NOT_PICTURE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  unreadablePictureMessage,
} from "@gbo/domain/imaging";
import { jpegPicture, jpegSegment, pngChunk, pngPicture } from "@gbo/domain/imaging/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comics } from "../../../db/schema/index";
import { SIGNED_ADDRESS_REFUSED_MESSAGE } from "../../../integrations/blobs/index";
import { type S3TestServer, startS3TestServer } from "../../../integrations/blobs/testing/s3-test-server";
import { seedOrder } from "../../../seed/orders-factory";
import { type Caller, callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";
import { tierTestKit } from "../../../test/tier-kit";

/** Real pictures (their headers decode): a 320 × 480 JPEG with a 64 KB EXIF segment before its frame, a 1×1 PNG. */
const JPEG = Buffer.from(
  jpegPicture({ width: 320, height: 480, before: [jpegSegment(0xe1, new Uint8Array(65_533))] }),
);
const PNG = Buffer.from(pngPicture());
const TEXT = Buffer.from("I am a text file someone renamed cover.jpg\n".repeat(20));

/** `size` bytes in 64 KB chunks: a body past 50 MB without holding it in memory. */
function streamOf(size: number, first: Buffer = JPEG): Readable {
  let sent = 0;
  const block = Buffer.alloc(64 * 1024, 3);
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const piece = sent === 0 ? first : block.subarray(0, Math.min(block.length, size - sent));
      sent += piece.length;
      this.push(piece);
    },
  });
}

function imagingSuite(name: string, setUp: () => Promise<{ ctx: TestContext; stop?: () => Promise<void> }>) {
  describe(name, () => {
    let ctx: TestContext;
    let stop: (() => Promise<void>) | undefined;
    let imaging: Caller;
    const { summary } = tierTestKit(() => ctx);
    beforeAll(async () => {
      ({ ctx, stop } = await setUp());
      imaging = await callerWith(ctx, "imaging");
    });
    afterAll(async () => {
      await ctx.close();
      await stop?.();
    });

    /** An InProcess order with one tier at `status` and two comics. */
    async function imagingOrder(status: "Imaging" | "ImagingSP" | "PreGrade" = "Imaging") {
      const { orderId } = await seedOrder(ctx.db, {
        status: "InProcess",
        tiers: [{ code: "SO", status, count: 2 }],
      });
      return { orderId, uniqueId: `${orderId}-001`, version: (await summary(orderId)).order.version };
    }
    const sas = (caller: Caller, path: string) =>
      caller.get<TImageUploadAddress & { message: string; modelState?: Record<string, string[]> }>(
        `/api/orders/sas/comic?path=${encodeURIComponent(path)}`,
      );
    const comicOf = async (orderId: string) =>
      (await imaging.get<TComic>(`/api/orders/${orderId}/comic/001`)).body;

    /** The browser's PUT: to the address as given (relative → this app; absolute → the bucket). */
    async function upload(address: TImageUploadAddress, body: Buffer | Readable, contentType = "image/jpeg") {
      if (address.url.startsWith("/")) {
        const answer = await ctx.app.inject({
          method: "PUT",
          url: address.url,
          headers: { ...address.headers, "content-type": contentType },
          payload: body,
        });
        return { status: answer.statusCode, body: answer.json() as { message?: string } };
      }
      const answer = await fetch(address.url, {
        method: "PUT",
        headers: { ...address.headers, "content-type": contentType },
        body: body as Buffer,
      });
      return { status: answer.status, body: { message: await answer.text() } };
    }
    async function download(url: string) {
      if (url.startsWith("/")) {
        const answer = await ctx.app.inject({ method: "GET", url });
        return { status: answer.statusCode, type: answer.headers["content-type"], bytes: answer.rawPayload };
      }
      const answer = await fetch(url);
      return {
        status: answer.status,
        type: answer.headers.get("content-type"),
        bytes: Buffer.from(await answer.arrayBuffer()),
      };
    }
    const confirm = (orderId: string, kind: string, body: object = {}) =>
      imaging.send("POST", `/api/orders/${orderId}/comic/001/images/${kind}`, body);

    it("uploads a cover: address, PUT, confirm; the comic has its image, the log says so, the list serves it", async () => {
      const { orderId, uniqueId, version } = await imagingOrder();
      const address = await sas(imaging, `${uniqueId}/cover.jpg`);
      expect(address.status, address.body.message).toBe(200);
      expect(address.body).toMatchObject({ method: "PUT", kind: "cover", maxBytes: MAX_IMAGE_BYTES });
      expect(Date.parse(address.body.expiresAt)).toBeGreaterThan(Date.now());
      expect((await upload(address.body, JPEG)).status).toBe(200);
      const confirmed = await confirm(orderId, "cover");
      expect(confirmed.status, confirmed.body.message).toBe(200);
      expect(confirmed.body.message).toBe(`${uniqueId}: Image uploaded: cover`);
      expect(confirmed.body.version).toBe(version + 1);
      expect(await comicOf(orderId)).toMatchObject({ hasImage: true, hasImageSP: false });
      const log = (await imaging.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
      expect(log.find((e) => e.type === "Image")).toMatchObject({
        description: "Image uploaded: cover",
        tierId: "SO",
        comicId: "001",
      });
      const list = await imaging.get<TComicImages>(`/api/orders/${orderId}/comic/001/images`);
      expect(list.status).toBe(200);
      expect(list.body.images.map((i) => [i.kind, i.contentType, i.size])).toEqual([
        ["cover", "image/jpeg", JPEG.length],
      ]);
      const served = await download(list.body.images[0]!.url);
      expect(served.status).toBe(200);
      expect(served.type).toBe("image/jpeg");
      expect(served.bytes.equals(JPEG)).toBe(true);
      // Confirmed once: the upload was moved into place, a second confirm has nothing to take.
      const again = await confirm(orderId, "cover");
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(
        "No uploaded cover picture to confirm: upload the file first (or again, if its address expired).",
      );
    });

    it("takes PNG special pictures at ImagingSP and sets hasImageSP", async () => {
      const { orderId, uniqueId } = await imagingOrder("ImagingSP");
      for (const kind of ["sp1", "sp4"]) {
        const address = await sas(imaging, `${uniqueId}/${kind}.jpg`);
        expect(address.status, address.body.message).toBe(200);
        expect((await upload(address.body, PNG, "image/png")).status).toBe(200);
        expect((await confirm(orderId, kind)).status).toBe(200);
      }
      expect(await comicOf(orderId)).toMatchObject({ hasImage: false, hasImageSP: true });
      const list = (await imaging.get<TComicImages>(`/api/orders/${orderId}/comic/001/images`)).body;
      expect(list.images.map((i) => [i.kind, i.contentType])).toEqual([
        ["sp1", "image/png"],
        ["sp4", "image/png"],
      ]);
      const served = await download(list.images[1]!.url);
      expect(served.bytes.equals(PNG)).toBe(true);
    });

    it("refuses a text file named .jpg, keeping nothing", async () => {
      const { orderId, uniqueId, version } = await imagingOrder();
      const address = (await sas(imaging, `${uniqueId}/cover.jpg`)).body;
      const text = await upload(address, TEXT, "image/jpeg");
      if (address.url.startsWith("/")) {
        // Files mode: the upload itself refuses it.
        expect(text.status).toBe(415);
        expect(text.body.message).toBe(IMAGE_NOT_PICTURE_MESSAGE);
      }
      const refused = await confirm(orderId, "cover");
      expect(refused.body.message).toMatch(/^(This file is not a JPEG or PNG picture\.|No uploaded cover)/);
      expect(refused.status).not.toBe(200);
      if (!address.url.startsWith("/")) {
        // Bucket mode: the bucket took it; the confirm refused and deleted it.
        expect(refused.status).toBe(415);
        expect((await confirm(orderId, "cover")).body.message).toMatch(/^No uploaded cover/);
      }
      expect((await comicOf(orderId)).hasImage).toBe(false);
      expect((await summary(orderId)).order.version).toBe(version);
    });

    it("refuses a file that only starts like a picture (415, its message), keeping nothing", async () => {
      const { orderId, uniqueId, version } = await imagingOrder();
      const html = "<html><body><script>alert(document.cookie)</script></body></html>";
      const fakes: [string, Buffer, string][] = [
        ["three bytes FF D8 FF", Buffer.from([0xff, 0xd8, 0xff]), "image/jpeg"],
        [
          "a JPEG header, then a web page",
          Buffer.concat([JPEG.subarray(0, 20), Buffer.from(html)]),
          "image/jpeg",
        ],
        [
          "a PNG header, then a web page",
          Buffer.concat([PNG.subarray(0, 33), Buffer.from(html)]),
          "image/png",
        ],
        [
          "a PNG with a web page for a chunk",
          Buffer.from(pngPicture({ before: [pngChunk("HTML", Buffer.from(html))] })),
          "image/png",
        ],
      ];
      for (const [name, fake, type] of fakes) {
        const message = unreadablePictureMessage(type as "image/jpeg" | "image/png");
        const address = (await sas(imaging, `${uniqueId}/cover.jpg`)).body;
        const put = await upload(address, fake, type);
        const refused = await confirm(orderId, "cover");
        if (address.url.startsWith("/")) {
          // Files mode: the upload itself refuses it; there is nothing to confirm.
          expect([put.status, put.body.message], name).toEqual([415, message]);
          expect(refused.body.message, name).toMatch(/^No uploaded cover/);
        } else {
          // Bucket mode: the bucket took it; the confirm refuses and deletes it.
          expect(put.status, name).toBe(200);
          expect([refused.status, refused.body.message], name).toEqual([415, message]);
          expect((await confirm(orderId, "cover")).body.message, name).toMatch(/^No uploaded cover/);
        }
      }
      expect((await comicOf(orderId)).hasImage).toBe(false);
      expect((await summary(orderId)).order.version).toBe(version);
      expect(
        (await imaging.get<TComicImages>(`/api/orders/${orderId}/comic/001/images`)).body.images,
      ).toEqual([]);
    });

    it("refuses pictures past 50 MB", async () => {
      const { orderId, uniqueId } = await imagingOrder();
      const address = (await sas(imaging, `${uniqueId}/cover.jpg`)).body;
      if (address.url.startsWith("/")) {
        const declared = await ctx.app.inject({
          method: "PUT",
          url: address.url,
          headers: { "content-type": "image/jpeg", "content-length": String(MAX_IMAGE_BYTES + 1) },
          payload: streamOf(1000),
        });
        expect(declared.statusCode).toBe(413);
        expect(declared.json().message).toBe(IMAGE_TOO_LARGE_MESSAGE);
        // No length said: counted while streaming, stopped past the limit.
        const streamed = await upload(address, streamOf(MAX_IMAGE_BYTES + 1));
        expect(streamed.status).toBe(413);
        expect(streamed.body.message).toBe("The picture is larger than 50 MB.");
        expect((await confirm(orderId, "cover")).body.message).toMatch(/^No uploaded cover/);
      } else {
        const put = await fetch(address.url, {
          method: "PUT",
          headers: { "content-type": "image/jpeg" },
          body: streamOf(MAX_IMAGE_BYTES + 1) as unknown as RequestInit["body"],
          duplex: "half",
        } as RequestInit);
        expect(put.status).toBe(200);
        const refused = await confirm(orderId, "cover");
        expect(refused.status).toBe(413);
        expect(refused.body.message).toBe(IMAGE_TOO_LARGE_MESSAGE);
      }
      expect((await comicOf(orderId)).hasImage).toBe(false);
    });

    it("checks a given version; sends none and is not refused for a change elsewhere", async () => {
      const { orderId, uniqueId, version } = await imagingOrder();
      await imaging.send("POST", "/api/orders/comment", {
        orderId,
        description: "Someone else's change",
        version,
      });
      const address = (await sas(imaging, `${uniqueId}/cover.jpg`)).body;
      await upload(address, JPEG);
      const stale = await confirm(orderId, "cover", { version });
      expect(stale.status).toBe(409);
      expect((await comicOf(orderId)).hasImage).toBe(false);
      expect((await confirm(orderId, "cover")).status).toBe(200);
    });

    it("needs the imaging claim, the picture's station, days above 1 and a well-formed path", async () => {
      const { orderId, uniqueId } = await imagingOrder();
      const grader = await callerWith(ctx, "grade");
      expect((await sas(grader, `${uniqueId}/cover.jpg`)).status).toBe(403);
      expect((await grader.send("POST", `/api/orders/${orderId}/comic/001/images/cover`, {})).status).toBe(
        403,
      );
      const atPreGrade = await imagingOrder("PreGrade");
      expect((await sas(imaging, `${atPreGrade.uniqueId}/cover.jpg`)).status).toBe(403);
      const billing = await callerWith(ctx, "billing");
      const wrong = await sas(billing, `${uniqueId}/sp1.jpg`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(
        "Special pictures (sp1..sp4) are taken at the ImagingSP station; this comic's tier is at Imaging.",
      );
      expect((await sas(billing, `${uniqueId}/cover.jpg`)).status).toBe(200);
      await ctx.db.update(comics).set({ days: 1 }).where(eq(comics.orderId, orderId));
      const closed = await sas(imaging, `${uniqueId}/cover.jpg`);
      expect(closed.status).toBe(400);
      expect(closed.body.message).toBe("Image edit is allowed only when days is above 1 (this comic has 1).");
      expect((await confirm(orderId, "cover")).body.message).toBe(closed.body.message);
      const bad = await sas(imaging, `${uniqueId}/back.jpg`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(
        `Invalid image path "${uniqueId}/back.jpg": expected {uniqueId}/{cover|sp1..sp4}.jpg, e.g. 26-0A12345-001/cover.jpg.`,
      );
      expect(bad.body.modelState).toEqual({ "model.path": [bad.body.message] });
      expect((await sas(imaging, "26-0A99999-001/cover.jpg")).status).toBe(404);
      const wrongKind = await imaging.send("POST", `/api/orders/${orderId}/comic/001/images/back`, {});
      expect(wrongKind.status).toBe(400);
    });
  });
}

imagingSuite("pictures in files (DATA_DIR/blobs)", async () => ({ ctx: await createTestContext() }));

let s3: S3TestServer;
imagingSuite("pictures in an S3 bucket (s3rver)", async () => {
  s3 = await startS3TestServer();
  return { ctx: await createTestContext({ config: { blobs: s3.config } }), stop: () => s3.stop() };
});

describe("the files mode's signed addresses", () => {
  let ctx: TestContext;
  let imaging: Caller;
  beforeAll(async () => {
    ctx = await createTestContext();
    imaging = await callerWith(ctx, "imaging");
  });
  afterAll(() => ctx.close());

  it("refuses a tampered or expired address and needs no bearer token", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "Imaging", count: 1 }],
    });
    const address = (
      await imaging.get<TImageUploadAddress>(`/api/orders/sas/comic?path=${orderId}-001/cover.jpg`)
    ).body;
    const put = (url: string) =>
      ctx.app.inject({ method: "PUT", url, headers: { "content-type": "image/jpeg" }, payload: JPEG });
    const url = new URL(address.url, "http://x");
    const tamper = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return `${copy.pathname}?${copy.searchParams}`;
    };
    for (const forged of [
      tamper("max", String(10 * MAX_IMAGE_BYTES)),
      tamper("exp", String(Number(url.searchParams.get("exp")) + 3600)),
      tamper("types", "text/plain"),
      address.url.replace(`${orderId}-001`, `${orderId}-002`),
      `${url.pathname}?exp=${url.searchParams.get("exp")}&signature=forged`,
    ]) {
      const refused = await put(forged);
      expect(refused.statusCode, forged).toBe(403);
      expect(refused.json().message).toBe(SIGNED_ADDRESS_REFUSED_MESSAGE);
    }
    // An upload address is not a download address.
    expect((await ctx.app.inject({ method: "GET", url: address.url })).statusCode).toBe(403);
    expect((await put(address.url)).statusCode).toBe(200);

    const expired = await ctx.app.inject({
      method: "PUT",
      url: tamper("exp", "1000"),
      headers: { "content-type": "image/jpeg" },
      payload: JPEG,
    });
    expect(expired.statusCode).toBe(403);
    const { FsBlobStore } = await import("../../../integrations/blobs/index");
    const store = ctx.app.context.blobs as InstanceType<typeof FsBlobStore>;
    const past = new FsBlobStore(store.dir, (store as unknown as { signingKey: Buffer }).signingKey, () => 0);
    const old = await past.signedUpload(`uploads/comics/${orderId}-001/cover`, {
      expiresInSeconds: 60,
      limits: { maxBytes: 10, contentTypes: ["image/jpeg"] },
    });
    const tooLate = await put(old.url);
    expect(tooLate.statusCode).toBe(403);
    expect(tooLate.json().message).toBe(
      "This upload or download address is not valid or has expired. Ask for a new one and try again.",
    );
  });

  it("over a real connection, a client streaming past 50 MB reads the 413 and its message", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "Imaging", count: 1 }],
    });
    const address = (
      await imaging.get<TImageUploadAddress>(`/api/orders/sas/comic?path=${orderId}-001/cover.jpg`)
    ).body;
    const base = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const answer = await fetch(`${base}${address.url}`, {
      method: "PUT",
      headers: { "content-type": "image/jpeg" },
      body: streamOf(MAX_IMAGE_BYTES + 1) as unknown as RequestInit["body"],
      duplex: "half",
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toBe(IMAGE_TOO_LARGE_MESSAGE);
  });
});
