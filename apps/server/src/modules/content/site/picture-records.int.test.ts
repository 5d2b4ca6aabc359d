// Banners and sliders are one content-with-picture mechanism (picture-records.ts, picture-record-routes.ts):
// each kind answers a missing record, a change without its version, a stale delete and a delete with a
// picture the same way, with its own messages. What only one kind has is in banners-sliders.int.test.ts.
import { jpegPicture } from "@gbo/domain/imaging/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

let ctx: TestContext;
let admin: SignedIn;
let editor: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "boss", claims: "admin", password: "boss-test-password" });
  await seedWorker(ctx.db, { userName: "cora", claims: "managecontent", password: "cora-test-password" });
  admin = await signIn(ctx.app, "boss", "boss-test-password");
  editor = await signIn(ctx.app, "cora", "cora-test-password");
});
afterAll(() => ctx.close());

const call = (who: SignedIn, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.authHeader, payload });

const KINDS = [
  {
    kind: "banner",
    path: "/api/banners",
    /** The picture path content-images.ts gives a record of this kind. */
    pictureOf: (id: number) => `banners/${id}`,
    form: { start: "2026-12-01", end: "2026-12-31", header1: "Holiday grading" },
    deleter: () => admin,
    notFound: "Banner not found.",
    stale: "This banner was changed by someone else. Reload and try again.",
  },
  {
    kind: "slider",
    path: "/api/content/slider",
    pictureOf: (id: number) => `slider/${id}.jpg`,
    form: { name: "Fall", link: "/submit" },
    deleter: () => editor,
    notFound: "Slider not found.",
    stale: "This slider was changed by someone else. Reload and try again.",
  },
] as const;

describe.each(KINDS)("a $kind, as a content record with a picture", (kind) => {
  const add = async () => (await call(editor, "POST", `${kind.path}/`, kind.form)).json();

  it("answers 404 with its message on a read, a change and a delete of a record that does not exist", async () => {
    for (const [who, method, payload] of [
      [editor, "GET", undefined],
      [editor, "PUT", { ...kind.form, version: 1 }],
      [kind.deleter(), "DELETE", undefined],
    ] as const) {
      const answer = await call(who, method, `${kind.path}/999999`, payload);
      expect([answer.statusCode, answer.json().message], method).toEqual([404, kind.notFound]);
    }
  });

  it("refuses a change without the version read, on its field, and changes nothing", async () => {
    const record = await add();
    const refused = await call(editor, "PUT", `${kind.path}/${record.id}`, kind.form);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: "Error saving changes",
      modelState: { "model.version": ["The version read is required."] },
    });
    expect((await call(editor, "GET", `${kind.path}/${record.id}`)).json()).toEqual(record);
  });

  it("keeps the record on a stale delete (409, its message); deletes it and its picture with the version read", async () => {
    const record = await add();
    const path = kind.pictureOf(record.id);
    const address = (await call(editor, "GET", `/api/data/sas?path=${encodeURIComponent(path)}`)).json();
    const picture = Buffer.from(jpegPicture({ width: 600, height: 200 }));
    const uploaded = await ctx.app.inject({
      method: "PUT",
      url: address.url,
      headers: { ...address.headers, "content-type": "image/jpeg" },
      payload: picture,
    });
    expect(uploaded.statusCode).toBe(200);
    const confirm = `/api/data/sas/confirm?path=${encodeURIComponent(path)}`;
    expect((await call(editor, "POST", confirm, { version: record.version })).statusCode).toBe(200);
    const shown = (await call(editor, "GET", `${kind.path}/${record.id}`)).json();
    expect((await ctx.app.inject({ method: "GET", url: shown.imageUrl })).statusCode).toBe(200);

    const stale = await call(kind.deleter(), "DELETE", `${kind.path}/${record.id}?version=${record.version}`);
    expect([stale.statusCode, stale.json().message]).toEqual([409, kind.stale]);
    const kept = (await call(editor, "GET", `${kind.path}/${record.id}`)).json();
    expect(kept).toMatchObject({ id: record.id, img: path, version: shown.version });

    const deleted = await call(
      kind.deleter(),
      "DELETE",
      `${kind.path}/${record.id}?version=${shown.version}`,
    );
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { ok: true }]);
    expect((await call(editor, "GET", `${kind.path}/${record.id}`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: shown.imageUrl })).statusCode).toBe(404);
  });
});
