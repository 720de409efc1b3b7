import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { cart } from '../lib/cartStore'
import { toast } from '../lib/toast'

afterEach(() => {
  cleanup()
  toast.clear()
  window.localStorage.clear()
  window.sessionStorage.clear()
  cart.reload()
})
