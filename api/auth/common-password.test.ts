import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, emailOutbox } from "#db/schema/schema.ts";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { PASSWORD, authCall, mailToken, newClientIp, newEmail, registerBody, signUp } from "./auth-test-kit.ts";

const t = useTestApi();
const call = authCall(t);

/** The refusals the issue found accepted, and the same ones typed differently. */
const COMMON = ["password1", "12345678", "password", "123456789", " PassWord1 ", "QWERTYUIOP"];

const WHY: Record<string, RegExp> = {
  it: /^Questa password è tra le più comuni o è comparsa in furti di dati: .*Scegline un'altra\.$/,
  en: /^This password is one of the most common or has appeared in data breaches: .*Choose another one\.$/,
  fr: /^Ce mot de passe fait partie des plus courants ou a fuité lors de vols de données : .*Choisissez-en un autre\.$/,
  de: /^Dieses Passwort gehört zu den häufigsten oder ist durch Datenlecks bekannt: .*Wählen Sie ein anderes\.$/,
  es: /^Esta contraseña es de las más comunes o ha aparecido en filtraciones de datos: .*Elige otra\.$/,
};

function expectRefusal(res: { status: number; body: any }, lang: string) {
  expect(res.status).toBe(400);
  const [meta] = res.body.metadata;
  expect(meta).toMatchObject({ code: "VALIDATION_FAILED", reason: "common_password" });
  expect(meta.fields).toEqual({ password: expect.stringMatching(WHY[lang]!) });
  expect(meta.errors).toEqual([`password: ${meta.fields.password}`]);
}

describe("common and breached passwords", () => {
  it.each(SUPPORTED_LOCALES)("are refused at registration, saying why in %s, and nothing is created", async (lang) => {
    for (const password of COMMON) {
      const email = newEmail();
      const res = await call("POST", "/auth/register", { body: registerBody(email, { password, confirm_password: password }), headers: { lang } });
      expectRefusal(res, lang);
      expect(await t.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(0);
      expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(0);
    }
  });

  it("do not use up the registration limit, like any other field error", async () => {
    const ip = newClientIp();
    for (let i = 0; i < 6; i++) {
      expect((await call("POST", "/auth/register", { ip, body: registerBody(newEmail(), { password: "password1", confirm_password: "password1" }) })).status).toBe(400);
    }
    expect((await call("POST", "/auth/register", { ip, body: registerBody(newEmail()) })).status).toBe(202);
  });

  it.each(SUPPORTED_LOCALES)("are refused when a reset link sets a new password, saying why in %s; the link and the old password still work", async (lang) => {
    const { email } = await signUp(t);
    await call("POST", "/auth/reset-password", { body: { email } });
    const token = await mailToken(t, email, "password-reset");
    for (const password of COMMON) {
      const res = await call("POST", "/auth/change-password", { body: { token, password, password_check: password }, headers: { lang } });
      expectRefusal(res, lang);
    }
    expect((await call("POST", "/auth/", { body: { email, password: PASSWORD } })).status).toBe(200);
    const changed = await call("POST", "/auth/change-password", { body: { token, password: "Sfogliatella al forno 7", password_check: "Sfogliatella al forno 7" } });
    expect(changed.status).toBe(200);
  });

  it("are refused when a not-yet-activated account chooses its password through a reset link", async () => {
    const email = newEmail();
    await call("POST", "/auth/register", { body: registerBody(email) });
    await call("POST", "/auth/reset-password", { body: { email } });
    const token = await mailToken(t, email, "password-reset");
    expectRefusal(await call("POST", "/auth/change-password", { body: { token, password: "123456789", password_check: "123456789" }, headers: { lang: "de" } }), "de");
    const [customer] = await t.db.select().from(customers).where(eq(customers.email, email));
    expect(customer!.activatedAt).toBeNull();
  });
});
