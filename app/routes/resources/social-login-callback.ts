import { finishSocialLogin } from "#app/features/account/social-login.server.ts";
import type { Route } from "./+types/social-login-callback";

/**
 * Where every social login provider sends the shopper back (the redirect URI registered at the provider,
 * {PUBLIC_BASE_URL}/social-login/callback): one address in every language, as providers want one.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return finishSocialLogin(request, context);
}
