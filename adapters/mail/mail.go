// Package mail sends Konter's e-mail: to the log by default, or through SMTP.
package mail

import (
	"context"
	"fmt"
	"log/slog"
	"mime"
	"net"
	"net/smtp"
	"strings"
	"time"

	"github.com/konterhp/konter/ports"
)

// Log prints each message (and so each verification link) to the server log.
type Log struct{ Logger *slog.Logger }

func (l Log) Send(ctx context.Context, m ports.Mail) error {
	l.Logger.InfoContext(ctx, "mail (log mailer)", "to", m.To, "subject", m.Subject, "text", m.Text)
	return nil
}

// SMTPConfig names the SMTP server.
type SMTPConfig struct {
	Host     string
	Port     int
	Username string
	Password string
	From     string
}

// SMTP sends through an SMTP server with STARTTLS when the server offers it.
type SMTP struct{ Config SMTPConfig }

func (s SMTP) Send(ctx context.Context, m ports.Mail) error {
	c := s.Config
	addr := net.JoinHostPort(c.Host, fmt.Sprint(c.Port))
	var auth smtp.Auth
	if c.Username != "" {
		auth = smtp.PlainAuth("", c.Username, c.Password, c.Host)
	}
	msg := strings.Join([]string{
		"From: " + c.From,
		"To: " + m.To,
		"Subject: " + mime.QEncoding.Encode("utf-8", m.Subject),
		"Date: " + time.Now().Format(time.RFC1123Z),
		"MIME-Version: 1.0",
		"Content-Type: text/plain; charset=utf-8",
		"Content-Transfer-Encoding: 8bit",
		"",
		m.Text,
	}, "\r\n")
	done := make(chan error, 1)
	go func() { done <- smtp.SendMail(addr, auth, c.From, []string{m.To}, []byte(msg)) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}
