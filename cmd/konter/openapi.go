package main

import (
	"os"

	"github.com/spf13/cobra"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app"
)

func newOpenAPICommand() *cobra.Command {
	var output string
	cmd := &cobra.Command{
		Use:   "openapi",
		Short: "Print the OpenAPI document the server serves at /api/openapi.json",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			doc := httpapi.OpenAPIDocument(app.Version)
			if output != "" {
				return os.WriteFile(output, doc, 0o644)
			}
			_, err := cmd.OutOrStdout().Write(doc)
			return err
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "", "file to write (default: standard output)")
	return cmd
}
