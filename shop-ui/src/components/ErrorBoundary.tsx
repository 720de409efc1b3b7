import { Component, type ErrorInfo, type ReactNode } from "react";
import { Message } from "./Message";

interface State {
  error: Error | null;
}

/**
 * Catches a page that throws while rendering or whose code fails to load — typically an old tab
 * after a new version was deployed, whose page chunks no longer exist. Reloading fetches the new
 * version.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Halaman gagal ditampilkan", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="container">
        <Message
          title="Terjadi kesalahan"
          actions={
            <>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => window.location.reload()}
              >
                Muat Ulang Halaman
              </button>
              <a href="/" className="btn btn-outline">
                Ke Beranda
              </a>
            </>
          }
        >
          Halaman ini gagal dimuat. Silakan muat ulang halaman.
        </Message>
      </div>
    );
  }
}
