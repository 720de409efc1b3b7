package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
)

func newUserCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "user", Short: "Manage accounts from the command line"}
	var email, name, role string
	create := &cobra.Command{
		Use:   "create",
		Short: "Create a verified account (the first Admin comes from here); the password is read from stdin",
		RunE: func(cmd *cobra.Command, _ []string) error {
			r := core.Role(role)
			if core.ParseRole(role) != r {
				return fmt.Errorf("--role must be Admin, Kasir, Teknisi or Member")
			}
			password, err := readPassword(cmd)
			if err != nil {
				return err
			}
			a, err := openMigratedApp(cmd)
			if err != nil {
				return err
			}
			defer a.Close()
			ctx := commandContext(cmd)
			u, err := a.Accounts.CreateVerifiedUser(ctx, accounts.StaffInput{Email: email, Password: password, FullName: name, Role: r})
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Akun %s (%s) dibuat.\n", u.Email, u.Role)
			return nil
		},
	}
	create.Flags().StringVar(&email, "email", "", "e-mail address (required)")
	create.Flags().StringVar(&name, "name", "", "full name (required)")
	create.Flags().StringVar(&role, "role", "Kasir", "Admin, Kasir, Teknisi or Member")
	_ = create.MarkFlagRequired("email")
	_ = create.MarkFlagRequired("name")

	var pwEmail string
	setPassword := &cobra.Command{
		Use:   "set-password",
		Short: "Set an account's password (read from stdin) and end its sessions",
		RunE: func(cmd *cobra.Command, _ []string) error {
			password, err := readPassword(cmd)
			if err != nil {
				return err
			}
			a, err := openApp(cmd)
			if err != nil {
				return err
			}
			defer a.Close()
			if err := a.Accounts.SetPassword(commandContext(cmd), pwEmail, password); err != nil {
				return err
			}
			fmt.Fprintln(cmd.OutOrStdout(), "Password diubah.")
			return nil
		},
	}
	setPassword.Flags().StringVar(&pwEmail, "email", "", "e-mail address (required)")
	_ = setPassword.MarkFlagRequired("email")
	cmd.AddCommand(create, setPassword)
	return cmd
}

// readPassword reads one line from stdin, without echo when stdin is a terminal.
func readPassword(cmd *cobra.Command) (string, error) {
	in := cmd.InOrStdin()
	if f, ok := in.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		fmt.Fprint(cmd.ErrOrStderr(), "Password: ")
		b, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(cmd.ErrOrStderr())
		return string(b), err
	}
	line, err := bufio.NewReader(in).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return "", err
	}
	line = strings.TrimRight(line, "\r\n")
	if line == "" {
		return "", errors.New("no password on stdin")
	}
	return line, nil
}
