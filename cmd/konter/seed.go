package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/demo"
)

func newSeedCommand() *cobra.Command {
	var loadDemo, ifEmpty, oneOutlet bool
	cmd := &cobra.Command{
		Use:   "seed",
		Short: "Load data into the shop",
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !loadDemo {
				return errors.New("say what to load: --demo")
			}
			a, err := openMigratedApp(cmd)
			if err != nil {
				return err
			}
			defer a.Close()
			ctx := commandContext(cmd)
			if ifEmpty {
				page, err := a.Catalog.BrowseProducts(ctx, core.ProductFilter{PageRequest: core.PageRequest{PerPage: 1}})
				if err != nil {
					return err
				}
				if page.Total > 0 {
					fmt.Fprintln(cmd.OutOrStdout(), "Toko sudah berisi data; data demo tidak dimuat.")
					return nil
				}
			}
			seed := a.SeedDemo
			if oneOutlet {
				seed = a.SeedOneOutletDemo
			}
			rep, err := seed(ctx, demo.Shop())
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Data demo: %d akun, %d outlet baru, %d produk, %d supplier, %d pelanggan, %d penerimaan barang, %d stock opname, %d mutasi stok, %d shift, %d servis, %d berita ditambahkan.\n",
				rep.Users, rep.Outlets, rep.Products, rep.Suppliers, rep.Customers, rep.GoodsReceipts, rep.Counts, rep.Transfers, rep.Shifts, rep.Repairs, rep.News)
			if rep.Users > 0 {
				fmt.Fprintln(cmd.OutOrStdout(), "Login demo: admin@konter.test / admin123 (Admin), kasir@konter.test / kasir123 (Kasir), teknisi@konter.test / teknisi123 (Teknisi) di /login; member@konter.test / member123 di /member-login.")
			}
			if rep.Outlets > 0 {
				fmt.Fprintln(cmd.OutOrStdout(), "Kasir Cabang Depok: kasir.depok@konter.test / kasir123 di /login.")
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&loadDemo, "demo", false, "load the demo shop (products, suppliers, customers, a news article); running it twice changes nothing")
	cmd.Flags().BoolVar(&oneOutlet, "one-outlet", false, "load the demo as a shop of one outlet (no second outlet, transfer or shifts)")
	cmd.Flags().BoolVar(&ifEmpty, "if-empty", false, "load only into a shop that has no products yet")
	return cmd
}
