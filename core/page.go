package core

// PageRequest is the paging part of every list: page counts from 1.
type PageRequest struct {
	Page    int
	PerPage int
}

// MaxPerPage bounds every list so that no request asks for an unbounded result.
const MaxPerPage = 100

// Offset is the number of rows skipped before this page.
func (p PageRequest) Offset() int64 {
	if p.Page < 1 {
		return 0
	}
	return int64(p.Page-1) * p.Limit()
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
