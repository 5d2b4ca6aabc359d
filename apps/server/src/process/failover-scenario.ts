// The failover drill (issue 31 point 4: a lost machine loses nothing acknowledged), shared by the
// PostgreSQL-suite test and `npm run failover-drill`: a primary with a synchronous standby, a real server
// process on the two-host DATABASE_URL, two writers commenting on orders through HTTP, then the primary's
// machine lost (SIGKILL to every PostgreSQL process of it) and the standby promoted. It reports how long
// writes failed and compares every answer with what the new primary holds.
import { randomBytes } from "node:crypto";
import { openPostgres } from "../db/postgres-database";
import { seedCustomer } from "../seed/customers-factory";
import { buildOrderRows, insertOrderBatch } from "../seed/orders-factory";
import { createRandom } from "../seed/seed-random";
import { type PostgresPair, startPostgresPair, withClient } from "./postgres-pair";
import { openProcessKit, type ProcessKit } from "./process-kit";

export type FailoverOptions = {
  primaryPort: number;
  standbyPort: number;
  serverPort: number;
  /** Writes each writer has had acknowledged before the primary is lost. */
  writesBefore?: number;
  /** Time from losing the primary to promoting the standby (an operator or a failover manager). */
  promoteAfterMs?: number;
  /** How long writers go on after the first write that succeeds again. */
  writeAfterMs?: number;
  /** Then rewinds the lost primary into the new one's synchronous standby and checks what it holds. */
  rebuildOldPrimary?: boolean;
  log?: (line: string) => void;
};

export type WriteAnswer = {
  description: string;
  startedAt: number;
  answeredAt: number;
  /** HTTP status, 0 when no answer came at all. */
  status: number;
  message?: string;
};

export type FailoverReport = {
  answers: WriteAnswer[];
  killedAt: number;
  promotedAt: number;
  /** From the kill to the answer of the first write, sent after it, that succeeded; undefined: none did. */
  outageMs: number | undefined;
  /** The same, from the promotion. */
  afterPromotionMs: number | undefined;
  /** Acknowledged (200) writes the new primary does not have: must be none. */
  lost: string[];
  /** Writes the new primary holds more than once: must be none. */
  duplicated: string[];
  /** Writes answered 503 (fate unknown) that did land: allowed, counted for the record. */
  unknownButLanded: string[];
  /** Whether the server's LISTEN session was back, on the new primary, after the failover. */
  isListeningOnNewPrimary: boolean;
  /** When asked to: the pg_rewind of the old primary, and whether it then held what the new one holds. */
  rebuild?: { tookMs: number; holdsEverything: boolean; differences: string[] };
  serverOutput: string;
};

const ADMIN_PASSWORD = "failover-drill-admin-pass";
const ORDER_IDS = ["26-FOVR001", "26-FOVR002"] as const;
const DATABASE = "gbo_failover";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function seedOrders(url: string): Promise<void> {
  const database = openPostgres(url);
  try {
    const random = createRandom(20261128);
    const { customer } = await seedCustomer(database.db, { country: "US" }, random);
    await insertOrderBatch(
      database.db,
      ORDER_IDS.map((id) =>
        buildOrderRows(
          {
            id,
            status: "InProcess",
            customerId: customer.id,
            collectibleType: "Comic",
            tiers: [{ code: "SO", status: "Pressing", count: 1, press: 1 }],
          },
          random,
        ),
      ),
    );
  } finally {
    await database.close();
  }
}

function httpClient(port: number) {
  const base = `http://127.0.0.1:${port}`;
  let token = "";
  return {
    signIn: async () => {
      const body = new URLSearchParams({
        grant_type: "password",
        client_id: "backoffice",
        username: "admin",
        password: ADMIN_PASSWORD,
      });
      const response = await fetch(`${base}/token`, { method: "POST", body });
      if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
      token = ((await response.json()) as { access_token: string }).access_token;
    },
    version: async (orderId: string): Promise<number | undefined> => {
      const response = await fetch(`${base}/api/orders/${orderId}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(15_000),
      }).catch(() => undefined);
      if (response?.status !== 200) return undefined;
      return ((await response.json()) as { order: { version: number } }).order.version;
    },
    comment: async (orderId: string, description: string, version: number) => {
      const response = await fetch(`${base}/api/orders/comment`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ orderId, description, version }),
        signal: AbortSignal.timeout(15_000),
      }).catch(() => undefined);
      if (!response) return { status: 0 };
      const json = (await response.json().catch(() => ({}))) as { message?: string; version?: number };
      return { status: response.status, message: json.message, version: json.version };
    },
  };
}

type Http = ReturnType<typeof httpClient>;

/** Comments on one order, one after another, until stopped; after a failure it re-reads the version. */
async function writeUntil(http: Http, orderId: string, answers: WriteAnswer[], isStopped: () => boolean) {
  let version: number | undefined;
  for (let i = 1; !isStopped(); i++) {
    while (version === undefined && !isStopped()) {
      version = await http.version(orderId);
      if (version === undefined) await sleep(100);
    }
    if (version === undefined) return;
    const description = `failover ${orderId} #${i}`;
    const startedAt = Date.now();
    const answer = await http.comment(orderId, description, version);
    answers.push({
      description,
      startedAt,
      answeredAt: Date.now(),
      status: answer.status,
      message: answer.message,
    });
    version = answer.status === 200 ? answer.version : undefined;
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

/** How many times each drill comment is in the order log of the server at `url`. */
function commentsOn(url: string): Promise<Map<string, number>> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ description: string; n: number }>(
      "select description, count(*)::int as n from order_log where description like 'failover %' group by description",
    );
    return new Map(rows.map((row) => [row.description, row.n]));
  });
}

