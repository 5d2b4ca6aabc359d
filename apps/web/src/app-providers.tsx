import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { accessibleColors, theme } from "./ui/theme";
import { useCtrlEnterSubmit } from "./ui/use-ctrl-enter-submit";

/** Theme, server-state cache, dialogs and toasts around the router; Ctrl+Enter saves any open dialog. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useCtrlEnterSubmit();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColors} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          {/* Top right, just below the 60 px app header (ui/global.css; the user menu and the scan box stay clear), and
              narrower than Mantine's 440 px: action rows sit at the bottom of forms (Save, Complete
              receiving, the invoice's bar) or left in the headers (Log, Comment, More), so at 1366 and
              1024 px wide a toast covers none of them (issue 30 §9; e2e receiving.spec checks it). */}
          <Notifications position="top-right" limit={4} containerWidth={360} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
