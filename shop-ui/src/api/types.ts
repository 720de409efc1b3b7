import type { ApiQuery, ApiResponse, ApiSchemas } from "@konter/ui-kit";

export type { Account, Product, Profile } from "@konter/ui-kit";

/**
 * The answers the storefront reads, as the server declares them (generated from its OpenAPI
 * document into ui-kit). Money is an integer number of rupiah; optional texts come as null.
 */

export type ProductPage = ApiSchemas["PageProduct"];
export type ProductSort = NonNullable<ApiQuery<"list-products">["sort"]>;

/** A plain confirmation, e.g. after sign-up. */
export type MessageResponse = ApiSchemas["MessageOutputBody"];

/** A member's pickup order; money in rupiah, computed by the server. */
export type Order = ApiSchemas["Order"];
export type OrderPage = ApiSchemas["PageOrder"];
export type OrderItem = ApiSchemas["OrderItem"];
export type OrderDetail = ApiSchemas["OrderDetail"];

/** A product review; the author's name and photo come from their profile (null once deleted). */
export type Review = ApiSchemas["Review"];
/** A page of reviews with the average rating (out of 5, 0 without reviews) of all of them. */
export type ReviewPage = ApiSchemas["ReviewPage"];

/** A published news article; `content` is HTML the server has already sanitised. */
export type NewsArticle = ApiSchemas["News"];
export type NewsPage = ApiSchemas["PageNews"];

export type AdPlacement = Exclude<NonNullable<ApiQuery<"list-ads">["placement"]>, "">;
/** An advertisement banner; the public list holds active ones only, by sort_order. */
export type Advertisement = ApiSchemas["Advertisement"];
/** GET /api/settings: every setting by key, with the shop's defaults filled in. */
export type Settings = ApiResponse<"get-settings">;
export type AdvertisementPage = ApiSchemas["PageAdvertisement"];

/** A repair looked up by its number (GET /api/tracking/{id}): the customer's name and phone masked. */
export type ServiceTracking = ApiSchemas["Tracking"];
/** A repair as its full receipt shows it (GET /api/tracking?token=…, from the QR code). */
export type ServiceReceipt = ApiSchemas["ReceiptBody"];
