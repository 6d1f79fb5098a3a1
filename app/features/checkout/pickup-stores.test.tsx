import { describe, expect, it } from "vitest";
import type { PickupStoreAnswer } from "#api/checkout/checkout.answers.ts";
import { renderWithRoot, TEST_SETTINGS } from "#app/features/catalogue/render-with-root.test-utils.tsx";
import { PickupStores } from "./pickup-stores.tsx";

const store = (id: number, name: string, missing: PickupStoreAnswer["missing"] = []): PickupStoreAnswer => ({
  id, code: name.toLowerCase(), name, street: "Via dell'Indipendenza 24", city: "Bologna", province: "BO", postal_code: "40121", country: "IT",
  phone: "+39 051 123 4567", email: "x@example.com", latitude: 44.49615, longitude: 11.34285, opening_hours: "Mon–Sat 9:30 am–7:30 pm",
  available: missing.length === 0, missing,
});
const STORES = [store(1, "Bologna"), store(2, "Firenze", [{ variant_id: 9, Title: "Etna Wild Mushrooms in Oil", wanted: 3, available: 2 }])];
const render = (apikey: string) => renderWithRoot(() => <PickupStores stores={STORES} chosen={null} />, {
  url: "/en/checkout", settings: { ...TEST_SETTINGS, map: [{ setting: { apikey } }] },
});

describe("the pickup stores", () => {
  it("name what a store lacks, and do not let it be chosen", () => {
    const html = render("");
    expect(html).toContain("Etna Wild Mushrooms in Oil: 2 in the store, you asked for 3");
    expect(html).toMatch(/<input[^>]*disabled=""[^>]*value="2"/);
    expect(html).not.toMatch(/<input[^>]*disabled=""[^>]*value="1"/);
  });

  it("show no map, and make no third-party request, without a maps key", () => {
    expect(render("")).not.toContain("<iframe");
  });

  it("show each store on a map once the shop owner configured a key, loaded only when opened", () => {
    const html = render("owner-key");
    expect(html).toContain("https://www.google.com/maps/embed/v1/place?key=owner-key&amp;q=44.49615%2C11.34285");
    expect(html).toMatch(/<details><summary[^>]*>Show on the map<\/summary><iframe title="Map of Bologna"[^>]*loading="lazy"/);
  });
});
