package httpapi

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
)

type messageOutput struct {
	Body struct {
		Message string `json:"message" doc:"Pesan untuk ditampilkan kepada pengguna."`
	}
}

func message(text string) *messageOutput {
	out := &messageOutput{}
	out.Body.Message = text
	return out
}

type signUpInput struct {
	Body struct {
		FullName string  `json:"full_name,omitempty" maxLength:"120"`
		Email    string  `json:"email,omitempty" maxLength:"254"`
		Password string  `json:"password,omitempty" maxLength:"200"`
		Phone    *string `json:"phone,omitempty" maxLength:"40"`
		Address  *string `json:"address,omitempty" maxLength:"500"`
	}
}

type tokenInput struct {
	Body struct {
		Token string `json:"token,omitempty" maxLength:"200"`
	}
}

type emailInput struct {
	Body struct {
		Email string `json:"email,omitempty" maxLength:"254"`
	}
}

type loginInput struct {
	KnownDevices string `cookie:"konter_device" maxLength:"400" doc:"Token perangkat dari login sebelumnya di peramban ini (cookie HttpOnly)."`
	Body         struct {
		Email    string `json:"email,omitempty" maxLength:"254"`
		Password string `json:"password,omitempty" maxLength:"200"`
		Door     string `json:"door,omitempty" enum:"staff,member" doc:"staff: halaman /login (Admin, Kasir, Teknisi); member: /member-login."`
	}
}

// account is the signed-in user as both apps read it.
type account struct {
	User struct {
		ID    int64  `json:"id"`
		Email string `json:"email"`
	} `json:"user"`
	Profile core.User `json:"profile"`
	// Outlet is where a staff member works in this session; null: none chosen yet (an
	// Admin's: all outlets).
	Outlet *int64 `json:"outlet_id" doc:"Outlet tempat staf bekerja di sesi ini; null: belum dipilih (Admin: semua outlet)."`
}

func accountOf(u core.User, outlet int64) account {
	var a account
	a.User.ID, a.User.Email = u.ID, u.Email
	a.Profile = u
	if outlet != 0 {
		a.Outlet = &outlet
	}
	return a
}

type outletChoiceInput struct {
	Body struct {
		OutletID int64 `json:"outlet_id,omitempty" minimum:"0" doc:"Outlet tempat bekerja; 0 atau tidak dikirim: semua outlet (Admin saja)."`
	}
}

type accountOutput struct {
	SetCookie []http.Cookie `header:"Set-Cookie"`
	Body      account
}

type meOutput struct {
	Body account
}

type passwordInput struct {
	Body struct {
		Password        string `json:"password,omitempty" maxLength:"200"`
		ConfirmPassword string `json:"confirm_password,omitempty" maxLength:"200"`
	}
}

type logoutOutput struct {
	SetCookie http.Cookie `header:"Set-Cookie"`
}

func (s *Server) sessionCookie(value string, expires time.Time) http.Cookie {
	c := http.Cookie{
		Name: sessionCookie, Value: value, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode,
		Secure: s.deps.SecureCookies, Expires: expires,
	}
	if value == "" {
		c.MaxAge = -1
	}
	return c
}

// knownDeviceCookie keeps the browser's known-device tokens (accounts.SignIn), sent only to
// the sign-in.
func (s *Server) knownDeviceCookie(tokens []string) http.Cookie {
	return http.Cookie{
		Name: knownDeviceCookie, Value: strings.Join(tokens, "."), Path: "/api/auth/login", HttpOnly: true,
		SameSite: http.SameSiteStrictMode, Secure: s.deps.SecureCookies, MaxAge: int(accounts.KnownDeviceLifetime.Seconds()),
	}
}

