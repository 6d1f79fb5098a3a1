import type { AppLoadContext } from "react-router";
import type { Settings } from "#api/settings/settings.schemas.ts";
import { FEATURED, productTag } from "#domain/catalogue-tags.ts";
import type { Locale } from "#domain/locale.ts";
import { apiFor } from "./api.server.ts";

const asked = new WeakMap<AppLoadContext, Promise<Settings>>();

/**
 * The shop's settings for this request, asked of the API once however many loaders need them: the root sends
 * the layout's part to the page (shell-settings.ts), a screen takes the part only it shows.
 */
export function settingsFor(request: Request, context: AppLoadContext, lang: Locale): Promise<Settings> {
  let settings = asked.get(context);
  if (!settings) {
    // The layout shows no product of them; the home page says that it shows the featured ones (featuredTags).
    settings = apiFor(request, context, lang).request<{ data: Settings }>("GET", "/setting", undefined, { shows: [] }).then((answer) => answer.data);
    asked.set(context, settings);
  }
  return settings;
}

/** What a page showing the settings' featured row shows of the catalogue (domain/catalogue-tags.ts). */
export function featuredTags(settings: Settings): string[] {
  return [FEATURED, ...settings.evidence.products.map((p) => productTag(p.id))];
}
