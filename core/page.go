package core

// PageRequest is the paging part of every list: page counts from 1.
type PageRequest struct {
	Page    int
	PerPage int
}

// MaxPerPage bounds every list so that no request asks for an unbounded result.
const MaxPerPage = 100

// MaxPage bounds the page a list may be asked for, so that the rows skipped before it can
// never wrap round to a negative number: a hundred million rows at the largest page size.
const MaxPage = 1_000_000

// Offset is the number of rows skipped before this page; past MaxPage, those before MaxPage.
func (p PageRequest) Offset() int64 {
	if p.Page < 1 {
		return 0
	}
	return int64(min(p.Page, MaxPage)-1) * p.Limit()
}

// Limit is the page size, kept between 1 and MaxPerPage.
func (p PageRequest) Limit() int64 {
	switch {
	case p.PerPage < 1:
		return 20
	case p.PerPage > MaxPerPage:
		return MaxPerPage
	}
	return int64(p.PerPage)
}

// Page is one page of a list and the size of the whole list.
type Page[T any] struct {
	Items []T   `json:"items"`
	Total int64 `json:"total"`
}
