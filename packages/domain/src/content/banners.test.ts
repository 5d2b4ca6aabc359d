import { describe, expect, it } from "vitest";
import {
  BANNER_END_REQUIRED,
  BANNER_HEADER_REQUIRED,
  BANNER_START_AFTER_END,
  BANNER_START_REQUIRED,
  bannerFormProblems,
  CONTENT_CACHE_SECONDS,
  contentImagePathOf,
  formatBannerOrder,
  isBannerShowing,
  parseBannerOrder,
  parseContentImagePath,
  SLIDER_LINK_INVALID,
  SLIDER_NAME_REQUIRED,
  sliderFormProblems,
} from "./banners";

const form = {
  start: "2026-12-01",
  end: "2026-12-31",
  header1: "Holiday sale",
  header2: "",
  header3: "",
  line1: "",
  line2: "",
  line3: "",
};

describe("banner form", () => {
  it("accepts a banner with both days and header 1", () => {
    expect(bannerFormProblems(form)).toEqual({});
  });

  it("needs both days, start not after end, and header 1", () => {
    expect(bannerFormProblems({ ...form, start: "", end: "12-31-26", header1: " " })).toEqual({
      start: BANNER_START_REQUIRED,
      end: BANNER_END_REQUIRED,
      header1: BANNER_HEADER_REQUIRED,
    });
    expect(bannerFormProblems({ ...form, start: "2027-01-01" })).toEqual({
      start: "Start date should not be greater than end date!",
    });
    expect(BANNER_START_AFTER_END).toBe("Start date should not be greater than end date!");
  });

  it("limits each header and line to 200 characters", () => {
    expect(bannerFormProblems({ ...form, line2: "x".repeat(201) })).toEqual({
      line2: "Line 2 may hold at most 200 characters.",
    });
  });

  it("keeps every header and line plain text (the public feed publishes them)", () => {
    expect(
      bannerFormProblems({ ...form, header1: "<script>alert(1)</script>", line3: "Sale <b>now</b>" }),
    ).toEqual({
      header1: "Header 1 must be plain text: remove the markup, such as <b> or <script>.",
      line3: "Line 3 must be plain text: remove the markup, such as <b> or <script>.",
    });
    expect(bannerFormProblems({ ...form, line1: "Grades 9.8 < 10" })).toEqual({});
  });

  it("shows a published banner from its start day to its end day", () => {
    const banner = { start: "2026-12-01", end: "2026-12-31" };
    expect(isBannerShowing(banner, "2026-11-30")).toBe(false);
    expect(isBannerShowing(banner, "2026-12-01")).toBe(true);
    expect(isBannerShowing(banner, "2026-12-31")).toBe(true);
    expect(isBannerShowing(banner, "2027-01-01")).toBe(false);
  });
});

describe("banner order value (PUT /api/banners/order/{value})", () => {
  it("reads id:order pairs and writes them back", () => {
    expect(parseBannerOrder("7:1,3:2")).toEqual([
      { id: 7, order: 1 },
      { id: 3, order: 2 },
    ]);
    expect(formatBannerOrder([{ id: 7, order: 1 }])).toBe("7:1");
  });

  it("refuses malformed pairs, orders above 9999 and repeated ids", () => {
    for (const bad of ["", "7", "7:-1", "7:10000", "a:1", "7:1,7:2", "0:1"]) {
      expect(parseBannerOrder(bad), bad).toBeNull();
    }
  });
});

describe("slider form", () => {
  it("needs a name; a link is a web address or a site path", () => {
    expect(sliderFormProblems({ name: "", caption: "", link: "javascript:alert(1)" })).toEqual({
      name: SLIDER_NAME_REQUIRED,
      link: SLIDER_LINK_INVALID,
    });
    expect(sliderFormProblems({ name: "Fall", caption: "", link: "/submit" })).toEqual({});
    expect(sliderFormProblems({ name: "Fall", caption: "", link: "https://example.com/x" })).toEqual({});
  });

  it("refuses links to another site or that run, and markup in the name and caption", () => {
    const link =
      "Please enter a valid link: an address starting with http:// or https://, or a path on this site starting with a single /.";
    for (const bad of [
      "//evil.example/x",
      "/\\evil.example",
      " javascript:alert(1)",
      "java\tscript:x",
      "http:/x",
    ]) {
      expect(sliderFormProblems({ name: "Fall", caption: "", link: bad }), bad).toEqual({ link });
    }
    expect(sliderFormProblems({ name: "<i>Fall</i>", caption: "<script>x</script>", link: "" })).toEqual({
      name: "Name must be plain text: remove the markup, such as <b> or <script>.",
      caption: "Caption must be plain text: remove the markup, such as <b> or <script>.",
    });
  });
});

describe("content image paths (§7 image access)", () => {
  it("takes the spec's five forms: banners/{id} and {kind}/{id}.jpg", () => {
    expect(parseContentImagePath("banners/12")).toEqual({ kind: "banners", id: 12, path: "banners/12" });
    expect(parseContentImagePath("slider/3.jpg")).toEqual({ kind: "slider", id: 3, path: "slider/3.jpg" });
    for (const kind of ["conventions", "onsites", "signings"] as const) {
      expect(parseContentImagePath(`${kind}/9.jpg`)?.path).toBe(contentImagePathOf(kind, 9));
    }
  });

  it("refuses other shapes", () => {
    for (const bad of [
      "banners/12.jpg",
      "slider/3",
      "slider/0.jpg",
      "../banners/1",
      "orders/1.jpg",
      "banners/x",
    ]) {
      expect(parseContentImagePath(bad), bad).toBeNull();
    }
  });

  it("caches content for 300 seconds", () => {
    expect(CONTENT_CACHE_SECONDS).toBe(300);
  });
});
