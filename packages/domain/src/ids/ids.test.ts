import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  comicIdTier,
  comicSeqOf,
  comicUniqueId,
  isComicId,
  isComicRouteId,
  isOrderId,
  isTierId,
  isUniqueId,
  newOrderId,
  nextComicSeq,
  normalizeOrderId,
  parseScanCode,
  scanTargetPath,
  UNIQUE_ID_LENGTH,
} from "./index";

describe("order ids (two digits, a hyphen and seven letters or digits, or seven plain digits)", () => {
  it.each([
    ["26-0A12345", "26-0A12345"],
    ["26-0a12345", "26-0A12345"],
    ["  26-0A12345  ", "26-0A12345"],
    ["00-1234567", "00-1234567"],
    ["1234567", "00-1234567"],
    [" 1234567\n", "00-1234567"],
    ["99-ZZZZZZZ", "99-ZZZZZZZ"],
  ])("%j normalizes to %s", (text, expected) => {
    expect(normalizeOrderId(text)).toBe(expected);
    expect(isOrderId(text)).toBe(true);
  });

  it.each([
    "",
    "hello",
    "12-123",
    "26-0A12345-",
    "26-0A1234",
    "26-0A123456",
    "123456",
    "12345678",
    "2-0A12345",
    "26_0A12345",
    "AB-1234567",
    "26-0A1234$",
  ])("%j is not an order id", (text) => {
    expect(normalizeOrderId(text)).toBeNull();
    expect(isOrderId(text)).toBe(false);
  });
});

describe("tier ids (alphanumeric plus a letter, optional trailing E–S)", () => {
  it.each(["SO", "SOF", "2DE", "MD", "1D", "RH", "OTE", "OTP", "OTS", "OE", "sof", " 2de "])(
    "%j is a tier id",
    (text) => expect(isTierId(text)).toBe(true),
  );
  it.each(["SOT", "SOA", "SOD", "SOZ", "S", "S1", "11", "001", "SOFE", "", "S-O"])(
    "%j is not a tier id",
    (text) => expect(isTierId(text)).toBe(false),
  );
});

describe("comic ids", () => {
  it.each(["001", "999", "AB-001", "26-0A12345-001", "ab-123"])("%j is a comic id", (text) =>
    expect(isComicId(text)).toBe(true),
  );
  it.each(["01", "0001", "A-001", "ABC-001", "26-0A12345-01", "new", "SO", ""])(
    "%j is not a comic id",
    (text) => expect(isComicId(text)).toBe(false),
  );
  it("the add-comic route also takes 'new'", () => {
    expect(isComicRouteId("new")).toBe(true);
    expect(isComicRouteId("001")).toBe(true);
    expect(isComicRouteId("newer")).toBe(false);
  });
  it("a unique id is the order id and a three-digit sequence, 14 characters", () => {
    expect(comicUniqueId("26-0A12345", 1)).toBe("26-0A12345-001");
    expect(comicUniqueId("26-0A12345", "42")).toBe("26-0A12345-042");
    expect(comicUniqueId("1234567", 100)).toBe("00-1234567-100");
    expect(comicUniqueId("26-0A12345", 7)).toHaveLength(UNIQUE_ID_LENGTH);
    expect(isUniqueId("26-0a12345-001")).toBe(true);
    expect(isUniqueId("26-0A12345")).toBe(false);
  });
});

