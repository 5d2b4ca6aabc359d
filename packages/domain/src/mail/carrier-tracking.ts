// The carrier's own tracking page for a number (issue 33's shipped e-mail links it). Carriers without a
// public page by number get none: the e-mail then gives the number alone.
const TRACKING_PAGES: Readonly<Record<string, string>> = {
  fedex: "https://www.fedex.com/fedextrack/?trknbr=",
  ups: "https://www.ups.com/track?tracknum=",
  usps: "https://tools.usps.com/go/TrackConfirmAction?tLabels=",
  dhl: "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=",
  "canada post": "https://www.canadapost-postescanada.ca/track-reperer/en#/search?searchFor=",
};

export function carrierTrackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier.trim().toLowerCase()];
  const number = trackingNumber.trim();
  return page && number ? `${page}${encodeURIComponent(number)}` : null;
}

const RATE_CARRIERS: readonly [RegExp, string][] = [
  [/\bfed\s?ex/i, "FedEx"],
  [/\busps\b/i, "USPS"],
  [/\bups\b/i, "UPS"],
  [/\bdhl\b/i, "DHL"],
  [/canada\s?post|\bcapost\b/i, "Canada Post"],
];

/** The carrier a shipping rate's name names ("UPS Ground", "FedEx 2Day"), or null. */
export function carrierOfRateName(rate: string | null | undefined): string | null {
  return RATE_CARRIERS.find(([pattern]) => pattern.test(rate ?? ""))?.[1] ?? null;
}
