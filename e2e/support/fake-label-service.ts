/// <reference types="node" />
// A fake of the label service on a worker's machine (administration §7 "Local label service"), for the
// web unit tests (apps/web/src/features/labels/printer) and the Playwright label printer spec: HTTPS with
// the committed self-signed localhost certificate beside this file, on the first free port of
// 41951–41960, with CORS like the real service. Local endpoints live under /DYMO/DLS/Printing/; the
// remote-printer endpoints (getPrinters, pl, getPrintJobStatus) under /remote/. Its state is scriptable:
// printers, a busy printer, paper out, the job's status steps and pl chunks that fail.
import { readFileSync } from "node:fs";
import { createServer, request as httpsRequest, type Server } from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";
// The status names are the domain's: the fake answers what the spec lists.
import { printJobStatusName } from "../../packages/domain/src/labels/index";

const here = path.dirname(fileURLToPath(import.meta.url));
export const FAKE_LABEL_CERT = readFileSync(path.join(here, "fake-label-service.crt"), "utf8");
const KEY = readFileSync(path.join(here, "fake-label-service.key"), "utf8");

export const LABEL_SERVICE_PORTS = [41951, 41952, 41953, 41954, 41955, 41956, 41957, 41958, 41959, 41960];
export const LOCAL_PREFIX = "/DYMO/DLS/Printing/";
export const REMOTE_PREFIX = "/remote/";

export type FakePrinter = {
  printerType: "LabelWriterPrinter" | "TapePrinter" | "DZPrinter";
  name: string;
  modelName: string;
  isConnected: boolean;
  isLocal: boolean;
  isTwinTurbo?: boolean;
  isAutoCutSupported?: boolean;
};

export const LABELWRITER_TWIN_TURBO: FakePrinter = {
  printerType: "LabelWriterPrinter",
  name: "DYMO LabelWriter 450 Twin Turbo",
  modelName: "DYMO LabelWriter 450 Twin Turbo",
  isConnected: true,
  isLocal: true,
  isTwinTurbo: true,
};
export const TAPE_PRINTER: FakePrinter = {
  printerType: "TapePrinter",
  name: "DYMO LabelManager PnP",
  modelName: "DYMO LabelManager PnP",
  isConnected: true,
  isLocal: true,
  isAutoCutSupported: true,
};

/** A 1×1 white PNG: what RenderLabel and LoadImageAsPngBase64 answer. */
export const FAKE_PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==";

export type FakeJob = {
  jobId: string;
  printerName: string;
  labelXml: string;
  labelSetXml: string;
  polls: number;
};

export type FakeLabelServiceState = {
  connected: boolean;
  printers: FakePrinter[];
  /** Printers on the remote URI (isLocal false). */
  remotePrinters: FakePrinter[];
  /** A job on a busy printer answers -2; on a printer out of paper it queues, then answers 4. */
  busy: Set<string>;
  paperOut: Set<string>;
  /** The statuses a job walks through, one per status call; the last one stays. */
  jobSteps: number[];
  /** pl calls to fail (answer 500) before one passes, counted per chunk index. */
  failChunk: { index: number; times: number } | null;
  /** Every pl chunk received, per job id, in arrival order. */
  chunks: Map<string, string[]>;
  jobs: Map<string, FakeJob>;
  /** Label files OpenLabelFile knows, by file name. */
  labelFiles: Map<string, string>;
  /** Every request, "GET StatusConnected" style. */
  log: string[];
  /** Make every status call of the remote host fail (500). */
  remoteStatusFails: boolean;
};

export function freshState(): FakeLabelServiceState {
  return {
    connected: true,
    printers: [LABELWRITER_TWIN_TURBO, TAPE_PRINTER],
    remotePrinters: [{ ...LABELWRITER_TWIN_TURBO, name: "Lab LabelWriter", isLocal: false }],
    busy: new Set(),
    paperOut: new Set(),
    jobSteps: [5, 1, 2],
    failChunk: null,
    chunks: new Map(),
    jobs: new Map(),
    labelFiles: new Map([
      ["C:\\Labels\\slab.label", '<DieCutLabel Version="8.0" Units="twips"></DieCutLabel>'],
    ]),
    log: [],
    remoteStatusFails: false,
  };
}

