import { useState } from 'react'
import { Link } from 'react-router'
import { useSettings } from '../lib/settings'
import styles from './Logo.module.css'

/** Logo and app name, linking home. Falls back to the name's initial if the logo can't load. */
export function Logo({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { appName, logoUrl } = useSettings()
  const [failed, setFailed] = useState(false)
  return (
    <Link to="/" className={`${styles.logo} ${className ?? ''}`} onClick={onNavigate} aria-label={`${appName} — Beranda`}>
      {logoUrl && !failed ? (
        <img className={styles.mark} src={logoUrl} alt="" width={36} height={36} onError={() => setFailed(true)} />
      ) : (
        <span className={styles.fallback} aria-hidden="true">
          {appName.charAt(0).toUpperCase()}
        </span>
      )}
      <span className={styles.name}>{appName}</span>
    </Link>
  )
}
