import { isCommonPassword } from "#domain/common-passwords.ts";
import type { Locale } from "#domain/locale.ts";
import { ApiError } from "#api/http/errors.ts";

/**
 * Why the password is refused, as NIST SP 800-63B asks a verifier to say, in the lang header's language:
 * unlike the API's other messages, a client may show this one as it is (the storefront has its own copy).
 */
export const COMMON_PASSWORD_MESSAGES: Record<Locale, string> = {
  it: "Questa password è tra le più comuni o è comparsa in furti di dati: chi attacca gli account la prova per prima. Scegline un'altra.",
  en: "This password is one of the most common or has appeared in data breaches: attackers try those first. Choose another one.",
  fr: "Ce mot de passe fait partie des plus courants ou a fuité lors de vols de données : les attaquants essaient ceux-là en premier. Choisissez-en un autre.",
  de: "Dieses Passwort gehört zu den häufigsten oder ist durch Datenlecks bekannt: Angreifer probieren solche Passwörter zuerst. Wählen Sie ein anderes.",
  es: "Esta contraseña es de las más comunes o ha aparecido en filtraciones de datos: los atacantes prueban esas primero. Elige otra.",
};

/**
 * A new password on the list of common and breached ones (decision 010) is a 400 on the password field,
 * reason common_password. Checked with the other field errors, before a rate limit counts the attempt.
 */
export function refuseCommonPassword(password: string, lang: Locale): void {
  if (!isCommonPassword(password)) return;
  const message = COMMON_PASSWORD_MESSAGES[lang];
  throw new ApiError(400, "VALIDATION_FAILED", `password: ${message}`, { password: message }, "common_password");
}
