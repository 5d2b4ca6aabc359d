// The client of the label service on the worker's machine (administration §7 "Local label service", §4
// "discovered once and then reused", §8 messages, §9 constants). Discovery probes StatusConnected on
// ports 41951–41960 of the host, first answer wins, and keeps host and port for 100 days; commands go
// to /DYMO/DLS/Printing/ form-encoded like DYMO Connect's. Printers of remote hosts (the lab's devices)
// take their jobs in chunks through pl. fetch, storage and the clock are injected for the tests.
import { printJobStatusName } from "@gbo/domain/labels";
import {
  ERROR_RETRIEVING_LABEL_TEMPLATE,
  NO_LABEL_PRINTER_FOUND,
  SERVICE_DISCOVERY_IN_PROGRESS,
  UNABLE_TO_LOAD_IMAGE,
  UNABLE_TO_OPEN_LABEL_FILE,
  UNKNOWN_PRINTER,
  WEBSERVICE_COMMAND_FAILED,
} from "@gbo/domain/messages";
import { LabelPrinterError } from "./label-printer-error";
import { type LabelPrinter, parsePrintersXml, unquote } from "./printers-xml";
import { sendJobInChunks } from "./remote-job";

export { LabelPrinterError };

export const LABEL_SERVICE_PORTS = Array.from({ length: 10 }, (_, i) => 41951 + i);
export const LABEL_SERVICE_PATH = "/DYMO/DLS/Printing/";
export const PROBE_TIMEOUT_MS = 3000;
export const COMMAND_TIMEOUT_MS = 10_000;
export const SERVICE_CACHE_MS = 100 * 24 * 60 * 60 * 1000;
export const LABEL_SERVICE_CACHE_KEY = "gbo.labelService";
const POLL_INTERVAL_MS = 500;
/** Two minutes of polling at most: a job still unknown by then is reported as it stands. */
const MAX_POLLS = 240;

export type LabelService = { host: string; port: number };
export type PrintJob = { printerName: string; jobId: string; remoteUri?: string };
export type PrintJobStatus = { printerName: string; jobId: string; status: number; statusMessage: string };
export type LabelPrint = { printParamsXml: string; labelXml: string; labelSetXml?: string };

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

export type LabelServiceOptions = {
  fetch?: typeof fetch;
  /** "localhost" unless the worker's service runs elsewhere ({ip}). */
  host?: string;
  storage?: Storage | null;
  now?: () => number;
  probeTimeoutMs?: number;
  commandTimeoutMs?: number;
  pollIntervalMs?: number;
  retryDelayMs?: number;
  warn?: (message: string) => void;
};

const FINISHED = 2;
/** Statuses after which a job changes no more: finished, error, paper out and the negative ones. */
export const isFinalStatus = (status: number) =>
  status === FINISHED || status === 3 || status === 4 || status < 0;

function defaultStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createLabelServiceClient(options: LabelServiceOptions = {}) {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const host = options.host ?? "localhost";
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const now = options.now ?? Date.now;
  const probeTimeoutMs = options.probeTimeoutMs ?? PROBE_TIMEOUT_MS;
  const commandTimeoutMs = options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS;
  const pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  const warn = options.warn ?? ((message: string) => console.warn(message));

  let service: LabelService | null = null;
  let discovering: Promise<LabelService> | null = null;
  const printers = new Map<string, LabelPrinter>();

  const baseUrl = (s: LabelService) => `https://${s.host}:${s.port}${LABEL_SERVICE_PATH}`;

  function readCache(): LabelService | null {
    try {
      const saved = JSON.parse(storage?.getItem(LABEL_SERVICE_CACHE_KEY) ?? "null") as
        | (LabelService & { savedAt: number })
        | null;
      if (!saved || now() - saved.savedAt > SERVICE_CACHE_MS || saved.host !== host) return null;
      return { host: saved.host, port: saved.port };
    } catch {
      return null;
    }
  }

  async function probe(s: LabelService): Promise<boolean> {
    try {
      const response = await doFetch(`${baseUrl(s)}StatusConnected`, {
        signal: AbortSignal.timeout(probeTimeoutMs),
      });
      return response.ok && unquote(await response.text()).toLowerCase() === "true";
    } catch {
      return false;
    }
  }

  /** Every port at once; the first that answers wins. */
  async function scan(): Promise<LabelService | null> {
    const attempts = LABEL_SERVICE_PORTS.map(async (port) => {
      if (await probe({ host, port })) return { host, port };
      throw new Error("no service");
    });
    try {
      return await Promise.any(attempts);
    } catch {
      return null;
    }
  }

  /**
   * The service, discovered once and reused: from memory, else the cached host and port (100 days)
   * when they still answer, else a scan. A cached port that no longer answers is discovered again.
   */
  function discover(refresh = false): Promise<LabelService> {
    if (service && !refresh) return Promise.resolve(service);
    if (discovering) return discovering;
    discovering = (async () => {
      const cached = refresh ? null : readCache();
      const found = cached && (await probe(cached)) ? cached : await scan();
      if (!found) {
        service = null;
        storage?.removeItem(LABEL_SERVICE_CACHE_KEY);
        throw new LabelPrinterError(NO_LABEL_PRINTER_FOUND);
      }
      service = found;
      storage?.setItem(LABEL_SERVICE_CACHE_KEY, JSON.stringify({ ...found, savedAt: now() }));
      return found;
    })().finally(() => {
      discovering = null;
    });
    return discovering;
  }

  /** The service as known now, without waiting: for screens that only show it. */
  function currentService(): LabelService | null {
    if (discovering) throw new LabelPrinterError(SERVICE_DISCOVERY_IN_PROGRESS);
    return service;
  }

  async function send(url: string, form?: Record<string, string>, failure = WEBSERVICE_COMMAND_FAILED) {
    let response: Response;
    try {
      response = await doFetch(
        url,
        form
          ? {
              method: "POST",
              headers: { "Content-Type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams(form).toString(),
              signal: AbortSignal.timeout(commandTimeoutMs),
            }
          : { signal: AbortSignal.timeout(commandTimeoutMs) },
      );
    } catch {
      throw new LabelPrinterError(failure, { cause: "unreachable" });
    }
    if (!response.ok) throw new LabelPrinterError(failure);
    return unquote(await response.text());
  }

  /**
   * A command of the local service. When the service stopped answering (not an error answer), it is
   * discovered again once and the command sent there.
   */
  async function command(
    name: string,
    input: { query?: Record<string, string>; form?: Record<string, string> } = {},
    failure = WEBSERVICE_COMMAND_FAILED,
  ): Promise<string> {
    const url = (s: LabelService) =>
      `${baseUrl(s)}${name}${input.query ? `?${new URLSearchParams(input.query)}` : ""}`;
    const first = await discover();
    try {
      return await send(url(first), input.form, failure);
    } catch (caught) {
      if (!(caught instanceof LabelPrinterError) || caught.cause !== "unreachable") throw caught;
      return send(url(await discover(true)), input.form, failure);
    }
  }

  async function remotePrinters(uri: string): Promise<LabelPrinter[]> {
    try {
      const xml = await send(`${uri}getPrinters`);
      return parsePrintersXml(xml).map((p) => ({ ...p, isLocal: false, remoteUri: uri }));
    } catch {
      warn(`Label printers of ${uri} could not be read`);
      return [];
    }
  }

  function knownPrinter(printerName: string, print: LabelPrint): LabelPrinter {
    if (!print.labelXml.trim()) throw new LabelPrinterError(ERROR_RETRIEVING_LABEL_TEMPLATE);
    const printer = printers.get(printerName);
    if (!printer) throw new LabelPrinterError(UNKNOWN_PRINTER);
    return printer;
  }

  const printForm = (printerName: string, print: LabelPrint) => ({
    printerName,
    printParamsXml: print.printParamsXml,
    labelXml: print.labelXml,
    labelSetXml: print.labelSetXml ?? "",
  });

  async function printLabel2(printerName: string, print: LabelPrint): Promise<PrintJob> {
    const printer = knownPrinter(printerName, print);
    if (printer.remoteUri) {
      const jobId = globalThis.crypto.randomUUID();
      await sendJobInChunks({
        send: (chunk) => send(`${printer.remoteUri}pl`, { jobId, ...chunk }).then(() => undefined),
        data: new URLSearchParams(printForm(printerName, print)).toString(),
        retryDelayMs: options.retryDelayMs,
        warn,
      });
      return { printerName, jobId, remoteUri: printer.remoteUri };
    }
    const jobId = await command("PrintLabel2", { form: printForm(printerName, print) });
    return { printerName, jobId };
  }

  async function getJobStatus(job: PrintJob): Promise<PrintJobStatus> {
    const query = new URLSearchParams({ printerName: job.printerName, jobId: job.jobId });
    try {
      const text = job.remoteUri
        ? await send(`${job.remoteUri}getPrintJobStatus?${query}`)
        : await command("getPrintJobStatus", { query: Object.fromEntries(query) });
      const answer = JSON.parse(text) as { status?: unknown };
      const status = typeof answer.status === "number" ? answer.status : Number(answer.status);
      if (!Number.isInteger(status)) throw new Error("no status");
      return { ...job, status, statusMessage: printJobStatusName(status) };
    } catch {
      // §8: a status call that fails counts as a processing error.
      return {
        printerName: job.printerName,
        jobId: job.jobId,
        status: -1,
        statusMessage: printJobStatusName(-1),
      };
    }
  }

  return {
    discover: () => discover(),
    currentService,

    async isConnected(): Promise<boolean> {
      return (await command("StatusConnected")).toLowerCase() === "true";
    },

    /** The local printers, then those of each remote host URI (a host that fails is left out). */
    async getPrinters(remoteUris: readonly string[] = []): Promise<LabelPrinter[]> {
      const local = parsePrintersXml(await command("GetPrinters")).map((p) => ({ ...p }));
      const remote = (await Promise.all(remoteUris.map(remotePrinters))).flat();
      printers.clear();
      for (const p of [...local, ...remote]) printers.set(p.name, p);
      return [...local, ...remote];
    },

    /** PrintLabel: the job is handed over; no job id to follow. */
    async printLabel(printerName: string, print: LabelPrint): Promise<void> {
      const printer = knownPrinter(printerName, print);
      if (printer.remoteUri) {
        await printLabel2(printerName, print);
        return;
      }
      if ((await command("PrintLabel", { form: printForm(printerName, print) })).toLowerCase() !== "true") {
        throw new LabelPrinterError(WEBSERVICE_COMMAND_FAILED);
      }
    },

    printLabel2,
    getJobStatus,

    /** Polls the job until it finishes or stops (error, paper out, busy…), reporting each status. */
    async waitForJob(job: PrintJob, onStatus?: (status: PrintJobStatus) => void): Promise<PrintJobStatus> {
      let last: PrintJobStatus | null = null;
      for (let poll = 0; poll < MAX_POLLS; poll++) {
        last = await getJobStatus(job);
        onStatus?.(last);
        if (isFinalStatus(last.status)) return last;
        await sleep(pollIntervalMs);
      }
      return last as PrintJobStatus;
    },

    /** RenderLabel: the label as the printer would print it, a PNG in base64. */
    renderLabel(labelXml: string, renderParamsXml: string, printerName = ""): Promise<string> {
      if (!labelXml.trim()) return Promise.reject(new LabelPrinterError(ERROR_RETRIEVING_LABEL_TEMPLATE));
      return command("RenderLabel", { form: { labelXml, renderParamsXml, printerName } });
    },

    openLabelFile(fileName: string): Promise<string> {
      return command("OpenLabelFile", { query: { fileName } }, UNABLE_TO_OPEN_LABEL_FILE);
    },

    loadImageAsPngBase64(imageUri: string): Promise<string> {
      return command("LoadImageAsPngBase64", { query: { imageUri } }, UNABLE_TO_LOAD_IMAGE);
    },
  };
}

export type LabelServiceClient = ReturnType<typeof createLabelServiceClient>;
