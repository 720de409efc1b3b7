package catalog

import (
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// ImportColumns are the columns of a product import file, in the order of the sample file.
// barcode, name and category are required; the others may be left out.
var ImportColumns = []string{"barcode", "name", "category", "description", "stock", "buy_price", "retail_price",
	"reseller_price", "supplier", "entry_date", "low_stock_threshold"}

var requiredImportColumns = []string{"barcode", "name", "category"}

// importAliases lets a header be written in Indonesian, as the shop's own sheet may be.
var importAliases = map[string]string{
	"kode_barang": "barcode", "nama": "name", "nama_barang": "name", "kategori": "category",
	"deskripsi": "description", "keterangan": "description", "stok": "stock", "harga_beli": "buy_price",
	"harga_ecer": "retail_price", "harga_jual": "retail_price", "harga_reseller": "reseller_price",
	"tanggal_masuk": "entry_date", "batas_stok": "low_stock_threshold", "batas_stok_menipis": "low_stock_threshold",
}

// ImportTextBounds are the most characters of each text cell: the bound of the form's field
// it fills (the product form's, and the supplier form's name). The file's rows and size are
// bounded as every sheet's (core.SheetUpload), by the reader.
var ImportTextBounds = map[string]int{"barcode": 64, "name": 200, "category": 100, "description": 5000, "supplier": 120}

// The import's texts.
const (
	MsgImportRejected      = "Impor dibatalkan: %d masalah di file, tidak ada data yang diubah."
	MsgImportNoRows        = "File tidak berisi baris data."
	msgUnknownColumn       = "Kolom tidak dikenal. Kolom yang bisa dipakai: " // + list
	msgDuplicateColumn     = "Kolom ini muncul dua kali."
	msgMissingColumn       = "Kolom wajib tidak ada di baris judul."
	msgNotWhole            = "Harus angka bulat tanpa desimal, mis. 1500000 atau 1.500.000."
	msgScientificBarcode   = "Barcode tertulis sebagai angka ilmiah (mis. 8,99E+12): format kolom barcode sebagai Teks lalu ketik ulang."
	msgDuplicateBarcode    = "Barcode sama dengan baris %d."
	msgBadImportDate       = "Tanggal harus berformat YYYY-MM-DD (atau DD/MM/YYYY)."
	msgTooManyExtraColumns = "Baris ini punya lebih banyak sel daripada baris judul."
	msgCellTooLong         = "Paling panjang %d karakter."
)

// SupplierBook is what an import needs from the supplier address book.
type SupplierBook interface {
	List(ctx context.Context, f core.ContactFilter) (core.Page[core.Supplier], error)
	Add(ctx context.Context, c core.Contact) (core.Supplier, error)
}

// Importer loads products from a spreadsheet with the product form's rules.
type Importer struct {
	c         *Catalog
	suppliers SupplierBook
	bulk      ports.ProductBulk
	reader    ports.TableReader
}

// ImporterDeps are what an import needs: the catalog's rules, the supplier book, the bulk
// writes and the spreadsheet reader.
type ImporterDeps struct {
	Catalog   *Catalog
	Suppliers SupplierBook
	Bulk      ports.ProductBulk
	Reader    ports.TableReader
}

func NewImporter(d ImporterDeps) *Importer {
	return &Importer{c: d.Catalog, suppliers: d.Suppliers, bulk: d.Bulk, reader: d.Reader}
}

// ImportStage names what a long import is busy with, for a progress bar.
type ImportStage string

const (
	StageRead  ImportStage = "Membaca"
	StageCheck ImportStage = "Memeriksa"
	StageSave  ImportStage = "Menyimpan"
)

// ImportOptions steer an import.
type ImportOptions struct {
	// DryRun checks the file and says what would change, changing nothing.
	DryRun bool
	// By is who imports, at the outlet whose stock the file sets.
	By core.Principal
	// Reference is written on the stock ledger rows (default "Impor produk").
	Reference string
	// Progress, when set, hears how far each stage is (total 0: not known yet).
	Progress func(stage ImportStage, done, total int)
}

// ImportProblem is one reason a row (or the header, row 1) cannot be imported.
type ImportProblem struct {
	Line   int    `json:"line"`
	Column string `json:"column"`
	Reason string `json:"reason"`
}

// ImportReport says what an import did, or would do.
type ImportReport struct {
	DryRun bool `json:"dry_run"`
	// Rows counts the data rows read (blank rows are left out).
	Rows    int `json:"rows"`
	Created int `json:"created"`
	Updated int `json:"updated"`
	// Skipped counts rows that match their product already: nothing to change.
	Skipped int `json:"skipped"`
	// NewSuppliers are the supplier names the file introduces; the import adds them.
	NewSuppliers []string        `json:"new_suppliers"`
	Problems     []ImportProblem `json:"problems"`
}

type importRow struct {
	line  int
	cells map[string]string
	// filled while checking
	input    ProductInput
	stock    *int64
	supplier string // the supplier cell, trimmed
	existing *core.Product
	action   importAction
}

type importAction int

const (
	actionCreate importAction = iota + 1
	actionUpdate
	actionSkip
)

// Import reads a product file (format "xlsx" or "csv"), checks every row with the product
// form's rules and reports each problem by row and column. A file with any problem changes
// nothing. Otherwise, unless it is a dry run, every row is upserted by barcode in one
// transaction: a new barcode adds a product, a known one updates it (an empty cell keeps
// the current value), and the stock column is the stock to end with, the difference going
// through the ledger with reason 'import'. Unknown supplier names are added as suppliers.
func (im *Importer) Import(ctx context.Context, r io.Reader, format string, opts ImportOptions) (ImportReport, error) {
	rep := ImportReport{DryRun: opts.DryRun, NewSuppliers: []string{}, Problems: []ImportProblem{}}
	progress := opts.Progress
	if progress == nil {
		progress = func(ImportStage, int, int) {}
	}
	rows, problems, err := im.read(r, format, progress)
	if err != nil {
		return rep, err
	}
	rep.Rows = len(rows)
	if len(problems) > 0 {
		rep.Problems = problems
		return rep, core.Validation(fmt.Sprintf(MsgImportRejected, len(problems)))
	}
	if len(rows) == 0 {
		return rep, core.Validation(MsgImportNoRows)
	}
	rep.Problems = parseRows(rows)
	if opts.DryRun {
		err := im.plan(ctx, rows, &rep, progress)
		if err == nil && len(rep.Problems) > 0 {
			err = core.Validation(fmt.Sprintf(MsgImportRejected, len(rep.Problems)))
		}
		return rep, err
	}
	err = im.c.tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := im.plan(ctx, rows, &rep, progress); err != nil {
			return err
		}
		if len(rep.Problems) > 0 {
			return core.Validation(fmt.Sprintf(MsgImportRejected, len(rep.Problems)))
		}
		return im.save(ctx, rows, rep.NewSuppliers, opts, progress)
	})
	if err != nil {
		rep.Created, rep.Updated, rep.Skipped = 0, 0, 0
		return rep, err
	}
	im.c.pub.Publish(ctx, core.Change{Resource: core.ResourceProducts, Action: core.ActionUpdated})
	if len(rep.NewSuppliers) > 0 {
		im.c.pub.Publish(ctx, core.Change{Resource: core.ResourceSuppliers, Action: core.ActionCreated})
	}
	return rep, nil
}