function isListening(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and query ilike 'listen %'",
      [DATABASE],
    );
    return (rows[0]?.n ?? 0) > 0;
  }).catch(() => false);
}

export async function runFailoverScenario(options: FailoverOptions): Promise<FailoverReport> {
  const { writesBefore = 20, promoteAfterMs = 1000, writeAfterMs = 1500, log = () => {} } = options;
  let pair: PostgresPair | undefined;
  let kit: ProcessKit | undefined;
  try {
    const started = Date.now();
    [pair, kit] = await Promise.all([
      startPostgresPair({
        primaryPort: options.primaryPort,
        standbyPort: options.standbyPort,
        database: DATABASE,
      }),
      openProcessKit(undefined),
    ]);
    log(
      `primary :${pair.primaryPort} and synchronous standby :${pair.standbyPort} up (${Date.now() - started} ms)`,
    );
    const server = kit.startServer({
      DATABASE_URL: pair.url,
      ADMIN_PASSWORD,
      SEED_DEMO: "0",
      JWT_SECRET: randomBytes(32).toString("hex"),
      PORT: String(options.serverPort),
    });
    await server.waitFor(/Back office ready/, 90_000);
    log(`server on :${options.serverPort} with DATABASE_URL=${pair.url}`);
    await seedOrders(pair.urlOf(pair.primaryPort));
    const http = httpClient(options.serverPort);
    await http.signIn();

    const answers: WriteAnswer[] = [];
    let isStopped = false;
    const writers = ORDER_IDS.map((id) => writeUntil(http, id, answers, () => isStopped));
    const ok = () => answers.filter((answer) => answer.status === 200).length;
    if (!(await waitFor(() => ok() >= writesBefore * ORDER_IDS.length, 30_000)))
      throw new Error(`writes did not get going: ${JSON.stringify(answers.slice(-3))}`);

    await pair.killPrimary();
    const killedAt = Date.now();
    log(`primary killed (SIGKILL to its postmaster and backends) after ${ok()} acknowledged writes`);
    await sleep(promoteAfterMs);
    await pair.promoteStandby();
    const promotedAt = Date.now();
    log(`standby promoted ${promotedAt - killedAt} ms after the kill`);

    const firstOk = () => answers.find((answer) => answer.status === 200 && answer.startedAt >= killedAt);
    await waitFor(() => firstOk() !== undefined, 20_000);
    await sleep(writeAfterMs);
    isStopped = true;
    await Promise.all(writers);

    const newPrimary = pair.urlOf(pair.standbyPort);
    const isListeningOnNewPrimary = await waitFor(() => isListening(newPrimary), 15_000);
    const held = await commentsOn(newPrimary);
    const recovered = firstOk();
    const report: FailoverReport = {
      answers,
      killedAt,
      promotedAt,
      outageMs: recovered && recovered.answeredAt - killedAt,
      afterPromotionMs: recovered && recovered.answeredAt - promotedAt,
      lost: answers.filter((a) => a.status === 200 && !held.has(a.description)).map((a) => a.description),
      duplicated: [...held].filter(([, n]) => n > 1).map(([description]) => description),
      unknownButLanded: answers
        .filter((a) => a.status !== 200 && held.has(a.description))
        .map((a) => a.description),
      isListeningOnNewPrimary,
      serverOutput: server.output(),
    };
    if (options.rebuildOldPrimary) {
      const rebuildStarted = Date.now();
      await pair.rebuildOldPrimary();
      const tookMs = Date.now() - rebuildStarted;
      const rebuilt = pair.urlOf(pair.primaryPort);
      let differences: string[] = [];
      const holdsEverything = await waitFor(async () => {
        const there = await commentsOn(rebuilt);
        differences = [...new Set([...held.keys(), ...there.keys()])].filter(
          (d) => held.get(d) !== there.get(d),
        );
        return differences.length === 0;
      }, 10_000);
      report.rebuild = { tookMs, holdsEverything, differences };
    }
    log(summarize(report));
    return report;
  } finally {
    await kit?.close();
    await pair?.close();
  }
}

/** What an operator reads after the drill. */
export function summarize(report: FailoverReport): string {
  const byStatus = new Map<number, number>();
  for (const answer of report.answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  const statuses = [...byStatus].map(([status, n]) => `${n}× ${status || "no answer"}`).join(", ");
  return [
    `writes: ${report.answers.length} (${statuses})`,
    `outage: ${report.outageMs ?? "never recovered"} ms from the kill to the first write that succeeded again (${report.afterPromotionMs ?? "-"} ms after the promotion)`,
    `acknowledged but missing on the new primary: ${report.lost.length}`,
    `saved twice: ${report.duplicated.length}`,
    `answered 503 (fate unknown) but saved: ${report.unknownButLanded.length}`,
    `LISTEN session on the new primary: ${report.isListeningOnNewPrimary ? "yes" : "no"}`,
    ...(report.rebuild
      ? [
          `old primary rebuilt by pg_rewind as the synchronous standby in ${report.rebuild.tookMs} ms, ` +
            `holding every saved write: ${report.rebuild.holdsEverything ? "yes" : `no (${report.rebuild.differences.slice(0, 5).join("; ")})`}`,
        ]
      : []),
  ].join("\n");
}
