import { ErrorPage } from "#app/components/error-page.tsx";
import { answerUnknownPath } from "#app/lib/unknown-path.server.ts";
import type { Route } from "./+types/not-found";

/** Not-found answers are never indexed; their title comes from the error page. */
export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return answerUnknownPath(request, context);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} standalone={false} />;
}

export default function NotFound() {
  return null;
}
