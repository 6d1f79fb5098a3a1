import { and, desc, eq } from "drizzle-orm";
import { emailOutbox } from "#db/schema/schema.ts";
import type { TestApi } from "#tests/setup/test-api.ts";

let counter = 0;
const unique = () => `${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;

/** A fresh e-mail address, a fresh client address and a fresh visitor id: tests never share a rate-limit key. */
export const newEmail = () => `shopper-${unique()}@example.com`;
export const newClientIp = () => `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
export const newVisitor = () => `visitor-${unique()}`.replace(/[^A-Za-z0-9_-]/g, "-").padEnd(16, "x");

export const PASSWORD = "correct horse battery";

/** The token of the newest e-mail of a template sent to an address, as the mail worker would read it. */
export async function mailToken(t: TestApi, to: string, template: string): Promise<string> {
  const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)))
    .orderBy(desc(emailOutbox.id)).limit(1);
  if (!mail) throw new Error(`no ${template} mail to ${to}`);
  return (mail.payload as { token: string }).token;
}

export function authCall(t: TestApi) {
  return (method: string, path: string, options: { body?: unknown; token?: string; ia?: string; ip?: string; headers?: Record<string, string> } = {}) =>
    t.call(method, path, {
      body: options.body,
      headers: {
        "x-client-ip": options.ip ?? newClientIp(),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.ia ? { ia: options.ia } : {}),
        ...options.headers,
      },
    });
}

export function registerBody(email: string, over: Record<string, unknown> = {}) {
  return { name: "Anna", lastname: "Rossi", email, password: PASSWORD, confirm_password: PASSWORD, ...over };
}

/** A new, activated, signed-in customer (its LoginData). */
export async function signUp(t: TestApi, options: { email?: string; ia?: string } = {}) {
  const call = authCall(t);
  const email = options.email ?? newEmail();
  const registered = await call("POST", "/auth/register", { body: registerBody(email) });
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const token = await mailToken(t, email, "account-activation");
  const activated = await call("POST", "/auth/active-user", { body: { token }, ia: options.ia });
  if (activated.status !== 200) throw new Error(`activation answered ${activated.status}: ${JSON.stringify(activated.body)}`);
  return { email, ...activated.body.data } as { email: string; id: string; accessToken: string; refreshToken: string; remember: boolean; cart: any; wishlist: any };
}
