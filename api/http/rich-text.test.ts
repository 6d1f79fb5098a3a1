import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text.ts";

describe("sanitizeRichText", () => {
  it("keeps structure and emphasis", () => {
    expect(sanitizeRichText("<p>Olio <strong>extra</strong> vergine</p><ul><li>1 l</li></ul>")).toBe("<p>Olio <strong>extra</strong> vergine</p><ul><li>1 l</li></ul>");
  });
  it.each([
    ["<script>alert(1)</script><p>x</p>", "<p>x</p>"],
    ['<img src=x onerror="alert(1)">', ""],
    ['<a href="javascript:alert(1)">x</a>', "<a rel=\"noopener noreferrer\">x</a>"],
    ['<p onclick="x()" style="color:red">x</p>', "<p>x</p>"],
    ['<iframe src="https://evil.example"></iframe>', ""],
  ])("removes what could run or load: %s", (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });
  it("keeps site and web links, marked noopener", () => {
    expect(sanitizeRichText('<a href="/spedizioni">x</a>')).toBe('<a href="/spedizioni" rel="noopener noreferrer">x</a>');
  });
});