// read takes the header and the rows; header problems stop the import before the rows.
func (im *Importer) read(r io.Reader, format string, progress func(ImportStage, int, int)) ([]*importRow, []ImportProblem, error) {
	var (
		columns  []string // canonical name per cell position ("" for none)
		rows     []*importRow
		problems []ImportProblem
		errStop  = errors.New("stop")
	)
	err := im.reader.ReadTable(r, format, func(line int, cells []string) error {
		if columns == nil {
			columns, problems = readHeader(line, cells)
			if len(problems) > 0 {
				return errStop
			}
			return nil
		}
		row := &importRow{line: line, cells: make(map[string]string, len(columns))}
		for i, v := range cells {
			v = strings.TrimSpace(v)
			switch {
			case i < len(columns) && columns[i] != "":
				row.cells[columns[i]] = v
			case i >= len(columns) && v != "":
				problems = append(problems, ImportProblem{Line: line, Column: "", Reason: msgTooManyExtraColumns})
			}
		}
		rows = append(rows, row)
		if len(rows)%500 == 0 {
			progress(StageRead, len(rows), 0)
		}
		return nil
	})
	if errors.Is(err, errStop) {
		err = nil
	}
	if err != nil {
		return nil, nil, err
	}
	if columns == nil {
		return nil, nil, core.Validation(MsgImportNoRows)
	}
	progress(StageRead, len(rows), len(rows))
	return rows, problems, nil
}

