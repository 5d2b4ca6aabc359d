// Only the latin faces in the two weights the ids use (regular, bold).
import "@fontsource/jetbrains-mono/latin-400.css";
import "@fontsource/jetbrains-mono/latin-700.css";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./ui/global.css";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { queryClient } from "./api/query-client";
import { AppProviders } from "./app-providers";
import { router } from "./router";
import { watchSession } from "./shell/session-exit";

watchSession(router);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
