import { z } from "zod";
import { COOKIE, serializeCookie } from "#app/lib/cookies.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import type { Route } from "./+types/currency";

const CHOICE = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  redirectTo: z.string().max(2000).optional(),
});

/** The currency switcher's form target: remembers the choice in a cookie and goes back to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = CHOICE.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirectOnSite("/", 303);
  const cookie = serializeCookie(COOKIE.currency.name, parsed.data.currency, {
    maxAge: COOKIE.currency.maxAge, httpOnly: false, secure: context.publicBaseUrl.startsWith("https:"),
  });
  return redirectOnSite(parsed.data.redirectTo ?? "/", { status: 303, headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return redirectOnSite("/", 303);
}