// HeaderName turns a header cell into a column name: trimmed, lower case, spaces and dashes
// as underscores, and the Indonesian names mapped ("Harga Beli" → buy_price).
func HeaderName(cell string) string {
	h := strings.ToLower(strings.TrimSpace(strings.TrimPrefix(cell, "\ufeff")))
	h = strings.Join(strings.FieldsFunc(h, func(r rune) bool { return r == ' ' || r == '-' || r == '_' || r == '\t' }), "_")
	if a, ok := importAliases[h]; ok {
		return a
	}
	return h
}

func readHeader(line int, cells []string) ([]string, []ImportProblem) {
	columns := make([]string, len(cells))
	var problems []ImportProblem
	seen := map[string]bool{}
	for i, cell := range cells {
		if strings.TrimSpace(cell) == "" {
			continue
		}
		name := HeaderName(cell)
		switch {
		case !slices.Contains(ImportColumns, name):
			problems = append(problems, ImportProblem{Line: line, Column: strings.TrimSpace(cell), Reason: msgUnknownColumn + strings.Join(ImportColumns, ", ") + "."})
		case seen[name]:
			problems = append(problems, ImportProblem{Line: line, Column: name, Reason: msgDuplicateColumn})
		default:
			seen[name] = true
			columns[i] = name
		}
	}
	for _, req := range requiredImportColumns {
		if !seen[req] {
			problems = append(problems, ImportProblem{Line: line, Column: req, Reason: msgMissingColumn})
		}
	}
	return columns, problems
}

var (
	plainWhole      = regexp.MustCompile(`^\d+$`)
	dottedThousands = regexp.MustCompile(`^\d{1,3}(\.\d{3})+(,0+)?$`)
	commaThousands  = regexp.MustCompile(`^\d{1,3}(,\d{3})+(\.0+)?$`)
	zeroDecimals    = regexp.MustCompile(`^\d+[.,]0+$`)
	scientific      = regexp.MustCompile(`^\d+([.,]\d+)?[eE]\+?\d+$`)
	dayMonthYear    = regexp.MustCompile(`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$`)
	serialDay       = regexp.MustCompile(`^\d{5}(\.\d+)?$`)
)

// ParseWhole reads a whole number as shops write it: 1500000, 1.500.000, 1,500,000,
// Rp 1.500.000 or -3. False for anything else, decimals included.
func ParseWhole(s string) (int64, bool) {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && strings.EqualFold(s[:2], "rp") {
		s = strings.TrimPrefix(strings.TrimSpace(s[2:]), ".")
	}
	s = strings.ReplaceAll(strings.ReplaceAll(s, " ", ""), "\u00a0", "")
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	switch {
	case plainWhole.MatchString(s):
	case dottedThousands.MatchString(s):
		s, _, _ = strings.Cut(strings.ReplaceAll(s, ".", ""), ",")
	case commaThousands.MatchString(s):
		s, _, _ = strings.Cut(strings.ReplaceAll(s, ",", ""), ".")
	case zeroDecimals.MatchString(s):
		s = strings.FieldsFunc(s, func(r rune) bool { return r == '.' || r == ',' })[0]
	case scientific.MatchString(s):
		f, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", "."), 64)
		if err != nil || f != float64(int64(f)) || f > 1e15 {
			return 0, false
		}
		s = strconv.FormatInt(int64(f), 10)
	default:
		return 0, false
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, false
	}
	if neg {
		n = -n
	}
	return n, true
}

