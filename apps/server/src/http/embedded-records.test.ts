// The embed rule on its own (issue 27 point 3): where an answer schema carries another area's records,
// what a worker without that area's claims gets in their place, and which answers cannot hide them.
import { ZPaymentMethodSchema } from "@gbo/contracts/payments";
import { PAY_METHOD_CLAIMS } from "@gbo/domain/payments";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SAMPLE_CARD } from "./embed-test-kit";
import {
  embedsDescription,
  embedsOf,
  embedsToWithhold,
  formatPath,
  UnguardableEmbedError,
  withholdEmbeds,
} from "./embedded-records";

const route = (response: Record<string, unknown>, claims: readonly string[] | null = ["user"]) => ({
  method: "GET",
  url: "/api/example",
  claims,
  response,
});
const pathsOf = (response: Record<string, unknown>, claims?: readonly string[] | null) =>
  embedsOf(route(response, claims)).map((embed) => `${formatPath(embed.path)} → ${embed.withheldAs}`);

const card = SAMPLE_CARD;

describe("finding another area's records in an answer schema", () => {
  it("finds them at any depth, in lists, maps, unions and wrappers, and under copies of their schema", () => {
    const response = {
      200: z.object({
        profile: z.object({ name: z.string(), payMethods: z.array(ZPaymentMethodSchema) }),
        rows: z.array(
          z.object({ primary: ZPaymentMethodSchema.describe("A copy made by describe").nullable() }),
        ),
        byCustomer: z.record(z.string(), z.array(ZPaymentMethodSchema)).optional(),
        choice: z.union([
          z.object({ none: z.literal(true) }),
          z.object({ card: ZPaymentMethodSchema.optional() }),
        ]),
        extended: z.array(ZPaymentMethodSchema.extend({ note: z.string() })),
        other: z.object({ id: z.number() }),
      }),
      400: z.object({ methods: z.array(ZPaymentMethodSchema) }),
    };
    expect(pathsOf(response)).toEqual([
      "profile.payMethods → empty list",
      "rows[].primary → null",
      "byCustomer → empty map",
      "choice.card → left out",
      "extended → empty list",
    ]);
  });

  it("leaves a route alone whose own claims are all the records' claims", () => {
    const response = { 200: z.object({ items: z.array(ZPaymentMethodSchema) }) };
    expect(pathsOf(response, PAY_METHOD_CLAIMS)).toEqual([]);
    expect(pathsOf(response, ["admin"])).toEqual([]);
    // One claim of the route's that is not the records' is enough to need the rule; so is "any worker".
    expect(pathsOf(response, ["billing", "user"])).toEqual(["items → empty list"]);
    expect(pathsOf(response, [])).toEqual(["items → empty list"]);
    expect(pathsOf(response, null)).toEqual(["items → empty list"]);
  });

  it("refuses at registration an answer that is the record itself or cannot leave it out", () => {
    expect(() => embedsOf(route({ 200: ZPaymentMethodSchema }))).toThrow(UnguardableEmbedError);
    expect(() => embedsOf(route({ 200: z.object({ card: ZPaymentMethodSchema }) }))).toThrow(
      'Route GET /api/example answers payment methods at "card" to workers without their claims (invoicing, billing, receiving, manage), and that field cannot be withheld: give the route those claims, or let the field be an empty list, left out or null.',
    );
    expect(() => embedsOf(route({ 200: z.object({ cards: z.array(ZPaymentMethodSchema).min(1) }) }))).toThrow(
      UnguardableEmbedError,
    );
  });

  it("says in the route's description what a worker without the claims gets", () => {
    const embeds = embedsOf(
      route({ 200: z.object({ profile: z.object({ payMethods: z.array(ZPaymentMethodSchema) }) }) }),
    );
    expect(embedsDescription(embeds)).toBe(
      "profile.payMethods (payment methods) is an empty list for a worker holding none of invoicing, billing, receiving, manage (the claims of the payment methods' own calls).",
    );
  });
});

describe("withholding them from an answer", () => {
  const embeds = embedsOf(
    route({
      200: z.object({
        profile: z.object({ payMethods: z.array(ZPaymentMethodSchema) }),
        rows: z.array(z.object({ primary: ZPaymentMethodSchema.optional() })),
      }),
    }),
  );
  const answer = () => ({
    message: "Saved.",
    profile: { name: "Pat", payMethods: [card] },
    rows: [{ primary: card, id: 1 }, { id: 2 }],
  });

  it("empties or leaves out each field for a worker without the claims, and changes nothing in place", () => {
    const kept = answer();
    const shown = withholdEmbeds(kept, embedsToWithhold(embeds, ["user"]));
    expect(shown).toEqual({
      message: "Saved.",
      profile: { name: "Pat", payMethods: [] },
      rows: [{ id: 1 }, { id: 2 }],
    });
    expect(kept).toEqual(answer());
    expect(JSON.stringify(shown)).not.toContain("4242");
  });

  it("withholds nothing from a worker holding one of the claims (admin holds them all)", () => {
    for (const claims of [["user", "billing"], ["invoicing"], ["manage"], ["admin"]]) {
      expect(embedsToWithhold(embeds, claims), claims.join()).toEqual([]);
    }
    expect(embedsToWithhold(embeds, ["user", "comics", "refund"])).toHaveLength(2);
  });

  it("passes answers of another shape through untouched", () => {
    for (const other of [null, "text", 3, [], { profile: null }, { profile: [1] }]) {
      expect(withholdEmbeds(other, embeds)).toEqual(other);
    }
  });
});
