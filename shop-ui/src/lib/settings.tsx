import { createContext, useContext, type ReactNode } from 'react'

/**
 * Application settings (spec 000 §3, app_settings). The storefront shows these defaults until the
 * settings endpoint is wired in; then SettingsProvider receives the server's values merged over
 * DEFAULT_SETTINGS and nothing else has to change.
 */
export interface ShopSettings {
  appName: string
  appDescription: string
  logoUrl: string
  heroTitle: string
  heroSubtitle: string
  aboutUsContent: string
  consultationLink: string
  authorImageUrl: string
  authorDescription: string
  contactAddress: string
  contactEmail: string
  contactPhone: string
  socialInstagram: string
  socialFacebook: string
  socialYoutube: string
  socialTiktok: string
  footerCopyright: string
}

export const DEFAULT_SETTINGS: ShopSettings = {
  appName: 'Konter',
  appDescription: 'Pusat Service HP dan Komputer',
  logoUrl: '/logo.png',
  heroTitle: 'Servis HP & Komputer Terpercaya',
  heroSubtitle:
    'Perbaikan smartphone, komputer, laptop, dan printer oleh teknisi berpengalaman. Suku cadang berkualitas, harga jujur, dan status servis bisa dilacak kapan saja.',
  aboutUsContent:
    'Kami adalah konter servis dan penjualan HP, komputer, serta aksesorisnya. Setiap perangkat ditangani dengan teliti, dengan biaya yang dijelaskan di awal sebelum pengerjaan.',
  consultationLink: '',
  authorImageUrl: '',
  authorDescription: '',
  contactAddress: '',
  contactEmail: '',
  contactPhone: '',
  socialInstagram: '',
  socialFacebook: '',
  socialYoutube: '',
  socialTiktok: '',
  footerCopyright: '',
}

const SettingsContext = createContext<ShopSettings>(DEFAULT_SETTINGS)

export function SettingsProvider({ value, children }: { value?: Partial<ShopSettings>; children: ReactNode }) {
  return <SettingsContext.Provider value={{ ...DEFAULT_SETTINGS, ...value }}>{children}</SettingsContext.Provider>
}

export function useSettings(): ShopSettings {
  return useContext(SettingsContext)
}
