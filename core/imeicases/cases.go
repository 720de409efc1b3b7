// Package imeicases is the rule of an IMEI's check digit as a table: core's test checks
// core.ValidIMEI against every case, and cmd/uitexts writes them for the UIs' tests, so that
// a scan the back-office refuses at once is the one the server would refuse.
package imeicases

// Case is one number and whether it is a valid IMEI.
type Case struct {
	Rule   string
	Number string
	Valid  bool
}

// Cases are the IMEI rule, one case each.
var Cases = []Case{
	{Rule: "15 digits with the right check digit", Number: "490154203237518", Valid: true},
	{Rule: "another phone's IMEI", Number: "356938035643809", Valid: true},
	{Rule: "a check digit of 0", Number: "352099001761440", Valid: true},
	{Rule: "the check digit one too high", Number: "490154203237519", Valid: false},
	{Rule: "two digits swapped", Number: "940154203237518", Valid: false},
	{Rule: "a digit mistyped in the middle", Number: "356938035693809", Valid: false},
	{Rule: "14 digits: the check digit missing", Number: "49015420323751", Valid: false},
	{Rule: "16 digits", Number: "4901542032375180", Valid: false},
	{Rule: "a letter among the digits", Number: "49015420323751X", Valid: false},
	{Rule: "all zeros pass the sum, as the rule has it", Number: "000000000000000", Valid: true},
}
