// The baseline of the write-capacity part: the row changes the product makes for a scan and for a tier
// completion (tiers/scan-comic.ts, tiers/complete-tier.ts through order-write.ts), written straight
// through node-postgres as one hand-made statement each: no HTTP, no framework, no rule reads. One
// prepared, named statement is one round trip and one transaction (its data-modifying CTEs commit
// together), and its NOTIFY goes out at that commit. What the bench already knows (the comic, the
// tier's next station, whether the order moves to billing) it passes in, as a hand-written program
// would; what the product checks (the stale version) the statement checks too: a stale version
// updates no order row and so writes nothing.
import { ORDER_EVENTS_CHANNEL } from "@gbo/contracts/orders";
import { nextTierStatus, type TierServices, type TierStatus } from "@gbo/domain/workflow";
import pg from "pg";
import { isEveryTierAtShipping } from "../../src/modules/orders/order-actions";

export type Worker = { id: string; name: string };
export type ScanTarget = { orderId: string; tierId: string; comicId: string; uniqueId: string };
export type CompleteTarget = { orderId: string; tierId: string };

/** The order's version moves on, the comic is scanned, the tier's count follows, a log row, an event. */
const SCAN_SQL = `
with o as (
  update orders set version = version + 1, updated_at = now() where id = $1 and version = $2
  returning id, version, status
), c as (
  update comics set scanned = true from o where comics.order_id = o.id and comics.id = $3
), t as (
  update tiers set processed = processed + 1 from o where tiers.order_id = o.id and tiers.id = $4
), l as (
  insert into order_log (order_id, worker_id, author, type, description, tier_id, comic_id)
  select o.id, $5, $6, 'Scan', $7, $4, $3 from o
)
select o.version, pg_notify('${ORDER_EVENTS_CHANNEL}', json_build_object('orderId', o.id, 'tierId', $4::text,
  'fromStatus', o.status, 'toStatus', o.status)::text) from o`;

/**
 * The tier moves to its next station (status, processed 0, route, rework mark), its comics follow
 * (status, unscanned; leaving Pressing, the scanned ones pressed), the order's version moves on (and
 * its status to Billing when every tier is at Shipping), one or two log rows and events.
 */
const COMPLETE_SQL = `
with o as (
  update orders set version = version + 1, updated_at = now(),
    status = case when $9::boolean then 'Billing' else status end,
    status_changed_at = case when $9 then now() else status_changed_at end
  where id = $1 and version = $2
  returning id, version
), c as (
  update comics set status = $5, scanned = false,
    pressed = case when $4 = 'Pressing' and not comics.press_failed then comics.scanned else comics.pressed end
  from o where comics.order_id = o.id and comics.tier_id = $3
), t as (
  update tiers set status = $5, processed = 0, routed_through = $6::jsonb, status_changed_at = now(),
    is_rejected = $10
  from o where tiers.order_id = o.id and tiers.id = $3
), l as (
  insert into order_log (order_id, worker_id, author, type, description, tier_id, from_status, to_status)
  select o.id, $7::uuid, $8::text, 'Tier', 'Completed ' || $4, $3::text, $4::text, $5::text from o
  union all
  select o.id, $7::uuid, $8::text, 'Status', 'Every tier is ready: order to billing', null, 'InProcess', 'Billing'
  from o where $9
)
select o.version,
  pg_notify('${ORDER_EVENTS_CHANNEL}', json_build_object('orderId', o.id, 'tierId', $3::text,
    'fromStatus', $4::text, 'toStatus', $5::text)::text),
  case when $9 then pg_notify('${ORDER_EVENTS_CHANNEL}', json_build_object('orderId', o.id, 'tierId', null,
    'fromStatus', 'InProcess', 'toStatus', 'Billing')::text) end
from o`;

type TierState = {
  id: string;
  status: TierStatus;
  services: TierServices;
  isRejected: boolean;
  routedThrough: string[];
};

/** The baseline's connection pool and what it must know of the orders it completes tiers of. */
export class Baseline {
  private readonly pool: pg.Pool;
  private readonly tiersOf = new Map<string, TierState[]>();

  constructor(
    url: string,
    private readonly worker: Worker,
    poolSize: number,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: poolSize });
    this.pool.on("error", () => {});
  }

  /** Reads the tiers of the orders whose tiers will be completed (their route and status). */
  async load(orderIds: readonly string[]): Promise<void> {
    this.tiersOf.clear();
    const { rows } = await this.pool.query<{
      order_id: string;
      id: string;
      status: TierStatus;
      services: TierServices;
      is_rejected: boolean;
      routed_through: string[];
    }>(
      "select order_id, id, status, services, is_rejected, routed_through from tiers where order_id = any($1)",
      [orderIds],
    );
    for (const row of rows) {
      const list = this.tiersOf.get(row.order_id) ?? [];
      list.push({
        id: row.id,
        status: row.status,
        services: row.services,
        isRejected: row.is_rejected,
        routedThrough: row.routed_through,
      });
      this.tiersOf.set(row.order_id, list);
    }
  }

  async scan(target: ScanTarget, version: number): Promise<number> {
    const { rows } = await this.pool.query<{ version: number }>({
      name: "baseline-scan",
      text: SCAN_SQL,
      values: [
        target.orderId,
        version,
        target.comicId,
        target.tierId,
        this.worker.id,
        this.worker.name,
        `Scanned ${target.uniqueId}`,
      ],
    });
    const [row] = rows;
    if (!row) throw new Error(`scan ${target.orderId}: stale version ${version}`);
    return row.version;
  }

  async complete(target: CompleteTarget, version: number): Promise<number> {
    const tiers = this.tiersOf.get(target.orderId) ?? [];
    const tier = tiers.find((t) => t.id === target.tierId);
    if (!tier) throw new Error(`complete ${target.orderId}/${target.tierId}: tier not loaded`);
    const next = nextTierStatus(tier.status, tier.services, { rejected: tier.isRejected });
    const isToBilling = isEveryTierAtShipping(tiers, { id: tier.id, status: next });
    const routedThrough = tier.routedThrough.includes(next)
      ? tier.routedThrough
      : [...tier.routedThrough, next];
    const isRejected = tier.isRejected && next === "QC";
    const { rows } = await this.pool.query<{ version: number }>({
      name: "baseline-complete",
      text: COMPLETE_SQL,
      values: [
        target.orderId,
        version,
        tier.id,
        tier.status,
        next,
        JSON.stringify(routedThrough),
        this.worker.id,
        this.worker.name,
        isToBilling,
        isRejected,
      ],
    });
    const [row] = rows;
    if (!row) throw new Error(`complete ${target.orderId}: stale version ${version}`);
    Object.assign(tier, { status: next, routedThrough, isRejected });
    return row.version;
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