const bool = (b: boolean | undefined) => (b ? "True" : "False");

/** The GetPrinters answer of the real service: one element per printer, named by its type. */
export function printersXml(printers: readonly FakePrinter[]): string {
  const items = printers.map((p) => {
    const extra =
      p.printerType === "LabelWriterPrinter"
        ? `<IsTwinTurbo>${bool(p.isTwinTurbo)}</IsTwinTurbo>`
        : `<IsAutoCutSupported>${bool(p.isAutoCutSupported)}</IsAutoCutSupported>`;
    return (
      `<${p.printerType}><Name>${p.name}</Name><ModelName>${p.modelName}</ModelName>` +
      `<IsConnected>${bool(p.isConnected)}</IsConnected><IsLocal>${bool(p.isLocal)}</IsLocal>${extra}</${p.printerType}>`
    );
  });
  return `<Printers>${items.join("")}</Printers>`;
}

export type FakeLabelService = {
  port: number;
  /** https://localhost:{port} */
  origin: string;
  /** The remote-printer URI to add (https://{host}:{port}/remote/). */
  remoteUri: string;
  state: FakeLabelServiceState;
  reset(): void;
  stop(): Promise<void>;
};

function readBody(req: import("node:http").IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      text += chunk;
    });
    req.on("end", () => resolve(new URLSearchParams(text)));
    req.on("error", reject);
  });
}

function handler(state: () => FakeLabelServiceState) {
  let nextJob = 1;
  return async (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => {
    const s = state();
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    res.setHeader("Access-Control-Allow-Headers", "Content-Type");
    // Chromium asks before a public page reaches a local address (Private Network Access).
    res.setHeader("Access-Control-Allow-Private-Network", "true");
    if (req.method === "OPTIONS") {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? "/", "https://localhost");
    const answer = (status: number, body: string, type = "text/plain") => {
      res.writeHead(status, { "Content-Type": type }).end(body);
    };
    const form = req.method === "POST" ? await readBody(req) : url.searchParams;
    const isRemote = url.pathname.startsWith(REMOTE_PREFIX);
    const command = url.pathname.slice((isRemote ? REMOTE_PREFIX : LOCAL_PREFIX).length);
    s.log.push(`${req.method} ${isRemote ? "remote/" : ""}${command}`);
    if (!isRemote && !url.pathname.startsWith(LOCAL_PREFIX)) return answer(404, "not found");
    const printers = isRemote ? s.remotePrinters : s.printers;
    const known = (name: string | null) => printers.find((p) => p.name === name);

    const startJob = (printerName: string): string => {
      const jobId = `job-${nextJob++}`;
      s.jobs.set(jobId, {
        jobId,
        printerName,
        labelXml: form.get("labelXml") ?? "",
        labelSetXml: form.get("labelSetXml") ?? "",
        polls: 0,
      });
      return jobId;
    };
    const jobStatus = () => {
      if (isRemote && s.remoteStatusFails) return answer(500, "status failed");
      const job = s.jobs.get(form.get("jobId") ?? "");
      if (!job)
        return answer(
          200,
          JSON.stringify({ status: -3, statusMessage: printJobStatusName(-3) }),
          "application/json",
        );
      const steps = s.busy.has(job.printerName)
        ? [-2]
        : s.paperOut.has(job.printerName)
          ? [5, 4]
          : s.jobSteps;
      const status = steps[Math.min(job.polls, steps.length - 1)] as number;
      job.polls += 1;
      return answer(
        200,
        JSON.stringify({ status, statusMessage: printJobStatusName(status) }),
        "application/json",
      );
    };

    switch (isRemote ? `remote/${command}` : command) {
      case "StatusConnected":
        return answer(200, s.connected ? "true" : "false");
      case "GetPrinters":
      case "remote/getPrinters":
        return answer(200, printersXml(printers), "text/xml");
      case "OpenLabelFile": {
        const file = s.labelFiles.get(form.get("fileName") ?? "");
        return file ? answer(200, file, "text/xml") : answer(500, "file not found");
      }
      case "PrintLabel":
      case "PrintLabel2": {
        const printer = known(form.get("printerName"));
        if (!printer || !form.get("labelXml")) return answer(500, "bad print request");
        const jobId = startJob(printer.name);
        return answer(200, command === "PrintLabel" ? "true" : jobId);
      }
      case "RenderLabel":
        return form.get("labelXml") ? answer(200, JSON.stringify(FAKE_PNG_BASE64)) : answer(500, "no label");
      case "LoadImageAsPngBase64":
        return form.get("imageUri")?.startsWith("https://")
          ? answer(200, FAKE_PNG_BASE64)
          : answer(500, "bad uri");
      case "getPrintJobStatus":
      case "remote/getPrintJobStatus":
        return jobStatus();
      case "remote/pl": {
        const jobId = form.get("jobId") ?? "";
        const index = Number(form.get("chunk"));
        const count = Number(form.get("chunks"));
        if (s.failChunk && s.failChunk.index === index && s.failChunk.times > 0) {
          s.failChunk.times -= 1;
          return answer(500, "chunk lost");
        }
        const received = s.chunks.get(jobId) ?? [];
        received[index] = form.get("data") ?? "";
        s.chunks.set(jobId, received);
        if (received.filter((c) => c !== undefined).length === count) {
          const job = new URLSearchParams(received.join(""));
          const printer = known(job.get("printerName"));
          if (!printer) return answer(500, "unknown printer");
          s.jobs.set(jobId, {
            jobId,
            printerName: printer.name,
            labelXml: job.get("labelXml") ?? "",
            labelSetXml: job.get("labelSetXml") ?? "",
            polls: 0,
          });
        }
        return answer(200, "true");
      }
      default:
        return answer(404, "unknown command");
    }
  };
}

function listen(server: Server, host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const onError = () => resolve(false);
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve(true);
    });
  });
}

