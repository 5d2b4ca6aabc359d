// Devices (administration §7): GET /api/remote, GET and DELETE /api/remote/{id}, PUT /api/remote.
// Claims: the /devices menu link's (manage); deleting needs the admin claim (§6 isAdmin).
import { ZErrorBodySchema, ZOkSchema } from "@gbo/contracts/common";
import {
  ZDeviceSchema,
  ZDevicesPageSchema,
  ZIdPathSchema,
  ZSaveDeviceSchema,
  ZSettingsListQuerySchema,
} from "@gbo/contracts/settings";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { deleteDevice, getDevice, listDevices, saveDevice } from "./devices";
import { errors } from "./settings.routes";

const TAGS = ["devices"];

export async function devicesRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const claims = [...menuClaimsFor("/devices")];

  app.get(
    "/api/remote",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Devices by name, a page at a time",
        description: "search: part of the name, host or location.",
        querystring: ZSettingsListQuerySchema,
        response: { 200: ZDevicesPageSchema, ...errors },
      },
    },
    async (request) => listDevices(db, request.query),
  );

  app.get(
    "/api/remote/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "One device",
        params: ZIdPathSchema,
        response: { 200: ZDeviceSchema, ...errors },
      },
    },
    async (request) => getDevice(db, request.params.id),
  );

  app.put(
    "/api/remote",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Add a device (no id) or change one (id and the version read; stale → 409)",
        body: ZSaveDeviceSchema,
        response: { 200: ZDeviceSchema, 409: ZErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const saved = await saveDevice(db, request.body);
      request.log.info({ by: request.worker!.userName, device: saved.id }, "device saved");
      return saved;
    },
  );

  app.delete(
    "/api/remote/:id",
    {
      config: { claims: ["admin"] },
      schema: {
        tags: TAGS,
        summary: "Delete a device (admin only)",
        params: ZIdPathSchema,
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) => {
      const done = await deleteDevice(db, request.params.id);
      request.log.info({ by: request.worker!.userName, device: request.params.id }, "device deleted");
      return done;
    },
  );
}
