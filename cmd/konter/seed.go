package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/konterhp/konter"
)

func newSeedCommand() *cobra.Command {
	var demo bool
	cmd := &cobra.Command{
		Use:   "seed",
		Short: "Load data into the shop",
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !demo {
				return errors.New("say what to load: --demo")
			}
			a, err := openApp(cmd)
			if err != nil {
				return err
			}
			defer a.Close()
			ctx := commandContext(cmd)
			if _, err := a.Migrate(ctx); err != nil {
				return err
			}
			rep, err := a.SeedDemo(ctx, konter.DemoShop())
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Data demo: %d produk, %d supplier, %d pelanggan ditambahkan.\n",
				rep.Products, rep.Suppliers, rep.Customers)
			return nil
		},
	}
	cmd.Flags().BoolVar(&demo, "demo", false, "load the demo shop (products, suppliers, customers); running it twice changes nothing")
	return cmd
}
