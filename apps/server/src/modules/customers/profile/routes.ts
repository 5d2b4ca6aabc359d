// Customer profile calls (administration §7): search by name and by e-mail, the CSV export, the user
// profile, add, update member, save and delete an address. Every call needs the menu table's claims for
// /users (worker or user; admin holds all).
import { Readable } from "node:stream";
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  ZCustomerAddressPathSchema,
  ZCustomerIdPathSchema,
  ZCustomerMailSavedSchema,
  ZCustomerMailSchema,
  ZCustomerSearchPageSchema,
  ZCustomerSearchPathSchema,
  ZCustomersExportQuerySchema,
  ZDeleteAddressQuerySchema,
  ZNewMemberSchema,
  ZProfileSavedSchema,
  ZSaveAddressSchema,
  ZSaveCustomerMailSchema,
  ZUpdateMemberSchema,
  ZUserProfileSchema,
} from "@gbo/contracts/customers";
import { MAIL_CHOICES_SAVED } from "@gbo/domain/customers";
import { menuClaimsFor } from "@gbo/domain/menu";
import { MEMBER_INFORMATION_UPDATED } from "@gbo/domain/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { type JsonBytes, sendJsonBytes, toJsonBytes } from "../../../http/json-bytes";
import { createKeptReads } from "../../../http/kept-reads";
import { deleteAddress, saveAddress } from "./address-write";
import { getCustomerMail, saveCustomerMail } from "./customer-mail";
import { getUserProfile } from "./customer-profile";
import { customersCsv, searchCustomers } from "./customer-search";
import { addCustomer, updateMember } from "./customer-write";

export const CUSTOMER_ADDED = "Customer added.";
export const ADDRESS_SAVED = "Address saved.";
export const ADDRESS_DELETED = "Address deleted.";

const TAGS = ["customers"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };
const writeErrors = { ...errors, 409: ZErrorBodySchema };

export async function customerProfileRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const claims = [...menuClaimsFor("/users")];
  // Kept as the answer's bytes (plain and gzipped), as the queues are: a kept page is sent, not re-serialized.
  const searches = createKeptReads<JsonBytes>();
  // Finding a customer and reading the profile also serve the submission screens: whoever checks in
  // packages (the /receiving and /invoicing links' claims) picks the customer and their addresses.
  const readClaims = [
    ...new Set([...claims, ...menuClaimsFor("/receiving"), ...menuClaimsFor("/invoicing")]),
  ];

  for (const by of ["name", "email"] as const) {
    app.get(
      `/api/users/${by}/:criteria/:limit/:start?`,
      {
        config: { claims: readClaims },
        schema: {
          tags: TAGS,
          summary: `Customers whose ${by === "name" ? "last or first name" : "e-mail"} starts with or contains the criteria`,
          description: `${
            by === "name"
              ? "Case-insensitive prefix or contains of the last or first name; 'first last' matches both."
              : "Case-insensitive prefix or contains of the e-mail."
          } Prefix matches first; contains needs 3 characters or more. total counts up to start + limit + 1 (more follow). limit at most 500.`,
          params: ZCustomerSearchPathSchema,
          response: { 200: ZCustomerSearchPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { criteria, limit, start } = request.params;
        const key = JSON.stringify([by, criteria.trim().toLowerCase(), limit, start ?? 0]);
        const page = await searches.read(key, async () =>
          toJsonBytes(await searchCustomers(db, by, request.params)),
        );
        return sendJsonBytes(request, reply, page);
      },
    );
  }

  app.get(
    "/api/users/export.csv",
    {
      config: { answers: "text/csv", claims },
      schema: {
        tags: TAGS,
        summary: "Every customer the search finds (name or e-mail, prefix or contains), as CSV, streamed",
        querystring: ZCustomersExportQuerySchema,
      },
    },
    async (request, reply) => {
      reply.header("Content-Type", "text/csv; charset=utf-8");
      reply.header("Content-Disposition", 'attachment; filename="customers.csv"');
      return reply.send(Readable.from(customersCsv(db, request.query.search)));
    },
  );

  app.get(
    "/api/users/:id",
    {
      config: { claims: readClaims },
      schema: {
        tags: TAGS,
        summary: "The user profile: member, addresses, pay methods, rewards, summary figures",
        params: ZCustomerIdPathSchema,
        response: { 200: ZUserProfileSchema, ...errors },
      },
    },
    async (request) => getUserProfile(db, request.params.id),
  );

  app.post(
    "/api/users",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Add a customer (e-mail unique in any case, first and last name)",
        body: ZNewMemberSchema,
        response: { 200: ZProfileSavedSchema, ...errors },
      },
    },
    async (request) => {
      const id = await addCustomer(db, request.worker!, request.body);
      searches.clear();
      return { message: CUSTOMER_ADDED, profile: await getUserProfile(db, id) };
    },
  );

  app.post(
    "/api/users/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Update the member (names, e-mail, phone, membership, discounts, accounts, rep, promo)",
        description: "Carries the version read; stale → 409.",
        params: ZCustomerIdPathSchema,
        body: ZUpdateMemberSchema,
        response: { 200: ZProfileSavedSchema, ...writeErrors },
      },
    },
    async (request) => {
      await updateMember(db, request.worker!, request.params.id, request.body);
      searches.clear();
      return { message: MEMBER_INFORMATION_UPDATED, profile: await getUserProfile(db, request.params.id) };
    },
  );

  app.post(
    "/api/users/:id/address",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Add an address (no id) or edit one (id); isDefault makes it the one default",
        params: ZCustomerIdPathSchema,
        body: ZSaveAddressSchema,
        response: { 200: ZProfileSavedSchema, ...writeErrors },
      },
    },
    async (request) => {
      await saveAddress(db, request.worker!, request.params.id, request.body);
      return { message: ADDRESS_SAVED, profile: await getUserProfile(db, request.params.id) };
    },
  );

  app.delete(
    "/api/users/:id/address/:addrId",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Delete an address; the default one stays while other addresses exist",
        params: ZCustomerAddressPathSchema,
        querystring: ZDeleteAddressQuerySchema,
        response: { 200: ZProfileSavedSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { id, addrId } = request.params;
      await deleteAddress(db, request.worker!, id, addrId, request.query.version);
      return { message: ADDRESS_DELETED, profile: await getUserProfile(db, id) };
    },
  );

  app.get(
    "/api/users/:id/mail",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "The customer's milestone e-mails (which they receive) and whether their address takes mail",
        description: "bounce: the latest finished e-mail to the current address was refused for good (5xx).",
        params: ZCustomerIdPathSchema,
        response: { 200: ZCustomerMailSchema, ...errors },
      },
    },
    async (request) => getCustomerMail(db, request.params.id),
  );

  app.post(
    "/api/users/:id/mail",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Save which milestone e-mails the customer receives (turnedOff: optional milestones only)",
        description:
          "Receipts and shipping are always sent (400). Carries the customer's version; stale → 409.",
        params: ZCustomerIdPathSchema,
        body: ZSaveCustomerMailSchema,
        response: { 200: ZCustomerMailSavedSchema, ...writeErrors },
      },
    },
    async (request) => {
      const mail = await saveCustomerMail(db, request.worker!, request.params.id, request.body);
      return { message: MAIL_CHOICES_SAVED, mail };
    },
  );
}
