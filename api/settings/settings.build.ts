import { isOnlineKind } from "#domain/order-states.ts";
import type { Database } from "#db/client.ts";
import { DEFAULT_LOCALE, type Locale } from "#domain/locale.ts";
import { centsToAmount } from "#domain/money.ts";
import { toProductCard } from "#api/catalog/product-cards.ts";
import { listProductCards } from "#api/catalog/product-cards.queries.ts";
import { MAX_QUANTITY_MANAGED } from "#domain/cart-limits.ts";
import { DEFAULT_PRIOR_PRICE_DAYS } from "#domain/prior-price.ts";
import { sanitizeRichText } from "#api/http/rich-text.ts";
import { readLegalSettings } from "./legal-settings.ts";
import type { CategoryNode, Settings } from "./settings.schemas.ts";
import * as q from "./settings.queries.ts";

type Localized = Partial<Record<Locale, string>>;
interface StoredProfile { name: string; tagline: Localized; email: string; phone: string; vatNumber: string; logo: string; thumbnails?: { min: number; max: number; sizes: number[] } }
interface StoredLayout {
  slider: { code: string; is_active: boolean; image: string; title: Localized; subtitle: Localized; cta: Localized; link: string }[];
  social_links: { code: string; url: string; is_active: boolean }[];
  additional_tabs: { code: string; is_active: boolean; title: Localized; bodyHtml: Localized }[];
}
interface StoredFeatures { blog: boolean; assistant: boolean; wishlistShare: boolean }

/** The setting `prices` as the database's rule reads it (migration 0016): 30 days, or more. */
function priorPriceDays(stored: unknown): number {
  const days = Number((stored as { prior_price_days?: unknown } | undefined)?.prior_price_days);
  return Number.isInteger(days) ? Math.max(days, DEFAULT_PRIOR_PRICE_DAYS) : DEFAULT_PRIOR_PRICE_DAYS;
}

const DEFAULT_THUMBNAILS = { min: 300, max: 1200, sizes: [300, 600, 900, 1200] };

/** Text in the asked language, else Italian, else any: a missing translation never blanks the page. */
export function pickText(text: Localized | undefined, lang: Locale): string {
  if (!text) return "";
  return text[lang] ?? text[DEFAULT_LOCALE] ?? Object.values(text)[0] ?? "";
}

type CategoryRow = Awaited<ReturnType<typeof q.listCategories>>[number];

export function buildCategoryTree(rows: CategoryRow[]): { list: CategoryNode[]; byId: Map<number, CategoryNode> } {
  const byId = new Map<number, CategoryNode>();
  for (const r of rows) {
    byId.set(r.id, {
      id: r.id, code: r.code, parent_id: r.parentId, is_featured: r.isFeatured, image: r.image,
      trans: { name: r.name, slug: r.slug }, url: "", children: [],
    });
  }
  const list: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parent_id === null ? undefined : byId.get(node.parent_id);
    if (parent) parent.children.push(node);
    else if (node.parent_id === null) list.push(node);
  }
  const assignUrls = (nodes: CategoryNode[], prefix: string) => {
    for (const n of nodes) {
      n.url = `${prefix}/${n.trans.slug}`;
      assignUrls(n.children, n.url);
    }
  };
  assignUrls(list, "");
  return { list, byId };
}

/**
 * The home page's featured row: eight products, as the other rows (two rows of four on a wide screen);
 * the full list is /featured-products. Settings travel with every page, so the row is kept short.
 */
const EVIDENCE_SIZE = 8;

