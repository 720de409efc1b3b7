package httpapi_test

import "github.com/konterhp/konter/core/credit"

func creditManual(customerID, amount int64) credit.ManualInput {
	return credit.ManualInput{CustomerID: &customerID, Amount: amount}
}
