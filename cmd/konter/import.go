package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/konterhp/konter/app"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

func newImportCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "import", Short: "Load data from a spreadsheet"}
	var dryRun bool
	products := &cobra.Command{
		Use:   "products FILE.xlsx|FILE.csv",
		Short: "Add or update products by barcode from an .xlsx or .csv file (see README: header row)",
		Long: "Checks every row first and prints each problem (row, column, reason). A file with any problem\n" +
			"changes nothing. Otherwise every row is upserted by barcode in one transaction: the stock column\n" +
			"is the stock to end with, and the difference goes through the stock ledger (reason import).\n" +
			"Columns: " + strings.Join(catalog.ImportColumns, ",") + " (barcode, name, category required).",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			a, err := openMigratedApp(cmd)
			if err != nil {
				return err
			}
			defer a.Close()
			ctx := commandContext(cmd)
			return importProducts(ctx, a, args[0], dryRun, cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	products.Flags().BoolVar(&dryRun, "dry-run", false, "check the file and say what would change, changing nothing")
	cmd.AddCommand(products)
	return cmd
}

// importProducts runs an import and prints its report; the error says it failed.
func importProducts(ctx context.Context, a *app.App, file string, dryRun bool, out, errOut io.Writer) error {
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	by, err := a.Outlets.AtFirst(ctx, core.Principal{})
	if err != nil {
		return err
	}
	bar := newProgressBar(errOut)
	rep, err := a.Ops.Importer.Import(ctx, f, filepath.Ext(file), catalog.ImportOptions{
		By: by, DryRun: dryRun, Reference: "Impor " + filepath.Base(file), Progress: bar.update,
	})
	bar.done()
	if len(rep.Problems) > 0 {
		fmt.Fprintf(out, "%d masalah di %s:\n\n", len(rep.Problems), filepath.Base(file))
		tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "Baris\tKolom\tAlasan")
		for _, p := range rep.Problems {
			col := p.Column
			if col == "" {
				col = "-"
			}
			fmt.Fprintf(tw, "%d\t%s\t%s\n", p.Line, col, p.Reason)
		}
		tw.Flush()
		fmt.Fprintln(out)
	}
	if err != nil {
		if de, ok := core.AsError(err); ok {
			return errors.New(de.Message)
		}
		return err
	}
	verb := "ditambahkan"
	if dryRun {
		fmt.Fprintf(out, "Uji coba (--dry-run): %d baris diperiksa, semuanya bisa diimpor; tidak ada yang diubah.\n", rep.Rows)
		verb = "akan ditambahkan"
	} else {
		fmt.Fprintf(out, "Impor selesai: %d baris.\n", rep.Rows)
	}
	fmt.Fprintf(out, "  %d produk %s, %d diperbarui, %d dilewati (sudah sama).\n", rep.Created, verb, rep.Updated, rep.Skipped)
	if len(rep.NewSuppliers) > 0 {
		fmt.Fprintf(out, "  Supplier baru %s: %s.\n", verb, strings.Join(rep.NewSuppliers, ", "))
	}
	return nil
}

// progressBar draws the import's progress on a terminal, and nothing elsewhere.
type progressBar struct {
	mu    sync.Mutex
	w     io.Writer
	on    bool
	last  time.Time
	drawn bool
}

func newProgressBar(w io.Writer) *progressBar {
	f, ok := w.(*os.File)
	return &progressBar{w: w, on: ok && term.IsTerminal(int(f.Fd()))}
}

func (b *progressBar) update(stage catalog.ImportStage, done, total int) {
	if !b.on {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if time.Since(b.last) < 100*time.Millisecond && done != total {
		return
	}
	b.last = time.Now()
	b.drawn = true
	if total == 0 {
		fmt.Fprintf(b.w, "\r%-10s %d baris…          ", stage, done)
		return
	}
	const width = 30
	filled := width * done / total
	fmt.Fprintf(b.w, "\r%-10s [%s%s] %d/%d ", stage, strings.Repeat("#", filled), strings.Repeat(".", width-filled), done, total)
}

func (b *progressBar) done() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.drawn {
		fmt.Fprint(b.w, "\r\033[K")
	}
}
