// Issue 27 point 4: the public feed publishes nothing that runs. A manager's slider link to another site
// (//evil.example, /\evil.example) or one that runs (javascript:, data:, split by spaces or tabs) is
// refused with the domain's message and changes nothing; markup in banner and content texts likewise;
// and rows stored before the rule reach GET /api/public/content as plain text and safe links.
import { SITE_LINK_INVALID } from "@gbo/domain/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners, contentEvents, conventions, sliders } from "../../../db/schema/content";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

let ctx: TestContext;
let manager: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, {
    userName: "mona",
    claims: "managecontent,manage,manageworker,user,shelves",
    password: "mona-test-password",
  });
  manager = await signIn(ctx.app, "mona", "mona-test-password");
});
afterAll(() => ctx.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: manager.authHeader, payload });

const today = new Date().toISOString().slice(0, 10);
const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
const plain = (label: string) => `${label} must be plain text: remove the markup, such as <b> or <script>.`;

const sliderCount = async () => (await call("GET", "/api/content/slider/?pageSize=200")).json().total;

describe("slider links", () => {
  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "http:/x",
    "https://bank.example@evil.example/",
  ])("refuses %j with the rule's message and stores nothing", async (link) => {
    const before = await sliderCount();
    const refused = await call("POST", "/api/content/slider/", { name: "Fall", link });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().modelState).toEqual({ "model.link": [SITE_LINK_INVALID] });
    expect(SITE_LINK_INVALID).toBe(
      "Please enter a valid link: an address starting with http:// or https://, or a path on this site starting with a single /.",
    );
    expect(await sliderCount()).toBe(before);
  });

  it("accepts an http(s) address and a site path; an edit to a bad link changes nothing", async () => {
    const away = await call("POST", "/api/content/slider/", {
      name: "Away",
      link: "https://example.com/fall",
    });
    expect(away.statusCode).toBe(200);
    const home = await call("POST", "/api/content/slider/", { name: "Home", link: "/submit" });
    expect(home.json()).toMatchObject({ link: "/submit", version: 1 });

    const edited = await call("PUT", `/api/content/slider/${home.json().id}`, {
      name: "Home",
      link: "//evil.example/x",
      version: 1,
    });
    expect(edited.statusCode).toBe(400);
    const read = (await call("GET", `/api/content/slider/${home.json().id}`)).json();
    expect(read).toMatchObject({ link: "/submit", version: 1 });
  });
});

describe("plain text in banners and content", () => {
  it("refuses markup in a banner's headers and lines, and in a slider's name and caption", async () => {
    const banner = await call("POST", "/api/banners/", {
      start: today,
      end: nextYear,
      header1: "<script>alert(1)</script>",
      line2: 'Sale <img src=x onerror="alert(1)">',
    });
    expect(banner.statusCode).toBe(400);
    expect(banner.json().modelState).toEqual({
      "model.header1": [plain("Header 1")],
      "model.line2": [plain("Line 2")],
    });
    const slider = await call("POST", "/api/content/slider/", { name: "<b>Fall</b>", caption: "<i>x</i>" });
    expect(slider.json().modelState).toEqual({
      "model.name": [plain("Name")],
      "model.caption": [plain("Caption")],
    });
    // Text that only looks like a comparison is text.
    const fine = await call("POST", "/api/banners/", {
      start: today,
      end: nextYear,
      header1: "9.8 < 10, we <3 it",
    });
    expect(fine.statusCode).toBe(200);
  });

  it("refuses markup in a convention's title and address and in an event's title and comments", async () => {
    const convention = await call("POST", "/api/conventions/", {
      title: "<b>Comic Fest</b>",
      date: nextYear,
      address: "<script>alert(1)</script>",
    });
    expect(convention.statusCode).toBe(400);
    expect(convention.json().modelState).toEqual({
      "model.title": [plain("Title")],
      "model.address": [plain("Address")],
    });
    const event = await call("POST", "/api/signings/", {
      title: "Stan <script>alert(1)</script>",
      eventDate: today,
      hour: 12,
      infoEmail: "info@lab.test",
      comments: [{ line1: "Bring books", line2: "<a href=javascript:x>here</a>" }],
    });
    expect(event.statusCode).toBe(400);
    expect(event.json().modelState).toEqual({
      "model.title": [plain("Title")],
      "model.comments.0.line2": [plain("Comment line 2")],
    });
  });
});

describe("GET /api/public/content with rows stored before the rule", () => {
  it("publishes their texts without markup and drops their unsafe links", async () => {
    const script = "<script>alert(1)</script>";
    await ctx.db
      .insert(banners)
      .values({ startDate: today, endDate: nextYear, header1: `Old ${script}`, line1: "<b>Bold</b> sale" });
    await ctx.db.insert(sliders).values([
      {
        name: `Old ${script}`,
        caption: "<img src=x onerror=alert(1)>Caption",
        link: "//evil.example/x",
        sortOrder: -2,
      },
      { name: "Kept", link: "/submit", sortOrder: -1 },
    ]);
    await ctx.db.insert(conventions).values({ title: `<b>Fest</b>`, date: nextYear, address: script });
    await ctx.db.insert(contentEvents).values({
      kind: "signing",
      title: `Signing ${script}`,
      eventDate: new Date(`${nextYear}T12:00:00Z`),
      infoEmail: "info@lab.test",
      comments: [{ line1: "<scr<b>ipt>alert(1)</script>", line2: "" }],
    });
    expect((await call("PUT", "/api/banners/publish/")).statusCode).toBe(200);

    const feed = await ctx.app.inject({ method: "GET", url: "/api/public/content" });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toMatch(/<[A-Za-z/!?]/);
    const body = feed.json();
    expect(body.banners.find((b: { headers: string[] }) => b.headers[0]?.startsWith("Old"))).toMatchObject({
      headers: ["Old alert(1)"],
      lines: ["Bold sale"],
    });
    expect(body.sliders.slice(0, 2)).toMatchObject([
      { name: "Old alert(1)", caption: "Caption", link: "" },
      { name: "Kept", link: "/submit" },
    ]);
    expect(body.conventions.find((c: { title: string }) => c.title === "Fest")).toMatchObject({
      address: "alert(1)",
    });
    expect(body.events.find((e: { title: string }) => e.title.startsWith("Signing"))).toMatchObject({
      title: "Signing alert(1)",
      comments: [{ line1: "script>alert(1)", line2: "" }],
    });
  });

  it("says in its OpenAPI description that its texts are plain text and what a link may be", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const description: string = document.paths["/api/public/content"].get.description;
    expect(description).toContain("is plain text: it holds no markup");
    expect(description).toContain(
      "absolute http:// or https:// address or a path on the public site starting with a single /",
    );
  });
});
