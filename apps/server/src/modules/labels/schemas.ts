// Path and error schemas of the labels routes (the bodies and answers are the labels contract).
import { ZErrorBodySchema } from "@gbo/contracts/common";
import { z } from "zod";

export const TAGS = ["labels"];
/** Every labels call needs the 'labels' claim (admin holds every claim). */
export const LABEL_CLAIMS: readonly string[] = ["labels"];

export const errors = {
  400: ZErrorBodySchema,
  401: ZErrorBodySchema,
  403: ZErrorBodySchema,
  404: ZErrorBodySchema,
};

const flag = z.enum(["true", "false"]).transform((value) => value === "true");

export const ZTierScanPathSchema = z.object({
  id: z.string().max(40).describe("A tier scan: 26-0A12345-SO"),
});
export const ZUniqueIdPathSchema = z.object({
  id: z.string().max(40).describe("The comic's unique id (certification number): 26-0A12345-001"),
});
export const ZGetLabelPathSchema = ZUniqueIdPathSchema.extend({
  flag: flag.describe("true records the print as a relabel and logs it on the order"),
  oldLabels: flag.describe("true prints the text of the comic's last printed label"),
});
export const ZBulkPathSchema = z.object({
  isTier: flag.describe("true: the ids are tier scans (26-0A12345-SO), their comics are printed"),
  oldLabels: flag.describe("true prints the text each label had when last printed"),
});
export const ZRelabelPathSchema = z.object({
  id: z.string().max(40).describe("Order id (26-0A12345)"),
  x: z.string().max(40).describe("The comic's sequence (001); with /true the tier id (SO)"),
});
