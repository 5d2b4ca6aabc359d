import type { Db } from "../db/client";
import { seedWorker } from "./workers-factory";

/** One worker per station claim (user name = the claim) plus a manager; documented in the README. */
export const DEMO_WORKERS: readonly { userName: string; displayName: string; claims: string }[] = [
  { userName: "receiving", displayName: "Rita Receiving", claims: "receiving" },
  { userName: "invoicing", displayName: "Ivan Invoicing", claims: "invoicing" },
  { userName: "comics", displayName: "Cora Comics", claims: "comics" },
  { userName: "signature", displayName: "Sid Signature", claims: "signature" },
  { userName: "pressing", displayName: "Pat Pressing", claims: "pressing" },
  { userName: "grade", displayName: "Greta Grade", claims: "grade" },
  { userName: "pregrade", displayName: "Priya Pregrade", claims: "pregrade" },
  { userName: "finalize", displayName: "Finn Finalize", claims: "finalize" },
  { userName: "labels", displayName: "Lola Labels", claims: "labels" },
  { userName: "heatseal", displayName: "Hank Heatseal", claims: "heatseal" },
  { userName: "slab", displayName: "Sly Slab", claims: "slab" },
  { userName: "qc", displayName: "Quinn QC", claims: "qc" },
  { userName: "imaging", displayName: "Ida Imaging", claims: "imaging" },
  { userName: "shipping", displayName: "Sam Shipping", claims: "shipping" },
  { userName: "billing", displayName: "Bill Billing", claims: "billing" },
  { userName: "refund", displayName: "Rhea Refund", claims: "refund" },
  {
    userName: "manager",
    displayName: "Max Manager",
    claims: "managecontent,manage,manageworker,user,shelves",
  },
];

export function demoPassword(userName: string): string {
  return `${userName}-demo-pass`;
}

export async function seedDemoWorkers(db: Db): Promise<void> {
  // Hashing runs on libuv threads, so hashing all at once shortens the first start.
  await Promise.all(
    DEMO_WORKERS.map((worker) =>
      seedWorker(db, {
        ...worker,
        email: `${worker.userName}@example.com`,
        password: demoPassword(worker.userName),
        emailVerified: true,
      }),
    ),
  );
}
