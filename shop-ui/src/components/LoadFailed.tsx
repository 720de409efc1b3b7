/** A list that could not be loaded: the failure in words, and Coba Lagi. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="alert" role="alert">
      <p>{message}</p>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        style={{ marginTop: 10 }}
        onClick={onRetry}
      >
        Coba Lagi
      </button>
    </div>
  );
}
