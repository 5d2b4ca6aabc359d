// The lab's details for the customer e-mails (issue 33), kept as the "lab" setting. Until a manager saves
// them, the e-mails carry these defaults (the settings screen shows them as the starting values).
// The logo is an uploaded picture (the content pictures' flow: a signed address, the PUT, a confirm that
// decodes the stored bytes) kept at one key and served without a token at LAB_LOGO_PATH, since a mail
// client loads it long after any signed address would have expired; logoUrl is that absolute address.
import type {
  TLabDetails,
  TLabDetailsSetting,
  TLabLogoAddress,
  TSaveLabDetails,
} from "@gbo/contracts/settings";
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES } from "@gbo/domain/imaging";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import {
  cleanLabDetails,
  isLogoUrl,
  LAB_LOGO_MAX_BYTES,
  LAB_LOGO_MISSING,
  LAB_LOGO_TOO_LARGE,
  labDetailsProblems,
} from "@gbo/domain/settings";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { type BlobStore, checkUploadedImage } from "../../integrations/blobs/index";
import { readLabTimeZone } from "./lab-time-zone.routes";
import { readSetting, SETTING_STALE, type Who, writeSetting } from "./setting-store";

export const LAB_SETTING_KEY = "lab";
/** The public address of the logo (no token: e-mails load it). */
export const LAB_LOGO_PATH = "/api/public/lab-logo";
export const LAB_LOGO_KEY = "settings/lab-logo";
const LAB_LOGO_STAGING_KEY = "uploads/settings/lab-logo";
const UPLOAD_ADDRESS_SECONDS = 15 * 60;

type StoredLab = Omit<TLabDetails, "timeZone">;

export const DEFAULT_LAB_DETAILS: StoredLab = {
  name: "Grading Back Office Lab",
  addressLines: ["100 Main Street", "Sarasota, FL 34236"],
  phone: "9415550100",
  email: "orders@lab.example",
  hours: "Monday to Friday, 9:00 to 17:00",
  logoUrl: null,
};

/** The details with the setting's version, as GET /api/settings/lab answers them. */
export async function readLabDetailsSetting(db: Db): Promise<TLabDetailsSetting> {
  const [saved, zone] = await Promise.all([readSetting<StoredLab>(db, LAB_SETTING_KEY), readLabTimeZone(db)]);
  const details = { ...DEFAULT_LAB_DETAILS, ...saved.value };
  return {
    ...details,
    logoUrl: details.logoUrl && isLogoUrl(details.logoUrl) ? details.logoUrl : null,
    timeZone: zone.timeZone,
    isDefault: saved.value === null,
    version: saved.version,
    updatedAt: saved.updatedAt,
    updatedBy: saved.updatedBy,
  };
}

/** The lab's details as saved (or the defaults), with the lab's time zone. */
export async function readLabDetails(db: Db): Promise<TLabDetails> {
  const {
    isDefault: _d,
    version: _v,
    updatedAt: _a,
    updatedBy: _b,
    ...details
  } = await readLabDetailsSetting(db);
  return details;
}

async function storedLab(db: Db): Promise<{ value: StoredLab; version: number }> {
  const saved = await readSetting<StoredLab>(db, LAB_SETTING_KEY);
  return { value: { ...DEFAULT_LAB_DETAILS, ...saved.value }, version: saved.version };
}

/** PUT /api/settings/lab: the domain's field rules (400 per field), then the versioned, logged write. */
export async function saveLabDetails(options: { db: Db; body: TSaveLabDetails; by: Who }): Promise<void> {
  const { db, body } = options;
  const form = { ...body, hours: body.hours ?? "" };
  const problems = Object.entries(labDetailsProblems(form));
  if (problems.length > 0)
    throw AppError.fields(ERROR_SAVING_CHANGES, Object.fromEntries(problems.map(([f, m]) => [f, [m]])));
  const current = await storedLab(db);
  const value: StoredLab = { ...cleanLabDetails(form), logoUrl: current.value.logoUrl };
  await writeSetting(db, LAB_SETTING_KEY, value, body.version, options.by);
}

/** POST /api/settings/lab/logo/address: a staging key, so a refused picture never replaces the logo. */
export async function labLogoAddress(blobs: BlobStore): Promise<TLabLogoAddress> {
  const address = await blobs.signedUpload(LAB_LOGO_STAGING_KEY, {
    expiresInSeconds: UPLOAD_ADDRESS_SECONDS,
    limits: { maxBytes: MAX_IMAGE_BYTES, contentTypes: IMAGE_CONTENT_TYPES },
  });
  return {
    ...address,
    expiresAt: address.expiresAt.toISOString(),
    maxBytes: LAB_LOGO_MAX_BYTES,
    contentTypes: [...IMAGE_CONTENT_TYPES],
  };
}

/**
 * POST /api/settings/lab/logo/confirm: the staged picture is checked (size, its header decoded; a bad one
 * is deleted: 413 / 415), moved into place, and logoUrl points at it with a new ?v= (mail clients cache).
 */
export async function confirmLabLogo(options: {
  db: Db;
  blobs: BlobStore;
  config: Pick<AppConfig, "publicUrl">;
  version: number;
  by: Who;
}): Promise<void> {
  const { db, blobs } = options;
  const current = await storedLab(db);
  // Checked before the move too: a stale screen must not replace the picture it did not see.
  if (current.version !== options.version) throw new AppError("conflict", SETTING_STALE);
  const stored = await blobs.head(LAB_LOGO_STAGING_KEY);
  if (!stored) throw new AppError("bad_request", LAB_LOGO_MISSING);
  if (stored.size > LAB_LOGO_MAX_BYTES) {
    await blobs.delete(LAB_LOGO_STAGING_KEY);
    throw new AppError("payload_too_large", LAB_LOGO_TOO_LARGE);
  }
  const { contentType } = await checkUploadedImage(blobs, LAB_LOGO_STAGING_KEY, { size: stored.size });
  await blobs.move(LAB_LOGO_STAGING_KEY, LAB_LOGO_KEY, contentType);
  const logoUrl = `${options.config.publicUrl}${LAB_LOGO_PATH}?v=${options.version + 1}`;
  await writeSetting(db, LAB_SETTING_KEY, { ...current.value, logoUrl }, options.version, options.by);
}

/** DELETE /api/settings/lab/logo: the setting forgets it first, so a failed delete leaves only a file. */
export async function removeLabLogo(options: { db: Db; blobs: BlobStore; version: number; by: Who }) {
  const current = await storedLab(options.db);
  await writeSetting(
    options.db,
    LAB_SETTING_KEY,
    { ...current.value, logoUrl: null },
    options.version,
    options.by,
  );
  await options.blobs.delete(LAB_LOGO_KEY);
}
