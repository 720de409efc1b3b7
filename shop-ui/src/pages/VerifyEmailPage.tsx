import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { verifyEmail } from "../api/auth";
import { ApiError } from "../api/client";
import { CheckIcon, CloseIcon } from "../components/Icons";
import { Message } from "../components/Message";
import { PageLoader } from "../components/PageLoader";
import { useDocumentTitle } from "../lib/hooks";
import { MSG_BAD_LINK } from "@konter/ui-kit";

export const BAD_LINK = MSG_BAD_LINK;

// A token works once. React's development double effects (and a remount) must not spend it
// twice, so each token's request is made once and shared.
const requests = new Map<string, Promise<string>>();

function verifyOnce(token: string): Promise<string> {
  let request = requests.get(token);
  if (!request) {
    request = verifyEmail(token).then(
      (answer) => answer.message,
      (err: unknown) => {
        // Never reached the server: the token is unspent, so a retry may ask again.
        if (err instanceof ApiError && err.status === 0) requests.delete(token);
        throw err;
      },
    );
    requests.set(token, request);
  }
  return request;
}

type Result = { ok: boolean; message: string };

/** /verify-email?token=… — the link from the verification e-mail. */
export default function VerifyEmailPage() {
  useDocumentTitle("Verifikasi Email");
  const token = (useSearchParams()[0].get("token") ?? "").trim();
  const [result, setResult] = useState<Result | null>(
    token ? null : { ok: false, message: BAD_LINK },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyOnce(token).then(
      (message) => live && setResult({ ok: true, message }),
      (err: unknown) =>
        live && setResult({ ok: false, message: err instanceof Error ? err.message : BAD_LINK }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (!result) return <PageLoader label="Memverifikasi email..." showLabel />;
  return (
    <div className="container">
      <Message
        icon={result.ok ? <CheckIcon size={28} /> : <CloseIcon size={28} />}
        title={result.ok ? "Email Terverifikasi" : "Verifikasi Gagal"}
        actions={
          <Link to="/member-login" className="btn btn-primary">
            {result.ok ? "Masuk Sekarang" : "Ke Halaman Masuk"}
          </Link>
        }
      >
        <p role={result.ok ? "status" : "alert"}>{result.message}</p>
      </Message>
    </div>
  );
}
