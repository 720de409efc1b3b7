export * from "./idempotency";
export * from "./server.gen";
