import { Link, type LinkProps } from "react-router";
import { NOT_FOUND_SCREEN, screenForPath } from "#app/route-table.ts";

/**
 * A link that prefetches its page when it scrolls into view (spec §9), but only when a screen of
 * ours answers it: prefetching a path that would 404 costs a request and logs an error.
 */
export function AppLink({ to, ...props }: LinkProps & { to: string }) {
  const known = screenForPath(to.split(/[?#]/)[0] ?? "/") !== NOT_FOUND_SCREEN;
  return <Link to={to} prefetch={known ? "viewport" : "none"} {...props} />;
}
