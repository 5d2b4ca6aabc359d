// Realistic sample values for demo and benchmark data: titles with their publisher and first year,
// customer names and addresses in the US and Canada.

/**
 * A title's run as the lab's catalogue has it (modules/catalog/catalog-data): publisher, first and last
 * year, the issue numbers of the run (`firstIssue`..`issues`, default from 1) and about how many came
 * out a year, so a generated issue's year follows its number (Saga #9 is 2012, not 2028).
 */
export type SampleTitle = {
  title: string;
  publisher: string;
  year: number;
  /** Last year of the run; absent while it still runs. */
  end?: number;
  /** Highest issue number of the run. */
  issues: number;
  /** First issue number of the run (Thor took over Journey into Mystery's numbering at #126). */
  firstIssue?: number;
  /** Issues a year (monthly by default). */
  perYear?: number;
};

export const COMIC_TITLES: readonly SampleTitle[] = [
  { title: "Amazing Spider-Man", publisher: "Marvel", year: 1963, end: 1998, issues: 441 },
  // Renamed from X-Men at #142 (1981).
  {
    title: "Uncanny X-Men",
    publisher: "Marvel",
    year: 1981,
    end: 2011,
    firstIssue: 142,
    issues: 544,
    perYear: 14,
  },
  { title: "Fantastic Four", publisher: "Marvel", year: 1961, end: 1996, issues: 416 },
  // The 1968 run picks up Tales to Astonish's numbering at #102.
  { title: "Incredible Hulk", publisher: "Marvel", year: 1968, end: 1999, firstIssue: 102, issues: 474 },
  { title: "Avengers", publisher: "Marvel", year: 1963, end: 1996, issues: 402 },
  { title: "Daredevil", publisher: "Marvel", year: 1964, end: 1998, issues: 380 },
  { title: "Iron Man", publisher: "Marvel", year: 1968, end: 1996, issues: 332 },
  { title: "Thor", publisher: "Marvel", year: 1966, end: 1996, firstIssue: 126, issues: 502 },
  { title: "Captain America", publisher: "Marvel", year: 1968, end: 1996, firstIssue: 100, issues: 454 },
  { title: "Silver Surfer", publisher: "Marvel", year: 1968, end: 1970, issues: 18, perYear: 8 },
  { title: "Detective Comics", publisher: "DC", year: 1937, end: 2011, issues: 881 },
  { title: "Action Comics", publisher: "DC", year: 1938, end: 2011, issues: 904 },
  { title: "Batman", publisher: "DC", year: 1940, end: 2011, issues: 713, perYear: 10 },
  { title: "Superman", publisher: "DC", year: 1939, end: 1986, issues: 423, perYear: 9 },
  { title: "Wonder Woman", publisher: "DC", year: 1942, end: 1986, issues: 329, perYear: 7.5 },
  { title: "Green Lantern", publisher: "DC", year: 1960, end: 1988, issues: 224, perYear: 8 },
  // The Silver Age Flash continues Flash Comics' numbering at #105.
  { title: "The Flash", publisher: "DC", year: 1959, end: 1985, firstIssue: 105, issues: 350, perYear: 10 },
  { title: "Swamp Thing", publisher: "DC", year: 1972, end: 1976, issues: 24, perYear: 6 },
  { title: "New Teen Titans", publisher: "DC", year: 1980, end: 1984, issues: 40 },
  { title: "Watchmen", publisher: "DC", year: 1986, end: 1987, issues: 12, perYear: 9 },
  {
    title: "Teenage Mutant Ninja Turtles",
    publisher: "Mirage",
    year: 1984,
    end: 1993,
    issues: 62,
    perYear: 7,
  },
  { title: "The Walking Dead", publisher: "Image", year: 2003, end: 2019, issues: 193 },
  { title: "Spawn", publisher: "Image", year: 1992, issues: 350 },
  { title: "Saga", publisher: "Image", year: 2012, issues: 66 },
  { title: "Hellboy: Seed of Destruction", publisher: "Dark Horse", year: 1994, end: 1994, issues: 4 },
  { title: "Sin City", publisher: "Dark Horse", year: 1991, end: 2000, issues: 13, perYear: 2 },
  { title: "Tales of Suspense", publisher: "Marvel", year: 1959, end: 1968, issues: 99, perYear: 11 },
  { title: "Journey into Mystery", publisher: "Marvel", year: 1952, end: 1966, issues: 125, perYear: 9 },
  { title: "Showcase", publisher: "DC", year: 1956, end: 1978, issues: 104, perYear: 5 },
  { title: "Giant-Size X-Men", publisher: "Marvel", year: 1975, end: 1975, issues: 4, perYear: 4 },
];

