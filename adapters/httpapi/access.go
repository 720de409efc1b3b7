package httpapi

import (
	"context"
	"errors"
	"net"
	"net/http"
	"slices"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

// Access declares who may call an operation. It is written next to every registration
// and enforced by one middleware; a test walks every operation against its declaration.
type Access struct {
	Name  string
	Roles []core.Role // empty: anyone, signed in or not
	// Shows, for an operation open to everyone, is what its answer to a caller without
	// credentials shows: that answer is kept until the resource changes (keptAnswers).
	Shows core.Resource
}

// KeptUntil is everyone's access, with the answers to callers without credentials kept until
// resource changes: only for an operation whose answer to them depends on nothing but the
// question (its path, query and accepted encoding) and the resource.
func (a Access) KeptUntil(resource core.Resource) Access {
	if len(a.Roles) > 0 {
		panic("only an operation open to everyone keeps its answers to visitors")
	}
	a.Shows = resource
	return a
}

var (
	Anyone   = Access{Name: "anyone"}
	SignedIn = Access{Name: "signed-in", Roles: append([]core.Role{core.RoleMember}, core.StaffRoles...)}
	Members  = Access{Name: "member", Roles: []core.Role{core.RoleMember}}
	// Staff are those who handle money too: Admin and Kasir, never a Teknisi.
	Staff = Access{Name: "staff", Roles: []core.Role{core.RoleAdmin, core.RoleKasir}}
	// Bench is every staff role: the repairs (not their bills), the customers, the outlets.
	Bench     = Access{Name: "bench", Roles: core.StaffRoles}
	AdminOnly = Access{Name: "admin", Roles: []core.Role{core.RoleAdmin}}
)

const (
	msgSignInFirst = "Silakan login terlebih dahulu."
	msgNoAccess    = "Anda tidak memiliki akses untuk tindakan ini."
	// msgSessionUnread answers a request whose session could not be read just now.
	msgSessionUnread = "Sesi login tidak dapat diperiksa saat ini. Silakan coba lagi sebentar lagi."
	accessKey        = "access"
	sessionCookie    = "konter_session"
	// knownDeviceCookie is also named in loginInput's tag.
	knownDeviceCookie = "konter_device"
)

// Allows tells whether a caller with role r (or nobody, when signedIn is false) may call.
func (a Access) Allows(signedIn bool, r core.Role) bool {
	if len(a.Roles) == 0 {
		return true
	}
	return signedIn && slices.Contains(a.Roles, r)
}

// Authenticator resolves a session cookie into the caller.
type Authenticator interface {
	// Authenticate returns core.ErrNotFound for an unknown or expired session.
	Authenticate(ctx context.Context, sessionToken string) (core.Principal, error)
}

type principalKey struct{}

type clientKey struct{}

// client is where a request came from, for rate limits and the session list.
type client struct {
	IP        string
	UserAgent string
}

func clientFrom(ctx context.Context) client {
	c, _ := ctx.Value(clientKey{}).(client)
	return c
}

// caller is the signed-in principal of an operation that declared it needs one.
func caller(ctx context.Context) core.Principal {
	p, _ := PrincipalFrom(ctx)
	return p
}

// currentOutlet is the outlet the request's session works at; 0: none chosen (an Admin's: all
// outlets), or no session.
func currentOutlet(ctx context.Context) int64 {
	return caller(ctx).Outlet
}

// PrincipalFrom is the signed-in caller, if any.
func PrincipalFrom(ctx context.Context) (core.Principal, bool) {
	p, ok := ctx.Value(principalKey{}).(core.Principal)
	return p, ok
}

// accessMiddleware resolves the session and enforces each operation's declared Access.
func (s *Server) accessMiddleware(api huma.API) func(huma.Context, func(huma.Context)) {
	return func(ctx huma.Context, next func(huma.Context)) {
		access, declared := ctx.Operation().Metadata[accessKey].(Access)
		if !declared {
			// An operation registered without a declaration is closed to everyone.
			_ = huma.WriteErr(api, ctx, http.StatusForbidden, msgNoAccess)
			return
		}
		host := s.clientAddress(ctx.RemoteAddr(), ctx.Header("X-Forwarded-For"))
		ctx = huma.WithValue(ctx, clientKey{}, client{IP: host, UserAgent: ctx.Header("User-Agent")})
		p, signedIn, err := s.authenticate(ctx)
		if err != nil {
			// Not a sign-out: the session could not be read. A 401 would send the caller to
			// sign in again.
			_ = huma.WriteErr(api, ctx, http.StatusServiceUnavailable, msgSessionUnread)
			return
		}
		if signedIn {
			ctx = huma.WithValue(ctx, principalKey{}, p)
		}
		if access.Shows != (core.Resource{}) && !signedIn {
			keepUntil(ctx.Context(), access.Shows)
		}
		if !access.Allows(signedIn, p.Role) {
			if !signedIn {
				_ = huma.WriteErr(api, ctx, http.StatusUnauthorized, msgSignInFirst)
				return
			}
			_ = huma.WriteErr(api, ctx, http.StatusForbidden, msgNoAccess)
			return
		}
		next(ctx)
	}
}

// clientAddress is the address a request came from, for the per-address limits.
func (s *Server) clientAddress(remoteAddr, forwardedFor string) string {
	host, _, err := net.SplitHostPort(remoteAddr)
	if err != nil {
		host = remoteAddr
	}
	return s.deps.TrustedProxies.ClientAddress(host, forwardedFor)
}

// credentialed tells whether a request carries a credential, valid or not: the session cookie or
// an Authorization header. Such a request goes the whole way, past the visitors' kept answers.
func credentialed(r *http.Request) bool {
	if r.Header.Values("Authorization") != nil {
		return true
	}
	_, err := r.Cookie(sessionCookie)
	return err == nil
}

func (s *Server) authenticate(ctx huma.Context) (core.Principal, bool, error) {
	c, err := huma.ReadCookie(ctx, sessionCookie)
	if err != nil {
		return core.Principal{}, false, nil
	}
	return s.principalOf(ctx.Context(), c.Value)
}

// principalOf resolves a session cookie's value: false for none, unknown or expired; an
// error when the session could not be read, which says nothing of whether it is valid.
func (s *Server) principalOf(ctx context.Context, token string) (core.Principal, bool, error) {
	if s.deps.Auth == nil || token == "" {
		return core.Principal{}, false, nil
	}
	p, err := s.deps.Auth.Authenticate(ctx, token)
	if errors.Is(err, core.ErrNotFound) {
		return core.Principal{}, false, nil
	}
	if err != nil {
		s.deps.Log.ErrorContext(ctx, "session not read", "error", err)
		return core.Principal{}, false, err
	}
	return p, true, nil
}
