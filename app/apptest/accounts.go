package apptest

import (
	"context"
	"fmt"
	"regexp"
	"sync"
	"testing"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
	"github.com/konterhp/konter/ports"
)

// Outbox is a mailer that keeps what it was given.
type Outbox struct {
	mu   sync.Mutex
	Sent []ports.Mail
}

func (o *Outbox) Send(_ context.Context, m ports.Mail) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.Sent = append(o.Sent, m)
	return nil
}

// To is every mail sent to email, oldest first.
func (o *Outbox) To(email string) []ports.Mail {
	o.mu.Lock()
	defer o.mu.Unlock()
	var out []ports.Mail
	for _, m := range o.Sent {
		if m.To == email {
			out = append(out, m)
		}
	}
	return out
}

var tokenLink = regexp.MustCompile(`/verify-email\?token=([A-Za-z0-9_-]+)`)

// VerifyToken is the token of the newest verification link sent to email.
func (o *Outbox) VerifyToken(t testing.TB, email string) string {
	t.Helper()
	o.mu.Lock()
	defer o.mu.Unlock()
	for i := len(o.Sent) - 1; i >= 0; i-- {
		if o.Sent[i].To == email {
			if m := tokenLink.FindStringSubmatch(o.Sent[i].Text); m != nil {
				return m[1]
			}
		}
	}
	t.Fatalf("no verification link was sent to %s", email)
	return ""
}

// Person is a verified account with a live session.
type Person struct {
	core.User
	Password string
	// Cookie is the session token to send as the konter_session cookie.
	Cookie string
}

// Principal is how the use cases see this person.
func (p Person) Principal(t testing.TB, env *Env) core.Principal {
	t.Helper()
	pr, err := env.Accounts.Authenticate(context.Background(), p.Cookie)
	if err != nil {
		t.Fatal(err)
	}
	return pr
}

// SignedIn creates a verified account with role and signs it in at the matching door.
func (e *Env) SignedIn(t testing.TB, role core.Role) Person {
	t.Helper()
	e.people++
	email := fmt.Sprintf("%s%d@konter.test", role, e.people)
	ctx := context.Background()
	u, err := e.Accounts.CreateVerifiedUser(ctx, accounts.StaffInput{Email: email, Password: "rahasia123", FullName: fmt.Sprintf("%s %d", role, e.people), Role: role})
	if err != nil {
		t.Fatal(err)
	}
	door := accounts.MemberDoor
	if role.IsStaff() {
		door = accounts.StaffDoor
	}
	res, err := e.Accounts.SignIn(ctx, accounts.SignInInput{Email: email, Password: "rahasia123", Door: door, IP: "192.0.2.1"})
	if err != nil {
		t.Fatal(err)
	}
	return Person{User: u, Password: "rahasia123", Cookie: res.Token}
}

// WorksAt places a staff member at these outlets, and at no other, as the Admin does in
// Pengaturan → Staf.
func (e *Env) WorksAt(t testing.TB, staff Person, outletIDs ...int64) {
	t.Helper()
	in := accounts.StaffInput{FullName: staff.FullName, Role: staff.Role, OutletIDs: outletIDs}
	if _, err := e.Accounts.UpdateStaff(context.Background(), core.Principal{Role: core.RoleAdmin}, staff.ID, in); err != nil {
		t.Fatal(err)
	}
}
