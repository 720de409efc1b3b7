package core

import (
	"net"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"
)

// The printers' texts.
const (
	MsgPrinterNameRequired = "Nama printer wajib diisi."
	MsgPrinterNameTooLong  = "Nama printer paling panjang 100 karakter."
	MsgPrinterHostRequired = "Alamat printer wajib diisi."
	MsgPrinterHostInvalid  = "Alamat printer harus alamat IP atau nama host di jaringan toko, tanpa port (mis. 192.168.1.50)."
	MsgPrinterPortInvalid  = "Port printer harus antara 1 dan 65535."
	MsgPrinterPaperInvalid = "Kertas printer harus 58mm atau 80mm."
)

// DefaultPrinterPort is where network receipt printers take raw print jobs.
const DefaultPrinterPort = 9100

// PrinterPapers are the thermal paper widths a printer takes.
var PrinterPapers = []string{"58mm", "80mm"}

// Printer is a receipt printer on the shop's network that the server sends print jobs to (raw
// TCP): where it is, its paper, whether a cash drawer hangs off it, and whether it lacks the QR
// command (QR codes then print as an image).
type Printer struct {
	ID        int64     `json:"id" bun:"id,pk,autoincrement"`
	Name      string    `json:"name" bun:"name,notnull"`
	Host      string    `json:"host" bun:"host,notnull"`
	Port      int       `json:"port" bun:"port,notnull"`
	Paper     string    `json:"paper" bun:"paper,notnull" enum:"58mm,80mm"`
	Drawer    bool      `json:"drawer" bun:"drawer,notnull"`
	QRImage   bool      `json:"qr_image" bun:"qr_image,notnull" doc:"Printer tanpa perintah QR: kode QR dicetak sebagai gambar."`
	CreatedAt time.Time `json:"created_at" bun:"created_at,notnull"`
	UpdatedAt time.Time `json:"updated_at" bun:"updated_at,notnull"`
}

// hostName is a DNS name: letters, digits and hyphens in dot-separated labels.
var hostName = regexp.MustCompile(`^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$`)

// Normalise trims the form and checks it: a name, a host (an IP address or a host name, no port,
// no scheme), a port (9100 when left out) and a paper width.
func (p *Printer) Normalise() error {
	p.Name, p.Host = strings.TrimSpace(p.Name), strings.TrimSpace(p.Host)
	if p.Port == 0 {
		p.Port = DefaultPrinterPort
	}
	switch {
	case p.Name == "":
		return InvalidField("name", MsgPrinterNameRequired)
	case utf8.RuneCountInString(p.Name) > 100:
		return InvalidField("name", MsgPrinterNameTooLong)
	case p.Host == "":
		return InvalidField("host", MsgPrinterHostRequired)
	case net.ParseIP(p.Host) == nil && (len(p.Host) > 253 || !hostName.MatchString(p.Host)):
		return InvalidField("host", MsgPrinterHostInvalid)
	case p.Port < 1 || p.Port > 65535:
		return InvalidField("port", MsgPrinterPortInvalid)
	case p.Paper != PrinterPapers[0] && p.Paper != PrinterPapers[1]:
		return InvalidField("paper", MsgPrinterPaperInvalid)
	}
	return nil
}
