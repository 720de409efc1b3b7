import { Link } from 'react-router'
import { ListIcon } from '../components/Icons'
import { Message } from '../components/Message'
import { useDocumentTitle } from '../lib/hooks'

/** /my-orders ('Daftar Pesanan Saya', members only). The order list arrives with the orders API. */
export default function MyOrdersPage() {
  useDocumentTitle('Daftar Pesanan Saya')
  return (
    <div className="container">
      <Message
        icon={<ListIcon size={28} />}
        title="Daftar Pesanan Saya"
        actions={
          <Link to="/products" className="btn btn-primary">
            Lihat Produk
          </Link>
        }
      >
        Daftar pesanan Anda akan tampil di sini.
      </Message>
    </div>
  )
}
