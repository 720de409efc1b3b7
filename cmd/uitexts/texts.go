package main

import (
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/content"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/core/returns"
	"github.com/konterhp/konter/core/sales"
	"github.com/konterhp/konter/core/shifts"
	"github.com/konterhp/konter/core/shop"
)

// text is one of the server's messages that a UI also shows by itself: it checks a form before
// sending it, or recognises the answer.
type text struct {
	name  string // the TypeScript constant
	value string
}

// texts are the messages the UIs share with the server. A UI that needs another one adds it
// here and runs `go generate ./cmd/uitexts`.
var texts = []text{
	{"MSG_BAD_LINK", accounts.MsgBadLink},
	{"MSG_BOTH_PASSWORDS", accounts.MsgBothPasswords},
	{"MSG_EMAIL_INVALID", accounts.MsgEmailInvalid},
	{"MSG_FULL_NAME_REQUIRED", accounts.MsgFullNameRequired},
	{"MSG_MEMBER_AT_STAFF_DOOR", accounts.MsgMemberAtStaffDoor},
	{"MSG_NAME_AND_ROLE", accounts.MsgNameAndRole},
	{"MSG_CHOOSE_OUTLET", accounts.MsgChooseOutlet},
	{"MSG_STAFF_OUTLETS_REQUIRED", accounts.MsgStaffOutletsRequired},
	{"MSG_PASSWORD_MISMATCH", accounts.MsgPasswordMismatch},
	{"MSG_PASSWORD_TOO_SHORT", accounts.MsgPasswordTooShort},
	{"MSG_REQUIRED_FIELDS", accounts.MsgRequiredFields},
	{"MSG_STAFF_ADDED", accounts.MsgStaffAdded},

	{"MSG_GOODS_RECEIPT_NO_SUPPLIER", catalog.MsgGoodsReceiptNoSupplier},
	{"MSG_GOODS_RECEIPT_NO_LINES", catalog.MsgGoodsReceiptNoLines},
	{"MSG_CATEGORY_BLANK", catalog.MsgCategoryBlank},
	{"MSG_IMEI_INVALID", core.MsgIMEIInvalid},
	{"MSG_CATEGORY_EXISTS", catalog.MsgCategoryExists},
	{"MSG_PRODUCT_NOT_FOUND", catalog.MsgProductNotFound},
	{"MSG_SUPPLIER_NOT_FOUND", catalog.MsgSupplierNotFound},

	{"MSG_NEWS_REQUIRED", content.MsgNewsRequired},

	{"MSG_BAD_AMOUNT", credit.MsgBadAmount},
	{"MSG_INSTALLMENT_NOT_FOUND", credit.MsgNotFound},
	{"MSG_MANUAL_INSTALLMENT_REQUIRED", credit.MsgManualRequired},
	{"MSG_NO_CUSTOMER", credit.MsgNoCustomer},
	{"MSG_OVERPAID", core.MsgOverpaid},

	{"MSG_BAD_SERVICE_ID", repair.MsgBadID},
	{"MSG_ENTRY_NOT_FOUND", repair.MsgEntryNotFound},
	{"MSG_FEE_OR_PARTS", repair.MsgFeeOrParts},
	{"MSG_PICK_IN_PROGRESS", repair.MsgPickInProgress},

	{"MSG_NO_REASON", returns.MsgNoReason},

	{"MSG_BAD_MOVE_AMOUNT", shifts.MsgBadMoveAmount},
	{"MSG_SHIFT_REQUIRED", shifts.MsgShiftRequired},

	{"MSG_BAD_DISCOUNT", core.MsgBadDiscount},
	{"MSG_CASH_SHORT", core.MsgCashShort},
	{"MSG_NON_CASH_OVER", core.MsgNonCashOver},
	{"MSG_CREDIT_REFERENCE", core.MsgCreditReference},
	{"MSG_CREDIT_SPENT", core.MsgCreditSpent},
	{"MSG_UNKNOWN_METHOD", core.MsgUnknownMethod},
	{"MSG_METHOD_NOT_ACCEPTED", core.MsgMethodNotAccepted},
	{"MSG_BAD_PAYMENT_AMOUNT", core.MsgBadPaymentAmount},
	{"MSG_REFERENCE_TOO_LONG", core.MsgReferenceTooLong},
	{"MSG_TOO_MANY_PAYMENTS", core.MsgTooManyPayments},
	{"MSG_AMOUNT_TOO_HIGH", core.MsgAmountTooHigh},
	{"MSG_TOTAL_TOO_HIGH", core.MsgTotalTooHigh},
	{"MSG_NEGATIVE_AMOUNT", core.MsgNegativeAmount},
	{"MSG_EMPTY_CART", sales.MsgEmptyCart},
	{"MSG_NEED_CUSTOMER", core.MsgNeedCustomer},
	{"MSG_ORDER_DONE", sales.MsgOrderDone},
	{"MSG_SALE_NOT_FOUND", sales.MsgSaleNotFound},

	{"MSG_CART_EMPTY", shop.MsgCartEmpty},
	{"MSG_COMMENT_REQUIRED", shop.MsgCommentRequired},
	{"MSG_RATING_REQUIRED", shop.MsgRatingRequired},

	{"MSG_OUTLET_NAME_REQUIRED", core.MsgOutletNameRequired},
	{"MSG_OUTLET_BANK_INCOMPLETE", core.MsgOutletBankIncomplete},
}
