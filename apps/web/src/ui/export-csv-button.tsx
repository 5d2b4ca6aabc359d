// "Export CSV" for a people list: downloads the whole filtered list, says so if it fails. Shared by the
// sales rep and external user lists.
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { TOAST_MS } from "../api/http-client";

export function ExportCsvButton({ onExport }: { onExport: () => Promise<void> }) {
  const [isExporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      await onExport();
    } catch {
      notifications.show({ color: "red", message: "The export failed. Try again.", autoClose: TOAST_MS });
    } finally {
      setExporting(false);
    }
  }
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={isExporting}
      onClick={exportCsv}
    >
      Export CSV
    </Button>
  );
}
