import type { Database } from "#db/client.ts";
import { createApi } from "./app.ts";

/** The OpenAPI document as the running API serves it; no database is touched to write it. */
export async function buildOpenApiDocument(): Promise<unknown> {
  const { app } = createApi({ db: {} as Database, sessionSecret: "openapi-document-needs-no-real-secret-0000" });
  const response = await app.request("/web/v1/openapi.json");
  return response.json();
}