export const MAGAZINE_TITLES: readonly SampleTitle[] = [
  { title: "Creepy", publisher: "Warren", year: 1964, end: 1983, issues: 146, perYear: 7.5 },
  { title: "Eerie", publisher: "Warren", year: 1966, end: 1983, issues: 139, perYear: 8 },
  { title: "Vampirella", publisher: "Warren", year: 1969, end: 1983, issues: 112, perYear: 8 },
  // A comic book until #23; the magazine from #24 (1955).
  { title: "MAD", publisher: "EC", year: 1955, end: 2018, firstIssue: 24, issues: 550, perYear: 8.5 },
  {
    title: "Famous Monsters of Filmland",
    publisher: "Warren",
    year: 1958,
    end: 1983,
    issues: 191,
    perYear: 7.7,
  },
  { title: "Savage Sword of Conan", publisher: "Marvel", year: 1974, end: 1995, issues: 235, perYear: 11 },
  { title: "Heavy Metal", publisher: "Heavy Metal", year: 1977, issues: 300, perYear: 8 },
];

/** Tankobon volumes: the issue is the volume number, a few a year. */
export const MANGA_TITLES: readonly SampleTitle[] = [
  { title: "Dragon Ball", publisher: "Shueisha", year: 1985, end: 1995, issues: 42, perYear: 4 },
  { title: "One Piece", publisher: "Shueisha", year: 1997, issues: 108, perYear: 4 },
  { title: "Akira", publisher: "Kodansha", year: 1984, end: 1990, issues: 6, perYear: 1 },
  { title: "Naruto", publisher: "Shueisha", year: 2000, end: 2014, issues: 72, perYear: 5 },
  { title: "Slam Dunk", publisher: "Shueisha", year: 1991, end: 1996, issues: 31, perYear: 6 },
  { title: "Sailor Moon", publisher: "Kodansha", year: 1992, end: 1997, issues: 18, perYear: 3.6 },
  { title: "Attack on Titan", publisher: "Kodansha", year: 2010, end: 2021, issues: 34, perYear: 3 },
];

/** Titles the demo names on a comic by hand (never drawn at random), so they carry their own run too. */
export const NAMED_TITLES: readonly SampleTitle[] = [
  // X-Men #1 (1963) to #141 (1981), then Uncanny X-Men.
  { title: "X-Men", publisher: "Marvel", year: 1963, end: 1981, issues: 141, perYear: 8 },
  // The labels' long-title case; Marvel's annuals, about one a year from 1964.
  {
    title: "The Amazing Spider-Man Annual Special Edition",
    publisher: "Marvel",
    year: 1964,
    issues: 40,
    perYear: 1,
  },
];

const TITLE_RUNS = new Map(
  [...COMIC_TITLES, ...MAGAZINE_TITLES, ...MANGA_TITLES, ...NAMED_TITLES].map((t) => [t.title, t]),
);

/**
 * A title's run, or undefined for a title outside these lists (a test's own odd title keeps what it set;
 * the demo's plausibility is pinned by demo-data.int.test.ts, which finds a demo title without a run).
 */
export function titleRun(title: string): SampleTitle | undefined {
  return TITLE_RUNS.get(title);
}

/** An issue number of the run from a roll in [0, 1). */
export function issueOf(run: SampleTitle, roll: number): number {
  const first = run.firstIssue ?? 1;
  return first + Math.floor(roll * (run.issues - first + 1));
}

/**
 * The year an issue came out: the run's first year plus the issues before it at the run's pace, never
 * past the run's end or the current year, never before the run's start.
 */
export function yearOfIssue(run: SampleTitle, issue: string | null | undefined, now = new Date()): number {
  const number = Number.parseInt(issue ?? "", 10);
  const offset = Number.isFinite(number)
    ? Math.floor((number - (run.firstIssue ?? 1)) / (run.perYear ?? 12))
    : 0;
  const last = Math.min(run.end ?? now.getUTCFullYear(), now.getUTCFullYear());
  return Math.max(run.year, Math.min(run.year + Math.max(0, offset), last));
}

export const FIRST_NAMES: readonly string[] = [
  "James",
  "Mary",
  "Robert",
  "Patricia",
  "Michael",
  "Jennifer",
  "David",
  "Linda",
  "William",
  "Elizabeth",
  "Richard",
  "Barbara",
  "Joseph",
  "Susan",
  "Thomas",
  "Jessica",
  "Daniel",
  "Sarah",
  "Marc",
  "Chloé",
  "Liam",
  "Olivia",
  "Noah",
  "Emma",
  "Ethan",
  "Ava",
  "Lucas",
  "Mia",
  "Benoît",
  "Amélie",
];

