import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { cart } from '../lib/cartStore'
import { toast } from '../lib/toast'

// findBy…/waitFor give up after 3 s instead of 1 s: a busy machine (a full parallel run next to
// other builds) can take longer than a second to render a page with its dialog.
configure({ asyncUtilTimeout: 3000 })

afterEach(() => {
  cleanup()
  toast.clear()
  window.localStorage.clear()
  window.sessionStorage.clear()
  cart.reload()
})
