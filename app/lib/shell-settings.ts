import type { Settings } from "#api/settings/settings.schemas.ts";

/** A category of the header's menu: the top two levels, with what a link needs. */
export interface MenuCategory {
  id: number;
  url: string;
  trans: { name: string };
  children: MenuCategory[];
}

type Layout = Settings["profile"]["frontend"]["layout"];
type PickupStore = Settings["cart"]["pickup_stores"][number];
type PaymentMethod = Settings["payments"][number];

/**
 * The part of the settings every page carries as hydration data (issue 18 §2): what the layout shows (header,
 * menus, footer, price notes, sign-in providers, the legal pages' seller). A screen that shows more gets it from
 * its own loader: the home its slider and rows, a product page the additional tabs. The whole settings are
 * about 24 kB of JSON in the demo store (the five-level category tree and the tabs' bodies are most of it).
 */
export interface ShellSettings extends Pick<Settings, "menu" | "authentications" | "wishlist" | "prices" | "map" | "blog" | "assistant" | "whatsapp" | "legal"> {
  profile: Omit<Settings["profile"], "frontend"> & { frontend: { layout: Pick<Layout, "logo" | "social_links"> } };
  category: { list: MenuCategory[] };
  cart: { pickup_stores: Pick<PickupStore, "id" | "name" | "street" | "postal_code" | "city">[] };
  payments: Pick<PaymentMethod, "id" | "name">[];
}

const MENU_DEPTH = 2;

function menuOf(categories: readonly Settings["category"]["list"][number][], depth: number): MenuCategory[] {
  return categories.map((c) => ({ id: c.id, url: c.url, trans: { name: c.trans.name }, children: depth > 1 ? menuOf(c.children, depth - 1) : [] }));
}

export function shellSettings(settings: Settings): ShellSettings {
  const { profile, category, cart, payments, menu, authentications, wishlist, prices, map, blog, assistant, whatsapp, legal } = settings;
  const { frontend, ...identity } = profile;
  return {
    profile: { ...identity, frontend: { layout: { logo: frontend.layout.logo, social_links: frontend.layout.social_links } } },
    category: { list: menuOf(category.list, MENU_DEPTH) },
    cart: { pickup_stores: cart.pickup_stores.map(({ id, name, street, postal_code, city }) => ({ id, name, street, postal_code, city })) },
    payments: payments.map(({ id, name }) => ({ id, name })),
    menu, authentications, wishlist, prices, map, blog, assistant, whatsapp, legal,
  };
}
