import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductTabs, pickTabByKey } from "./product-tabs.tsx";

describe("pickTabByKey", () => {
  it("moves with the arrow keys and wraps around at both ends", () => {
    expect(pickTabByKey("ArrowRight", 0, 3)).toBe(1);
    expect(pickTabByKey("ArrowRight", 2, 3)).toBe(0);
    expect(pickTabByKey("ArrowLeft", 0, 3)).toBe(2);
    expect(pickTabByKey("ArrowLeft", 2, 3)).toBe(1);
  });

  it("jumps to the ends with Home and End, and ignores other keys", () => {
    expect(pickTabByKey("Home", 2, 3)).toBe(0);
    expect(pickTabByKey("End", 0, 3)).toBe(2);
    expect(pickTabByKey("Enter", 1, 3)).toBeNull();
    expect(pickTabByKey("ArrowDown", 1, 3)).toBeNull();
  });
});

describe("ProductTabs server markup", () => {
  const panels = [
    { key: "description", title: "Description", html: "<p>Copper.</p>" },
    { key: "tab-care", title: "Care", html: "<ul><li>Hand wash</li></ul>" },
  ];

  it("shows every panel as a section headed by its title, readable without JavaScript", () => {
    const html = renderToString(<ProductTabs panels={panels} label="Product information" />);
    const sections = [...html.matchAll(/<section aria-labelledby="([^"]+)"><h2 id="([^"]+)"[^>]*>([^<]+)<\/h2>/g)];
    expect(sections.map((m) => [m[1] === m[2], m[3]])).toEqual([[true, "Description"], [true, "Care"]]);
    expect(html).toContain("<ul><li>Hand wash</li></ul>");
    expect(html).not.toMatch(/role="tab|hidden=""/);
  });

  it("renders nothing without panels", () => {
    expect(renderToString(<ProductTabs panels={[]} label="Product information" />)).toBe("");
  });
});
