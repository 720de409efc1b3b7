// Package httpapi serves Konter over HTTP: the JSON API under /api (huma v2), the uploaded
// files, and the two single-page apps.
package httpapi

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"slices"
	"sync"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humago"

	"github.com/konterhp/konter/adapters/events"
	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/adapters/images"
	"github.com/konterhp/konter/core/accounts"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/content"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/ops"
	"github.com/konterhp/konter/core/outlets"
	"github.com/konterhp/konter/core/payments"
	"github.com/konterhp/konter/core/people"
	"github.com/konterhp/konter/core/printers"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/core/reports"
	"github.com/konterhp/konter/core/returns"
	"github.com/konterhp/konter/core/sales"
	"github.com/konterhp/konter/core/sharing"
	"github.com/konterhp/konter/core/shifts"
	"github.com/konterhp/konter/core/shop"
	"github.com/konterhp/konter/core/stockcount"
	"github.com/konterhp/konter/core/transfers"
)

// Deps are the use cases and resources the HTTP layer serves.
type Deps struct {
	Log       *slog.Logger
	Auth      Authenticator
	Accounts  *accounts.Accounts
	Catalog   *catalog.Catalog
	Ledger    *catalog.Ledger
	Suppliers *people.Suppliers
	Customers *people.Customers
	// Links gives receipts their links (Kirim via WhatsApp).
	Links *sharing.Links
	// MemberLinks links a customer to a member's account (the Admin's choice).
	MemberLinks *people.MemberLinks
	// Events tells of every change; the kept answers and the public catalog go with them.
	Events    *events.Hub
	Sales     *sales.Sales
	Payments  *payments.Payments
	Credit    *credit.Credit
	Repair    *repair.Repair
	Returns   *returns.Returns
	Shifts    *shifts.Shifts
	Counts    *stockcount.Counts
	Transfers *transfers.Transfers
	Reports   *reports.Reports
	Shop      *shop.Shop
	Content   *content.Content
	Outlets   *outlets.Outlets
	Printers  *printers.Printers
	Reminders *ops.Reminders
	Files     files.Store
	// Images makes and serves the smaller copies of uploaded photos.
	Images *images.Store
	// Meter records requests, sales and repair payments; nil records nothing.
	Meter Meter
	// SecureCookies marks the session cookie Secure (served over HTTPS).
	SecureCookies bool
	// TrustedProxies are the reverse proxies whose X-Forwarded-For names the client.
	TrustedProxies TrustedProxies
	// Ping reports whether the database answers.
	Ping func(ctx context.Context) error
	// Reads is how many API reads run at once (the read lane's width): as many as the
	// database's pool keeps connections for, so that none waits for a connection.
	Reads int
	// ShopUI and AdminUI are the built single-page apps (their dist folders).
	ShopUI  fs.FS
	AdminUI fs.FS
	Version string
	// BaseURL is the shop's public address, for the canonical addresses of its pages.
	BaseURL string
}

// Server is Konter's HTTP surface.
type Server struct {
	deps      Deps
	api       huma.API
	mux       *http.ServeMux
	closing   chan struct{}
	closeOnce sync.Once
	streams   streamGate
	catalog   *publicCatalog
	kept      *keptAnswers
}

