import { describe, expect, it } from "vitest";
import {
  CONVENTION_DATE_INVALID,
  CONVENTION_TITLE_REQUIRED,
  contentEventProblems,
  conventionFormProblems,
  eventInstantOf,
  eventSlotOf,
  formEventSlot,
  hourlySlots,
} from "./events";
import { validateOnsiteForm } from "./onsite";

const TODAY = "2026-03-10";
const good = {
  eventDate: "2026-03-12",
  infoEmail: "info@lab.test",
  facilitators: [{ info: "Stan, booth 12", email: "stan@lab.test" }],
  comments: [{ line1: "Bring your books", line2: "" }],
};

describe("convention form", () => {
  it("needs a title and a real day", () => {
    expect(conventionFormProblems({ title: " ", date: "2026-02-30" })).toEqual({
      title: CONVENTION_TITLE_REQUIRED,
      date: CONVENTION_DATE_INVALID,
    });
    expect(conventionFormProblems({ title: "NYCC", date: "2026-10-08" })).toEqual({});
  });

  it("keeps the title and address plain text (the public feed publishes them)", () => {
    expect(
      conventionFormProblems({ title: "<b>NYCC</b>", date: "2026-10-08", address: "<script>x</script>" }),
    ).toEqual({
      title: "Title must be plain text: remove the markup, such as <b> or <script>.",
      address: "Address must be plain text: remove the markup, such as <b> or <script>.",
    });
    expect(conventionFormProblems({ title: "NYCC", date: "2026-10-08", address: null })).toEqual({});
  });
});

describe("onsite and signing form problems", () => {
  it("keeps the title, info, facilitators and comments plain text", () => {
    const plain = (label: string) =>
      `${label} must be plain text: remove the markup, such as <b> or <script>.`;
    expect(
      contentEventProblems(
        {
          ...good,
          title: "<img src=x onerror=alert(1)>",
          facilitators: [{ info: "Stan <b>booth</b>", email: "stan@lab.test" }],
          comments: [{ line1: "ok", line2: "</p><script>x</script>" }],
        },
        { today: TODAY },
      ),
    ).toEqual({
      title: plain("Title"),
      "facilitators.0.info": plain("Facilitator info"),
      "comments.0.line2": plain("Comment line 2"),
    });
    expect(contentEventProblems({ ...good, title: "Stan Lee <3" }, { today: TODAY })).toEqual({});
  });

  it("ties each of the spec's messages to its field", () => {
    const problems = contentEventProblems(
      {
        eventDate: "2026-03-09",
        infoEmail: "info@",
        facilitators: [
          { info: "", email: "" },
          { info: "Ann", email: "ann@x" },
        ],
        comments: [{ line1: " ", line2: "second" }],
      },
      { today: TODAY },
    );
    expect(problems).toEqual({
      eventDate: "Event date must be between today and 365 days ahead.",
      infoEmail: "Please enter valid email.",
      "facilitators.0.info": "Please enter facilitator info.",
      "facilitators.0.email": "Please enter facilitator email.",
      "facilitators.1.email": "Please enter valid facilitator email.",
      "comments.0.line1": "Please enter line 1 of comment.",
    });
  });

  it("allows today to 365 days ahead, and keeps an already saved past day", () => {
    expect(contentEventProblems({ ...good, eventDate: TODAY }, { today: TODAY })).toEqual({});
    expect(contentEventProblems({ ...good, eventDate: "2027-03-10" }, { today: TODAY })).toEqual({});
    expect(
      contentEventProblems({ ...good, eventDate: "2027-03-11" }, { today: TODAY }).eventDate,
    ).toBeDefined();
    expect(
      contentEventProblems({ ...good, eventDate: "2026-03-08" }, { today: TODAY, keptDay: "2026-03-08" }),
    ).toEqual({});
  });

  it("finds the same first message as validateOnsiteForm", () => {
    const form = { ...good, facilitators: [{ info: "Ann", email: "ann@x" }] };
    const first = validateOnsiteForm(form);
    expect(first.ok).toBe(false);
    expect(Object.values(contentEventProblems(form, { today: TODAY }))[0]).toBe(
      first.ok ? null : first.message,
    );
  });
});

describe("event day and hourly slot", () => {
  it("round-trips a day and hour as a floating instant", () => {
    const instant = eventInstantOf({ day: "2026-05-01", hour: 14 });
    expect(instant.toISOString()).toBe("2026-05-01T14:00:00.000Z");
    expect(eventSlotOf(instant)).toEqual({ day: "2026-05-01", hour: 14 });
  });

  it("starts the form at now when the saved date is missing or more than 7 days old", () => {
    const now = new Date("2026-03-10T09:30:00Z");
    expect(formEventSlot(null, now)).toEqual({ day: "2026-03-10", hour: 9 });
    expect(formEventSlot({ day: "2026-03-02", hour: 8 }, now)).toEqual({ day: "2026-03-10", hour: 9 });
    expect(formEventSlot({ day: "2026-03-04", hour: 8 }, now)).toEqual({ day: "2026-03-04", hour: 8 });
    expect(formEventSlot({ day: "2026-06-01", hour: 18 }, now)).toEqual({ day: "2026-06-01", hour: 18 });
  });
});

describe("event hour picker", () => {
  it("24 hourly slots from 12:00 am to 11:00 pm", () => {
    expect(hourlySlots()[0]).toBe("12:00 am");
    expect(hourlySlots()[13]).toBe("1:00 pm");
    expect(hourlySlots()[23]).toBe("11:00 pm");
  });
});
