import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { jsonResponse, makeProduct, mockFetch, requestedPaths } from '../test/http'
import ProductDetailPage from './ProductDetailPage'

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/products/:id" element={<ProductDetailPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('/products/:id', () => {
  it('shows the product with its price, stock and description', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(
        makeProduct({
          id: 7,
          name: 'LCD Oppo A5s',
          category: 'Sparepart',
          retail_price: 350000,
          stock: 3,
          description: 'LCD original, garansi 1 minggu.',
        }),
      ),
    )
    renderAt('/products/7')
    expect(await screen.findByRole('heading', { level: 1, name: 'LCD Oppo A5s' })).toBeTruthy()
    expect(requestedPaths(fetchMock)).toEqual(['/api/products/7'])
    expect(screen.getByText('Rp 350.000').textContent).toBe('Rp\u00a0350.000')
    expect(screen.getByText('Stok: 3 tersedia')).toBeTruthy()
    expect(screen.getByText('LCD original, garansi 1 minggu.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tambah ke Keranjang' })).toBeTruthy()
  })

  it("says 'Habis' and disables the button when out of stock, with the fallback description", async () => {
    mockFetch(() => jsonResponse(makeProduct({ id: 8, name: 'Baterai Xiaomi', stock: 0, description: '  ' })))
    renderAt('/products/8')
    expect(await screen.findByText('Stok: Habis')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Stok Habis' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Tidak ada deskripsi untuk produk ini.')).toBeTruthy()
  })

  it("shows 'Produk tidak ditemukan.' with a way back to /products on a 404", async () => {
    mockFetch(() => jsonResponse({ title: 'Not Found', status: 404, detail: 'Produk tidak ditemukan.' }, 404))
    renderAt('/products/999')
    expect(await screen.findByText('Produk tidak ditemukan.')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Kembali ke Produk/ }).getAttribute('href')).toBe('/products')
  })

  it('treats a malformed id as not found without asking the server', async () => {
    const fetchMock = mockFetch(() => undefined)
    renderAt('/products/abc')
    expect(await screen.findByText('Produk tidak ditemukan.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
