import { type RouteConfig, route } from "@react-router/dev/routes";
import { SUPPORTED_LOCALES, localizedPath } from "../domain/locale.ts";

// Every screen exists once per language: Italian unprefixed, the others under /en, /fr, /de, /es.
export default [
  ...SUPPORTED_LOCALES.map((lang) => route(localizedPath(lang, "/"), "routes/home.tsx", { id: `home-${lang}` })),
] satisfies RouteConfig;
