import { Link } from 'react-router'
import { useAuth } from '../lib/auth'
import { useSettings } from '../lib/settings'
import { AppLink } from './AppLink'
import { accountLinks, LOGIN_LABEL, LOGIN_PATH } from './navigation'
import { MailIcon, MapPinIcon, PhoneIcon } from './Icons'
import { Logo } from './Logo'
import styles from './Footer.module.css'

const SOCIAL_LINKS = [
  { key: 'socialInstagram', label: 'Instagram' },
  { key: 'socialFacebook', label: 'Facebook' },
  { key: 'socialYoutube', label: 'YouTube' },
  { key: 'socialTiktok', label: 'TikTok' },
] as const

export function Footer() {
  const settings = useSettings()
  const { user, profile } = useAuth()
  // Signed in, the sign-in link becomes the way to one's profile.
  const account = user ? accountLinks(profile?.role)[0] : { label: LOGIN_LABEL, to: LOGIN_PATH }
  const year = new Date().getFullYear()
  const copyright = settings.footerCopyright || `© ${year} ${settings.appName}. Hak cipta dilindungi.`
  const socials = SOCIAL_LINKS.filter(({ key }) => settings[key])
  const hasContact = settings.contactAddress || settings.contactPhone || settings.contactEmail

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo />
          <p className="muted">{settings.appDescription}</p>
        </div>

        <nav aria-label="Tautan footer">
          <h2 className={styles.title}>Jelajahi</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/#services">Layanan Servis</Link>
            </li>
            <li>
              <Link to="/products">Produk</Link>
            </li>
            <li>
              <Link to="/news">Berita</Link>
            </li>
            <li>
              <Link to="/tracking">Lacak Status Servis</Link>
            </li>
            <li>
              <AppLink to={account.to}>{account.label}</AppLink>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={styles.title}>Kontak</h2>
          {hasContact ? (
            <ul className={styles.contact}>
              {settings.contactAddress && (
                <li>
                  <MapPinIcon size={18} />
                  <span>{settings.contactAddress}</span>
                </li>
              )}
              {settings.contactPhone && (
                <li>
                  <PhoneIcon size={18} />
                  <a href={`tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`}>{settings.contactPhone}</a>
                </li>
              )}
              {settings.contactEmail && (
                <li>
                  <MailIcon size={18} />
                  <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
                </li>
              )}
            </ul>
          ) : (
            <p className="muted">Kunjungi toko kami untuk servis, konsultasi, dan pembelian perangkat.</p>
          )}
          {socials.length > 0 && (
            <ul className={styles.socials}>
              {socials.map(({ key, label }) => (
                <li key={key}>
                  <a href={settings[key]} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">{copyright}</div>
      </div>
    </footer>
  )
}
