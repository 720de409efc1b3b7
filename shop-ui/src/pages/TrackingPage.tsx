import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { trackByToken, trackService } from "../api/tracking";
import { isAbortError } from "../api/client";
import { AlertIcon, CheckIcon, ReceiptIcon, SearchIcon } from "../components/Icons";
import { PickupPlace } from "../components/PickupPlace";
import { ServiceReceiptDialog } from "../components/receipt/ServiceReceiptDialog";
import { formatDate, formatDay } from "../lib/format";
import { useDocumentTitle } from "../lib/hooks";
import { useSettings } from "../lib/settings";
import { toast } from "../lib/toast";
import {
  FINISHED_NOTICE,
  fromReceipt,
  fromTracking,
  isFinished,
  MSG_TRACK_TOAST,
  parseServiceId,
  serviceNumber,
  trackingErrorMessage,
  type ServiceView,
} from "../lib/tracking";
import styles from "./TrackingPage.module.css";

export const TRACKING_TITLE = "Lacak Status Servis";
export const LOADING_TEXT = "Mencari data servis...";

type Lookup =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "found"; service: ServiceView };

const STATUS_CLASS: Record<string, string> = {
  Pending: styles.pending,
  Proses: styles.process,
  Selesai: styles.done,
  "Sudah Diambil": styles.collected,
  "Gagal/Cancel": styles.failed,
};

/**
 * /tracking ('Lacak Status Servis'): a customer types the number on their receipt and
 * sees the repair's progress with the name and phone masked. The QR code on the receipt opens
 * /tracking?token=…, which shows the same at once, unmasked, with the bill on the receipt.
 */
export default function TrackingPage() {
  useDocumentTitle(TRACKING_TITLE);
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const [input, setInput] = useState("");
  const [fieldError, setFieldError] = useState("");
  const [lookup, setLookup] = useState<Lookup>(() =>
    token ? { state: "loading" } : { state: "idle" },
  );
  const [receiptOpen, setReceiptOpen] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const failureToast = useRef<number | null>(null);

  const run = (load: (signal: AbortSignal) => Promise<ServiceView>) => {
    controller.current?.abort();
    // The toast of an earlier failed look-up has nothing to say about this one.
    if (failureToast.current !== null) toast.dismiss(failureToast.current);
    failureToast.current = null;
    const current = new AbortController();
    controller.current = current;
    setLookup({ state: "loading" });
    setReceiptOpen(false);
    load(current.signal).then(
      (service) => {
        if (current.signal.aborted) return;
        setLookup({ state: "found", service });
      },
      (err: unknown) => {
        if (current.signal.aborted || isAbortError(err)) return;
        setLookup({ state: "error", message: trackingErrorMessage(err) });
        failureToast.current = toast.error(MSG_TRACK_TOAST);
      },
    );
    return current;
  };

  // Opened from the receipt's QR code: the full receipt, straight away.
  useEffect(() => {
    if (!token) return;
    const current = run(async (signal) => fromReceipt(await trackByToken(token, signal)));
    return () => current.abort();
  }, [token]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseServiceId(input);
    if (!parsed.ok) {
      setFieldError(parsed.error);
      return;
    }
    setFieldError("");
    // A number typed by hand replaces a receipt opened from a QR code.
    if (token) setSearchParams({}, { replace: true });
    run(async (signal) => fromTracking(await trackService(parsed.id, signal)));
  };

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <span className={styles.headIcon}>
          <SearchIcon size={26} />
        </span>
        <h1 className="section-title">{TRACKING_TITLE}</h1>
        <p className="section-lead">
          Masukkan ID Servis yang tertera pada tanda terima Anda untuk melihat perkembangan
          perbaikan perangkat.
        </p>
      </div>

      <form className={`card ${styles.form}`} onSubmit={submit} noValidate>
        <label htmlFor="service-id" className={styles.label}>
          ID Servis
        </label>
        <div className={styles.inputRow}>
          <input
            id="service-id"
            className="field"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Contoh: 12 atau SVC-12"
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              if (fieldError) setFieldError("");
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? "service-id-error" : undefined}
          />
          <button type="submit" className="btn btn-primary" disabled={lookup.state === "loading"}>
            <SearchIcon size={18} />
            Lacak
          </button>
        </div>
        {fieldError && (
          <p id="service-id-error" className={styles.fieldError} role="alert">
            {fieldError}
          </p>
        )}
      </form>

      <div className={styles.outcome} aria-live="polite">
        {lookup.state === "loading" && (
          <p className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {LOADING_TEXT}
          </p>
        )}
        {lookup.state === "error" && (
          <div className={`card ${styles.errorCard}`} role="alert">
            <AlertIcon size={24} />
            <div>
              <h2 className={styles.errorTitle}>Gagal Melacak</h2>
              <p>{lookup.message}</p>
            </div>
          </div>
        )}
        {lookup.state === "found" && (
          <ResultCard service={lookup.service} onShowReceipt={() => setReceiptOpen(true)} />
        )}
      </div>

      {lookup.state === "found" && (
        <ServiceReceiptDialog
          service={lookup.service}
          open={receiptOpen}
          onClose={() => setReceiptOpen(false)}
        />
      )}
    </div>
  );
}

function ResultCard({
  service,
  onShowReceipt,
}: {
  service: ServiceView;
  onShowReceipt: () => void;
}) {
  const { timezone } = useSettings();
  const finished = isFinished(service.serviceInfo);
  return (
    <section className={`card ${styles.result}`} aria-labelledby="service-title">
      <header className={styles.resultHead}>
        <div>
          <h2 id="service-title" className={styles.resultTitle}>
            Detail Servis #{serviceNumber(service.id)}
          </h2>
          <p className={styles.owner}>
            Atas nama <strong data-testid="customer-name">{service.customerName}</strong>
          </p>
          {service.customerPhone && (
            <p className={styles.owner}>
              No. HP <span data-testid="customer-phone">{service.customerPhone}</span>
            </p>
          )}
        </div>
        <span
          className={`${styles.badge} ${STATUS_CLASS[service.status] ?? ""}`}
          data-testid="service-status"
        >
          {service.status}
        </span>
      </header>

      {finished && (
        <div className={styles.finished} role="note" data-testid="finished-notice">
          <CheckIcon size={20} />
          <p>{FINISHED_NOTICE}</p>
        </div>
      )}

      <dl className={styles.fields}>
        <Field label="Tanggal Masuk" value={formatDate(service.date, timezone || undefined)} />
        <Field label="Tipe Perangkat" value={service.deviceType} />
        <Field label="Jenis Kerusakan" value={service.damageType} />
        <Field label="Info Status" value={service.serviceInfo || "-"} />
        {service.infoDate && <Field label="Tanggal Info" value={formatDay(service.infoDate)} />}
        <Field label="Deskripsi" value={service.description || "-"} wide />
      </dl>

      {service.outlet && <PickupPlace title="Perangkat ada di" place={service.outlet} />}

      <div className={styles.resultActions}>
        <button type="button" className="btn btn-outline" onClick={onShowReceipt}>
          <ReceiptIcon size={18} />
          Lihat Struk
        </button>
      </div>
    </section>
  );
}

function Field({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <dt>{label}</dt>
      <dd>{value || "-"}</dd>
    </div>
  );
}
