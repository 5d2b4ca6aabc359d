// The backup command's side of the control socket: asks the running server for a copy of the embedded
// database and writes it to a file, checking that every announced byte arrived.
import { createWriteStream } from "node:fs";
import { connect, type Socket } from "node:net";
import { pipeline } from "node:stream/promises";
import type { ControlAnswer } from "./control-socket";

/** Nobody listens: no socket file, or one left by a server that has gone (the caller opens the dir itself). */
const NO_SERVER_CODES = new Set(["ENOENT", "ECONNREFUSED"]);

/**
 * Writes the server's database copy to `file`. Answers false when no server answers on `socketPath`;
 * throws when one answers with an error or the copy arrives cut short.
 */
export async function requestDatabaseCopy(socketPath: string, file: string): Promise<boolean> {
  let socket: Socket;
  try {
    socket = await new Promise<Socket>((resolve, reject) => {
      const opened = connect(socketPath, () => resolve(opened));
      opened.once("error", reject);
    });
  } catch (error) {
    if (NO_SERVER_CODES.has((error as NodeJS.ErrnoException).code ?? "")) return false;
    throw error;
  }
  socket.write(`${JSON.stringify({ command: "backup" })}\n`);
  const { answer, rest } = await readHeader(socket);
  if (!answer.ok) {
    socket.destroy();
    throw new Error(`The server could not copy the database: ${answer.message}`);
  }
  let received = rest.length;
  const out = createWriteStream(file, { mode: 0o600 });
  out.write(rest);
  socket.on("data", (chunk: Buffer) => {
    received += chunk.length;
  });
  await pipeline(socket, out);
  if (received !== answer.bytes)
    throw new Error(`The database copy was cut short: ${received} of ${answer.bytes} bytes arrived.`);
  return true;
}

/** The JSON header line and whatever bytes came after it in the same chunks. */
function readHeader(socket: Socket): Promise<{ answer: ControlAnswer; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const cleanUp = () => {
      socket.off("data", onData);
      socket.off("end", onEnd);
      socket.off("error", reject);
    };
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(10);
      if (end < 0) return;
      cleanUp();
      socket.pause();
      try {
        resolve({
          answer: JSON.parse(buffered.subarray(0, end).toString("utf8")) as ControlAnswer,
          rest: buffered.subarray(end + 1),
        });
      } catch (error) {
        reject(error);
      }
    };
    const onEnd = () => {
      cleanUp();
      reject(new Error("The server closed the control socket without answering."));
    };
    socket.on("data", onData);
    socket.once("end", onEnd);
    socket.once("error", reject);
  });
}
