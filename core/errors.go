// Package core holds Konter's entities, value types and domain errors.
// It does no I/O: no SQL, no HTTP, no file system, no clock.
package core

import (
	"errors"
	"fmt"
	"time"
)

// ErrorKind classifies a domain error; the HTTP adapter maps each kind to one status.
type ErrorKind int

const (
	KindValidation ErrorKind = iota + 1
	KindNotFound
	KindConflict
	KindUnauthenticated
	KindForbidden
	KindTooManyRequests
	// KindBadGateway: a device the shop runs (a network printer) refused or broke the connection.
	KindBadGateway
	// KindGatewayTimeout: a device the shop runs did not answer within its time.
	KindGatewayTimeout
)

// FieldError names the input field a message is about (for example "body.name").
type FieldError struct {
	Field   string
	Message string
}

// Error is a failure the user is meant to read: Message is the Indonesian text from the spec.
type Error struct {
	Kind       ErrorKind
	Message    string
	Fields     []FieldError
	RetryAfter time.Duration
	cause      error
}

func (e *Error) Error() string {
	if e.cause != nil {
		return fmt.Sprintf("%s: %v", e.Message, e.cause)
	}
	return e.Message
}

func (e *Error) Unwrap() error { return e.cause }

// Validation reports bad input; fields name the offending inputs.
func Validation(msg string, fields ...FieldError) *Error {
	return &Error{Kind: KindValidation, Message: msg, Fields: fields}
}

// InvalidField is a validation error about one field, the message doubling as the field's message.
func InvalidField(field, msg string) *Error {
	return Validation(msg, FieldError{Field: field, Message: msg})
}

func NotFound(msg string) *Error { return &Error{Kind: KindNotFound, Message: msg} }

func Conflict(msg string) *Error { return &Error{Kind: KindConflict, Message: msg} }

func Unauthenticated(msg string) *Error { return &Error{Kind: KindUnauthenticated, Message: msg} }

func Forbidden(msg string) *Error { return &Error{Kind: KindForbidden, Message: msg} }

func TooManyRequests(msg string, retryAfter time.Duration) *Error {
	return &Error{Kind: KindTooManyRequests, Message: msg, RetryAfter: retryAfter}
}

func BadGateway(msg string) *Error { return &Error{Kind: KindBadGateway, Message: msg} }

func GatewayTimeout(msg string) *Error { return &Error{Kind: KindGatewayTimeout, Message: msg} }

// Wrap keeps the underlying cause for logs while the user sees msg.
func (e *Error) Wrap(cause error) *Error {
	c := *e
	c.cause = cause
	return &c
}

// AsError finds a domain error in err's chain.
func AsError(err error) (*Error, bool) {
	var de *Error
	if errors.As(err, &de) {
		return de, true
	}
	return nil, false
}

// IsKind tells whether err carries a domain error of kind k.
func IsKind(err error, k ErrorKind) bool {
	de, ok := AsError(err)
	return ok && de.Kind == k
}

// Sentinel errors raised by adapters and translated by use cases into the spec's messages.
var (
	// ErrNotFound: the row asked for does not exist.
	ErrNotFound = errors.New("not found")
	// ErrReferenced: a delete was refused because other rows point at the row (foreign key).
	ErrReferenced = errors.New("still referenced")
	// ErrDuplicate: a unique constraint was violated.
	ErrDuplicate = errors.New("duplicate")
)
