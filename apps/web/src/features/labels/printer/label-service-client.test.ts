// The label service client against the fake label service (HTTPS with a self-signed certificate on a
// port of 41951–41960): discovery and its cache, every command, a busy printer, paper out, remote
// printers whose chunk fails twice then passes, and nothing answering.
import {
  buildLabelSetXml,
  buildLabelXml,
  buildPrintParamsXml,
  buildRenderParamsXml,
  type LabelText,
} from "@gbo/domain/labels";
import {
  ERROR_RETRIEVING_LABEL_TEMPLATE,
  NO_LABEL_PRINTER_FOUND,
  SERVICE_DISCOVERY_IN_PROGRESS,
  UNABLE_TO_LOAD_IMAGE,
  UNABLE_TO_OPEN_LABEL_FILE,
  UNKNOWN_PRINTER,
  WEBSERVICE_COMMAND_FAILED,
} from "@gbo/domain/messages";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_PNG_BASE64,
  type FakeLabelService,
  LABELWRITER_TWIN_TURBO,
  startFakeLabelService,
  TAPE_PRINTER,
  trustingFetch,
} from "../../../../../../e2e/support/fake-label-service";
import {
  createLabelServiceClient,
  LABEL_SERVICE_CACHE_KEY,
  type LabelServiceOptions,
} from "./label-service-client";
import { CHUNK_SIZE } from "./remote-job";

const LABEL: LabelText = {
  titleLines: ["Amazing Spider-Man", ""],
  issue: "#129",
  year: "1974",
  publisher: "Marvel",
  grade: "9.8",
  category: "Universal",
  colour: "universal",
  pageQuality: "White",
  signees: [],
  keyComments: ["1st appearance of the Punisher"],
  certification: "26-LABL006-001",
};
const labelXml = (() => {
  const xml = buildLabelXml(LABEL);
  if (!xml.ok) throw new Error(xml.message);
  return xml.value;
})();
const paramsXml = (() => {
  const xml = buildPrintParamsXml(LABELWRITER_TWIN_TURBO, { jobTitle: "Labels" });
  if (!xml.ok) throw new Error(xml.message);
  return xml.value;
})();

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const HOST = "127.0.0.3";
let fake: FakeLabelService;
let storage: ReturnType<typeof memoryStorage>;
const warnings: string[] = [];
const client = (options: LabelServiceOptions = {}) =>
  createLabelServiceClient({
    fetch: trustingFetch as typeof fetch,
    host: HOST,
    storage,
    pollIntervalMs: 5,
    retryDelayMs: 1,
    warn: (message) => warnings.push(message),
    ...options,
  });

beforeAll(async () => {
  // Not on the first port: discovery has to look through the range. On a loopback address of this file's
  // own, so other test files' fake services are not found.
  fake = await startFakeLabelService({ fromPort: 41953, host: HOST });
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.reset();
  storage = memoryStorage();
  warnings.length = 0;
});

const probes = () => fake.state.log.filter((line) => line === "GET StatusConnected").length;

describe.sequential("discovery", () => {
  it("finds the service on its port, caches host and port, and a second client reuses them", async () => {
    const first = client();
    expect(await first.discover()).toEqual({ host: HOST, port: fake.port });
    expect(JSON.parse(storage.items.get(LABEL_SERVICE_CACHE_KEY) ?? "{}")).toMatchObject({
      host: HOST,
      port: fake.port,
    });
    // Discovered once: the same client asks no more.
    await first.discover();
    expect(probes()).toBe(1);
    expect(await first.isConnected()).toBe(true);

    fake.state.log.length = 0;
    await client().discover();
    expect(probes()).toBe(1); // the cached port, probed once, no scan
  });

  it("scans again once when the cached port no longer answers, and forgets a cache older than 100 days", async () => {
    storage.setItem(
      LABEL_SERVICE_CACHE_KEY,
      JSON.stringify({ host: HOST, port: 41951, savedAt: Date.now() }),
    );
    expect((await client().discover()).port).toBe(fake.port);
    expect(JSON.parse(storage.items.get(LABEL_SERVICE_CACHE_KEY) ?? "{}").port).toBe(fake.port);

    const old = Date.now() - 101 * 24 * 60 * 60 * 1000;
    storage.setItem(LABEL_SERVICE_CACHE_KEY, JSON.stringify({ host: HOST, port: fake.port, savedAt: old }));
    fake.state.log.length = 0;
    await client().discover();
    expect(probes()).toBe(1); // the scan, not the stale cache, found it
    expect(JSON.parse(storage.items.get(LABEL_SERVICE_CACHE_KEY) ?? "{}").savedAt).toBeGreaterThan(old);
  });

  it("says discovery is in progress to a caller that cannot wait", async () => {
    const c = client();
    const discovery = c.discover();
    expect(() => c.currentService()).toThrow(SERVICE_DISCOVERY_IN_PROGRESS);
    await discovery;
    expect(c.currentService()?.port).toBe(fake.port);
  });

  it("answers 'No Label Printer Found' when the service says it is not connected", async () => {
    fake.state.connected = false;
    await expect(client().discover()).rejects.toThrow(NO_LABEL_PRINTER_FOUND);
    expect(storage.items.has(LABEL_SERVICE_CACHE_KEY)).toBe(false);
  });
});

