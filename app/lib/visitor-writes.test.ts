import { beforeEach, describe, expect, it } from "vitest";
import { forgetVisitorWrites, sendVisitorWrite } from "./visitor-writes.ts";
import { EMPTY_VISITOR } from "./visitor.ts";

/** A write that is answered when the test says so. */
function write(log: string[], name: string) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => { answer = resolve; });
  return { send: () => { log.push(`sent ${name}`); return answered.then(() => { log.push(`answered ${name}`); }); }, answer: () => answer() };
}

describe("sendVisitorWrite", () => {
  beforeEach(forgetVisitorWrites);

  it("holds a new visitor's second write until the first is answered (its answer gives the visitor's id)", async () => {
    const log: string[] = [];
    const first = write(log, "heart");
    const second = write(log, "cart");
    const firstDone = sendVisitorWrite(first.send, EMPTY_VISITOR);
    const secondDone = sendVisitorWrite(second.send, EMPTY_VISITOR);
    await Promise.resolve();
    expect(log).toEqual(["sent heart"]);
    first.answer();
    await firstDone;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(["sent heart", "answered heart", "sent cart"]);
    second.answer();
    await secondDone;
    // After the first answer, writes go at once.
    const third = write(log, "again");
    void sendVisitorWrite(third.send, EMPTY_VISITOR);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.at(-1)).toBe("sent again");
  });

  it("sends at once for a visitor the header counts, and after a first write that failed", async () => {
    const log: string[] = [];
    const known = write(log, "known");
    void sendVisitorWrite(known.send, { cartCount: 1, wishlist: [], signedIn: false });
    void sendVisitorWrite(write(log, "signed in").send, { cartCount: 0, wishlist: [], signedIn: true });
    expect(log).toEqual(["sent known", "sent signed in"]);

    const failing = () => { log.push("sent failing"); return Promise.reject(new Error("offline")); };
    await sendVisitorWrite(failing, EMPTY_VISITOR).catch(() => {});
    void sendVisitorWrite(write(log, "next").send, EMPTY_VISITOR);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.at(-1)).toBe("sent next");
  });
});