// importDate reads YYYY-MM-DD, DD/MM/YYYY or a spreadsheet's day number into YYYY-MM-DD.
func importDate(s string) (string, bool) {
	if _, err := time.Parse(time.DateOnly, s); err == nil {
		return s, true
	}
	if m := dayMonthYear.FindStringSubmatch(s); m != nil {
		d, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		y, _ := strconv.Atoi(m[3])
		t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
		if t.Day() != d || int(t.Month()) != mo {
			return "", false
		}
		return t.Format(time.DateOnly), true
	}
	if serialDay.MatchString(s) {
		f, _ := strconv.ParseFloat(s, 64)
		// Spreadsheets count days from 30 December 1899.
		return time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC).AddDate(0, 0, int(f)).Format(time.DateOnly), true
	}
	return "", false
}

// parseRows reads the numbers and dates of every row, holds its texts to their bounds and
// finds barcodes used twice.
func parseRows(rows []*importRow) []ImportProblem {
	var problems []ImportProblem
	firstLine := map[string]int{}
	for _, row := range rows {
		add := func(column, reason string) {
			problems = append(problems, ImportProblem{Line: row.line, Column: column, Reason: reason})
		}
		for _, col := range ImportColumns {
			if most, ok := ImportTextBounds[col]; ok && utf8.RuneCountInString(row.cells[col]) > most {
				add(col, fmt.Sprintf(msgCellTooLong, most))
			}
		}
		code := row.cells["barcode"]
		if scientific.MatchString(code) {
			add("barcode", msgScientificBarcode)
		} else if code != "" {
			if first, dup := firstLine[code]; dup {
				add("barcode", fmt.Sprintf(msgDuplicateBarcode, first))
			} else {
				firstLine[code] = row.line
			}
		}
		for _, col := range []string{"stock", "buy_price", "retail_price", "reseller_price", "low_stock_threshold"} {
			v := row.cells[col]
			if v == "" {
				continue
			}
			if _, ok := ParseWhole(v); !ok {
				add(col, msgNotWhole)
			}
		}
		if v := row.cells["entry_date"]; v != "" {
			d, ok := importDate(v)
			if !ok {
				add("entry_date", msgBadImportDate)
			}
			row.cells["entry_date"] = d // "" when unreadable: reported once, here
		}
	}
	return problems
}

