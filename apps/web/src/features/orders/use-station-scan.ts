// On a station screen (tier, shipping) a comic barcode scanned outside any input is work for that
// screen: it is scanned into the tier or order instead of opening the comic screen. Order and tier
// scans still navigate as usual (the shell's scan listener asks the screen first).
import { useScanHandler } from "../../shell/scan-handlers";

export function useStationScan(onScan: (code: string) => void, isEnabled = true) {
  useScanHandler((target) => {
    if (target.kind !== "comic") return false;
    onScan(target.uniqueId);
    return true;
  }, isEnabled);
}
