package sqlstore

import (
	"context"
	"encoding/json"

	"github.com/konterhp/konter/core"
)

// Displays implements ports.DisplayRepository: the state is kept as JSON.
type Displays struct{ *Store }

func (r Displays) Save(ctx context.Context, userID int64, d core.CustomerDisplay) error {
	state, err := json.Marshal(d)
	if err != nil {
		return err
	}
	_, err = r.conn(ctx).NewRaw(`INSERT INTO customer_displays (user_id, state, updated_at) VALUES (?, ?, ?)
		ON CONFLICT (user_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
		userID, string(state), d.UpdatedAt).Exec(ctx)
	return translate(err)
}

func (r Displays) Of(ctx context.Context, userID int64) (core.CustomerDisplay, error) {
	var states []string
	err := r.conn(ctx).NewRaw(`SELECT state FROM customer_displays WHERE user_id = ?`, userID).Scan(ctx, &states)
	if err != nil {
		return core.CustomerDisplay{}, translate(err)
	}
	if len(states) == 0 {
		return core.CustomerDisplay{}, core.ErrNotFound
	}
	var d core.CustomerDisplay
	return d, json.Unmarshal([]byte(states[0]), &d)
}