// plan finds each row's product, builds its form input, checks it with the product form's
// rules, and decides whether the row adds, updates or leaves a product alone.
func (im *Importer) plan(ctx context.Context, rows []*importRow, rep *ImportReport, progress func(ImportStage, int, int)) error {
	suppliers, err := im.supplierIndex(ctx)
	if err != nil {
		return err
	}
	categories, err := im.c.products.Categories(ctx)
	if err != nil {
		return err
	}
	categoryIndex := make(map[string]string, len(categories))
	for _, c := range categories {
		categoryIndex[strings.ToLower(c)] = c
	}
	bad := map[int]bool{}
	for _, p := range rep.Problems {
		bad[p.Line] = true
	}
	codes := make([]string, 0, len(rows))
	for _, row := range rows {
		if code := row.cells["barcode"]; code != "" {
			codes = append(codes, code)
		}
	}
	known, err := im.bulk.FindByBarcodes(ctx, codes)
	if err != nil {
		return err
	}
	newSuppliers := map[string]string{}
	for i, row := range rows {
		if i%500 == 0 {
			progress(StageCheck, i, len(rows))
		}
		var existing *core.Product
		if p, ok := known[row.cells["barcode"]]; ok {
			existing = &p
		}
		row.existing = existing
		in := startingInput(existing)
		row.fill(&in)
		if cat, ok := categoryIndex[strings.ToLower(strings.TrimSpace(in.Category))]; ok {
			in.Category = cat
		}
		if row.supplier != "" {
			key := supplierKey(row.supplier)
			if id, ok := suppliers[key]; ok {
				in.SupplierID = &id
			} else if _, ok := newSuppliers[key]; !ok {
				newSuppliers[key] = row.supplier
				rep.NewSuppliers = append(rep.NewSuppliers, row.supplier)
			}
		}
		if err := in.normalise(); err != nil {
			de, ok := core.AsError(err)
			if !ok {
				return err
			}
			for _, f := range de.Fields {
				rep.Problems = append(rep.Problems, ImportProblem{Line: row.line, Column: f.Field, Reason: f.Message})
			}
			if len(de.Fields) == 0 {
				rep.Problems = append(rep.Problems, ImportProblem{Line: row.line, Reason: de.Message})
			}
			continue
		}
		if bad[row.line] {
			continue
		}
		row.input = in
		switch {
		case existing == nil:
			row.action = actionCreate
			rep.Created++
		case row.supplier == "" || in.SupplierID != nil:
			after := *existing
			in.apply(&after)
			if sameProduct(*existing, after) && (row.stock == nil || *row.stock == existing.Stock) {
				row.action = actionSkip
				rep.Skipped++
				continue
			}
			fallthrough
		default:
			row.action = actionUpdate
			rep.Updated++
		}
	}
	progress(StageCheck, len(rows), len(rows))
	slices.SortStableFunc(rep.Problems, func(a, b ImportProblem) int {
		if a.Line != b.Line {
			return a.Line - b.Line
		}
		return slices.Index(ImportColumns, a.Column) - slices.Index(ImportColumns, b.Column)
	})
	return nil
}

// startingInput is the form as it stands: a known product's values, or an empty form.
func startingInput(p *core.Product) ProductInput {
	if p == nil {
		return ProductInput{}
	}
	return ProductInput{
		Name: p.Name, Category: p.Category, Description: p.Description, Stock: p.Stock, BuyPrice: p.BuyPrice,
		RetailPrice: p.RetailPrice, ResellerPrice: p.ResellerPrice, Barcode: p.Barcode, SupplierID: p.SupplierID,
		EntryDate: p.EntryDate, LowStockThreshold: p.LowStockThreshold,
	}
}

// fill writes the row's non-empty cells over the form.
func (row *importRow) fill(in *ProductInput) {
	text := func(col string, dst *string) {
		if v := row.cells[col]; v != "" {
			*dst = v
		}
	}
	whole := func(col string) *int64 {
		if n, ok := ParseWhole(row.cells[col]); ok {
			return &n
		}
		return nil // empty, or unreadable and reported by parseRows
	}
	text("barcode", &in.Barcode)
	text("name", &in.Name)
	text("category", &in.Category)
	text("description", &in.Description)
	if n := whole("stock"); n != nil {
		in.Stock, row.stock = *n, n
	}
	for col, dst := range map[string]*int64{"buy_price": &in.BuyPrice, "retail_price": &in.RetailPrice, "reseller_price": &in.ResellerPrice} {
		if n := whole(col); n != nil {
			*dst = *n
		}
	}
	if n := whole("low_stock_threshold"); n != nil {
		in.LowStockThreshold = n
	}
	if v := row.cells["entry_date"]; v != "" {
		in.EntryDate = &v
	}
	row.supplier = strings.Join(strings.Fields(row.cells["supplier"]), " ")
}

func sameProduct(a, b core.Product) bool {
	eqText := func(x, y *string) bool { return (x == nil) == (y == nil) && (x == nil || *x == *y) }
	eqNum := func(x, y *int64) bool { return (x == nil) == (y == nil) && (x == nil || *x == *y) }
	return a.Name == b.Name && a.Category == b.Category && a.Description == b.Description &&
		a.BuyPrice == b.BuyPrice && a.RetailPrice == b.RetailPrice && a.ResellerPrice == b.ResellerPrice &&
		a.Barcode == b.Barcode && eqNum(a.SupplierID, b.SupplierID) && eqText(a.EntryDate, b.EntryDate) &&
		eqNum(a.LowStockThreshold, b.LowStockThreshold)
}

