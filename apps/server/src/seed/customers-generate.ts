// Many customers at once (`npm run seed -- --customers 200000`, the demo's few thousand, the people bench):
// common US and Canadian names, e-mails in the usual shapes at the usual providers, North American
// phones, 1–2 addresses each (the first the default), written by multi-row inserts of 1,000 customers.
import type { Db } from "../db/client";
import { addresses, customers, type NewAddressRow, type NewCustomerRow } from "../db/schema/index";
import { streetsOf } from "./orders-sample-data";
import { type CountryCode, createRandom, pick } from "./seed-random";

const BATCH = 1000;

const FIRST = (
  "James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan " +
  "Joseph Jessica Thomas Sarah Christopher Karen Charles Lisa Daniel Nancy Matthew Betty Anthony Sandra " +
  "Mark Margaret Donald Ashley Steven Kimberly Andrew Emily Paul Donna Joshua Michelle Kenneth Carol " +
  "Kevin Amanda Brian Melissa George Deborah Timothy Stephanie Ronald Rebecca Jason Sharon Edward Laura " +
  "Jeffrey Cynthia Ryan Amy Jacob Kathleen Gary Angela Nicholas Shirley Eric Brenda Jonathan Emma " +
  "Stephen Anna Larry Pamela Justin Nicole Scott Samantha Brandon Katherine Benjamin Christine Samuel " +
  "Helen Gregory Debra Alexander Rachel Patrick Carolyn Frank Janet Raymond Maria Jack Olivia Dennis " +
  "Heather Jerry Diane Tyler Julie Aaron Joyce Jose Victoria Adam Ruth Nathan Virginia Henry Lauren " +
  "Zachary Kelly Douglas Christina Peter Joan Kyle Evelyn Noah Judith Ethan Andrea Jeremy Hannah Walter " +
  "Megan Christian Cheryl Keegan Jacqueline Liam Martha Lucas Madison Logan Teresa Mason Gloria Owen " +
  "Chloé Marc Amélie Benoît Mathieu Geneviève François Isabelle Étienne Nathalie Jean-Luc Sophie Gabriel " +
  "Camille Félix Léa Olivier Émilie Sébastien Julie Alexandre Marie-Ève Wei Mei Hiroshi Yuki Raj Priya " +
  "Carlos Sofia Diego Valentina Miguel Lucía Ahmed Fatima Omar Aisha Dmitri Anya Tariq Leila"
).split(" ");

const LAST = (
  "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez " +
  "Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark " +
  "Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams " +
  "Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker " +
  "Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper " +
  "Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood James " +
  "Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez " +
  "Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez " +
  "Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole " +
  "Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens " +
  "Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Ouellet Pelletier Bélanger " +
  "Lévesque Bergeron Leblanc Paquette Girard Simard Boucher Caron Beaulieu Cloutier Dubé Poirier " +
  "Fournier Lapointe Leclerc Lefebvre Poulin Thibault St-Pierre Nadeau Martel Gilbert Mercier Chan " +
  "Wong Li Singh MacDonald Campbell MacLeod Fraser McKenzie O'Brien McCarthy Kowalski Nowak Schmidt " +
  "Müller Rossi Russo Ferrari Esposito Kaur Sharma Gill Chen Liu Wang Zhang Yamamoto Tanaka Park Choi"
).split(" ");

const DOMAINS_US = [
  "gmail.com",
  "yahoo.com",
  "outlook.com",
  "hotmail.com",
  "icloud.com",
  "aol.com",
  "comcast.net",
  "att.net",
  "verizon.net",
  "protonmail.com",
];
const DOMAINS_CA = [
  "gmail.com",
  "hotmail.com",
  "outlook.com",
  "yahoo.ca",
  "rogers.com",
  "shaw.ca",
  "videotron.ca",
  "sympatico.ca",
  "telus.net",
  "bell.net",
];