/**
 * Starts on `port`, or on the first free port of 41951–41960 from `fromPort`. Unit tests give each file
 * its own loopback address (127.0.0.2, 127.0.0.3…) so files running at once do not find each other's
 * service; the browser spec uses 127.0.0.1, which is localhost.
 */
export async function startFakeLabelService(
  options: { port?: number; fromPort?: number; host?: string } = {},
): Promise<FakeLabelService> {
  const host = options.host ?? "127.0.0.1";
  const name = host === "127.0.0.1" ? "localhost" : host;
  let state = freshState();
  const handle = handler(() => state);
  const server = createServer({ key: KEY, cert: FAKE_LABEL_CERT }, (req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end("fake failed"));
  });
  const candidates = options.port
    ? [options.port]
    : LABEL_SERVICE_PORTS.filter((p) => p >= (options.fromPort ?? 41951));
  for (const port of candidates) {
    if (await listen(server, host, port)) {
      return {
        port,
        origin: `https://${name}:${port}`,
        remoteUri: `https://${name}:${port}${REMOTE_PREFIX}`,
        get state() {
          return state;
        },
        reset() {
          state = freshState();
        },
        stop: () =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      };
    }
  }
  throw new Error("No free port in 41951–41960 for the fake label service");
}

/**
 * A fetch that trusts the fake's certificate, for tests that run in Node (the browser tests use a
 * context that ignores HTTPS errors instead). Only what the label client uses: method, headers, a text
 * body and an abort signal.
 */
export const trustingFetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> =>
  new Promise((resolve, reject) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const req = httpsRequest(
      url,
      {
        method: init.method ?? "GET",
        headers: init.headers as Record<string, string> | undefined,
        ca: FAKE_LABEL_CERT,
        // The certificate names localhost; the unit tests reach it on other loopback addresses.
        checkServerIdentity: () => undefined,
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () =>
          resolve(
            new Response(res.statusCode === 204 ? null : Buffer.concat(parts).toString("utf8"), {
              status: res.statusCode ?? 500,
              headers: { "Content-Type": String(res.headers["content-type"] ?? "text/plain") },
            }),
          ),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    // The signal may be the test DOM's, which node:https does not take: abort by hand.
    init.signal?.addEventListener("abort", () => req.destroy(new Error("aborted")));
    if (typeof init.body === "string") req.write(init.body);
    else if (init.body instanceof URLSearchParams) req.write(init.body.toString());
    req.end();
  });