func supplierKey(name string) string { return strings.ToLower(strings.Join(strings.Fields(name), " ")) }

// supplierIndex maps every supplier's name (any case, spaces collapsed) to its id.
func (im *Importer) supplierIndex(ctx context.Context) (map[string]int64, error) {
	index := map[string]int64{}
	for page := 1; ; page++ {
		p, err := im.suppliers.List(ctx, core.ContactFilter{PageRequest: core.PageRequest{Page: page, PerPage: core.MaxPerPage}})
		if err != nil {
			return nil, err
		}
		for _, s := range p.Items {
			if _, seen := index[supplierKey(s.Name)]; !seen {
				index[supplierKey(s.Name)] = s.ID
			}
		}
		if len(p.Items) < core.MaxPerPage || int64(page*core.MaxPerPage) >= p.Total {
			return index, nil
		}
	}
}

// save writes the planned rows inside the caller's transaction.
func (im *Importer) save(ctx context.Context, rows []*importRow, newSuppliers []string, opts ImportOptions, progress func(ImportStage, int, int)) error {
	ref, by := strings.TrimSpace(opts.Reference), opts.By.Actor()
	if ref == "" {
		ref = "Impor produk"
	}
	supplierIDs := map[string]int64{}
	for _, name := range newSuppliers {
		s, err := im.suppliers.Add(ctx, core.Contact{Name: name})
		if err != nil {
			return fmt.Errorf("supplier %s: %w", name, err)
		}
		supplierIDs[supplierKey(name)] = s.ID
	}
	var moves []core.StockChange
	var created []core.Product
	var createdStock []int64
	now := im.c.clock.Now()
	for i, row := range rows {
		if i%500 == 0 {
			progress(StageSave, i, len(rows))
		}
		if row.action == actionSkip {
			continue
		}
		in := row.input
		if in.SupplierID == nil && row.supplier != "" {
			id := supplierIDs[supplierKey(row.supplier)]
			in.SupplierID = &id
		}
		switch row.action {
		case actionCreate:
			p := core.Product{CreatedAt: now}
			in.apply(&p)
			created, createdStock = append(created, p), append(createdStock, in.Stock)
		case actionUpdate:
			var delta int64
			_, err := im.c.products.Update(ctx, row.existing.ID, func(p *core.Product) error {
				in.apply(p)
				if row.stock != nil {
					delta = *row.stock - p.Stock
				}
				return nil
			})
			if err != nil {
				return importRowError(row.line, err)
			}
			moves = append(moves, core.StockChange{ProductID: row.existing.ID, Delta: delta, Reason: core.ReasonImport, Reference: ref, UserID: by})
		}
	}
	// New products go in a few hundred per statement, with stock 0; their stock then
	// enters through the ledger like every other change.
	if err := im.bulk.CreateMany(ctx, created); err != nil {
		return importRowError(0, err)
	}
	for i, p := range created {
		moves = append(moves, core.StockChange{ProductID: p.ID, Delta: createdStock[i], Reason: core.ReasonImport, Reference: ref, UserID: by})
	}
	progress(StageSave, len(rows), len(rows))
	_, err := im.c.ledger.Move(ctx, opts.By.Outlet, moves...)
	return err
}

func importRowError(line int, err error) error {
	where := ""
	if line > 0 {
		where = fmt.Sprintf("Baris %d: ", line)
	}
	switch {
	case errors.Is(err, core.ErrDuplicate):
		return core.Validation(where + MsgBarcodeTaken)
	case errors.Is(err, core.ErrReferenced):
		return core.Validation(where + MsgSupplierNotFound)
	case line > 0:
		return fmt.Errorf("baris %d: %w", line, err)
	}
	return err
}
