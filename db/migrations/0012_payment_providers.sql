-- Issue 15: a card or wallet method names the provider whose hosted page takes its payment ("stripe",
-- "paypal"); the demo store's card method was seeded with a placeholder before providers existed.
UPDATE "payment_methods" SET "provider" = 'stripe' WHERE "provider" = 'demo-card';
