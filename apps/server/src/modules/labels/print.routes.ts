// Label PDFs by tier and by name, one comic's label and barcode, and a bulk proof (administration §7
// "Labels queue": labels/download, GET labels, the /api/test label calls).
import { ZBulkRelabelSchema, ZLabelPdfQuerySchema, ZLabelPdfSchema } from "@gbo/contracts/labels";
import { isUniqueId } from "@gbo/domain/ids";
import { NOT_A_CERTIFICATION_NUMBER } from "@gbo/domain/labels";
import { NO_RAW_LABELS_TO_PRINT } from "@gbo/domain/messages";
import { validateLabelScan } from "@gbo/domain/workflow";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { AppError } from "../../http/errors";
import { actorOf } from "../orders/index";
import { labelsToPrint, printLabels, renderLabels, sendPdf, sendStoredPdf } from "./label-print";
import { code128Png } from "./pdf/barcode";
import { comicByUniqueId, comicsOfIds, relabel, sheetsOf, tierComics } from "./relabel";
import {
  errors,
  LABEL_CLAIMS,
  TAGS,
  ZBulkPathSchema,
  ZGetLabelPathSchema,
  ZTierScanPathSchema,
  ZUniqueIdPathSchema,
} from "./schemas";

/** Bytes past the typed reply: the route's schema describes only its error answers. */
const sendPng = (reply: FastifyReply, png: Buffer) =>
  reply.type("image/png").header("Cache-Control", "private, max-age=300").send(png);

export async function labelPrintRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, blobs, database } = context;
  const claims = [...LABEL_CLAIMS];

  app.post(
    "/api/orders/labels/download/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Generate one tier's label PDF (GET /api/orders/labels?name= downloads it)",
        description:
          "Sheets by bucket like the queue's; every label recorded as printed. 400 'Not a valid Scan' / 'Not a valid Tier Id' for a bad scan, 404 'Not a valid Tier Id' for a tier without comics, 400 'No Raw Labels to print' when none of its comics has a label stock.",
        params: ZTierScanPathSchema,
        response: { 200: ZLabelPdfSchema, ...errors },
      },
    },
    async (request) => {
      const scan = validateLabelScan(request.params.id);
      if (!scan.ok) throw new AppError("bad_request", scan.message);
      const rows = await tierComics(db, scan.value.orderId, scan.value.tierId);
      const sheets = (await sheetsOf(db, rows, false)).filter((group) => group.length > 0);
      if (sheets.length === 0) throw new AppError("bad_request", NO_RAW_LABELS_TO_PRINT);
      return printLabels({
        db,
        blobs,
        kind: `${scan.value.orderId}-${scan.value.tierId}`,
        layout: { sheets },
        printedBy: actorOf(request).name,
        isRelabel: false,
      });
    },
  );

  app.get(
    "/api/orders/labels",
    {
      config: { answers: "application/pdf", claims },
      schema: {
        tags: TAGS,
        summary: "A generated label PDF by name (application/pdf, streamed from the blob store)",
        description: "404 for a name never generated.",
        querystring: ZLabelPdfQuerySchema,
        response: errors,
      },
    },
    (request, reply) => sendStoredPdf(blobs, reply, request.query.name),
  );

  app.get(
    "/api/test/getlabel/:id/relabel/:flag/:oldLabels",
    {
      config: { answers: "application/pdf", claims },
      schema: {
        tags: TAGS,
        summary: "One comic's label as a PDF (application/pdf, one label a page at label size)",
        description:
          "flag true records it as a relabel print and logs it on the order; oldLabels true prints the text of its last printed label (404 when none was printed). 404 for an unknown comic.",
        params: ZGetLabelPathSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { id, flag, oldLabels } = request.params;
      const row = await comicByUniqueId(db, id);
      if (flag) {
        const pdf = await relabel({ database, blobs, actor: actorOf(request) }, [row], {
          oldLabels,
          single: true,
        });
        return sendStoredPdf(blobs, reply, pdf.pdfName);
      }
      const single = await labelsToPrint(db, [row], oldLabels);
      return sendPdf(reply, `label-${row.uniqueId}.pdf`, renderLabels(row.uniqueId, { single }).doc);
    },
  );

  app.get(
    "/api/test/getbarcode/:id",
    {
      config: { answers: "image/png", claims },
      schema: {
        tags: TAGS,
        summary: "The Code 128 barcode of a certification number (image/png)",
        description: "400 when the id is not a certification number (26-0A12345-001).",
        params: ZUniqueIdPathSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const text = request.params.id.trim().toUpperCase();
      if (!isUniqueId(text)) throw new AppError("bad_request", NOT_A_CERTIFICATION_NUMBER);
      return sendPng(reply, await code128Png(text));
    },
  );

  app.post(
    "/api/test/bulk/relabel/:isTier/:oldLabels",
    {
      config: { answers: "application/pdf", claims },
      schema: {
        tags: TAGS,
        summary:
          "One PDF of many comics' labels, or of tiers' comics (application/pdf, streamed; not recorded)",
        description:
          "Sheets by label stock. 404 'Comic not found.' / 'Not a valid Tier Id' for an unknown id; 404 when oldLabels and a comic was never printed.",
        params: ZBulkPathSchema,
        body: ZBulkRelabelSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { isTier, oldLabels } = request.params;
      const rows = await comicsOfIds(db, request.body.ids, isTier);
      const sheets = await sheetsOf(db, rows, oldLabels);
      return sendPdf(reply, "labels-bulk.pdf", renderLabels("Labels", { sheets }).doc);
    },
  );
}
