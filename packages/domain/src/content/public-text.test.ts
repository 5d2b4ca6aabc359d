import { describe, expect, it } from "vitest";
import {
  hasMarkup,
  isSiteLink,
  plainTextProblem,
  SITE_LINK_INVALID,
  siteLinkProblem,
  toPlainText,
  toSiteLinkOrEmpty,
} from "./public-text";

describe("site links (what the public site may put in an href)", () => {
  it.each([
    "",
    "https://example.com",
    "HTTPS://Example.COM/Fall-Sale?x=1#top",
    "http://localhost:8080/x",
    "https://shop.example.co.uk/path/with%20space",
    "/",
    "/submit",
    "/submit?tier=VI#form",
    "  /submit  ",
  ])("accepts %j", (link) => {
    expect(isSiteLink(link)).toBe(true);
    expect(siteLinkProblem(link)).toBeUndefined();
  });

  it.each([
    ["another site without a scheme", "//evil.example/x"],
    ["a backslash browsers read as /", "/\\evil.example"],
    ["a backslash later on", "/a\\b"],
    ["script", "javascript:alert(1)"],
    ["script in capitals", "JaVaScRiPt:alert(1)"],
    ["script after a space", " javascript:alert(1)"],
    ["script split by a tab", "java\tscript:alert(1)"],
    ["script split by a newline", "java\nscript:alert(1)"],
    ["a control character first", "\u0001/submit"],
    ["a zero-width space", "/sub\u200bmit"],
    ["data", "data:text/html,<script>alert(1)</script>"],
    ["vbscript", "vbscript:msgbox(1)"],
    ["one slash after http:", "http:/x"],
    ["no slash after https:", "https:example.com"],
    ["no host", "https:///x"],
    ["a user@ part (goes to the second host)", "https://bank.example@evil.example/"],
    ["a space inside", "https://example.com/a b"],
    ["a quote that ends an attribute", 'https://example.com/"onmouseover="x'],
    ["an angle bracket", "/x<script>"],
    ["a relative path", "submit"],
    ["ftp", "ftp://example.com/x"],
  ])("refuses %s: %j", (_why, link) => {
    expect(isSiteLink(link)).toBe(false);
    expect(siteLinkProblem(link)).toBe(
      "Please enter a valid link: an address starting with http:// or https://, or a path on this site starting with a single /.",
    );
  });

  it("publishes a stored link only when it may be one", () => {
    expect(toSiteLinkOrEmpty(" /submit ")).toBe("/submit");
    expect(toSiteLinkOrEmpty("//evil.example/x")).toBe("");
    expect(toSiteLinkOrEmpty("javascript:alert(1)")).toBe("");
    expect(SITE_LINK_INVALID).toBe(siteLinkProblem("//x"));
  });
});

describe("plain text (what the public site may put in a page)", () => {
  it.each([
    "Holiday grading",
    "3 < 5 and 7 > 2",
    "I <3 comics",
    "Fish & chips &amp; more",
    "Price: <$20",
    "",
  ])("is plain: %j", (text) => {
    expect(hasMarkup(text)).toBe(false);
    expect(plainTextProblem("Header 1", text)).toBeUndefined();
  });

  it.each([
    "<script>alert(1)</script>",
    "Sale <b>now</b>",
    "<img src=x onerror=alert(1)>",
    "</p>",
    "<!-- hidden -->",
    "<?xml",
    "x<svg/onload=alert(1)>",
  ])("is markup: %j", (text) => {
    expect(hasMarkup(text)).toBe(true);
    expect(plainTextProblem("Header 1", text)).toBe(
      "Header 1 must be plain text: remove the markup, such as <b> or <script>.",
    );
  });

  it("says which field, by its label", () => {
    expect(plainTextProblem("Caption", "<i>x</i>")).toBe(
      "Caption must be plain text: remove the markup, such as <b> or <script>.",
    );
    expect(plainTextProblem("Caption", null)).toBeUndefined();
  });

  it.each([
    ["<script>alert(1)</script>", "alert(1)"],
    ["Sale <b>now</b>!", "Sale now!"],
    ["<img src=x onerror=alert(1)>Hi", "Hi"],
    ["<scr<b>ipt>alert(1)</script>", "script>alert(1)"],
    ["<<a>b", "b"],
    ["<<script>script>x", "script>x"],
    ["an open <script", "an open script"],
    ["3 < 5, I <3 comics", "3 < 5, I <3 comics"],
  ])("the feed's copy of stored text %j is %j, with no markup left", (stored, published) => {
    expect(toPlainText(stored)).toBe(published);
    expect(hasMarkup(toPlainText(stored))).toBe(false);
  });
});
