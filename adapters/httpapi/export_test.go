package httpapi

import "github.com/konterhp/konter/adapters/kept"

// KeptBytes is what the visitors' kept answers may weigh together.
var KeptBytes = kept.VisitorsAnswers.Limit
