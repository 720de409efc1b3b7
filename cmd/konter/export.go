package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/konterhp/konter/app"
	"github.com/konterhp/konter/core"
)

func newExportCommand() *cobra.Command {
	var from, to, output string
	cmd := &cobra.Command{
		Use:   "export sales|service|today|shifts|goods-receipts",
		Short: "Write a report workbook (.xlsx), the same file the back-office downloads",
		Long: "sales, service, shifts and goods-receipts cover --from to --to (shop-local days, YYYY-MM-DD; default the last 30 days);\n" +
			"today covers one day (--to or --from, default today). purchases, the old name of goods-receipts, still works.",
		Args:      cobra.ExactArgs(1),
		ValidArgs: []string{"sales", "service", "today", "shifts", "goods-receipts"},
		RunE: func(cmd *cobra.Command, args []string) error {
			a, err := openApp(cmd)
			if err != nil {
				return err
			}
			defer a.Close()
			path, p, err := exportReport(commandContext(cmd), a, args[0], from, to, output)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Laporan %s %s s.d. %s ditulis ke %s.\n", args[0], p.From, p.To, path)
			return nil
		},
	}
	cmd.Flags().StringVar(&from, "from", "", "first day, YYYY-MM-DD (shop-local)")
	cmd.Flags().StringVar(&to, "to", "", "last day, YYYY-MM-DD, included")
	cmd.Flags().StringVarP(&output, "output", "o", "", "the .xlsx file to write (default laporan-KIND-FROM_TO.xlsx)")
	return cmd
}

// exportReport writes the report through the same use case as the back-office download.
func exportReport(ctx context.Context, a *app.App, kind, from, to, output string) (string, core.Period, error) {
	write := map[string]func(context.Context, core.Period, io.Writer) error{
		"sales": a.Reports.ExportSales, "service": a.Reports.ExportService, "today": a.Reports.ExportDaily,
		"shifts": a.Shifts.Export, "goods-receipts": a.Catalog.ExportGoodsReceipts,
		// The old name, for the scripts that still say it.
		"purchases": a.Catalog.ExportGoodsReceipts,
	}[kind]
	if write == nil {
		return "", core.Period{}, fmt.Errorf("laporan %q tidak dikenal: pilih sales, service, today, shifts atau goods-receipts", kind)
	}
	var p core.Period
	var err error
	if kind == "today" {
		p, err = a.Reports.Day(ctx, cmp.Or(to, from))
	} else {
		p, err = a.Reports.Period(ctx, from, to)
	}
	if err != nil {
		if de, ok := core.AsError(err); ok {
			return "", p, errors.New(de.Message)
		}
		return "", p, err
	}
	if output == "" {
		output = fmt.Sprintf("laporan-%s-%s_%s.xlsx", kind, p.From, p.To)
	}
	tmp, err := os.CreateTemp(filepath.Dir(output), ".konter-export-*.partial")
	if err != nil {
		return "", p, err
	}
	defer os.Remove(tmp.Name())
	err = write(ctx, p, tmp)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), output)
	}
	return output, p, err
}
