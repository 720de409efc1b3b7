// Package qris reads the shop's static QRIS (the EMVCo merchant-presented QR printed by its bank)
// and makes from it the dynamic QRIS for one payment: no payment gateway, the customer's app pays
// the shop's own merchant account and the cashier confirms it.
package qris

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/konterhp/konter/core"
)

// Field is one data object of the payload: a two-digit tag and its value. The templates (the
// merchant accounts 26–51 and the additional data 62) also hold their sub-fields in Sub.
type Field struct {
	Tag   string
	Value string
	Sub   []Field
}

// Tags the shop's rules look at.
const (
	tagFormat     = "00"
	tagInitiation = "01"
	tagCurrency   = "53"
	tagAmount     = "54"
	tagCountry    = "58"
	tagName       = "59"
	tagNational   = "51"
	tagCRC        = "63"

	dynamicInitiation = "12"
	qrisDomain        = "ID.CO.QRIS.WWW"
)

// What the shop reads when its QRIS cannot be used; the %-forms say where the text broke.
const (
	MsgEmpty             = "Kode QRIS kosong."
	MsgUnreadableChar    = "Kode QRIS rusak: ada karakter yang tidak terbaca."
	msgBadHeader         = "Kode QRIS rusak: tag dan panjang di karakter ke-%d harus 4 angka."
	msgCutOff            = "Kode QRIS rusak: isi tag %s terpotong."
	msgEmptyValue        = "Kode QRIS rusak: tag %s kosong."
	msgRepeated          = "Kode QRIS rusak: tag %s muncul dua kali."
	MsgNoFormat          = "Kode QRIS rusak: harus diawali penanda format 000201."
	MsgNoCRC             = "Kode QRIS rusak: checksum (tag 63) harus ada di akhir."
	MsgCRCMismatch       = "Kode QRIS rusak: checksum tidak cocok."
	MsgNotIndonesia      = "Kode QRIS ini bukan dari Indonesia: kode negara (tag 58) harus ID."
	MsgNotRupiah         = "Kode QRIS ini bukan dalam Rupiah: mata uang (tag 53) harus 360."
	MsgNoQRISAccount     = "Kode ini bukan QRIS: tidak ada akun merchant QRIS (ID.CO.QRIS.WWW)."
	MsgNoMerchantName    = "Kode QRIS tidak mencantumkan nama merchant (tag 59)."
	MsgAmountNotPositive = "Jumlah pembayaran QRIS harus lebih dari Rp 0."
)

// MaxAmount is the most one QRIS payment may ask: the shop's price bound, which also fits the
// 13 characters EMVCo allows the amount (tag 54).
const MaxAmount = core.MaxPrice

// MsgAmountTooHigh names MaxAmount.
var MsgAmountTooHigh = "Jumlah pembayaran QRIS paling banyak " + core.Rupiah(MaxAmount) + "."

// Parse reads a merchant-presented QR payload into its fields, in the order they are written.
// Lengths count characters, as EMVCo does.
func Parse(payload string) ([]Field, error) {
	if payload == "" {
		return nil, core.Validation(MsgEmpty)
	}
	if !utf8.ValidString(payload) {
		return nil, core.Validation(MsgUnreadableChar)
	}
	return parse([]rune(payload), 0, "")
}

func parse(s []rune, offset int, parent string) ([]Field, error) {
	var fields []Field
	for i := 0; i < len(s); {
		if i+4 > len(s) || !digits(s[i:i+4]) {
			return nil, core.Validation(fmt.Sprintf(msgBadHeader, offset+i+1))
		}
		tag := string(s[i : i+2])
		path := parent + tag // what the messages call it: 59, or 26.01 inside a template
		n, _ := strconv.Atoi(string(s[i+2 : i+4]))
		i += 4
		switch {
		case n == 0:
			return nil, core.Validation(fmt.Sprintf(msgEmptyValue, path))
		case i+n > len(s):
			return nil, core.Validation(fmt.Sprintf(msgCutOff, path))
		case value(fields, tag) != "":
			return nil, core.Validation(fmt.Sprintf(msgRepeated, path))
		}
		f := Field{Tag: tag, Value: string(s[i : i+n])}
		if parent == "" && isTemplate(tag) {
			sub, err := parse(s[i:i+n], offset+i, path+".")
			if err != nil {
				return nil, err
			}
			f.Sub = sub
		}
		fields = append(fields, f)
		i += n
	}
	return fields, nil
}

