package main

import (
	"fmt"
	"github.com/konterhp/konter/app"

	"github.com/spf13/cobra"

	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/core/ops"
)

func newFilesCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "files", Short: "The uploaded files (product photos, avatars)"}
	var to string
	migrate := &cobra.Command{
		Use:   "migrate --to s3://BUCKET/PREFIX?endpoint=…",
		Short: "Copy every upload from the current store (DATA_DIR/files, or --files-url) into another, checking each file's size and SHA-256",
		Long: "Copies, never moves: the uploads stay where they are until you switch --files-url to the new store.\n" +
			"The pages keep their addresses (/files/…), so nothing in the database changes. Running it again copies\n" +
			"again, so uploads made in between are not missed; switch once it reports no error.",
		Args: cobra.NoArgs,
		RunE: onShop(openApp, func(cmd *cobra.Command, a *app.App) error {
			ctx := commandContext(cmd)
			dst, err := files.Open(ctx, to, a.Config.DataDir)
			if err != nil {
				return err
			}
			if dst.Describe() == a.Files.Describe() {
				return fmt.Errorf("file unggahan sudah di %s", dst.Describe())
			}
			done, err := files.Copy(ctx, a.Files, dst)
			if err != nil {
				return fmt.Errorf("pemindahan file berhenti setelah %d file: %w", done.Files, err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%d file unggahan (%s) disalin dari %s ke %s, ukuran dan SHA-256 tiap file cocok.\n"+
				"Pakai --files-url %s (KONTER_FILES_URL) untuk memakainya.\n", done.Files, ops.Size(done.Bytes), a.Files.Describe(), dst.Describe(), to)
			return nil
		}),
	}
	migrate.Flags().StringVar(&to, "to", "", "the store to copy into: s3://BUCKET/PREFIX?endpoint=https://HOST&region=R")
	_ = migrate.MarkFlagRequired("to")
	cmd.AddCommand(migrate)
	return cmd
}
