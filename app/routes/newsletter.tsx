import { data, Form, useActionData, useNavigation } from "react-router";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { isPrefetch } from "#domain/personal-answer.ts";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { ApiRequestError, apiReason } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/newsletter";

type Subscription = { email: string; status: "none" | "pending" | "subscribed" };
/** What the page says: a key of the newsletter group, and the (masked) address it speaks of. */
type Outcome = { message: string; email: string; tone: "done" | "problem"; resubscribe: boolean };

const TOKEN = /^[A-Za-z0-9_.-]{1,200}$/;
const isConfirm = (pathname: string) => splitLocalePath(pathname).path === "/newsletter/confirm";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, isConfirm(args.location.pathname) ? "/newsletter/confirm" : "/unsubscribe", { noindex: true });
}

/**
 * The newsletter's two links (issue 17). /newsletter/confirm?token= confirms a subscription (double opt-in);
 * /unsubscribe?token= unsubscribes at once, with one click and no sign-in, and offers to subscribe again.
 * A mailbox provider's one-click POST (List-Unsubscribe-Post, RFC 8058) comes to the same address and
 * unsubscribes too. A prefetch or a link preview changes nothing. A bad or old link gets a clear message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const confirm = isConfirm(url.pathname);
  const title = translate(lang, confirm ? "newsletter.page.title" : "newsletter.unsubscribe.title");
  const token = url.searchParams.get("token") ?? "";
  if (!TOKEN.test(token)) return { title, token: "", outcome: { message: confirm ? "newsletter.confirm.invalid" : "newsletter.unsubscribe.missing", email: "", tone: "problem", resubscribe: false } satisfies Outcome };
  const api = apiFor(request, context, lang);
  try {
    if (confirm) {
      const { data: done } = await api.post<{ data: Subscription }>("/newsletter/confirm", { token });
      return { title, token: "", outcome: { message: "newsletter.confirm.done", email: done.email, tone: "done", resubscribe: false } satisfies Outcome };
    }
    // A browser fetching ahead of the shopper, or a mail scanner's preview, only looks.
    if (isPrefetch(request.headers)) {
      const { data: shown } = await api.get<{ data: Subscription }>(`/newsletter/subscription?${new URLSearchParams({ token })}`);
      return { title, token, outcome: { message: "newsletter.unsubscribe.title", email: shown.email, tone: "done", resubscribe: false } satisfies Outcome };
    }
    const { data: left } = await api.post<{ data: Subscription }>("/newsletter/unsubscribe", { token });
    return { title, token, outcome: { message: "newsletter.unsubscribe.done", email: left.email, tone: "done", resubscribe: true } satisfies Outcome };
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500) throw error;
    const message = confirm ? (apiReason(error.body) === "expired_token" ? "newsletter.confirm.expired" : "newsletter.confirm.invalid") : "newsletter.unsubscribe.invalid";
    return data({ title, token: "", outcome: { message, email: "", tone: "problem", resubscribe: false } satisfies Outcome }, { status: error.status === 410 ? 410 : 400 });
  }
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const form = await request.formData();
  const token = String(form.get("token") ?? url.searchParams.get("token") ?? "");
  const api = apiFor(request, context, lang);
  // RFC 8058: the mailbox provider POSTs List-Unsubscribe=One-Click to the header's address.
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  if (isConfirm(url.pathname) || !TOKEN.test(token)) return data<Outcome>({ message: "newsletter.unsubscribe.invalid", email: "", tone: "problem", resubscribe: false }, { status: 400 });
  try {
    const path = oneClick || form.get("intent") !== "resubscribe" ? "/newsletter/unsubscribe" : "/newsletter/resubscribe";
    const { data: now } = await api.post<{ data: Subscription }>(path, { token });
    return now.status === "subscribed"
      ? data<Outcome>({ message: "newsletter.unsubscribe.resubscribed", email: now.email, tone: "done", resubscribe: false })
      : data<Outcome>({ message: "newsletter.unsubscribe.done", email: now.email, tone: "done", resubscribe: true });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const message = error.status >= 500 ? "newsletter.unsubscribe.failed" : "newsletter.unsubscribe.invalid";
    return data<Outcome>({ message, email: "", tone: "problem", resubscribe: false }, { status: error.status >= 500 ? 503 : 400 });
  }
}

export default function NewsletterScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const answer = useActionData<typeof action>() as Outcome | undefined;
  const busy = useNavigation().state !== "idle";
  const outcome: Outcome = answer ?? loaderData.outcome;
  const box = outcome.tone === "done" ? "border-green-700 bg-green-50" : "border-amber-700 bg-amber-50";
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-3xl font-semibold">{loaderData.title}</h1>
      <div role={outcome.tone === "done" ? "status" : "alert"} className={`space-y-2 rounded border p-4 ${box}`} data-testid="newsletter-outcome">
        <p>{t(outcome.message, { email: outcome.email })}</p>
        {outcome.message === "newsletter.confirm.done" && <p className="text-sm">{t("newsletter.confirm.doneHint")}</p>}
        {outcome.resubscribe && <p className="text-sm">{t("newsletter.unsubscribe.doneHint")}</p>}
      </div>
      {outcome.resubscribe && loaderData.token && (
        <Form method="post">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" name="intent" value="resubscribe" disabled={busy}
            className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 disabled:opacity-60">
            {t("newsletter.unsubscribe.resubscribe")}
          </button>
        </Form>
      )}
      <p className="text-sm text-stone-700">{t("newsletter.manage")}</p>
      <p><AppLink to={localizedPath(lang, "/")} className="inline-flex min-h-11 items-center underline underline-offset-4">{t("newsletter.home")}</AppLink></p>
    </div>
  );
}
