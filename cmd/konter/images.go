package main

import (
	"fmt"
	"github.com/konterhp/konter/app"

	"github.com/spf13/cobra"

	"github.com/konterhp/konter/adapters/images"
)

func newImagesCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "images", Short: "The smaller copies of uploaded photos the storefront shows"}
	cmd.AddCommand(&cobra.Command{
		Use:   "derive",
		Short: "Make the smaller copies (240, 480, 720 and 1080 px wide) of every stored photo that has none yet",
		Long: "A photo uploaded now gets its copies at once; one uploaded before (or copied in from elsewhere)\n" +
			"gets them on its first request, which then waits for them. This makes them all beforehand, in the\n" +
			"current store (DATA_DIR/files, or --files-url). Running it again makes nothing.",
		Args: cobra.NoArgs,
		RunE: onShop(openApp, func(cmd *cobra.Command, a *app.App) error {
			done, err := a.Images.Derive(commandContext(cmd))
			if err != nil {
				return fmt.Errorf("pembuatan salinan foto berhenti setelah %d foto: %w", done.Made, err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%d foto dibuatkan salinan %v px di %s; %d sudah punya; %d file bukan foto atau sudah kecil.\n",
				done.Made, images.Widths, a.Files.Describe(), done.Had, done.Skipped)
			return nil
		}),
	})
	return cmd
}