type City = { city: string; stateProvince: string; zips: readonly string[]; areaCodes: readonly string[] };
const CITIES_US: readonly City[] = [
  {
    city: "New York",
    stateProvince: "NY",
    zips: ["10001", "10016", "10025"],
    areaCodes: ["212", "646", "917"],
  },
  { city: "Brooklyn", stateProvince: "NY", zips: ["11201", "11215"], areaCodes: ["718", "347"] },
  {
    city: "Los Angeles",
    stateProvince: "CA",
    zips: ["90012", "90026", "90048"],
    areaCodes: ["213", "323", "310"],
  },
  { city: "San Diego", stateProvince: "CA", zips: ["92101", "92104"], areaCodes: ["619", "858"] },
  { city: "San Francisco", stateProvince: "CA", zips: ["94103", "94110"], areaCodes: ["415", "628"] },
  { city: "Chicago", stateProvince: "IL", zips: ["60601", "60614", "60647"], areaCodes: ["312", "773"] },
  { city: "Houston", stateProvince: "TX", zips: ["77002", "77006"], areaCodes: ["713", "832"] },
  { city: "Austin", stateProvince: "TX", zips: ["73301", "78701", "78704"], areaCodes: ["512", "737"] },
  { city: "Dallas", stateProvince: "TX", zips: ["75201", "75204"], areaCodes: ["214", "469"] },
  { city: "Phoenix", stateProvince: "AZ", zips: ["85003", "85004"], areaCodes: ["602", "480"] },
  { city: "Philadelphia", stateProvince: "PA", zips: ["19103", "19107"], areaCodes: ["215", "267"] },
  { city: "Pittsburgh", stateProvince: "PA", zips: ["15213", "15222"], areaCodes: ["412"] },
  { city: "Sarasota", stateProvince: "FL", zips: ["34236", "34231"], areaCodes: ["941"] },
  { city: "Miami", stateProvince: "FL", zips: ["33130", "33132"], areaCodes: ["305", "786"] },
  { city: "Orlando", stateProvince: "FL", zips: ["32801", "32803"], areaCodes: ["407"] },
  { city: "Atlanta", stateProvince: "GA", zips: ["30303", "30308"], areaCodes: ["404", "678"] },
  { city: "Seattle", stateProvince: "WA", zips: ["98101", "98109"], areaCodes: ["206"] },
  { city: "Portland", stateProvince: "OR", zips: ["97201", "97209"], areaCodes: ["503", "971"] },
  { city: "Denver", stateProvince: "CO", zips: ["80202", "80205"], areaCodes: ["303", "720"] },
  { city: "Boston", stateProvince: "MA", zips: ["02108", "02116"], areaCodes: ["617", "857"] },
  { city: "Columbus", stateProvince: "OH", zips: ["43004", "43215"], areaCodes: ["614"] },
  { city: "Detroit", stateProvince: "MI", zips: ["48201", "48226"], areaCodes: ["313"] },
  { city: "Minneapolis", stateProvince: "MN", zips: ["55401", "55408"], areaCodes: ["612"] },
  { city: "Nashville", stateProvince: "TN", zips: ["37203", "37206"], areaCodes: ["615"] },
  { city: "Baltimore", stateProvince: "MD", zips: ["21201", "21231"], areaCodes: ["410", "443"] },
];
const CITIES_CA: readonly City[] = [
  {
    city: "Toronto",
    stateProvince: "ON",
    zips: ["M5H 2N2", "M4W 1A8", "M6J 1J5"],
    areaCodes: ["416", "647"],
  },
  { city: "Ottawa", stateProvince: "ON", zips: ["K1P 1J1", "K2P 0A4"], areaCodes: ["613", "343"] },
  { city: "Hamilton", stateProvince: "ON", zips: ["L8P 4R5"], areaCodes: ["905", "289"] },
  {
    city: "Montréal",
    stateProvince: "QC",
    zips: ["H2Y 1C6", "H2X 3Y7", "H3B 4W8"],
    areaCodes: ["514", "438"],
  },
  { city: "Québec", stateProvince: "QC", zips: ["G1R 4P5", "G1K 3T6"], areaCodes: ["418", "581"] },
  { city: "Vancouver", stateProvince: "BC", zips: ["V6B 1A1", "V5K 0A1"], areaCodes: ["604", "778"] },
  { city: "Victoria", stateProvince: "BC", zips: ["V8W 1P6"], areaCodes: ["250"] },
  { city: "Calgary", stateProvince: "AB", zips: ["T2P 1J9", "T2R 0E7"], areaCodes: ["403", "587"] },
  { city: "Edmonton", stateProvince: "AB", zips: ["T5J 0N3"], areaCodes: ["780"] },
  { city: "Winnipeg", stateProvince: "MB", zips: ["R3C 4T3"], areaCodes: ["204"] },
  { city: "Halifax", stateProvince: "NS", zips: ["B3J 1S9"], areaCodes: ["902"] },
];
const LEVELS = ["Basic", "Basic", "Basic", "Premium", "Premium", "Elite", "Dealer"];
const REPS = ["REP01", "REP02", "REP07", "REP12"];

