import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import { ApiError } from "#api/http/errors.ts";
import { requireCustomer, sessionEnded } from "#api/http/owner.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { readPhone } from "./account.handlers.ts";
import { createAddressRoute, deleteAddressRoute, listAddressesRoute, updateAddressRoute } from "./addresses.routes.ts";
import { ADDRESSES_MAX, type AddressBody } from "./addresses.schemas.ts";
import {
  clearOtherDefaults, countAddresses, deleteAddress, insertAddress, listAddresses, lockCustomer, promoteOldest, toAddress, updateAddress,
  type AddressValues,
} from "./addresses.queries.ts";

function notFound(): ApiError {
  return new ApiError(404, "NOT_FOUND", "There is no address with this id in your account.");
}

function valuesOf(body: AddressBody, lang: string): AddressValues {
  return {
    name: body.Name, company: body.Company || null, street1: body.Street1, street2: body.Street2 || null, city: body.CityName,
    province: body.StateOrProvince || null, postalCode: body.PostalCode, country: body.Country, phone: readPhone(body.Phone, lang, "Phone"),
  };
}

export function addressRoutes(deps: { db: Database }) {
  const { db } = deps;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  /** Runs an address change with the customer locked, so counts and the one default hold under concurrency. */
  function locked<T>(customerId: string, run: (tx: Database) => Promise<T>): Promise<T> {
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      if (!(await lockCustomer(tx, customerId))) throw sessionEnded();
      return run(tx);
    });
  }

  app.openapi(listAddressesRoute, async (c) => {
    const { customerId } = requireCustomer(c.var.info);
    return c.json({ data: (await listAddresses(db, customerId)).map(toAddress) }, 200);
  });

  app.openapi(createAddressRoute, async (c) => {
    const { customerId } = requireCustomer(c.var.info);
    const body = c.req.valid("json");
    const values = valuesOf(body, c.var.info.lang);
    const row = await locked(customerId, async (tx) => {
      const count = await countAddresses(tx, customerId);
      if (count >= ADDRESSES_MAX) {
        throw new ApiError(422, "UNPROCESSABLE", `You can keep at most ${ADDRESSES_MAX} addresses. Delete one you no longer use first.`, undefined, "too_many_addresses");
      }
      const inserted = await insertAddress(tx, customerId, values, count === 0 || body.isDefault === true);
      if (inserted.isDefault) await clearOtherDefaults(tx, customerId, inserted.id);
      return inserted;
    });
    return c.json({ data: toAddress(row) }, 201);
  });

  app.openapi(updateAddressRoute, async (c) => {
    const { customerId } = requireCustomer(c.var.info);
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const values = valuesOf(body, c.var.info.lang);
    const row = await locked(customerId, async (tx) => {
      // isDefault false does not take the default away: there is always one, changed by making another the default.
      const updated = await updateAddress(tx, customerId, id, body.isDefault === true ? { ...values, isDefault: true } : values);
      if (!updated) throw notFound();
      if (body.isDefault === true) await clearOtherDefaults(tx, customerId, id);
      return updated;
    });
    return c.json({ data: toAddress(row) }, 200);
  });

  app.openapi(deleteAddressRoute, async (c) => {
    const { customerId } = requireCustomer(c.var.info);
    const { id } = c.req.valid("param");
    await locked(customerId, async (tx) => {
      const deleted = await deleteAddress(tx, customerId, id);
      if (!deleted) throw notFound();
      if (deleted.isDefault) await promoteOldest(tx, customerId);
    });
    return c.json({ data: { status: "deleted" as const } }, 200);
  });

  return app;
}
