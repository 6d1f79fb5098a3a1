import { z } from "@hono/zod-openapi";
import { toSafeRedirect } from "#domain/safe-redirect.ts";

export const NOT_A_SHOP_PATH = "Give a path of this shop that starts with one / (like /dispensa/pasta), without https:// or a domain: "
  + "a browser would take this one to another site, or could not open it.";

/**
 * A redirect rule as the shop owner or an import of an old site's URLs writes it (issue 22): a typo or a
 * hostile import must never store a target that a browser reads as another host once normalised
 * ("/.//evil.example", "/%2e%2e//evil.example", "/./\evil.example"). The normalised path is what is stored.
 */
export const REDIRECT_RULE = z.strictObject({
  type: z.enum(["parameter", "newurl"]),
  property: z.string().trim().min(1, "Give the property to look up.").max(64, "The property is too long."),
  value_to_search: z.string().trim().min(1, "Give the old value or path to look up.").max(2000, "The old value is too long."),
  new_value: z.string().trim().max(2000, "The new path is too long.")
    .refine((value) => toSafeRedirect(value, null) !== null, NOT_A_SHOP_PATH)
    .transform((value) => toSafeRedirect(value)),
  status: z.union([z.literal(301), z.literal(302)], "The status is 301 (moved for good) or 302 (for now).").default(301),
  is_active: z.boolean().default(true),
});

export type RedirectRuleInput = z.input<typeof REDIRECT_RULE>;
