import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, isRouteErrorResponse, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { splitLocalePath } from "#domain/locale.ts";
import { serverTranslator } from "./i18n/translate.server.ts";
import { TranslationProvider } from "./i18n/use-translation.tsx";
import { deferScriptsUntilLoaded } from "./lib/defer-scripts.server.ts";
import { PageHtmlProvider } from "./lib/page-html.tsx";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const translator = serverTranslator(lang);
  const nonce = loadContext.nonce || undefined;
  // Crawlers and non-JS clients get the whole document at once, and so does a page kept for everyone
  // (server/page-cache.ts); browsers get the rest streamed.
  const waitForAll = Boolean(loadContext.wholeDocument) || isbot(request.headers.get("user-agent")) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <TranslationProvider translator={translator}>
        <PageHtmlProvider html={loadContext.pageHtml}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PageHtmlProvider>
      </TranslationProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = deferScriptsUntilLoaded({ language: lang });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already on the page as an error boundary; log them once.
          if (shellRendered) loadContext.log("error", "render error", { error: String(error) });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Unexpected errors are logged once, as one JSON line; a 404 is an answer, not an error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && /No route matches URL/.test(error.message)) return;
  const log = (context as AppLoadContext | undefined)?.log;
  const fields = { path: new URL(request.url).pathname, error: error instanceof Error ? error.stack ?? error.message : String(error) };
  if (log) log("error", "storefront error", fields);
  else console.error(JSON.stringify({ level: "error", msg: "storefront error", ...fields }));
};