// New registers every operation and returns the server.
func New(deps Deps) *Server {
	if deps.Log == nil {
		deps.Log = slog.Default()
	}
	if deps.Events == nil {
		deps.Events = events.NewHub()
	}
	s := &Server{deps: deps, mux: http.NewServeMux(), closing: make(chan struct{}),
		catalog: newPublicCatalog(deps.Catalog, deps.Events), kept: newKeptAnswers(deps.Events)}
	cfg := huma.DefaultConfig("Konter API", deps.Version)
	cfg.Info.Description = "API toko Konter: etalase, member dan back-office."
	cfg.Info.Contact = &huma.Contact{Name: "Konter", URL: "https://github.com/konterhp/konter"}
	cfg.Servers = []*huma.Server{{URL: "/", Description: "Server yang menyajikan dokumen ini."}}
	cfg.Tags = apiTags
	cfg.OpenAPIPath = "/api/openapi"
	cfg.SchemasPath = "/api/schemas"
	cfg.DocsPath = ""
	cfg.CreateHooks = nil // no $schema links in response bodies
	cfg.Formats = map[string]huma.Format{"application/json": jsonFormat, "json": jsonFormat}
	cfg.Components.SecuritySchemes = map[string]*huma.SecurityScheme{
		"session": {Type: "apiKey", In: "cookie", Name: sessionCookie, Description: "Sesi login (cookie HttpOnly)."},
	}
	s.api = humago.New(s.mux, cfg)
	registerMoneySchemas(s.api.OpenAPI().Components.Schemas)
	if deps.Meter != nil {
		s.api.UseMiddleware(nameOperation)
	}
	s.api.UseMiddleware(s.accessMiddleware(s.api), s.boundSearch(s.api))
	requireBoundedParameters(s.api) // after boundSearch, which bounds the searches

	s.registerHealth()
	s.registerProducts()
	s.registerProductWrites()
	s.registerUnits()
	s.registerGoodsReceipts()
	s.registerAuth()
	s.registerMe()
	s.registerUsers()
	s.registerMembers()
	s.registerCategories()
	s.registerContacts()
	s.registerMemberLinks()
	s.registerMemberPurchases()
	s.registerSales()
	s.registerSharedReceipts()
	s.registerHistory()
	s.registerPayments()
	s.registerFrequentItems()
	s.registerInstallments()
	s.registerRepair()
	s.registerWarranty()
	s.registerStockCounts()
	s.registerStockTransfers()
	s.registerReturns()
	s.registerShifts()
	s.registerCustomerDisplay()
	s.registerReports()
	s.registerStaffOrders()
	s.registerOrders()
	s.registerReviews()
	s.registerVisits()

	s.registerSettings()
	s.registerOutlets()
	s.registerPrinters()
	s.registerNews()
	s.registerAds()
	s.registerReminders()
	dropUnusedSchemas(s.api.OpenAPI())
	nullObjects(s.api.OpenAPI().Components.Schemas)

	s.mux.Handle("GET "+eventsPath, s.events())
	s.mux.Handle("GET /api/docs", docsPage())
	s.mux.Handle("GET /api/docs/", docsAssets())
	s.mux.Handle("/api/", apiNotFound(s.api))
	if deps.Files != nil {
		var files http.Handler = deps.Files.Handler()
		if deps.Images != nil {
			files = deps.Images.Handler(files)
		}
		s.mux.Handle("GET /files/", files)
	}
	s.registerShopFiles()
	s.mux.Handle("/", spa(deps.ShopUI, deps.AdminUI, s.shopHead))
	return s
}

// API exposes the huma API, for the OpenAPI document and tests.
func (s *Server) API() huma.API { return s.api }

// Handler is the full HTTP handler: the writes' read deadline lifted once their body is
// read, request logging, security headers, cross-origin
// protection, the refusal of text no engine can store, the read lane, the visitors' kept
// answers, compression, and the routes.
func (s *Server) Handler() http.Handler {
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		writeProblem(w, http.StatusForbidden, msgCrossOrigin)
	}))
	width := max(1, s.deps.Reads)
	routes := s.kept.serve(compressAnswers(s.mux))
	h := logRequests(s.deps.Log, securityHeaders(s.contentSecurityPolicy(), cop.Handler(refuseUnsafeText(boundReads(width, narrowed(width), routes)))))
	if s.deps.Meter != nil {
		h = measure(s.deps.Meter, h)
	}
	return liftableReadDeadline(h)
}

// register adds one operation with its access declaration, and maps the domain errors
// its handler returns to problem details. An operation without a description or with a
// group missing from apiTags is a programming error: the server does not start.
func register[I, O any](s *Server, access Access, op huma.Operation, handler func(context.Context, *I) (*O, error)) {
	if op.Description == "" {
		panic(op.OperationID + ": the operation has no Description")
	}
	if len(op.Tags) == 0 || slices.ContainsFunc(op.Tags, func(t string) bool {
		return !slices.ContainsFunc(s.api.OpenAPI().Tags, func(d *huma.Tag) bool { return d.Name == t })
	}) {
		panic(op.OperationID + ": every tag of an operation is declared in apiTags")
	}
	if op.Metadata == nil {
		op.Metadata = map[string]any{}
	}
	op.Metadata[accessKey] = access
	if op.Extensions == nil {
		op.Extensions = map[string]any{}
	}
	op.Extensions["x-access"] = access.Name
	if len(access.Roles) > 0 {
		op.Security = []map[string][]string{{"session": {}}}
		op.Errors = append(op.Errors, http.StatusUnauthorized, http.StatusForbidden)
	}
	op.Errors = append(op.Errors, http.StatusInternalServerError, http.StatusServiceUnavailable)
	huma.Register(s.api, op, func(ctx context.Context, in *I) (*O, error) {
		bodyRead(ctx)
		out, err := handler(ctx, in)
		if err != nil {
			return nil, s.problem(ctx, err)
		}
		return out, nil
	})
	describeUpload(s.api, op)
}

// eventsPath is the Server-Sent Events stream of change notices.
const eventsPath = "/api/events"

func apiNotFound(api huma.API) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeProblem(w, http.StatusNotFound, "Alamat API tidak ditemukan.")
	})
}
