import { ADMIN_PASSWORD } from "./env";

export type DemoUser = { userName: string; password: string; claims: readonly string[] };

const station = (claim: string): DemoUser => ({
  userName: claim,
  password: `${claim}-demo-pass`,
  claims: [claim],
});

/** The demo workers the server seeds on an empty embedded database (one per station claim). */
export const DEMO_USERS = {
  receiving: station("receiving"),
  invoicing: station("invoicing"),
  comics: station("comics"),
  signature: station("signature"),
  pressing: station("pressing"),
  grade: station("grade"),
  pregrade: station("pregrade"),
  finalize: station("finalize"),
  labels: station("labels"),
  heatseal: station("heatseal"),
  slab: station("slab"),
  qc: station("qc"),
  imaging: station("imaging"),
  shipping: station("shipping"),
  billing: station("billing"),
  refund: station("refund"),
  manager: {
    userName: "manager",
    password: "manager-demo-pass",
    claims: ["managecontent", "manage", "manageworker", "user", "shelves"],
  },
  get admin(): DemoUser {
    return { userName: "admin", password: ADMIN_PASSWORD, claims: ["admin"] };
  },
} satisfies Record<string, DemoUser>;

export type DemoUserName = keyof typeof DEMO_USERS;
