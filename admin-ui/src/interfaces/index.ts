import type { Account, ApiSchemas, Profile as ApiProfile } from "@konter/ui-kit";

/**
 * The answers and bodies of the Konter API the back office reads, named from the schemas the
 * server declares (generated into ui-kit from its OpenAPI document). Where the server declares a
 * plain text whose values the screens branch on (a role, a unit's status), the type names them.
 */

export type { Product } from "@konter/ui-kit";

export type Role = "Admin" | "Kasir" | "Teknisi" | "Member";

export type Profile = Omit<ApiProfile, "role"> & { role: Role };

/** A staff user (GET /api/users) or a member (GET /api/members). */
export type User = Profile;

/** Answer of POST /api/users: the new user and the server's toast text. */
export type CreatedUser = User & Pick<ApiSchemas["CreatedUserOutputBody"], "message">;

/** Answer of POST /api/auth/login and GET /api/auth/me. */
export type Session = Omit<Account, "profile"> & { profile: Profile };

/** What the product form sends: POST /api/products (opening stock), PUT /api/products/{id}. */
export type ProductBody = ApiSchemas["ProductCreateInputBody"] &
  ApiSchemas["ProductUpdateInputBody"];

/** One row of a product's stock ledger. */
export type StockMovement = ApiSchemas["StockMovement"];

/** Where a unit is: in the shop, or where it went. */
export type UnitStatus =
  | "in_stock"
  | "sold"
  | "reserved"
  | "used_in_repair"
  | "missing"
  | "removed"
  | "arriving"
  | "in_transit";

/** One unit of a product tracked by unit, known by its IMEI or serial. */
export type Unit = Omit<ApiSchemas["Unit"], "status"> & { status: UnitStatus };

/** A customer or a supplier: the same address-book entry. */
export type Contact = ApiSchemas["Customer"];
export type Customer = ApiSchemas["Customer"];
export type Supplier = ApiSchemas["Supplier"];

/** What the address-book dialog sends (empty phone/address are stored as null by the server). */
export type ContactBody = ApiSchemas["ContactBody"];

/** Answer of every list endpoint (the server's `Page…` schemas); a page without rows may be null. */
export type ListResponse<T> = Omit<ApiSchemas["PageProduct"], "items"> & { items: T[] | null };
