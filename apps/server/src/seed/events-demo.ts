// Demo onsite events, signings and newsletter sign-ups (issue 16). Conventions come from the catalog
// demo (catalog-demo.ts: on both sides of the origins window), so none are added here. Events sit in the
// coming weeks (one signing a few days past, to show the list's past filter); ~200 subscribers spread
// over the last 90 days for the subscribes search and export.
import { addDays, utcDay } from "@gbo/domain/dates";
import type { Db } from "../db/client";
import { contentEvents, subscribers } from "../db/schema/content";
import { createRandom, DAY_MS, pick } from "./seed-random";

const at = (today: string, days: number, hour: number) =>
  new Date(`${addDays(today, days)}T${String(hour).padStart(2, "0")}:00:00.000Z`);

export async function seedDemoEvents(db: Db, now: Date = new Date()): Promise<void> {
  const today = utcDay(now);
  await db.insert(contentEvents).values([
    {
      kind: "onsite",
      title: "Onsite grading at New York Comic Con",
      eventDate: at(today, 30, 10),
      infoEmail: "onsite@gradinglab.example",
      facilitators: [
        { info: "Dana Reyes, booth 1420", email: "dana.reyes@gradinglab.example" },
        { info: "Marcus Lee, intake desk", email: "marcus.lee@gradinglab.example" },
      ],
      comments: [{ line1: "Drop-off closes at 4 pm each day.", line2: "Pick-up on the last day from noon." }],
    },
    {
      kind: "onsite",
      title: "Onsite pressing at San Diego Comic-Con",
      eventDate: at(today, 75, 9),
      infoEmail: "onsite@gradinglab.example",
      facilitators: [{ info: "Priya Shah, pressing lead", email: "priya.shah@gradinglab.example" }],
      comments: [{ line1: "Pressing slots are limited; reserve ahead.", line2: "" }],
    },
    {
      kind: "signing",
      title: "Jim Lee signing",
      eventDate: at(today, 14, 13),
      infoEmail: "signings@gradinglab.example",
      facilitators: [{ info: "Alex Kim, witness", email: "alex.kim@gradinglab.example" }],
      comments: [
        { line1: "Up to 5 books per person.", line2: "Signature series labels on request." },
        { line1: "Remarks cost extra.", line2: "" },
      ],
    },
    {
      kind: "signing",
      title: "Stan Sakai signing",
      eventDate: at(today, 45, 15),
      infoEmail: "signings@gradinglab.example",
      facilitators: [{ info: "Jordan Bell, witness", email: "jordan.bell@gradinglab.example" }],
      comments: [{ line1: "Usagi Yojimbo books only.", line2: "" }],
    },
    {
      kind: "signing",
      title: "Fiona Staples signing",
      eventDate: at(today, -3, 11),
      infoEmail: "signings@gradinglab.example",
      facilitators: [],
      comments: [],
    },
  ]);

  const random = createRandom(16_02);
  const first = ["Alex", "Sam", "Jordan", "Taylor", "Morgan", "Casey", "Riley", "Jamie", "Avery", "Quinn"];
  const last = ["Nguyen", "Smith", "Garcia", "Brown", "Khan", "Rossi", "Muller", "Okafor", "Silva", "Dubois"];
  const rows = Array.from({ length: 200 }, (_, i) => {
    const firstName = pick(random, first);
    const lastName = pick(random, last);
    return {
      email: `${firstName}.${lastName}.${i + 1}@example.com`.toLowerCase(),
      firstName,
      lastName,
      createdAt: new Date(now.getTime() - Math.floor(random() * 90 * DAY_MS)),
    };
  });
  await db.insert(subscribers).values(rows);
}
