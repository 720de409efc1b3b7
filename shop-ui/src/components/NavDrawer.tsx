import { useEffect, useRef, type MouseEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { useAuth } from '../lib/auth'
import { productsPath } from '../lib/productFilters'
import { Avatar } from './Avatar'
import { ALL_PRODUCTS_LABEL, LOGIN_LABEL, LOGIN_PATH, NAV_ITEMS } from './navigation'
import { CloseIcon, UserIcon } from './Icons'
import { Logo } from './Logo'
import { ThemeSwitch } from './ThemeSwitch'
import { AccountActions } from './UserMenu'
import styles from './NavDrawer.module.css'

interface NavDrawerProps {
  open: boolean
  onClose: () => void
  categories: readonly string[]
}

/**
 * The navigation below 768 px: a modal side drawer. A native <dialog> gives the focus trap,
 * Escape to close and the inert page behind it.
 */
export function NavDrawer({ open, onClose, categories }: NavDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const location = useLocation()
  const { loading, user, profile } = useAuth()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
    }
  }, [open])

  // Any navigation closes the drawer.
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  useEffect(() => {
    onCloseRef.current()
  }, [location.key])

  // A click on the backdrop lands on the <dialog> itself, outside its box.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return
    const rect = event.currentTarget.getBoundingClientRect()
    const inside =
      event.clientX >= rect.left && event.clientX <= rect.right && event.clientY >= rect.top && event.clientY <= rect.bottom
    if (!inside) onClose()
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.drawer}
      aria-label="Menu navigasi"
      onClose={onClose}
      onCancel={onClose}
      onClick={onDialogClick}
    >
      <div className={styles.head}>
        <Logo onNavigate={onClose} />
        <button type="button" className="icon-btn" aria-label="Tutup menu" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>

      <nav aria-label="Navigasi utama" className={styles.nav}>
        <ul className={styles.list}>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.link} onClick={onClose}>
                {item.label}
              </Link>
              {item.withCategories && categories.length > 0 && (
                <ul className={styles.sublist}>
                  <li>
                    <Link to={productsPath()} className={styles.sublink} onClick={onClose}>
                      {ALL_PRODUCTS_LABEL}
                    </Link>
                  </li>
                  {categories.map((category) => (
                    <li key={category}>
                      <Link to={productsPath({ category })} className={styles.sublink} onClick={onClose}>
                        {category}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.foot}>
        {!loading && !user && (
          <Link to={LOGIN_PATH} className="btn btn-primary btn-block" onClick={onClose}>
            <UserIcon size={18} />
            {LOGIN_LABEL}
          </Link>
        )}
        {user && (
          <div className={styles.account}>
            <div className={styles.who}>
              <Avatar url={profile?.avatar_url} name={profile?.full_name || user.email} size={36} />
              <span className={styles.email}>{profile?.email ?? user.email}</span>
            </div>
            <AccountActions role={profile?.role} onNavigate={onClose} itemClassName={styles.accountItem} />
          </div>
        )}
        <ThemeSwitch variant="segmented" />
      </div>
    </dialog>
  )
}
