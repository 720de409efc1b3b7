package httpapi

import "github.com/danielgtaylor/huma/v2"

// The groups of the API reference. Every operation names one of them, and register refuses
// one that is not declared here.
const (
	tagSystem        = "Sistem"
	tagAccount       = "Akun"
	tagProfile       = "Profil"
	tagProducts      = "Produk"
	tagCustomers     = "Pelanggan"
	tagSuppliers     = "Supplier"
	tagSales         = "Kasir Penjualan"
	tagInstallments  = "Cicilan"
	tagRepair        = "Servis"
	tagReturns       = "Pembatalan dan Retur"
	tagShifts        = "Shift Kasir"
	tagStockCounts   = "Stock Opname"
	tagTransfers     = "Mutasi Stok"
	tagDashboard     = "Dashboard"
	tagReports       = "Laporan"
	tagReminders     = "Pengingat"
	tagStaffOrders   = "Manajemen Pesanan"
	tagOrders        = "Pesanan"
	tagReviews       = "Ulasan"
	tagMembers       = "Member"
	tagUsers         = "Manajemen User"
	tagNews          = "Berita"
	tagAds           = "Iklan"
	tagSettings      = "Pengaturan"
	tagVisits        = "Kunjungan"
	tagGoodsReceipts = "Penerimaan Barang"
	tagOutlets       = "Outlet"
	tagPrinters      = "Printer"
)

// apiTags describes each group, in the order the reference lists them.
var apiTags = []*huma.Tag{
	{Name: tagSystem, Description: "Status server."},
	{Name: tagAccount, Description: "Daftar member, verifikasi email, login lewat pintu staf atau member, logout, password."},
	{Name: tagProfile, Description: "Profil dan foto akun yang sedang login."},
	{Name: tagProducts, Description: "Katalog barang: etalase publik, data barang, foto, barcode dan buku stok."},
	{Name: tagCustomers, Description: "Buku pelanggan toko."},
	{Name: tagSuppliers, Description: "Buku supplier barang."},
	{Name: tagGoodsReceipts, Description: "Barang diterima dari supplier: stok masuk, harga pokok rata-rata, utang ke supplier dan laporan pembelian."},
	{Name: tagSales, Description: "Transaksi di kasir penjualan dan struknya."},
	{Name: tagReturns, Description: "Admin membatalkan penjualan atau tagihan servis yang salah, dan menerima retur barang."},
	{Name: tagStockCounts, Description: "Stock opname: lembar hitung yang dibekukan saat mulai, hitung dengan pindai barcode/IMEI atau ketik jumlah (bisa beberapa staf), lembar Excel, lalu Admin memposting selisihnya ke buku stok."},
	{Name: tagTransfers, Description: "Mutasi stok antar outlet: barang keluar dari stok outlet pengirim saat dikirim (dalam perjalanan), masuk ke stok outlet tujuan saat diterima dengan memindai; selisih dikembalikan atau dihapuskan oleh Admin."},
	{Name: tagShifts, Description: "Shift kasir: modal awal, kas masuk dan keluar, tutup shift dengan hitung laci, dan laporan shift (Z report)."},
	{Name: tagInstallments, Description: "Cicilan pelanggan dan pembayarannya."},
	{Name: tagRepair, Description: "Servis masuk, pembayaran servis, struk dan pelacakan publik."},
	{Name: tagDashboard, Description: "Ringkasan hari ini untuk staf."},
	{Name: tagReports, Description: "Laporan hari ini, penjualan dan servis, dengan unduhan Excel."},
	{Name: tagReminders, Description: "Pengingat back-office: cicilan terbuka, servis belum diambil, stok menipis."},
	{Name: tagStaffOrders, Description: "Pesanan member dilihat dan diproses staf."},
	{Name: tagOrders, Description: "Pesanan member: dibuat di etalase, diambil dan dibayar di toko."},
	{Name: tagReviews, Description: "Ulasan member untuk produk."},
	{Name: tagMembers, Description: "Akun member, dikelola Admin."},
	{Name: tagUsers, Description: "Akun staf (Admin dan Kasir)."},
	{Name: tagNews, Description: "Berita di etalase dan pengelolaannya."},
	{Name: tagAds, Description: "Iklan di etalase dan pengelolaannya."},
	{Name: tagOutlets, Description: "Outlet (cabang) toko: alamat, jam buka, kepala struk, QRIS dan rekening sendiri."},
	{Name: tagPrinters, Description: "Printer struk di jaringan toko (port 9100): didaftarkan Admin, dipakai staf untuk mencetak langsung tanpa dialog."},
	{Name: tagSettings, Description: "Pengaturan aplikasi: identitas toko, logo, foto author."},
	{Name: tagVisits, Description: "Hitungan kunjungan etalase."},
}
