package accounts

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/konterhp/konter/core"
)

// ProfileInput is the profile form. Members change phone and address; staff their full name.
type ProfileInput struct {
	FullName *string
	Phone    *string
	Address  *string
}

// UpdateProfile saves the caller's own profile. The e-mail address cannot change here.
func (a *Accounts) UpdateProfile(ctx context.Context, p core.Principal, in ProfileInput) (core.User, error) {
	u, err := a.users.Update(ctx, p.UserID, func(u *core.User) error {
		if p.Role.IsStaff() {
			if in.FullName == nil || strings.TrimSpace(*in.FullName) == "" {
				return core.InvalidField("full_name", MsgFullNameRequired)
			}
			u.FullName = strings.TrimSpace(*in.FullName)
			return nil
		}
		u.Phone, u.Address = core.OptionalText(in.Phone), core.OptionalText(in.Address)
		return nil
	})
	if errors.Is(err, core.ErrNotFound) {
		return u, core.NotFound(MsgProfileNotFound)
	}
	return u, err
}

// AvatarBucket holds profile photos.
const AvatarBucket = "avatars"

// SetAvatar stores the caller's photo as public/{id}.{ext}. A file that is not a picture, is
// too large, or does not decode whole is refused before anything is written, so the old
// photo stays. The photo is decoded, resized and stored before the transaction that names
// it: inside, it held the writers' turn for seconds while a sale waited.
func (a *Accounts) SetAvatar(ctx context.Context, p core.Principal, up core.Upload) (core.User, error) {
	ext, err := core.AvatarUpload.Check(up)
	if err != nil {
		return core.User{}, err
	}
	key := fmt.Sprintf("public/%d.%s", p.UserID, ext)
	if err := a.files.Put(ctx, AvatarBucket, key, up.Data); err != nil {
		return core.User{}, err
	}
	var oldKey string
	u, err := a.users.Update(ctx, p.UserID, func(u *core.User) error {
		if u.AvatarURL != nil {
			oldKey, _ = a.files.KeyOf(AvatarBucket, *u.AvatarURL)
		}
		url := fmt.Sprintf("%s?v=%d", a.files.URL(AvatarBucket, key), a.clock.Now().UnixMilli())
		u.AvatarURL = &url
		return nil
	})
	if err != nil {
		return u, err
	}
	if oldKey != "" && oldKey != key {
		_ = a.files.Delete(ctx, AvatarBucket, oldKey)
	}
	return u, nil
}
