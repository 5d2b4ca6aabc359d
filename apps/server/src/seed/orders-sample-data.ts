// Realistic sample values for demo and benchmark data: titles with their publisher and first year,
// customer names and addresses in the US and Canada.

export type SampleTitle = { title: string; publisher: string; year: number; issues: number };

export const COMIC_TITLES: readonly SampleTitle[] = [
  { title: "Amazing Spider-Man", publisher: "Marvel", year: 1963, issues: 441 },
  { title: "Uncanny X-Men", publisher: "Marvel", year: 1963, issues: 544 },
  { title: "Fantastic Four", publisher: "Marvel", year: 1961, issues: 416 },
  { title: "Incredible Hulk", publisher: "Marvel", year: 1962, issues: 474 },
  { title: "Avengers", publisher: "Marvel", year: 1963, issues: 402 },
  { title: "Daredevil", publisher: "Marvel", year: 1964, issues: 380 },
  { title: "Iron Man", publisher: "Marvel", year: 1968, issues: 332 },
  { title: "Thor", publisher: "Marvel", year: 1966, issues: 502 },
  { title: "Captain America", publisher: "Marvel", year: 1968, issues: 454 },
  { title: "Silver Surfer", publisher: "Marvel", year: 1968, issues: 18 },
  { title: "Detective Comics", publisher: "DC", year: 1937, issues: 881 },
  { title: "Action Comics", publisher: "DC", year: 1938, issues: 904 },
  { title: "Batman", publisher: "DC", year: 1940, issues: 713 },
  { title: "Superman", publisher: "DC", year: 1939, issues: 423 },
  { title: "Wonder Woman", publisher: "DC", year: 1942, issues: 329 },
  { title: "Green Lantern", publisher: "DC", year: 1960, issues: 224 },
  { title: "The Flash", publisher: "DC", year: 1959, issues: 350 },
  { title: "Swamp Thing", publisher: "DC", year: 1972, issues: 24 },
  { title: "The New Teen Titans", publisher: "DC", year: 1980, issues: 40 },
  { title: "Watchmen", publisher: "DC", year: 1986, issues: 12 },
  { title: "Teenage Mutant Ninja Turtles", publisher: "Mirage", year: 1984, issues: 62 },
  { title: "The Walking Dead", publisher: "Image", year: 2003, issues: 193 },
  { title: "Spawn", publisher: "Image", year: 1992, issues: 350 },
  { title: "Saga", publisher: "Image", year: 2012, issues: 66 },
  { title: "Hellboy: Seed of Destruction", publisher: "Dark Horse", year: 1994, issues: 4 },
  { title: "Sin City", publisher: "Dark Horse", year: 1991, issues: 13 },
  { title: "Tales of Suspense", publisher: "Marvel", year: 1959, issues: 99 },
  { title: "Journey into Mystery", publisher: "Marvel", year: 1952, issues: 125 },
  { title: "Showcase", publisher: "DC", year: 1956, issues: 104 },
  { title: "Giant-Size X-Men", publisher: "Marvel", year: 1975, issues: 4 },
];

export const MAGAZINE_TITLES: readonly SampleTitle[] = [
  { title: "Creepy", publisher: "Warren", year: 1964, issues: 146 },
  { title: "Eerie", publisher: "Warren", year: 1966, issues: 139 },
  { title: "Vampirella", publisher: "Warren", year: 1969, issues: 112 },
  { title: "MAD", publisher: "EC", year: 1955, issues: 550 },
  { title: "Famous Monsters of Filmland", publisher: "Warren", year: 1958, issues: 191 },
  { title: "Savage Sword of Conan", publisher: "Marvel", year: 1974, issues: 235 },
  { title: "Heavy Metal", publisher: "HM Communications", year: 1977, issues: 300 },
];

export const MANGA_TITLES: readonly SampleTitle[] = [
  { title: "Dragon Ball", publisher: "Shueisha", year: 1985, issues: 42 },
  { title: "One Piece", publisher: "Shueisha", year: 1997, issues: 108 },
  { title: "Akira", publisher: "Kodansha", year: 1984, issues: 6 },
  { title: "Naruto", publisher: "Shueisha", year: 2000, issues: 72 },
  { title: "Weekly Shonen Jump 1997 #34", publisher: "Shueisha", year: 1997, issues: 52 },
  { title: "Sailor Moon", publisher: "Kodansha", year: 1992, issues: 18 },
  { title: "Attack on Titan", publisher: "Kodansha", year: 2010, issues: 34 },
];

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

export const STREETS: readonly string[] = [
  "Main St",
  "Oak Ave",
  "Maple Dr",
  "King St W",
  "Rue Sainte-Catherine",
  "Elm St",
];

export const LEVELS: readonly string[] = ["Basic", "Premium", "Elite", "Dealer"];
export const REP_CODES: readonly string[] = ["REP01", "REP02", "REP07", "REP12"];
export const ORIGINS: readonly string[] = ["Mail", "Walk In", "New York Comic Con", "Fan Expo Canada"];
