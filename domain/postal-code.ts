/**
 * Postal-code shapes of the countries the shop delivers to most (EU, EFTA, UK). A country missing
 * here is accepted with any 2–12 letters and digits: refusing a real address is worse than a typo
 * the courier corrects.
 */
export const POSTAL_CODE_PATTERNS: Record<string, { pattern: RegExp; example: string }> = {
  IT: { pattern: /^\d{5}$/, example: "40121" },
  SM: { pattern: /^4789\d$/, example: "47890" },
  VA: { pattern: /^00120$/, example: "00120" },
  FR: { pattern: /^\d{5}$/, example: "75008" },
  DE: { pattern: /^\d{5}$/, example: "10115" },
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: "28013" },
  AT: { pattern: /^\d{4}$/, example: "1010" },
  BE: { pattern: /^\d{4}$/, example: "1000" },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/, example: "1012 AB" },
  LU: { pattern: /^(L-)?\d{4}$/, example: "1009" },
  CH: { pattern: /^\d{4}$/, example: "8001" },
  PT: { pattern: /^\d{4}-\d{3}$/, example: "1100-148" },
  IE: { pattern: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/, example: "D02 X285" },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, example: "SW1A 1AA" },
  DK: { pattern: /^\d{4}$/, example: "1050" },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: "111 22" },
  FI: { pattern: /^\d{5}$/, example: "00100" },
  PL: { pattern: /^\d{2}-\d{3}$/, example: "00-001" },
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: "110 00" },
  SK: { pattern: /^\d{3} ?\d{2}$/, example: "811 01" },
  SI: { pattern: /^\d{4}$/, example: "1000" },
  HR: { pattern: /^\d{5}$/, example: "10000" },
  GR: { pattern: /^\d{3} ?\d{2}$/, example: "105 57" },
  HU: { pattern: /^\d{4}$/, example: "1051" },
  RO: { pattern: /^\d{6}$/, example: "010011" },
  BG: { pattern: /^\d{4}$/, example: "1000" },
  EE: { pattern: /^\d{5}$/, example: "10111" },
  LV: { pattern: /^(LV-)?\d{4}$/, example: "LV-1050" },
  LT: { pattern: /^(LT-)?\d{5}$/, example: "LT-01100" },
  MT: { pattern: /^[A-Z]{3} ?\d{4}$/, example: "VLT 1117" },
  CY: { pattern: /^\d{4}$/, example: "1010" },
  NO: { pattern: /^\d{4}$/, example: "0150" },
};

const ANY = /^[A-Z\d][A-Z\d -]{0,10}[A-Z\d]$/;

/** Null when the code fits the country; otherwise an example of a code that would. */
export function checkPostalCode(code: string, country: string): { example: string } | null {
  const normal = code.trim().toUpperCase();
  const rule = POSTAL_CODE_PATTERNS[country.toUpperCase()];
  if (!rule) return ANY.test(normal) ? null : { example: "12345" };
  return rule.pattern.test(normal) ? null : { example: rule.example };
}
