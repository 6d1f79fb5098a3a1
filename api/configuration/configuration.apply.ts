import { stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { operatorActions } from "#db/schema/schema.ts";
import { checkRules, type Mistake } from "./configuration.rules.ts";
import { checkCatalogueRules } from "./configuration.rules-catalogue.ts";
import { SECTION_NAMES, type Configuration, type SectionName } from "./configuration.schema.ts";
import { readConfigurationState, type ConfigurationState } from "./configuration.state.ts";
import type { Counts } from "./configuration.sync.ts";
import { checkSections } from "./configuration.validate.ts";
import { writeBrands, writeCategories, writeOptions, writePages } from "./configuration.write-catalogue.ts";
import { writeSettings } from "./configuration.write-settings.ts";
import {
  writeCoupons, writeCurrencies, writeDeliveryMethods, writeLanguages, writePaymentMethods, writePickupStores,
} from "./configuration.write-store.ts";

export type SectionCounts = Partial<Record<SectionName, Counts>>;

export type ApplyResult = { ok: true; sections: SectionCounts } | { ok: false; mistakes: Mistake[] };

/** One configuration at a time: two applies at once would each compare with what the other is changing. */
const LOCK = 0x76657472; // "vetr"

/**
 * Applies a parsed configuration file (issue 19): checks it whole (schema, then the rules between items and
 * against the database), then writes every section in one transaction, each row only where it differs, so
 * applying the same file again writes nothing. A file with any mistake writes nothing. In a dry run the counts
 * say what would change. Every table written notifies vetrina_catalog by trigger (migration 0005), so every
 * node drops what it keeps; coupons have no trigger, and nothing keeps them.
 */
export async function applyConfiguration(db: Database, file: unknown, options: { dryRun: boolean; mediaDir?: string; operator?: string }): Promise<ApplyResult> {
  const found = checkSections(file);
  const mediaExists = options.mediaDir ? inFolder(options.mediaDir) : undefined;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    const state = await readConfigurationState(tx);
    const context = { state, ...(mediaExists ? { mediaExists } : {}) };
    const mistakes = [...found.problems, ...(await checkRules(found.config, found.failed, context))];
    checkCatalogueRules(found.config, found.failed, context, mistakes);
    if (mistakes.length) return { ok: false as const, mistakes };
    const sections = await writeSections(tx, found.config, state, !options.dryRun);
    // Who changed the shop, and what (decision 013); a file that changed nothing leaves no trace either.
    const changed = Object.fromEntries(Object.entries(sections).filter(([, c]) => c.created + c.updated + c.deactivated + (c.removed ?? 0) > 0));
    if (!options.dryRun && options.operator && Object.keys(changed).length) {
      await tx.insert(operatorActions).values({ operator: options.operator, action: "configuration_apply", details: { sections: changed } });
    }
    return { ok: true as const, sections };
  });
}

type Writer = (db: Database, list: never, state: ConfigurationState, write: boolean) => Promise<Counts>;

/** The tables first, then the settings rows (profile, layout, flags…); the answer lists them in the file's order. */
const WRITERS: [SectionName, Writer][] = [
  ["languages", writeLanguages], ["currencies", writeCurrencies], ["categories", writeCategories], ["brands", writeBrands],
  ["options", writeOptions], ["pages", writePages], ["pickup_stores", writePickupStores], ["delivery_methods", writeDeliveryMethods],
  ["payment_methods", writePaymentMethods], ["coupons", writeCoupons],
];

async function writeSections(db: Database, config: Partial<Configuration>, state: ConfigurationState, write: boolean): Promise<SectionCounts> {
  const counts: SectionCounts = {};
  for (const [section, writer] of WRITERS) {
    const given = config[section];
    if (given) counts[section] = await writer(db, given as never, state, write);
  }
  Object.assign(counts, await writeSettings(db, config, state, write));
  // In the file's order of sections, as the shop owner reads the answer.
  return Object.fromEntries(SECTION_NAMES.filter((name) => counts[name]).map((name) => [name, counts[name]!]));
}

/** Whether a picture is in the media folder: a file, inside it (the schema already refuses `..`). */
function inFolder(mediaDir: string) {
  const root = path.resolve(mediaDir);
  return async (file: string) => {
    const full = path.resolve(root, file);
    if (!full.startsWith(root + path.sep)) return false;
    try {
      return (await stat(full)).isFile();
    } catch {
      return false;
    }
  };
}