export async function buildSettings(
  db: Database, lang: Locale, options: { mapsApiKey: string; online?: ReadonlySet<string>; socialLogin?: readonly { provider: string; name: string }[] },
): Promise<Settings> {
  const [rows, langs, currencies, categoryRows, menuPages, payments, deliveries, stores, featured] = await Promise.all([
    q.readSettingRows(db), q.listLanguages(db), q.listCurrencies(db), q.listCategories(db, lang), q.listMenuPages(db, lang),
    q.listPaymentMethods(db), q.listDeliveryMethods(db), q.listPickupStores(db), listProductCards(db, lang, { order: "featured", featuredOnly: true, limit: EVIDENCE_SIZE }),
  ]);
  const profile = (rows.get("profile") ?? {}) as Partial<StoredProfile>;
  const layout = (rows.get("layout") ?? { slider: [], social_links: [], additional_tabs: [] }) as StoredLayout;
  const features = (rows.get("features") ?? { blog: true, assistant: false, wishlistShare: true }) as StoredFeatures;
  const whatsapp = (rows.get("whatsapp") ?? { phone: "", active: false }) as Settings["whatsapp"];
  const maps = (rows.get("maps") ?? { apikey: "" }) as { apikey: string };
  // Social login (issue 17): the providers whose client id and secret the server has, and nothing else.
  const authentications = (options.socialLogin ?? []).map((p) => ({ provider: p.provider, name: p.name, url: `/auth/social/${p.provider}`, is_active: true }));
  const { list, byId } = buildCategoryTree(categoryRows);
  const pageLink = (p: (typeof menuPages)[number]) => ({ id: p.id, code: p.code, trans: { name: p.name, slug: p.slug }, url: `/${p.slug}` });
  const freeAbove = deliveries.find((d) => d.shippingMode === 1 && d.freeAboveCents !== null)?.freeAboveCents ?? null;

  return {
    profile: {
      name: profile.name ?? "Vetrina",
      tagline: pickText(profile.tagline, lang),
      email: profile.email ?? "",
      phone: profile.phone ?? "",
      vat_number: profile.vatNumber ?? "",
      currencies: currencies.map((c) => ({
        id: c.id, symbol: c.symbol, country: c.country, flag: c.flag, is_active: c.isActive, default: c.isDefault, exchange: Number(c.exchange),
      })),
      languages: langs.map((l) => ({ lang: l.lang as Locale, is_active: l.isActive, default: l.isDefault, code: l.code, show: l.show, name: l.name })),
      thumbnails: profile.thumbnails ?? DEFAULT_THUMBNAILS,
      frontend: {
        layout: {
          logo: profile.logo ?? "",
          slider: layout.slider.map((s) => ({
            code: s.code, is_active: s.is_active, image: s.image, link: s.link,
            title: pickText(s.title, lang), subtitle: pickText(s.subtitle, lang), cta: pickText(s.cta, lang),
          })),
          social_links: layout.social_links,
          additional_tabs: layout.additional_tabs.map((t) => ({
            // The owner's HTML, sanitized like product descriptions before any page renders it.
            code: t.code, is_active: t.is_active, title: pickText(t.title, lang), body_html: sanitizeRichText(pickText(t.bodyHtml, lang)),
          })),
        },
      },
    },
    category: {
      list,
      featured: [...byId.values()].filter((c) => c.is_featured).map(({ children: _children, ...rest }) => rest),
    },
    evidence: {
      products: featured.map((row) => toProductCard(row, byId)),
    },
    menu: { header: menuPages.filter((p) => p.menuHeader).map(pageLink), footer: menuPages.filter((p) => p.menuFooter).map(pageLink) },
    authentications,
    // A card or wallet method is the shop's only while its provider has keys (issue 15), as at the checkout.
    payments: payments.filter((m) => !isOnlineKind(m.kind) || (options.online?.has(m.provider ?? "") ?? false)).map((m) => ({
      id: m.id, code: m.code, kind: m.kind, name: pickText(m.names, lang), description: pickText(m.descriptions, lang),
      fee: centsToAmount(m.feeCents), shipping_modes: m.shippingModes,
    })),
    cart: {
      max_quantity: MAX_QUANTITY_MANAGED,
      delivery_methods: deliveries.map((d) => ({
        id: d.id, code: d.code, shipping_mode: d.shippingMode, name: pickText(d.names, lang), description: pickText(d.descriptions, lang),
        price: centsToAmount(d.priceCents), free_above: d.freeAboveCents === null ? null : centsToAmount(d.freeAboveCents),
        min_days: d.minDays, max_days: d.maxDays,
      })),
      pickup_stores: stores.map((s) => ({
        id: s.id, code: s.code, name: s.name, street: s.street, city: s.city, province: s.province, postal_code: s.postalCode,
        country: s.country, phone: s.phone, email: s.email, latitude: Number(s.latitude), longitude: Number(s.longitude),
        opening_hours: pickText(s.openingHours, lang),
      })),
      free_shipping_threshold: freeAbove === null ? null : centsToAmount(freeAbove),
    },
    wishlist: { active: true, share: features.wishlistShare },
    prices: { prior_price_days: priorPriceDays(rows.get("prices")) },
    map: [{ setting: { apikey: maps.apikey || options.mapsApiKey } }],
    blog: features.blog,
    assistant: features.assistant,
    whatsapp,
    legal: readLegalSettings(rows.get("legal"), { email: profile.email ?? "", vat_number: profile.vatNumber ?? "" }),
  };
}
