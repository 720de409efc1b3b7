package main

import (
	"fmt"
	"github.com/konterhp/konter/app"
	"net/url"

	"github.com/spf13/cobra"
)

func newMigrateCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "migrate",
		Short: "Bring the database schema up to date",
		RunE: onShop(openApp, func(cmd *cobra.Command, a *app.App) error {
			applied, err := a.Migrate(commandContext(cmd))
			if err != nil {
				return err
			}
			if len(applied) == 0 {
				fmt.Fprintln(cmd.OutOrStdout(), "Skema database sudah terbaru.")
				return nil
			}
			for _, v := range applied {
				fmt.Fprintln(cmd.OutOrStdout(), "applied", v)
			}
			return nil
		}),
	}
}

// redact hides a password in a database URL before it is logged.
func redact(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil || u.User == nil {
		return dsn
	}
	if _, has := u.User.Password(); has {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}
