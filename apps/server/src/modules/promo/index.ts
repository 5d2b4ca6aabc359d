// Promo codes (issue 28: one name per area, as in domain and contracts): the submission screens' reads
// (codes.routes.ts) and the administration screens (admin.routes.ts, promo-write.ts). Submissions and
// invoicing apply a code with findPromoCode.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { promoAdminRoutes } from "./admin.routes";
import { promoCodeReadRoutes } from "./codes.routes";

export { findPromoCode } from "./promo-codes";

export async function promoRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  await promoCodeReadRoutes(instance, context);
  await promoAdminRoutes(instance, context);
}
