import { describe, expect, it } from "vitest";
import type { CategoryNode } from "#api/settings/settings.schemas.ts";
import { TEST_SETTINGS } from "#app/features/catalogue/render-with-root.test-utils.tsx";
import { shellSettings } from "./shell-settings.ts";

const category = (id: number, children: CategoryNode[] = []): CategoryNode => ({
  id, code: `c${id}`, parent_id: null, is_featured: true, image: `categories/c${id}.jpg`, trans: { name: `Category ${id}`, slug: `category-${id}` }, url: `/category-${id}`, children,
});

describe("the settings every page carries", () => {
  const settings = {
    ...TEST_SETTINGS,
    category: { list: [category(1, [category(2, [category(3, [category(4)])])])], featured: [category(1)] },
    profile: { ...TEST_SETTINGS.profile, frontend: { layout: { ...TEST_SETTINGS.profile.frontend.layout, slider: [{ code: "s", is_active: true, image: "s.jpg", title: "Sale", subtitle: "", cta: "Go", link: "/offers" }] } } },
  };
  const shell = shellSettings(settings);

  it("hold the menu's two levels with what a link needs, not the whole category tree", () => {
    expect(shell.category.list).toEqual([{ id: 1, url: "/category-1", trans: { name: "Category 1" }, children: [{ id: 2, url: "/category-2", trans: { name: "Category 2" }, children: [] }] }]);
  });

  it("leave out what only one screen shows: the slider, the featured rows, the product tabs, the delivery methods", () => {
    const json = JSON.stringify(shell);
    expect(json).not.toContain("Sale");
    expect(json).not.toContain("Shipping & returns");
    expect(shell).not.toHaveProperty("evidence");
    expect(shell.cart).toEqual({ pickup_stores: [] });
    expect(shell.profile.frontend.layout).toEqual({ logo: settings.profile.frontend.layout.logo, social_links: settings.profile.frontend.layout.social_links });
  });

  it("keep what the layout, the price notes and the legal pages show", () => {
    expect(shell.profile.name).toBe(settings.profile.name);
    expect(shell.profile.languages).toBe(settings.profile.languages);
    expect(shell.prices).toBe(settings.prices);
    expect(shell.legal).toBe(settings.legal);
    expect(shell.menu).toBe(settings.menu);
  });
});