/** "Amélie Côté" → "amelie", "cote": e-mail local parts are plain ASCII. */
const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();

function emailOf(random: () => number, first: string, last: string, domains: readonly string[]): string {
  const f = ascii(first);
  const l = ascii(last);
  const n = Math.floor(random() * 10_000);
  const shapes = [
    `${f}.${l}`,
    `${f}${l}${n % 100}`,
    `${f[0]}${l}${n}`,
    `${f}_${l}${n % 1000}`,
    `${l}.${f}${n}`,
  ];
  return `${pick(random, shapes)}@${pick(random, domains)}`;
}

const digits = (random: () => number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    String(i === 0 ? 2 + Math.floor(random() * 8) : Math.floor(random() * 10)),
  ).join("");

function addressOf(random: () => number, country: CountryCode, city: City, isDefault: boolean) {
  const address: Omit<NewAddressRow, "customerId"> = {
    line1: `${Math.floor(random() * 9800) + 12} ${pick(random, streetsOf({ ...city, country }))}`,
    line2: random() < 0.15 ? `${random() < 0.5 ? "Apt" : "Unit"} ${Math.floor(random() * 900) + 1}` : null,
    city: city.city,
    stateProvince: city.stateProvince,
    zipPostal: pick(random, city.zips),
    country,
    isDefault,
  };
  return address;
}

export function buildGeneratedCustomer(random: () => number) {
  const country: CountryCode = random() < 0.22 ? "CA" : "US";
  const cities = country === "CA" ? CITIES_CA : CITIES_US;
  const first = pick(random, FIRST);
  const last = pick(random, LAST);
  const level = pick(random, LEVELS);
  const home = pick(random, cities);
  const customer: NewCustomerRow = {
    name: `${first} ${last}`,
    firstName: first,
    lastName: last,
    email: emailOf(random, first, last, country === "CA" ? DOMAINS_CA : DOMAINS_US),
    phone:
      random() < 0.9 ? `+1 ${pick(random, home.areaCodes)} ${digits(random, 3)} ${digits(random, 4)}` : null,
    level,
    country,
    defaultRepCode: random() < 0.3 ? pick(random, REPS) : null,
    dealerDiscounts: level === "Dealer" ? { grading: 15, pressing: 10, vsp: 50 } : null,
    shippingAccounts: [],
    createdAt: new Date(Date.now() - Math.floor(random() * 6 * 365) * 86_400_000),
  };
  const list = [addressOf(random, country, home, true)];
  // About one in four also ships to a second address (work, a relative, a store).
  if (random() < 0.25) list.push(addressOf(random, country, pick(random, cities), false));
  return { customer, addresses: list };
}

/** Inserts `count` generated customers with their addresses, 1,000 per statement; returns how many. */
export async function generateCustomers(
  db: Db,
  options: { count: number; seed?: number; log?: (message: string) => void },
): Promise<number> {
  const random = createRandom(options.seed ?? 7);
  for (let done = 0; done < options.count; done += BATCH) {
    const part = Array.from({ length: Math.min(BATCH, options.count - done) }, () =>
      buildGeneratedCustomer(random),
    );
    const ids = await db
      .insert(customers)
      .values(part.map((p) => p.customer))
      .returning({ id: customers.id });
    await db
      .insert(addresses)
      .values(part.flatMap((p, i) => p.addresses.map((a) => ({ ...a, customerId: ids[i]!.id }))));
    options.log?.(`customers: ${done + part.length} / ${options.count}`);
  }
  return options.count;
}

/** The demo's customer list at a realistic size, after the hand-made demo customers (their ids stay). */
export const DEMO_GENERATED_CUSTOMERS = 3000;

export async function seedDemoCustomers(db: Db): Promise<void> {
  await generateCustomers(db, { count: DEMO_GENERATED_CUSTOMERS, seed: 2026 });
}
