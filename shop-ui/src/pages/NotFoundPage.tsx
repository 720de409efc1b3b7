import { Link } from "react-router";
import { SearchIcon } from "../components/Icons";
import { Message } from "../components/Message";
import { useDocumentTitle } from "../lib/hooks";

export default function NotFoundPage() {
  useDocumentTitle("Halaman Tidak Ditemukan");
  return (
    <div className="container">
      <Message
        icon={<SearchIcon size={28} />}
        title="Halaman tidak ditemukan"
        actions={
          <>
            <Link to="/" className="btn btn-primary">
              Kembali ke Beranda
            </Link>
            <Link to="/products" className="btn btn-outline">
              Lihat Produk
            </Link>
          </>
        }
      >
        Halaman yang Anda cari tidak ada atau sudah dipindahkan.
      </Message>
    </div>
  );
}