func (s *Server) registerAuth() {
	tags := []string{tagAccount}
	register(s, Anyone, huma.Operation{
		OperationID: "sign-up", Method: http.MethodPost, Path: "/api/auth/signup", DefaultStatus: http.StatusCreated,
		Summary: "Daftar sebagai member",
		Description: "Mengirim tautan verifikasi ke email; akun belum bisa login sebelum diverifikasi. " +
			"Alamat yang sudah terdaftar mendapat jawaban yang sama, dan pemiliknya menerima email pemberitahuan.",
		Tags: tags, Errors: []int{http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *signUpInput) (*messageOutput, error) {
		b := in.Body
		err := s.deps.Accounts.SignUp(ctx, accounts.SignUpInput{FullName: b.FullName, Email: b.Email, Password: b.Password, Phone: b.Phone, Address: b.Address, IP: clientFrom(ctx).IP})
		return message(accounts.MsgSignedUp), err
	})

	register(s, Anyone, huma.Operation{
		OperationID: "verify-email", Method: http.MethodPost, Path: "/api/auth/verify",
		Summary: "Verifikasi email dengan token dari tautan", Description: "Token sekali pakai dari email pendaftaran; setelahnya akun bisa login.", Tags: tags, Errors: []int{http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *tokenInput) (*messageOutput, error) {
		_, err := s.deps.Accounts.VerifyEmail(ctx, in.Body.Token)
		return message("Email berhasil diverifikasi. Silakan login."), err
	})

	register(s, Anyone, huma.Operation{
		OperationID: "resend-verification", Method: http.MethodPost, Path: "/api/auth/resend-verification",
		Summary: "Kirim ulang tautan verifikasi", Description: "Jawabannya sama apakah email terdaftar atau tidak; dibatasi per email.", Tags: tags, Errors: []int{http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *emailInput) (*messageOutput, error) {
		err := s.deps.Accounts.ResendVerification(ctx, in.Body.Email, clientFrom(ctx).IP)
		return message("Jika email terdaftar dan belum diverifikasi, tautan verifikasi baru telah dikirim."), err
	})

	register(s, Anyone, huma.Operation{
		OperationID: "login", Method: http.MethodPost, Path: "/api/auth/login",
		Summary: "Login", Description: "Pintu staff hanya untuk Admin dan Kasir; pintu member hanya untuk Member. " +
			"Login yang berhasil memberi peramban token perangkat: percobaan gagal dari peramban itu hanya menahan peramban itu sendiri.",
		Tags: tags, Errors: []int{http.StatusUnauthorized, http.StatusForbidden, http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *loginInput) (*accountOutput, error) {
		c := clientFrom(ctx)
		res, err := s.deps.Accounts.SignIn(ctx, accounts.SignInInput{
			Email: in.Body.Email, Password: in.Body.Password, Door: accounts.Door(in.Body.Door), IP: c.IP, UserAgent: c.UserAgent,
			KnownDevices: strings.FieldsFunc(in.KnownDevices, func(r rune) bool { return r == '.' }),
		})
		if err != nil {
			return nil, err
		}
		cookies := []http.Cookie{s.sessionCookie(res.Token, res.ExpiresAt), s.knownDeviceCookie(res.KnownDevices)}
		var outlet int64
		if res.Outlet != nil {
			outlet = *res.Outlet
		}
		return &accountOutput{SetCookie: cookies, Body: accountOf(res.User, outlet)}, nil
	})

	register(s, Anyone, huma.Operation{
		OperationID: "logout", Method: http.MethodPost, Path: "/api/auth/logout", DefaultStatus: http.StatusNoContent,
		Summary: "Logout", Description: "Mengakhiri sesi di server dan menghapus cookie.", Tags: tags,
	}, func(ctx context.Context, _ *struct{}) (*logoutOutput, error) {
		if p, ok := PrincipalFrom(ctx); ok {
			if err := s.deps.Accounts.SignOut(ctx, p); err != nil {
				return nil, err
			}
		}
		return &logoutOutput{SetCookie: s.sessionCookie("", time.Time{})}, nil
	})

	register(s, SignedIn, huma.Operation{
		OperationID: "get-me", Method: http.MethodGet, Path: "/api/auth/me",
		Summary: "Akun yang sedang login", Description: "Akun (id, email), profil pemilik sesi dan outlet tempatnya bekerja; 401 tanpa sesi.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, _ *struct{}) (*meOutput, error) {
		u, err := s.deps.Accounts.Me(ctx, caller(ctx))
		return &meOutput{Body: accountOf(u, currentOutlet(ctx))}, err
	})

	register(s, Bench, huma.Operation{
		OperationID: "choose-outlet", Method: http.MethodPut, Path: "/api/auth/outlet",
		Summary: "Pilih outlet tempat bekerja", Description: "Kasir dan Teknisi memilih salah satu outletnya sendiri (outlet lain: 403); " +
			"Admin memilih outlet mana pun, atau semua outlet (0).",
		Tags: tags, Errors: []int{http.StatusForbidden, http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *outletChoiceInput) (*meOutput, error) {
		p, err := s.deps.Accounts.ChooseOutlet(ctx, caller(ctx), in.Body.OutletID)
		if err != nil {
			return nil, err
		}
		u, err := s.deps.Accounts.Me(ctx, p)
		return &meOutput{Body: accountOf(u, p.Outlet)}, err
	})

	register(s, SignedIn, huma.Operation{
		OperationID: "change-password", Method: http.MethodPut, Path: "/api/auth/password",
		Summary: "Ubah password", Description: "Sesi lain milik pengguna ini diakhiri.", Tags: tags,
		Errors: []int{http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *passwordInput) (*messageOutput, error) {
		err := s.deps.Accounts.ChangePassword(ctx, caller(ctx), in.Body.Password, in.Body.ConfirmPassword)
		return message("Password berhasil diubah!"), err
	})
}
