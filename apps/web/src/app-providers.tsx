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
          {/* Bottom right: at the top they covered the order and tier headers' action buttons. */}
          <Notifications position="bottom-right" limit={4} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
