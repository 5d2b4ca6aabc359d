// Issue 33: the lab as its customer e-mails name it (name, address, phone, e-mail, pickup hours, logo).
// GET/PUT /api/settings/lab (the settings-slice helper adds the routes' body schemas here).
import { z } from "zod";

export const ZLabDetailsSchema = z
  .object({
    name: z.string(),
    addressLines: z.array(z.string()).describe("Street lines, then city, region and postal code, as printed"),
    phone: z.string(),
    email: z.string(),
    hours: z.string().describe("Pickup hours as the lab writes them"),
    logoUrl: z.string().nullable().describe("Absolute address of the logo picture; null for the name alone"),
    timeZone: z.string().describe("The lab's time zone (IANA): dates in e-mails are the lab's dates"),
  })
  .meta({ id: "LabDetails" });
export type TLabDetails = z.infer<typeof ZLabDetailsSchema>;
