import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addresses } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { authCall, signUp } from "./auth-test-kit.ts";

const t = useTestApi();
const call = authCall(t);

const address = (over: Record<string, unknown> = {}) => ({
  Name: "Anna Rossi", Street1: "Via Roma 1", CityName: "Milano", PostalCode: "20100", Country: "it", ...over,
});

describe("addresses", () => {
  it("creates, lists, replaces and deletes the customer's addresses; the first is the default", async () => {
    const { accessToken: token, id } = await signUp(t);
    const created = await call("POST", "/auth/addresses", { token, body: address({ Phone: "+39 02 1234 5678", Company: "Rossi srl" }) });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      AddressID: expect.any(String), Name: "Anna Rossi", Company: "Rossi srl", Street1: "Via Roma 1", Street2: null, CityName: "Milano",
      StateOrProvince: null, PostalCode: "20100", Country: "IT", Phone: "+390212345678", isDefault: true,
    });
    const [row] = await t.db.select().from(addresses).where(eq(addresses.customerId, id));
    expect(row!.kind).toBe("shipping");
    const addressId = created.body.data.AddressID;

    const updated = await call("PUT", `/auth/addresses/${addressId}`, { token, body: address({ CityName: "Torino", isDefault: false }) });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ CityName: "Torino", Company: null, isDefault: true });
    expect((await call("GET", "/auth/addresses", { token })).body.data).toMatchObject([{ AddressID: addressId, CityName: "Torino" }]);

    const deleted = await call("DELETE", `/auth/addresses/${addressId}`, { token });
    expect(deleted).toMatchObject({ status: 200, body: { data: { status: "deleted" } } });
    expect((await call("GET", "/auth/addresses", { token })).body.data).toEqual([]);
  });

  it("keeps exactly one default: setting one unsets the others; deleting it promotes the oldest", async () => {
    const { accessToken: token } = await signUp(t);
    const first = (await call("POST", "/auth/addresses", { token, body: address({ Name: "One" }) })).body.data;
    const second = (await call("POST", "/auth/addresses", { token, body: address({ Name: "Two" }) })).body.data;
    const third = (await call("POST", "/auth/addresses", { token, body: address({ Name: "Three", isDefault: true }) })).body.data;
    expect([first.isDefault, second.isDefault, third.isDefault]).toEqual([true, false, true]);
    const defaults = async () => (await call("GET", "/auth/addresses", { token })).body.data.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { Name: string }) => a.Name);
    expect(await defaults()).toEqual(["Three"]);
    await call("PUT", `/auth/addresses/${second.AddressID}`, { token, body: address({ Name: "Two", isDefault: true }) });
    expect(await defaults()).toEqual(["Two"]);
    await call("DELETE", `/auth/addresses/${second.AddressID}`, { token });
    expect(await defaults()).toEqual(["One"]);
  });

  it("answers 404 for another customer's address on GET, PUT and DELETE, and leaves it untouched", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const mine = (await call("POST", "/auth/addresses", { token: owner.accessToken, body: address() })).body.data;
    expect((await call("GET", "/auth/addresses", { token: intruder.accessToken })).body.data).toEqual([]);
    const put = await call("PUT", `/auth/addresses/${mine.AddressID}`, { token: intruder.accessToken, body: address({ Name: "Mallory" }) });
    expect(put.status).toBe(404);
    expect((await call("DELETE", `/auth/addresses/${mine.AddressID}`, { token: intruder.accessToken })).status).toBe(404);
    expect((await call("GET", "/auth/addresses", { token: owner.accessToken })).body.data).toEqual([mine]);
  });

  it("refuses missing fields, a bad phone, a long postal code and an unknown country with field errors", async () => {
    const { accessToken: token, id } = await signUp(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ Name: "" }, "Name"], [{ Street1: undefined }, "Street1"], [{ CityName: " " }, "CityName"],
      [{ PostalCode: "1234567890123" }, "PostalCode"], [{ Country: "XX" }, "Country"], [{ Country: "ITA" }, "Country"],
      [{ Phone: "12" }, "Phone"], [{ AddressOwner: "someone" }, "AddressOwner"],
    ];
    for (const [over, field] of cases) {
      const res = await call("POST", "/auth/addresses", { token, body: address(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.metadata[0].fields, JSON.stringify(over)).toHaveProperty(field);
    }
    expect(await t.db.select().from(addresses).where(eq(addresses.customerId, id))).toHaveLength(0);
    expect((await call("POST", "/auth/addresses", { body: address() })).status).toBe(401);
  });

  it("keeps at most 20 addresses (422 too_many_addresses)", async () => {
    const { accessToken: token, id } = await signUp(t);
    for (let i = 0; i < 20; i++) expect((await call("POST", "/auth/addresses", { token, body: address({ Name: `N${i}` }) })).status).toBe(201);
    const res = await call("POST", "/auth/addresses", { token, body: address() });
    expect(res.status).toBe(422);
    expect(res.body.metadata[0]).toMatchObject({ code: "UNPROCESSABLE", reason: "too_many_addresses" });
    expect(await t.db.select().from(addresses).where(eq(addresses.customerId, id))).toHaveLength(20);
  });
});
