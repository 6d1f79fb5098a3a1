import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import type { CartContext } from "#api/cart/cart.handlers.ts";
import type { WishlistView } from "#api/wishlist/wishlist.view.ts";
import type { LoginData } from "./auth.schemas.ts";
import type { CustomerRow } from "./auth.queries.ts";
import type { IssuedSession, Sessions } from "./sessions.ts";
import { mergeVisitorInto } from "./visitor-merge.ts";

export interface SignInDeps {
  db: Database;
  cart: CartContext;
  wishlist: WishlistView;
  sessions: Sessions;
}

/**
 * Every way in (password, activation link, social login) ends here: a session for the customer `find`
 * names, and the visitor's cart and wishlist brought along, in one transaction. `find` runs in that
 * transaction and throws to refuse.
 */
export type SignIn = (
  lang: Locale, anonymousId: string | null, remember: boolean, find: (tx: Database) => Promise<CustomerRow>,
) => Promise<LoginData>;

export function createSignIn(deps: SignInDeps): SignIn {
  const { db, sessions } = deps;
  return async (lang, anonymousId, remember, find) => {
    const { customer, session } = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const customer = await find(tx);
      const session: IssuedSession = await sessions.start(tx, customer.id, remember);
      await mergeVisitorInto(tx, lang, anonymousId, customer.id);
      return { customer, session };
    });
    const owner = { kind: "customer" as const, customerId: customer.id };
    const [cart, wishlist] = await Promise.all([deps.cart.view(lang, owner), deps.wishlist.view(lang, owner)]);
    return {
      id: customer.id, accessToken: session.accessToken, refreshToken: session.refreshToken, remember: session.remember,
      name: customer.name, lastname: customer.lastname, email: customer.email, cart, wishlist,
    };
  };
}