export const LAST_NAMES: readonly string[] = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Wilson",
  "Anderson",
  "Taylor",
  "Thomas",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Tremblay",
  "Gagnon",
  "Roy",
  "Côté",
  "Bouchard",
  "Gauthier",
  "Morin",
  "Lavoie",
  "Fortin",
  "Pelletier",
  "Nguyen",
  "Kim",
];

export type SampleCity = { city: string; stateProvince: string; zip: string; country: "US" | "CA" };

export const CITIES: readonly SampleCity[] = [
  { city: "Sarasota", stateProvince: "FL", zip: "34236", country: "US" },
  { city: "New York", stateProvince: "NY", zip: "10001", country: "US" },
  { city: "Chicago", stateProvince: "IL", zip: "60601", country: "US" },
  { city: "Austin", stateProvince: "TX", zip: "73301", country: "US" },
  { city: "Portland", stateProvince: "OR", zip: "97201", country: "US" },
  { city: "San Diego", stateProvince: "CA", zip: "92101", country: "US" },
  { city: "Columbus", stateProvince: "OH", zip: "43004", country: "US" },
  { city: "Toronto", stateProvince: "ON", zip: "M5H 2N2", country: "CA" },
  { city: "Montréal", stateProvince: "QC", zip: "H2Y 1C6", country: "CA" },
  { city: "Vancouver", stateProvince: "BC", zip: "V6B 1A1", country: "CA" },
  { city: "Calgary", stateProvince: "AB", zip: "T2P 1J9", country: "CA" },
];

// Street names by where they are: a Montréal street never on a San Diego address. The generic lists
// are names every town of that country (or Québec, in French) has; the local ones belong to one city.
const US_STREETS: readonly string[] = [
  "Main St",
  "Oak Ave",
  "Maple Dr",
  "Elm St",
  "Pine St",
  "Cedar Ln",
  "Washington Ave",
  "Park Ave",
  "Lake Rd",
  "Hillcrest Dr",
  "2nd St",
  "3rd Ave",
  "Church St",
  "Highland Ave",
  "River Rd",
  "Willow Way",
];
const CA_STREETS: readonly string[] = [
  "Main St",
  "King St",
  "Queen St",
  "Victoria Ave",
  "Wellington St",
  "Maple Ave",
  "Church St",
  "Park St",
];
const QC_STREETS: readonly string[] = [
  "Rue Principale",
  "Rue Notre-Dame",
  "Rue de l'Église",
  "Boul. René-Lévesque",
];
const LOCAL_STREETS: Readonly<Record<string, readonly string[]>> = {
  "New York": ["Broadway", "Madison Ave"],
  Brooklyn: ["Flatbush Ave", "Atlantic Ave"],
  "Los Angeles": ["Sunset Blvd", "Wilshire Blvd"],
  "San Diego": ["Harbor Dr", "El Cajon Blvd"],
  Chicago: ["Michigan Ave", "Halsted St"],
  Toronto: ["King St W", "Queen St E", "Yonge St", "Bloor St W"],
  Ottawa: ["Elgin St", "Bank St"],
  Hamilton: ["James St N"],
  Montréal: ["Rue Sainte-Catherine", "Boul. Saint-Laurent", "Rue Saint-Denis", "Rue Sherbrooke"],
  Québec: ["Grande Allée", "Rue Saint-Jean", "Rue de la Couronne"],
  Vancouver: ["Granville St", "Robson St"],
  Victoria: ["Douglas St"],
  Calgary: ["17th Ave SW", "Macleod Trail"],
  Edmonton: ["Jasper Ave", "Whyte Ave"],
  Winnipeg: ["Portage Ave"],
  Halifax: ["Spring Garden Rd", "Barrington St"],
};

/** The streets an address in this city may be on: the city's own, then its country's (Québec: French). */
export function streetsOf(city: {
  city: string;
  stateProvince: string;
  country: "US" | "CA";
}): readonly string[] {
  const common = city.stateProvince === "QC" ? QC_STREETS : city.country === "CA" ? CA_STREETS : US_STREETS;
  return [...(LOCAL_STREETS[city.city] ?? []), ...common];
}

export const LEVELS: readonly string[] = ["Basic", "Premium", "Elite", "Dealer"];
export const REP_CODES: readonly string[] = ["REP01", "REP02", "REP07", "REP12"];
export const ORIGINS: readonly string[] = ["Mail", "Walk In", "New York Comic Con", "Fan Expo Canada"];
