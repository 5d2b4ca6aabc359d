import { describe, expect, it } from "vitest";
import { STATIONS, stationOfStay, stationsForWorker } from "./stations";

describe("stations", () => {
  it("are the station queues in route order, /support left out", () => {
    expect(STATIONS.map((s) => s.key)).toEqual([
      "receiving",
      "invoicing",
      "addcomic",
      "signature",
      "pressing",
      "grading",
      "labels",
      "heatseal",
      "slab",
      "quality",
      "imaging",
      "shipping",
      "shipping-canada",
      "shipping-pickup",
      "billing",
    ]);
    expect(STATIONS.find((s) => s.key === "addcomic")?.label).toBe("Add comics");
  });
  it("tell a tier's Shipping (done, waits for its order) from the order's", () => {
    expect(stationOfStay("tier", "Shipping")).toBeNull();
    expect(stationOfStay("order", "Shipping")).toBe("shipping");
    expect(stationOfStay("tier", "Finalize")).toBe("grading");
    expect(stationOfStay("tier", "ImagingSP")).toBe("imaging");
    expect(stationOfStay("order", "InProcess")).toBeNull();
    expect(stationOfStay("order", "Completed")).toBeNull();
  });
  it("put the worker's own stations first", () => {
    const ordered = stationsForWorker(["pressing", "qc"]);
    expect(ordered.slice(0, 2).map((s) => [s.key, s.isMine])).toEqual([
      ["pressing", true],
      ["quality", true],
    ]);
    expect(ordered[2]).toMatchObject({ key: "receiving", isMine: false });
  });
});
