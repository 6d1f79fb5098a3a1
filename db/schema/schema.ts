// The whole schema, for Drizzle's relational queries and drizzle-kit.
export * from "./settings.ts";
export * from "./catalog.ts";
export * from "./listing.ts";
export * from "./search.ts";
export * from "./content.ts";
export * from "./fulfilment.ts";
export * from "./customers.ts";
export * from "./social-login.ts";
export * from "./carts.ts";
export * from "./orders.ts";
export * from "./marketing.ts";
