import { describe, expect, it } from "vitest";
import { eachCopiedRow } from "./copy-out.ts";

/** PostgreSQL's binary copy format of rows of byte fields (null for SQL null), as COPY … (format binary) writes it. */
function copyFormat(rows: (number[] | null)[][], extension: number[] = []): Uint8Array {
  const bytes: number[] = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0];
  const int32 = (n: number) => bytes.push((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
  int32(extension.length);
  bytes.push(...extension);
  for (const row of rows) {
    bytes.push(0, row.length);
    for (const field of row) {
      int32(field === null ? -1 : field.length);
      if (field) bytes.push(...field);
    }
  }
  bytes.push(0xff, 0xff);
  return Uint8Array.from(bytes);
}

describe("eachCopiedRow", () => {
  it("finds each row's first field, past a header extension and null fields", () => {
    const bytes = copyFormat([[[1, 2, 3], [9]], [null, [7]], [[], [8]]], [5, 5]);
    const firsts: number[][] = [];
    const view = new DataView(bytes.buffer);
    const count = eachCopiedRow(bytes, 2, (at) => {
      const length = view.getInt32(at);
      firsts.push(length < 0 ? [-1] : [...bytes.subarray(at + 4, at + 4 + length)]);
    });
    expect(count).toBe(3);
    expect(firsts).toEqual([[1, 2, 3], [-1], []]);
  });

  it("refuses what is not the binary copy format, or rows of another width", () => {
    expect(() => eachCopiedRow(new TextEncoder().encode("1\t2\n3\t4\n\\.\n"), 2, () => {})).toThrow(/not PostgreSQL's binary copy format/);
    expect(() => eachCopiedRow(copyFormat([[[1], [2], [3]]]), 2, () => {})).toThrow(/3 fields in a row, 2 expected/);
  });
});
