import type { z } from "@hono/zod-openapi";
import type { WITHDRAWAL, WITHDRAWAL_OPTIONS } from "#api/withdrawals/withdrawal.routes.ts";

export type WithdrawalOptions = z.infer<typeof WITHDRAWAL_OPTIONS>;
export type Withdrawal = z.infer<typeof WITHDRAWAL>;
