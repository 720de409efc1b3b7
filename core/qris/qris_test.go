package qris

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/konterhp/konter/core"
)

// Static QRIS stickers published by Indonesian shops: their checksums are the banks', not ours.
const (
	rafael  = "00020101021126570011ID.DANA.WWW011893600915393854002502099385400250303UMI51440014ID.CO.QRIS.WWW0215ID10254164052370303UMI5204549953033605802ID5919Rafael Toko Digital6010Kota Jambi6105361256304EE06"
	abyn    = "00020101021126610014COM.GO-JEK.WWW01189360091434842069580210G4842069580303UMI51440014ID.CO.QRIS.WWW0215ID10265535641090303UMI5204899953033605802ID5925ABYN.XYZ, Digital & Kreat6006BANTUL61055575262070703A0163045B58"
	boonTrk = "00020101021126570011ID.DANA.WWW011893600915303379682702090337968270303UMI51440014ID.CO.QRIS.WWW0215ID10265640751030303UMI5204737253033605802ID5909BoonTrack6012Kab. Bandung61054028663048DC1"
)

var samples = []string{rafael, abyn, boonTrk}

// resealed is payload changed by replacing old with new, with a checksum that fits again: the
// change is what the test is about, not the checksum.
func resealed(payload, old, new string) string {
	changed := strings.Replace(payload[:len(payload)-4], old, new, 1)
	return changed + checksum(changed)
}

func TestChecksumIsCRC16CCITTFalse(t *testing.T) {
	if got := checksum("123456789"); got != "29B1" {
		t.Fatalf("CRC-16/CCITT-FALSE of the check string is %s, want 29B1", got)
	}
}

func TestPublishedStaticQRISAreAccepted(t *testing.T) {
	for _, c := range []struct {
		payload, merchant string
	}{
		{rafael, "Rafael Toko Digital"},
		{abyn, "ABYN.XYZ, Digital & Kreat"},
		{boonTrk, "BoonTrack"},
		{resealed(rafael, "51440014ID.CO.QRIS.WWW", "27440014ID.CO.QRIS.WWW"), "Rafael Toko Digital"}, // QRIS account outside template 51
	} {
		fields, err := CheckStatic(c.payload)
		if err != nil {
			t.Errorf("%s: refused: %v", c.merchant, err)
			continue
		}
		if got := value(fields, tagName); got != c.merchant {
			t.Errorf("merchant name %q, want %q", got, c.merchant)
		}
	}
}

func TestTemplatesAreReadIntoSubFields(t *testing.T) {
	fields, err := Parse(abyn)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]Field{
		"26": {{Tag: "00", Value: "COM.GO-JEK.WWW"}, {Tag: "01", Value: "936009143484206958"}, {Tag: "02", Value: "G484206958"}, {Tag: "03", Value: "UMI"}},
		"51": {{Tag: "00", Value: "ID.CO.QRIS.WWW"}, {Tag: "02", Value: "ID1026553564109"}, {Tag: "03", Value: "UMI"}},
		"62": {{Tag: "07", Value: "A01"}},
	}
	var tags []string
	for _, f := range fields {
		tags = append(tags, f.Tag)
		if !reflect.DeepEqual(f.Sub, want[f.Tag]) {
			t.Errorf("tag %s: sub-fields %v, want %v", f.Tag, f.Sub, want[f.Tag])
		}
	}
	if got := strings.Join(tags, " "); got != "00 01 26 51 52 53 58 59 60 61 62 63" {
		t.Errorf("tags %s", got)
	}
}

