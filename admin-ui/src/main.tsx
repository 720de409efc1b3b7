import "@ant-design/v5-patch-for-react-19";
import "@refinedev/antd/dist/reset.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import dayjs from "dayjs";
import "dayjs/locale/id";

import { AdminApp } from "./App";

dayjs.locale("id");

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <AdminApp />
    </BrowserRouter>
  </StrictMode>,
);