describe.sequential("commands", () => {
  it("reads the printers with their type flags", async () => {
    const printers = await client().getPrinters();
    expect(printers).toEqual([
      { ...LABELWRITER_TWIN_TURBO, isAutoCutSupported: false },
      { ...TAPE_PRINTER, isTwinTurbo: false },
    ]);
  });

  it("prints with PrintLabel and PrintLabel2 (form-encoded), and follows the job to finished", async () => {
    const c = client();
    await c.getPrinters();
    const labelSetXml = buildLabelSetXml([LABEL, { ...LABEL, certification: "26-LABL006-002" }]);
    await c.printLabel(LABELWRITER_TWIN_TURBO.name, { printParamsXml: paramsXml, labelXml, labelSetXml });
    const job = await c.printLabel2(LABELWRITER_TWIN_TURBO.name, {
      printParamsXml: paramsXml,
      labelXml,
      labelSetXml,
    });
    expect(fake.state.jobs.get(job.jobId)).toMatchObject({ labelXml, labelSetXml });

    const seen: string[] = [];
    const final = await c.waitForJob(job, (s) => seen.push(`${s.status} ${s.statusMessage}`));
    expect(seen).toEqual(["5 in queue", "1 printing", "2 finished"]);
    expect(final).toEqual({
      printerName: LABELWRITER_TWIN_TURBO.name,
      jobId: job.jobId,
      status: 2,
      statusMessage: "finished",
    });
  });

  it("stops on a busy printer and on paper out, naming the status", async () => {
    const c = client();
    await c.getPrinters();
    fake.state.busy.add(LABELWRITER_TWIN_TURBO.name);
    const busy = await c.waitForJob(
      await c.printLabel2(LABELWRITER_TWIN_TURBO.name, { printParamsXml: paramsXml, labelXml }),
    );
    expect([busy.status, busy.statusMessage]).toEqual([-2, "printer busy"]);

    fake.state.paperOut.add(TAPE_PRINTER.name);
    const seen: number[] = [];
    const out = await c.waitForJob(
      await c.printLabel2(TAPE_PRINTER.name, { printParamsXml: "<TapePrintParams />", labelXml }),
      (s) => seen.push(s.status),
    );
    expect(seen).toEqual([5, 4]);
    expect(out.statusMessage).toBe("paper out");

    const unknownJob = await c.getJobStatus({ printerName: TAPE_PRINTER.name, jobId: "job-404" });
    expect([unknownJob.status, unknownJob.statusMessage]).toEqual([-3, "invalid job id"]);
  });

  it("refuses an unknown printer and a print without label XML before calling the service", async () => {
    const c = client();
    await c.getPrinters();
    const before = fake.state.log.length;
    await expect(c.printLabel("Brother QL-800", { printParamsXml: paramsXml, labelXml })).rejects.toThrow(
      UNKNOWN_PRINTER,
    );
    await expect(
      c.printLabel(LABELWRITER_TWIN_TURBO.name, { printParamsXml: paramsXml, labelXml: " " }),
    ).rejects.toThrow(ERROR_RETRIEVING_LABEL_TEMPLATE);
    expect(fake.state.log.length).toBe(before);
  });

  it("renders a preview, opens a label file and loads an image, with the framework's texts on failure", async () => {
    const c = client();
    expect(await c.renderLabel(labelXml, buildRenderParamsXml(), LABELWRITER_TWIN_TURBO.name)).toBe(
      FAKE_PNG_BASE64,
    );
    expect(await c.openLabelFile("C:\\Labels\\slab.label")).toContain("<DieCutLabel");
    await expect(c.openLabelFile("C:\\Labels\\missing.label")).rejects.toThrow(UNABLE_TO_OPEN_LABEL_FILE);
    expect(await c.loadImageAsPngBase64("https://example.com/logo.png")).toBe(FAKE_PNG_BASE64);
    await expect(c.loadImageAsPngBase64("ftp://example.com/logo.png")).rejects.toThrow(UNABLE_TO_LOAD_IMAGE);
    expect(fake.state.log).toEqual(
      expect.arrayContaining(["POST RenderLabel", "GET OpenLabelFile", "GET LoadImageAsPngBase64"]),
    );
  });

  it("answers 'Failed to execute webservice command' when the service refuses a command", async () => {
    const c = client();
    await c.getPrinters();
    fake.state.printers = []; // the service no longer knows the printer the client saw
    await expect(
      c.printLabel(TAPE_PRINTER.name, { printParamsXml: "<TapePrintParams />", labelXml }),
    ).rejects.toThrow(WEBSERVICE_COMMAND_FAILED);
  });
});

