import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { toast } from '../lib/toast'

afterEach(() => {
  cleanup()
  toast.clear()
  window.localStorage.clear()
})
