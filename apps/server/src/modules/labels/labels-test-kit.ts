// Helpers for the labels int tests: a signed-in worker whose answers keep their bytes (PDFs, PNGs), a
// PDF rendered to PNG with pdftoppm, and a Code 128 read back with zxing-wasm.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import type { TestContext } from "../../test/index";
import { seedWorker, signIn } from "../../test/index";

const run = promisify(execFile);

export type RawCaller = {
  workerName: string;
  call: (
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: unknown,
  ) => Promise<{ status: number; type: string; body: Buffer; json: <T>() => T }>;
};

let counter = 0;

export async function rawCallerWith(ctx: TestContext, claims: string): Promise<RawCaller> {
  counter += 1;
  const userName = `lbl${claims.replace(/[^a-z]/g, "").slice(0, 12)}${counter}`;
  const worker = await seedWorker(ctx.db, { userName, claims, displayName: `Label ${userName}` });
  const { authHeader } = await signIn(ctx.app, worker.userName, worker.password);
  return {
    workerName: `Label ${userName}`,
    call: async (method, url, payload) => {
      const response = await ctx.app.inject({
        method,
        url,
        headers: authHeader,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return {
        status: response.statusCode,
        type: String(response.headers["content-type"] ?? ""),
        body: response.rawPayload,
        json: <T>() => response.json() as T,
      };
    },
  };
}

/** Each page of `pdf` as a PNG at 300 dpi; `crop` (pixels) cuts one region of every page. */
export async function pdfToPngs(
  pdf: Buffer,
  crop?: { x: number; y: number; width: number; height: number },
): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "gbo-label-png-"));
  try {
    await writeFile(path.join(dir, "in.pdf"), pdf);
    const cropArgs = crop
      ? ["-x", String(crop.x), "-y", String(crop.y), "-W", String(crop.width), "-H", String(crop.height)]
      : [];
    await run("pdftoppm", [
      "-r",
      "300",
      "-png",
      ...cropArgs,
      path.join(dir, "in.pdf"),
      path.join(dir, "page"),
    ]);
    const pages = (await readdir(dir)).filter((f) => f.endsWith(".png")).sort();
    // Awaited here: returned unawaited, the finally below removed the folder while the reads ran (a flake).
    return await Promise.all(pages.map((f) => readFile(path.join(dir, f))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let prepared = false;

/** The Code 128 texts zxing reads in a PNG. */
export async function readCode128(png: Buffer): Promise<string[]> {
  if (!prepared) {
    const require = createRequire(import.meta.url);
    const entry = require.resolve("zxing-wasm/reader");
    const wasm = path.join(
      entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)),
      "dist/reader/zxing_reader.wasm",
    );
    prepareZXingModule({ overrides: { wasmBinary: (await readFile(wasm)).buffer as ArrayBuffer } });
    prepared = true;
  }
  const results = await readBarcodes(new Blob([new Uint8Array(png)]), { formats: ["Code128"] });
  return results.filter((r) => r.isValid).map((r) => r.text);
}

/** The first label of a sheet (top-left slot) at 300 dpi, in pixels. */
export const FIRST_SHEET_LABEL = { x: 40, y: 140, width: 1220, height: 620 };