describe("parseScanCode and scanTargetPath", () => {
  it.each([
    ["26-0A12345", { kind: "order", orderId: "26-0A12345" }, "/orders/26-0A12345"],
    ["1234567", { kind: "order", orderId: "00-1234567" }, "/orders/00-1234567"],
    ["26-0A12345-SOF", { kind: "tier", orderId: "26-0A12345", tierId: "SOF" }, "/orders/26-0A12345/SOF"],
    [" 26-0a12345-2de ", { kind: "tier", orderId: "26-0A12345", tierId: "2DE" }, "/orders/26-0A12345/2DE"],
    ["1234567-MD", { kind: "tier", orderId: "00-1234567", tierId: "MD" }, "/orders/00-1234567/MD"],
    [
      "26-0A12345-001",
      { kind: "comic", orderId: "26-0A12345", comicSeq: "001", uniqueId: "26-0A12345-001" },
      "/orders/26-0A12345/001",
    ],
    [
      "1234567-012",
      { kind: "comic", orderId: "00-1234567", comicSeq: "012", uniqueId: "00-1234567-012" },
      "/orders/00-1234567/012",
    ],
  ])("%j scans to %j", (text, target, path) => {
    const parsed = parseScanCode(text);
    expect(parsed).toEqual(target);
    expect(parsed && scanTargetPath(parsed)).toBe(path);
  });

  it.each([
    "",
    "   ",
    "hello",
    "12-123",
    "26-0A12345-",
    "26-0A12345-SOT",
    "26-0A12345-01",
    "26-0A12345-0001",
    "26-0A12345-SO-001",
    "-26-0A12345",
    "123456-SO",
  ])("%j is ignored (null)", (text) => {
    expect(parseScanCode(text)).toBeNull();
  });

  it("whatever parses, parses again to the same target from its canonical code", () => {
    const code = (t: NonNullable<ReturnType<typeof parseScanCode>>) =>
      t.kind === "order" ? t.orderId : t.kind === "tier" ? `${t.orderId}-${t.tierId}` : t.uniqueId;
    const candidates = fc.oneof(
      fc.string(),
      fc.stringMatching(/^\s?(\d{2}-[0-9a-zA-Z]{7}|\d{7})(-([0-9A-Za-z]{2,3}|\d{3}))?\s?$/),
    );
    fc.assert(
      fc.property(candidates, (text) => {
        const target = parseScanCode(text);
        if (target) expect(parseScanCode(code(target))).toEqual(target);
      }),
    );
  });

  it("every comic unique id parses back to its own comic", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{2}-[0-9A-Z]{7}$/),
        fc.integer({ min: 1, max: 999 }),
        (orderId, seq) => {
          const uniqueId = comicUniqueId(orderId, seq);
          expect(parseScanCode(uniqueId)).toEqual({
            kind: "comic",
            orderId,
            comicSeq: String(seq).padStart(3, "0"),
            uniqueId,
          });
        },
      ),
    );
  });
});

describe("newOrderId", () => {
  it("is a two-digit year, a hyphen and seven characters", () => {
    expect(newOrderId(2026, () => 0)).toBe("26-0000000");
    expect(newOrderId(2026, () => 0.9999999)).toBe("26-ZZZZZZZ");
    expect(newOrderId(2005, () => 10 / 36)).toBe("05-AAAAAAA");
  });
  it("always produces a valid order id", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2099 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (year, r) => {
          const id = newOrderId(year, () => r);
          expect(normalizeOrderId(id)).toBe(id);
          expect(id.startsWith(String(year).slice(2))).toBe(true);
        },
      ),
    );
  });
});

describe("comic route ids", () => {
  it("reads every form to the order's three-digit sequence", () => {
    expect(comicSeqOf("26-0A12345", "1")).toBe("001");
    expect(comicSeqOf("26-0A12345", "007")).toBe("007");
    expect(comicSeqOf("26-0A12345", "so-012")).toBe("012");
    expect(comicSeqOf("26-0A12345", "26-0A12345-003")).toBe("003");
    expect(comicSeqOf("0012345", "00-0012345-003")).toBe("003");
  });

  it("refuses another order's unique id and anything else", () => {
    expect(comicSeqOf("26-0A12345", "26-0B99999-003")).toBeNull();
    expect(comicSeqOf("26-0A12345", "new")).toBeNull();
    expect(comicSeqOf("26-0A12345", "SO")).toBeNull();
  });

  it("tells the tier a two-letter form carries", () => {
    expect(comicIdTier("so-012")).toBe("SO");
    expect(comicIdTier("012")).toBeNull();
  });

  it("gives an added comic the next sequence, zero-padded, never reusing a removed one", () => {
    expect(nextComicSeq([])).toBe("001");
    expect(nextComicSeq(["001", "002", "009"])).toBe("010");
    expect(nextComicSeq(["001", "003"])).toBe("004");
    expect(nextComicSeq(["999", "001"])).toBe("002");
  });
});
