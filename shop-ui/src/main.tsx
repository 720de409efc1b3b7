// The global stylesheet comes first so component styles (CSS modules) can override it.
import "./styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import App from "./App";
import { applyTheme, readStoredTheme } from "./lib/theme";

// Set the theme before the first paint so a dark-mode visitor never sees a white flash.
applyTheme(readStoredTheme());

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
