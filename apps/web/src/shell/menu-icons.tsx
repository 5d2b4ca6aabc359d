import { type QueueKey, queueForPath } from "@gbo/domain/workflow";
import {
  IconArchive,
  IconBarcode,
  IconBuildingStore,
  IconCalendarEvent,
  IconCash,
  IconCertificate,
  IconChecklist,
  IconClock,
  IconDeviceDesktop,
  IconDiscount,
  IconFileInvoice,
  IconFilePlus,
  IconFlame,
  IconLayoutGrid,
  IconMail,
  IconMailForward,
  IconMapPin,
  IconPackageExport,
  IconPackages,
  IconPhoto,
  IconPhotoScan,
  IconPlus,
  IconSettings,
  IconSignature,
  IconSlideshow,
  IconStack2,
  IconStarHalf,
  IconTag,
  IconTruckDelivery,
  IconUserShield,
  IconUserStar,
  IconUsers,
  IconUsersGroup,
  IconWorld,
  IconZoomCheck,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

type IconType = ComponentType<{ size?: number | string; stroke?: number }>;

/**
 * One icon per queue of the domain: a station the domain adds is a compile error here until it has one
 * (as in the queue routes and titles). /support has no menu link, but a queue all the same.
 */
const STATION_ICONS: Record<QueueKey, IconType> = {
  receiving: IconPackages,
  invoicing: IconCash,
  addcomic: IconPlus,
  signature: IconSignature,
  pressing: IconStack2,
  grading: IconCertificate,
  labels: IconTag,
  heatseal: IconFlame,
  slab: IconLayoutGrid,
  quality: IconZoomCheck,
  imaging: IconPhotoScan,
  shipping: IconTruckDelivery,
  "shipping-pickup": IconBuildingStore,
  "shipping-canada": IconWorld,
  billing: IconChecklist,
  support: IconArchive,
};

/** The other menu links' icons, by path (menu-icons.test.ts checks that every link of the menu has one). */
const PAGE_ICONS: Record<string, IconType> = {
  "/banners": IconPhoto,
  "/slider": IconSlideshow,
  "/signings": IconSignature,
  "/onsites": IconMapPin,
  "/subscribes": IconMail,
  "/turnaroundtimes": IconClock,
  "/conventions": IconCalendarEvent,
  "/manage/labels": IconBarcode,
  "/devices": IconDeviceDesktop,
  "/externalUsers": IconUserShield,
  "/users": IconUsers,
  "/salesmanagers": IconUserStar,
  "/workers": IconUsersGroup,
  "/shelves": IconPackageExport,
  "/submissions/new": IconFilePlus,
  "/invoicing/new": IconFileInvoice,
  "/grading/raw": IconStarHalf,
  "/promocodes": IconDiscount,
  "/settings": IconSettings,
  "/sendEmail": IconMailForward,
};

/** The icon of a menu link's path; a path with none (never a menu link's) gets the generic one. */
export function menuIconOf(path: string): IconType | undefined {
  const queue = queueForPath(path);
  return queue ? STATION_ICONS[queue.key] : PAGE_ICONS[path];
}

export function MenuIcon({ path, size = 18 }: { path: string; size?: number }) {
  const Icon = menuIconOf(path) ?? IconLayoutGrid;
  return <Icon size={size} stroke={1.6} />;
}
