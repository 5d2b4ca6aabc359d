import { describe, expect, it } from "vitest";
import { queuePath } from "./get-queue";

describe("queue path", () => {
  it("sends '-' for no search and the recent window by default", () => {
    expect(
      queuePath({ queue: "grading", page: 1, search: "  ", window: "recent", country: null, steps: null }),
    ).toBe("/api/orders/queue/grading/1/-/recent");
  });

  it("encodes the search and adds the US/CA choice of the shipping and pickup lists", () => {
    expect(
      queuePath({
        queue: "shipping-pickup",
        page: 3,
        search: "o'brien & co",
        window: "all",
        country: "CA",
        steps: null,
      }),
    ).toBe("/api/orders/queue/shipping-pickup/3/o'brien%20%26%20co/all-ca");
  });

  it("asks for the chosen steps of a combined queue", () => {
    expect(
      queuePath({ queue: "grading", page: 1, search: "", window: "all", country: null, steps: ["Finalize"] }),
    ).toBe("/api/orders/queue/grading/1/-/all?steps=Finalize");
  });

  it("asks for another sort than most overdue first", () => {
    expect(
      queuePath({
        queue: "grading",
        page: 2,
        search: "",
        window: "all",
        country: null,
        steps: ["Finalize"],
        sort: "-date",
      }),
    ).toBe("/api/orders/queue/grading/2/-/all?steps=Finalize&sort=-date");
    expect(
      queuePath({
        queue: "billing",
        page: 1,
        search: "",
        window: "all",
        country: null,
        steps: null,
        sort: "due",
      }),
    ).toBe("/api/orders/queue/billing/1/-/all");
  });
});
