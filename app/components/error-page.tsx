import { useEffect, useId, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { isRouteErrorResponse, useLocation } from "react-router";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { useOptionalRootData } from "#app/lib/root-data.ts";

interface ErrorDetails { status: number; message: string; stack?: string }

function describeError(error: unknown, pathname: string): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "string" && error.data ? error.data : error.statusText || (error.status === 404 ? `Page not found: ${pathname}` : "Error");
    return { status: error.status, message };
  }
  if (error instanceof Error) return { status: 500, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { status: 500, message: String(error) };
}

/** Spec §2 and §8: the 404 page, or "Oops" with details on demand (?debug=true shows them at once). */
export function ErrorPage({ error, standalone = true }: { error: unknown; standalone?: boolean }) {
  const Container = standalone ? "main" : "div";
  const { t } = useTranslation();
  const location = useLocation();
  const root = useOptionalRootData();
  const lang = root?.lang ?? splitLocalePath(location.pathname).lang;
  const details = describeError(error, location.pathname);
  const notFound = details.status === 404;
  const debug = new URLSearchParams(location.search).get("debug") === "true";
  const [open, setOpen] = useState(debug);
  const detailsId = useId();
  // Stack traces reach the browser only in development or when the shop allows it.
  const showStack = Boolean(details.stack) && (root?.showErrorDetails ?? import.meta.env.DEV);

  useEffect(() => {
    if (!notFound) console.error(details.status, details.message);
  }, [notFound, details.status, details.message]);

  const title = notFound ? t("error.notFoundTitle") : t("error.somethingWentWrong");
  return (
    <Container {...(standalone ? { id: "main" } : {})} className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{title}</title>
      <p className="text-6xl font-bold text-stone-800" aria-hidden={notFound ? undefined : "true"}>{notFound ? "404" : "Oops"}</p>
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      {notFound ? (
        <p className="mt-3 text-stone-700">{t("error.notFoundHelp", { path: location.pathname })}</p>
      ) : (
        <img src="/image/ops.jpg" alt="" width={480} height={320} className="mx-auto mt-6 h-auto max-w-full rounded-lg" />
      )}
      <p className="mt-8">
        <a className="rounded bg-stone-900 px-4 py-2 font-semibold text-white hover:bg-stone-700" href={localizedPath(lang, "/")}>
          {t("error.backHome")}
        </a>
      </p>
      <div className="mt-10 text-left">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((v) => !v)}
          className="flex items-center gap-2 rounded border border-stone-300 px-3 py-1 text-sm text-stone-800"
        >
          <span aria-hidden="true" className="font-mono text-base">{open ? "−" : "+"}</span>
          {open ? t("error.hideDetails") : t("error.showDetails")}
        </button>
        <div id={detailsId} hidden={!open} className="mt-3 rounded bg-stone-100 p-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">{t("error.statusCode")}</dt>
            <dd>{details.status}</dd>
            <dt className="font-semibold">{t("error.message")}</dt>
            <dd className="break-words">{details.message}</dd>
          </dl>
          {showStack && <pre className="mt-3 overflow-x-auto whitespace-pre-wrap text-xs">{details.stack}</pre>}
        </div>
      </div>
    </Container>
  );
}