describe.sequential("remote printers", () => {
  const bigSet = buildLabelSetXml(
    Array.from({ length: 12 }, (_, i) => ({ ...LABEL, certification: `26-LABL006-${i}` })),
  );

  it("reads a remote host's printers and sends a job in 4000-character chunks; a chunk failing twice passes", async () => {
    const c = client();
    const printers = await c.getPrinters([fake.remoteUri]);
    const remote = printers.find((p) => p.name === "Lab LabelWriter");
    expect(remote).toMatchObject({ isLocal: false, remoteUri: fake.remoteUri });

    fake.state.failChunk = { index: 1, times: 2 };
    const job = await c.printLabel2("Lab LabelWriter", {
      printParamsXml: paramsXml,
      labelXml,
      labelSetXml: bigSet,
    });
    const chunks = fake.state.chunks.get(job.jobId) ?? [];
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks.slice(0, -1).every((chunk) => chunk.length === CHUNK_SIZE)).toBe(true);
    expect(fake.state.log.filter((line) => line === "POST remote/pl")).toHaveLength(chunks.length + 2);
    expect(fake.state.jobs.get(job.jobId)?.labelSetXml).toBe(bigSet);
    expect((await c.waitForJob(job)).statusMessage).toBe("finished");
    expect(warnings).toEqual([]);
  });

  it("gives up on a chunk after 10 retries with a logged warning", async () => {
    const c = client();
    await c.getPrinters([fake.remoteUri]);
    fake.state.failChunk = { index: 0, times: 11 };
    await expect(c.printLabel2("Lab LabelWriter", { printParamsXml: paramsXml, labelXml })).rejects.toThrow(
      WEBSERVICE_COMMAND_FAILED,
    );
    expect(fake.state.log.filter((line) => line === "POST remote/pl")).toHaveLength(11);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Label job chunk 1 of \d+ not sent after 10 retries$/);
  });

  it("counts a failed status call to the remote host as -1", async () => {
    const c = client();
    await c.getPrinters([fake.remoteUri]);
    const job = await c.printLabel2("Lab LabelWriter", { printParamsXml: paramsXml, labelXml });
    fake.state.remoteStatusFails = true;
    expect(await c.getJobStatus(job)).toMatchObject({ status: -1, statusMessage: "processing error" });
  });
});

describe.sequential("nothing answering", () => {
  it("answers 'No Label Printer Found' when no port of the range answers", async () => {
    // A loopback address where nothing listens: every port refuses.
    await expect(client({ host: "127.0.0.9", probeTimeoutMs: 1000 }).discover()).rejects.toThrow(
      NO_LABEL_PRINTER_FOUND,
    );
    expect(storage.items.has(LABEL_SERVICE_CACHE_KEY)).toBe(false);
  });
});
