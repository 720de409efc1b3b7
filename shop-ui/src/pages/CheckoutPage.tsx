import { Link } from 'react-router'
import { CartIcon } from '../components/Icons'
import { Message } from '../components/Message'
import { useDocumentTitle } from '../lib/hooks'

/** /checkout (members only). The order form arrives with the cart and the orders API. */
export default function CheckoutPage() {
  useDocumentTitle('Checkout')
  return (
    <div className="container">
      <Message
        icon={<CartIcon size={28} />}
        title="Checkout"
        actions={
          <Link to="/products" className="btn btn-primary">
            Lihat Produk
          </Link>
        }
      >
        Checkout pesanan akan tersedia di sini.
      </Message>
    </div>
  )
}