func TestBrokenOrForeignQRISIsRefused(t *testing.T) {
	withoutCRC := rafael[:len(rafael)-8]
	for _, c := range []struct {
		name, payload, want string
	}{
		{"nothing pasted", "", MsgEmpty},
		{"one character changed", strings.Replace(rafael, "Rafael", "Rafaek", 1), MsgCRCMismatch},
		{"checksum changed", withoutCRC + "6304EE07", MsgCRCMismatch},
		{"foreign merchant", resealed(rafael, "5802ID", "5802MY"), MsgNotIndonesia},
		{"no country", resealed(rafael, "5802ID", ""), MsgNotIndonesia},
		{"foreign currency", resealed(rafael, "5303360", "5303458"), MsgNotRupiah},
		{"an e-wallet account but no QRIS", resealed(rafael, "51440014ID.CO.QRIS.WWW0215ID10254164052370303UMI", ""), MsgNoQRISAccount},
		{"QRIS's domain outside a merchant account", resealed(rafael, "51440014ID.CO.QRIS.WWW", "64440014ID.CO.QRIS.WWW"), MsgNoQRISAccount},
		{"no merchant name", resealed(rafael, "5919Rafael Toko Digital", ""), MsgNoMerchantName},
		{"blank merchant name", resealed(rafael, "5919Rafael Toko Digital", "5903   "), MsgNoMerchantName},
		{"no format indicator", resealed(rafael, "000201", ""), MsgNoFormat},
		{"another format", resealed(rafael, "000201", "000202"), MsgNoFormat},
		{"no checksum", withoutCRC, MsgNoCRC},
		{"checksum not hex", withoutCRC + "6304EEXX", MsgNoCRC},
		{"checksum not last", withoutCRC + "6304EE060703A01", MsgNoCRC},
		{"cut off in the checksum", rafael[:len(rafael)-2], "Kode QRIS rusak: isi tag 63 terpotong."},
		{"a length longer than the rest", strings.Replace(rafael, "5919Rafael", "5999Rafael", 1), "Kode QRIS rusak: isi tag 59 terpotong."},
		{"a sub-field longer than its template", strings.Replace(rafael, "0011ID.DANA.WWW", "0099ID.DANA.WWW", 1), "Kode QRIS rusak: isi tag 26.00 terpotong."},
		{"a length that is not a number", strings.Replace(rafael, "5919Rafael", "59x9Rafael", 1), "Kode QRIS rusak: tag dan panjang di karakter ke-143 harus 4 angka."},
		{"a tag cut in half", "00020101", "Kode QRIS rusak: tag dan panjang di karakter ke-7 harus 4 angka."},
		{"an empty field", "0002010100", "Kode QRIS rusak: tag 01 kosong."},
		{"a tag twice", "000201010211010212", "Kode QRIS rusak: tag 01 muncul dua kali."},
		{"not UTF-8", "000201\xff", MsgUnreadableChar},
	} {
		_, err := CheckStatic(c.payload)
		de, ok := core.AsError(err)
		if !ok || de.Kind != core.KindValidation || de.Message != c.want {
			t.Errorf("%s: got %v, want the validation error %q", c.name, err, c.want)
		}
	}
}

func TestDynamicQRISAsksTheExactAmount(t *testing.T) {
	got, err := Dynamic(rafael, 15_000)
	if err != nil {
		t.Fatal(err)
	}
	// Point of initiation 12 for one payment, the amount between currency (53) and country (58).
	want := "000201010212" +
		"26570011ID.DANA.WWW011893600915393854002502099385400250303UMI51440014ID.CO.QRIS.WWW0215ID10254164052370303UMI5204549953033605405150005802ID5919Rafael Toko Digital6010Kota Jambi610536125" +
		"6304"
	if got[:len(got)-4] != want {
		t.Errorf("dynamic QRIS\n%s\nwant\n%s", got[:len(got)-4], want)
	}

	for _, static := range append(samples, resealed(rafael, "010211", "010212540210")) {
		for _, amount := range []int64{1, 15_000, 2_750_000, MaxAmount} {
			payload, err := Dynamic(static, amount)
			if err != nil {
				t.Errorf("Rp %d: %v", amount, err)
				continue
			}
			fields, err := CheckStatic(payload) // the checksum is recomputed
			if err != nil {
				t.Errorf("Rp %d: the dynamic QRIS is refused: %v", amount, err)
				continue
			}
			if value(fields, tagInitiation) != "12" || value(fields, tagAmount) != fmt.Sprint(amount) {
				t.Errorf("Rp %d: point of initiation %s, amount %s", amount, value(fields, tagInitiation), value(fields, tagAmount))
			}
			tags := make([]string, len(fields))
			for i, f := range fields {
				tags[i] = f.Tag
			}
			if !slices.IsSorted(tags) || tags[len(tags)-1] != tagCRC {
				t.Errorf("Rp %d: tags out of order: %v", amount, tags)
			}
			staticFields, _ := Parse(static)
			for _, f := range staticFields {
				if f.Tag != tagInitiation && f.Tag != tagAmount && f.Tag != tagCRC && value(fields, f.Tag) != f.Value {
					t.Errorf("Rp %d: tag %s is %q, the static QRIS says %q", amount, f.Tag, value(fields, f.Tag), f.Value)
				}
			}
		}
	}
}

func TestDynamicQRISAmountStaysInTheShopsBounds(t *testing.T) {
	for _, c := range []struct {
		amount int64
		want   string
	}{
		{0, MsgAmountNotPositive},
		{-15_000, MsgAmountNotPositive},
		{MaxAmount + 1, "Jumlah pembayaran QRIS paling banyak Rp 1.000.000.000.000."},
	} {
		_, err := Dynamic(rafael, c.amount)
		if de, ok := core.AsError(err); !ok || de.Kind != core.KindValidation || de.Message != c.want {
			t.Errorf("Rp %d: got %v, want %q", c.amount, err, c.want)
		}
	}
	if _, err := Dynamic(strings.Replace(rafael, "Rafael", "Rafaek", 1), 15_000); !core.IsKind(err, core.KindValidation) {
		t.Errorf("a broken static QRIS made a dynamic one: %v", err)
	}
}