func digits(rs []rune) bool {
	for _, r := range rs {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// isTemplate: the merchant account information templates 26–51 and the additional data 62.
func isTemplate(tag string) bool {
	return (tag >= "26" && tag <= "51") || tag == "62"
}

// CheckStatic checks the text of the shop's static QRIS and returns its fields.
func CheckStatic(payload string) ([]Field, error) {
	fields, err := Parse(payload)
	if err != nil {
		return nil, err
	}
	if fields[0].Tag != tagFormat || fields[0].Value != "01" {
		return nil, core.Validation(MsgNoFormat)
	}
	last := fields[len(fields)-1]
	if _, err := strconv.ParseUint(last.Value, 16, 16); last.Tag != tagCRC || len(last.Value) != 4 || err != nil {
		return nil, core.Validation(MsgNoCRC)
	}
	if !strings.EqualFold(checksum(payload[:len(payload)-4]), last.Value) {
		return nil, core.Validation(MsgCRCMismatch)
	}
	switch {
	case value(fields, tagCountry) != "ID":
		return nil, core.Validation(MsgNotIndonesia)
	case value(fields, tagCurrency) != "360":
		return nil, core.Validation(MsgNotRupiah)
	case !hasQRISAccount(fields):
		return nil, core.Validation(MsgNoQRISAccount)
	case strings.TrimSpace(value(fields, tagName)) == "":
		return nil, core.Validation(MsgNoMerchantName)
	}
	return fields, nil
}

func value(fields []Field, tag string) string {
	if i := slices.IndexFunc(fields, func(f Field) bool { return f.Tag == tag }); i >= 0 {
		return fields[i].Value
	}
	return ""
}

// hasQRISAccount: the national QRIS template 51, or a merchant account whose globally unique
// identifier (sub-field 00) is QRIS's domain.
func hasQRISAccount(fields []Field) bool {
	return slices.ContainsFunc(fields, func(f Field) bool {
		return f.Tag == tagNational || (isTemplate(f.Tag) && f.Tag != "62" && strings.EqualFold(value(f.Sub, "00"), qrisDomain))
	})
}

// Dynamic is the QRIS the customer scans to pay the shop exactly amount rupiah: the static
// QRIS with point of initiation 12 and the amount in tag 54, its fields in ascending tag order
// and the checksum recomputed.
func Dynamic(static string, amount int64) (string, error) {
	switch {
	case amount <= 0:
		return "", core.Validation(MsgAmountNotPositive)
	case amount > MaxAmount:
		return "", core.Validation(MsgAmountTooHigh)
	}
	fields, err := CheckStatic(static)
	if err != nil {
		return "", err
	}
	fields = set(fields[:len(fields)-1], tagInitiation, dynamicInitiation)
	fields = set(fields, tagAmount, strconv.FormatInt(amount, 10))
	slices.SortStableFunc(fields, func(a, b Field) int { return strings.Compare(a.Tag, b.Tag) })
	var b strings.Builder
	for _, f := range fields {
		writeField(&b, f.Tag, f.Value)
	}
	b.WriteString(tagCRC + "04")
	return b.String() + checksum(b.String()), nil
}

func set(fields []Field, tag, v string) []Field {
	if i := slices.IndexFunc(fields, func(f Field) bool { return f.Tag == tag }); i >= 0 {
		fields[i] = Field{Tag: tag, Value: v}
		return fields
	}
	return append(fields, Field{Tag: tag, Value: v})
}

func writeField(b *strings.Builder, tag, v string) {
	fmt.Fprintf(b, "%s%02d%s", tag, utf8.RuneCountInString(v), v)
}

// checksum is CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of s, which ends with
// "6304", in four upper-case hex digits.
func checksum(s string) string {
	crc := uint16(0xFFFF)
	for i := 0; i < len(s); i++ {
		crc ^= uint16(s[i]) << 8
		for range 8 {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return fmt.Sprintf("%04X", crc)
}
