import type { components, operations } from "./api.gen";

/**
 * The API's schemas as the server declares them: generated into api.gen.ts from the document it
 * serves at /api/openapi.json (`make api-types`; `make test` fails when they are not current).
 * A UI names the ones it reads: `type Product = ApiSchemas["Product"]`.
 */
export type ApiSchemas = components["schemas"];

/** The query parameters of an operation, by its operationId: `ApiQuery<"list-products">`. */
export type ApiQuery<Operation extends keyof operations> = NonNullable<
  operations[Operation]["parameters"]["query"]
>;
