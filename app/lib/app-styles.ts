import sheet from "../app.css?inline";

export const APP_STYLES_ID = "app-styles";

/**
 * The style sheet the root layout inlines in the document's head (one render-blocking request fewer).
 * The server (and the dev server, for hot updates) renders it from the bundle; a production browser
 * reads back the text the server sent, so the sheet (about 6 kB gzip) is not downloaded a second time
 * inside the JavaScript. Read once, when the root module loads, so a client render writes the same text.
 */
export const APP_STYLES: string = import.meta.env.SSR || import.meta.env.DEV
  ? sheet
  : (document.getElementById(APP_STYLES_ID)?.textContent ?? "");
