import { Form, data, useNavigation } from "react-router";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { formRefusal, withActionRetryAfter } from "#app/features/account/account-api.server.ts";
import type { AccountFormResult, LoginData } from "#app/features/account/account-types.ts";
import { FormMessage } from "#app/features/account/account-form.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import { redirectWithCookies, signInCookies } from "#app/lib/session.server.ts";
import type { Route } from "./+types/active-user";

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/active-user", { noindex: true });
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  return { title: translate(splitLocalePath(url.pathname).lang, "account.activate.title"), token: TOKEN.test(token) ? token : null };
}

/** This screen's texts are a catalogue of their own (catalogs.client.ts): fetched with its data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const token = String((await request.formData()).get("token") ?? "");
  if (!TOKEN.test(token)) return data<AccountFormResult>({ form: "activate", error: "account.error.linkInvalid" }, { status: 400 });
  try {
    const { data: login } = await apiFor(request, context, lang).post<{ data: LoginData }>("/auth/active-user", { token });
    return redirectWithCookies(`${localizedPath(lang, "/profile")}?done=welcome`, signInCookies(login, context));
  } catch (error) {
    return formRefusal(error, "activate");
  }
}

/** A refusal for too many attempts carries the API's Retry-After (the root's headers pass only cookies on). */
export function headers(args: Route.HeadersArgs) {
  return withActionRetryAfter(args);
}

/**
 * Spec §2 /active-user: the link of the activation e-mail. Activating takes a click, not the visit
 * itself: mail scanners open links, and a GET must not use up the shopper's one-time token.
 */
export default function ActivateAccountScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-semibold">{t("account.activate.title")}</h1>
      <FormMessage result={actionData ?? undefined} />
      {/* Only a dead link takes the button away: after a refusal for too many attempts it stays for a retry. */}
      {loaderData.token && actionData?.error !== "account.error.linkInvalid" ? (
        <Form method="post" className="space-y-4">
          <p>{t("account.activate.explain")}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700">{t("account.activate.submit")}</button>
        </Form>
      ) : (
        <div className="space-y-3">
          {!actionData && <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-900">{t("account.error.linkInvalid")}</p>}
          <p>{t("account.activate.newLink")}</p>
          <p className="flex flex-wrap gap-4">
            <AppLink to={`${localizedPath(lang, "/profile")}?mode=register`} className="inline-flex min-h-11 items-center underline underline-offset-4">{t("account.register.tab")}</AppLink>
            <AppLink to={localizedPath(lang, "/profile")} className="inline-flex min-h-11 items-center underline underline-offset-4">{t("account.login.tab")}</AppLink>
          </p>
        </div>
      )}
    </div>
  );
}
