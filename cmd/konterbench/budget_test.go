package main

import (
	"slices"
	"strings"
	"testing"
)

// A rush's bound holds only where the rush measured it: a rush that made no repair payment
// (the repairs waiting at the cashier all paid in the rush before) fails rather than passes.
func TestABoundNotMeasuredFails(t *testing.T) {
	b := budget{RushWriteP99: 150, CrowdWriteP99: 300}
	measured := []opStats{
		{Scenario: "3 cashier rush", Op: "sale", Requests: 900, P99: 70},
		{Scenario: "3 cashier rush", Op: "service payment", Requests: 100, P99: 80},
		{Scenario: "4 reads while writing", Op: "catalog list", Requests: 5000},
		{Scenario: "4 reads while writing", Op: "sale", Requests: 700, P99: 110},
	}
	problems := overBudget("sqlite", measured, b)
	if !slices.ContainsFunc(problems, func(p string) bool {
		return strings.HasPrefix(p, "4 reads while writing service payment: not measured")
	}) {
		t.Fatalf("scenario 4 made no repair payment, yet the budget holds: %q", problems)
	}
	if slices.ContainsFunc(problems, func(p string) bool { return strings.HasPrefix(p, "3 cashier rush") }) {
		t.Fatalf("scenario 3 measured both writes within their bound: %q", problems)
	}

	both := append(measured, opStats{Scenario: "4 reads while writing", Op: "service payment", Requests: 60, P99: 150})
	if problems := overBudget("sqlite", both, b); len(problems) > 0 {
		t.Fatalf("every bound measured and kept: %q", problems)
	}
}
