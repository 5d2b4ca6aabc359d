// The running server's local control channel (issue 31): a Unix domain socket in DATA_DIR, reachable only
// by the OS user that runs the server (mode 0600) and never over the network. The embedded database is
// locked by the server, so `npm run backup` asks it here for the copy it cannot take itself.
// Protocol: one JSON request line; the answer is one JSON header line, then (for a backup) its bytes.
import { chmodSync, existsSync, unlinkSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export const CONTROL_SOCKET_NAME = "control.sock";

export type ControlRequest = { command: "backup" };
/** The header line; on `ok` exactly `bytes` bytes of a gzipped tar of the PGlite data directory follow. */
export type ControlAnswer = { ok: true; bytes: number } | { ok: false; message: string };

export const controlSocketPath = (dataDir: string) => path.join(dataDir, CONTROL_SOCKET_NAME);

type Log = { info: (data: object, message: string) => void; warn: (data: object, message: string) => void };

/**
 * Listens on DATA_DIR/control.sock. Only for the embedded database, whose lock this process holds: a
 * socket file found there is a crashed server's, so it is replaced. Answers the close (which removes it).
 */
export async function startControlSocket(options: {
  dataDir: string;
  dumpDataDir: () => Promise<Blob>;
  log: Log;
}): Promise<{ socketPath: string; close: () => Promise<void> }> {
  const socketPath = controlSocketPath(options.dataDir);
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const server = createServer((socket) => void answer(socket, options));
  // Created 0600 from the start (no moment where another user could connect), then checked by chmod.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(socketPath, 0o600);
  const removeOnExit = () => {
    if (existsSync(socketPath)) unlinkSync(socketPath);
  };
  process.on("exit", removeOnExit);
  return {
    socketPath,
    close: () => closeServer(server, () => process.off("exit", removeOnExit)),
  };
}

function closeServer(server: Server, after: () => void): Promise<void> {
  return new Promise((resolve) =>
    server.close(() => {
      after();
      resolve();
    }),
  );
}

async function answer(
  socket: Socket,
  options: { dumpDataDir: () => Promise<Blob>; log: Log },
): Promise<void> {
  socket.on("error", () => {});
  try {
    const request = await readRequest(socket);
    if (request?.command !== "backup") {
      reply(socket, { ok: false, message: "unknown request" });
      return;
    }
    const started = performance.now();
    const dump = await options.dumpDataDir();
    reply(socket, { ok: true, bytes: dump.size }, false);
    await pipeline(Readable.fromWeb(dump.stream() as import("node:stream/web").ReadableStream), socket);
    options.log.info(
      { bytes: dump.size, ms: Math.round(performance.now() - started) },
      "database copy sent for a backup",
    );
  } catch (error) {
    options.log.warn({ err: error }, "control request failed");
    if (!socket.destroyed) reply(socket, { ok: false, message: String(error) });
  }
}

function reply(socket: Socket, answer: ControlAnswer, isLast = true): void {
  const line = `${JSON.stringify(answer)}\n`;
  if (isLast) socket.end(line);
  else socket.write(line);
}

/** The first line the client sends (at most 4 KB), parsed; null when it is not JSON. */
function readRequest(socket: Socket): Promise<ControlRequest | null> {
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const end = text.indexOf("\n");
      if (end < 0 && text.length < 4096) return;
      socket.off("data", onData);
      try {
        resolve(JSON.parse(text.slice(0, end < 0 ? undefined : end)) as ControlRequest);
      } catch {
        resolve(null);
      }
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.once("end", () => resolve(null));
  });
}
