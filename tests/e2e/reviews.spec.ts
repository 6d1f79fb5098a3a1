import { latestMail, linkTo, newShopper, signedInCustomer } from "./account-helpers.ts";
import { KNIFE, TROFIE, customerHeaders, ops, opsGet, placeThroughTheApi } from "./checkout-helpers.ts";
import { expect, expectAccessible, expectAccessibleWithoutScripts, test, waitForHydration } from "./fixtures.ts";

// Issue 17: reviews by verified buyers, from the order or the "how was it?" e-mail, moderated, then published.

type Pending = { reviews: { id: number; title: string; status: string; verified: boolean }[] };

async function deliver(request: Parameters<typeof ops>[0], orderId: string) {
  await ops(request, `/orders/${orderId}/shipments`, { carrier: "brt", tracking_number: `RV${Date.now()}` }, 201);
  await ops(request, `/orders/${orderId}/delivered`);
}

test("a customer reviews a delivered product from the order, in English; approved, it shows as a verified purchase and in JSON-LD", async ({ page, context, request, allowConsoleErrors }) => {
  test.slow();
  allowConsoleErrors.push(/status of 400/); // The form's problems are answered with 400.
  const shopper = newShopper();
  await signedInCustomer(context, request, shopper);
  const order = await placeThroughTheApi(request, await customerHeaders(context, "en"), shopper, [{ path: KNIFE.en, quantity: 1 }]);
  await deliver(request, order._id);

  await page.goto("/en/profile/my-orders");
  await waitForHydration(page);
  await page.getByTestId("order-row").first().getByRole("link", { name: `Order ${order.number}` }).click();
  await page.getByTestId("order-dialog").getByRole("link", { name: "Review the products" }).click();
  await expect(page).toHaveURL(/\/en\/review\?order=/);
  await expect(page.getByRole("heading", { level: 1, name: "Review your purchase" })).toBeVisible();
  const line = page.getByTestId("review-line").filter({ hasText: KNIFE.name });
  await expect(line.getByTestId("review-status")).toHaveText("Not reviewed yet");
  await expectAccessible(page);
  await line.getByRole("link", { name: `Write a review of ${KNIFE.name}` }).click();

  const form = page.getByTestId("review-form");
  await expect(form.getByRole("heading", { name: `Your review of ${KNIFE.name}` })).toBeVisible();
  await expect(form).toContainText(`It will be published as Giulia B., marked "Verified purchase".`);
  await form.getByRole("textbox", { name: "Your review" }).fill("Sharp");
  await form.getByRole("button", { name: "Send review" }).click();
  const errors = page.getByTestId("review-errors");
  await expect(errors).toBeFocused();
  await expect(errors).toContainText("Choose from 1 to 5 stars.");
  await expect(errors).toContainText("Write at least 10 characters about the product.");
  await expectAccessible(page);

  await form.getByRole("radio", { name: "5 stars" }).check();
  await form.getByRole("textbox", { name: "Title (optional)" }).fill("Cuts like a dream");
  await form.getByRole("textbox", { name: "Your review" }).fill("Thin, flexible and very sharp: perfect for prosciutto.");
  await form.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByTestId("review-done")).toHaveText("Thank you! Your review will appear on the product page once the shop has checked it.");
  await expect(line.getByTestId("review-status")).toHaveText("Waiting for the shop's check");

  // Not on the product page before the shop approves it.
  await page.goto(KNIFE.en);
  await expect(page.getByTestId("product-reviews")).not.toContainText("Cuts like a dream");

  const pending = await opsGet<Pending>(request, "/reviews?status=pending&per_page=100");
  const mine = pending.reviews.find((r) => r.title === "Cuts like a dream")!;
  expect(mine).toMatchObject({ status: "pending", verified: true });
  await ops(request, `/reviews/${mine.id}/approve`);

  await expect.poll(async () => {
    await page.goto(KNIFE.en);
    return page.getByTestId("product-reviews").textContent();
  }, { timeout: 15_000 }).toContain("Cuts like a dream");
  const article = page.getByRole("article").filter({ hasText: "Cuts like a dream" });
  await expect(article.getByTestId("verified-purchase")).toHaveText("✓ Verified purchase");
  await expect(article).toContainText("Giulia B.");
  await expect(page.getByTestId("rating-distribution")).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = jsonLd.map((j) => JSON.parse(j) as { "@type": string; review?: { name?: string; reviewRating: { ratingValue: number } }[] }).find((j) => j["@type"] === "Product")!;
  expect(product.review).toEqual(expect.arrayContaining([expect.objectContaining({ name: "Cuts like a dream", reviewRating: expect.objectContaining({ ratingValue: 5 }) })]));
  await expectAccessible(page);
});

test("a guest reviews from the \"how was it?\" e-mail's link, without JavaScript", async ({ browser, request }) => {
  test.slow();
  const shopper = newShopper();
  const order = await placeThroughTheApi(request, { ia: crypto.randomUUID(), lang: "it" }, { email: shopper.email, name: "Marco", lastname: "Neri" }, [{ path: TROFIE.it, quantity: 1 }]);
  await deliver(request, order._id);
  const mail = await latestMail(request, shopper.email, "review-invitation");
  expect(mail.subject).toContain(order.number);
  expect(mail.text).toContain("Trofie");

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(linkTo(mail, "/review"));
    await expect(page.getByRole("heading", { level: 1, name: "Recensisci il tuo acquisto" })).toBeVisible();
    await expectAccessibleWithoutScripts(page);
    await page.getByTestId("review-line").getByRole("link", { name: /Scrivi una recensione/ }).click();
    await page.getByRole("radio", { name: "4 stelle" }).check();
    await page.getByRole("textbox", { name: "La tua recensione" }).fill("Buone, tengono bene la cottura.");
    await page.getByRole("button", { name: "Invia la recensione" }).click();
    await expect(page.getByTestId("review-done")).toContainText("Grazie!");
    await expect(page.getByTestId("review-status")).toHaveText("In attesa di verifica del negozio");

    // A forged key opens nothing.
    await page.goto(linkTo(mail, "/review").replace(/key=[^&]+/, "key=forged0forged0forged0forged0forg"));
    await expect(page.getByRole("alert")).toHaveText("Non abbiamo trovato questo ordine. Aprilo di nuovo dai tuoi ordini o dal link dell'e-mail.");
  } finally {
    await context.close();
  }
});
