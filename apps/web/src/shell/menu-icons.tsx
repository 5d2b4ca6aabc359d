import {
  IconBarcode,
  IconBuildingStore,
  IconCalendarEvent,
  IconCash,
  IconCertificate,
  IconChecklist,
  IconClock,
  IconDeviceDesktop,
  IconFlame,
  IconLayoutGrid,
  IconMail,
  IconMapPin,
  IconPackageExport,
  IconPackages,
  IconPhoto,
  IconPhotoScan,
  IconPlus,
  IconSignature,
  IconSlideshow,
  IconStack2,
  IconTag,
  IconTruckDelivery,
  IconUserShield,
  IconUserStar,
  IconUsers,
  IconWorld,
  IconZoomCheck,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

type IconType = ComponentType<{ size?: number | string; stroke?: number }>;

const ICONS: Record<string, IconType> = {
  "/receiving": IconPackages,
  "/invoicing": IconCash,
  "/comics": IconPlus,
  "/signature": IconSignature,
  "/pressing": IconStack2,
  "/grading": IconCertificate,
  "/labels": IconTag,
  "/heatseal": IconFlame,
  "/slab": IconLayoutGrid,
  "/quality": IconZoomCheck,
  "/imaging": IconPhotoScan,
  "/shipping": IconTruckDelivery,
  "/shipping-pickup": IconBuildingStore,
  "/shipping-canada": IconWorld,
  "/billing": IconChecklist,
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
  "/workers": IconUserShield,
  "/shelves": IconPackageExport,
};

export function MenuIcon({ path, size = 18 }: { path: string; size?: number }) {
  const Icon = ICONS[path] ?? IconLayoutGrid;
  return <Icon size={size} stroke={1.6} />;
}
