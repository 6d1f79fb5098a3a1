import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { AccountActions } from "#app/features/account/account-actions.tsx";
import { endSession, isSessionEnded, requireRenewedSession, withActionRetryAfter } from "#app/features/account/account-api.server.ts";
import { AddressBook } from "#app/features/account/address-book.tsx";
import { OrderList } from "#app/features/orders/order-list.tsx";
import type { Order } from "#api/orders/orders.schemas.ts";
import type { AccountFormResult, Address, Profile } from "#app/features/account/account-types.ts";
import { profileAction } from "#app/features/account/profile-action.server.ts";
import { ProfileDetailsForm } from "#app/features/account/profile-details-form.tsx";
import { SignInPanel } from "#app/features/account/sign-in-panel.tsx";
import { socialErrorKey } from "#app/features/account/social-login.server.ts";
import { translate } from "#app/i18n/translate.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { guessPhoneCountry } from "#app/lib/phone-country.server.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { toSafeRedirect } from "#domain/safe-redirect.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import { hasSession } from "#app/lib/session.server.ts";
import type { Route } from "./+types/profile";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/profile", { noindex: true });
}

const DONE_NOTICES: Record<string, string> = { address: "address.saved", "address-deleted": "address.deleted", welcome: "account.welcome" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const title = translate(lang, "account.title");
  if (!hasSession(request.headers.get("cookie"))) {
    const back = url.searchParams.get("redirectTo");
    return {
      guest: true as const, title, mode: url.searchParams.get("mode") === "register" ? "register" as const : "login" as const,
      redirectTo: toSafeRedirect(back, null) ?? undefined, socialError: socialErrorKey(url.searchParams.get("social_error")),
    };
  }
  requireRenewedSession(request);
  const api = apiFor(request, context, lang);
  try {
    const [{ data: profile }, { data: addresses }, { data: orders }, phoneCountry] = await Promise.all([
      api.get<{ data: Profile }>("/auth/me"),
      api.get<{ data: Address[] }>("/auth/addresses"),
      api.get<{ data: Order[] }>("/orders?per_page=3"),
      guessPhoneCountry(context, lang),
    ]);
    const editId = url.searchParams.get("edit");
    const done = DONE_NOTICES[url.searchParams.get("done") ?? ""];
    return { guest: false as const, title, profile, addresses, orders, editing: addresses.find((a) => a.AddressID === editId) ?? null, phoneCountry, done };
  } catch (error) {
    if (isSessionEnded(error)) throw endSession(lang, context);
    throw error;
  }
}

/** This screen's texts are a catalogue of their own (catalogs.client.ts): fetched with its data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  return profileAction({ request, context, lang });
}

/** A sign-in refused for too many attempts carries the API's Retry-After (the root's headers pass only cookies on). */
export function headers(args: Route.HeadersArgs) {
  return withActionRetryAfter(args);
}

/** Spec §2 /profile: signed out, the sign-in panel (login or register); signed in, the account. */
export default function ProfileScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, settings } = useRootData();
  const result = (actionData ?? undefined) as AccountFormResult | undefined;
  if (loaderData.guest) return <SignInPanel lang={lang} mode={result?.form === "register" ? "register" : loaderData.mode} result={result} redirectTo={loaderData.redirectTo} socialError={loaderData.socialError} />;
  const { profile, addresses, orders, editing, phoneCountry, done } = loaderData;
  return (
    <div className="space-y-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{t("account.title")}</h1>
        <p className="text-lg">{t("account.hello", { name: profile.name })}</p>
        {done === "account.welcome" && !result && <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-900">{t(done)}</p>}
        <nav aria-label={t("account.sections")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            <li><AppLink to={localizedPath(lang, "/profile/cart")} className="inline-flex min-h-11 items-center underline underline-offset-4">{t("savedCarts.title")}</AppLink></li>
            <li><AppLink to={localizedPath(lang, "/wishlist")} className="inline-flex min-h-11 items-center underline underline-offset-4">{t("wishlist.title")}</AppLink></li>
            <li><AppLink to={localizedPath(lang, "/profile/my-orders")} className="inline-flex min-h-11 items-center underline underline-offset-4">{t("orders.title")}</AppLink></li>
            {settings.authentications.length > 0 && (
              <li><AppLink to={localizedPath(lang, "/profile/social-login")} className="inline-flex min-h-11 items-center underline underline-offset-4">{t("account.social.title")}</AppLink></li>
            )}
            <li><a href="#addresses" className="inline-flex min-h-11 items-center underline underline-offset-4">{t("address.title")}</a></li>
          </ul>
        </nav>
      </div>
      <div className="rounded-lg border border-stone-200 bg-white p-5">
        <ProfileDetailsForm lang={lang} profile={profile} phoneCountry={phoneCountry} result={result} />
      </div>
      <OrderList lang={lang} orders={orders} />
      <AddressBook lang={lang} addresses={addresses} editing={editing} phoneCountry={phoneCountry} result={result} done={done !== "account.welcome" && !result ? done : undefined} />
      <AccountActions result={result} />
    </div>
  );
}
