import { Link, type LinkProps } from "react-router";
import { NOT_FOUND_SCREEN, screenForPath } from "#app/route-table.ts";
import { prefetchWhenVisible } from "./link-prefetch.ts";

/**
 * A link of ours. It prefetches the code of its screen when it scrolls into view (spec §9, see
 * link-prefetch.ts), but only when a screen of ours answers it: a path that would 404 has nothing to fetch.
 */
export function AppLink({ to, ...props }: LinkProps & { to: string }) {
  const known = screenForPath(to.split(/[?#]/)[0] ?? "/") !== NOT_FOUND_SCREEN;
  return <Link to={to} prefetch="none" ref={known ? prefetchWhenVisible : undefined} {...props} />;
}
