import {
  boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";

export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 80 }).notNull().unique(),
  menuHeader: boolean("menu_header").notNull().default(false),
  menuFooter: boolean("menu_footer").notNull().default(false),
  position: integer("position").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const pageTranslations = pgTable("page_translations", {
  pageId: integer("page_id").notNull().references(() => pages.id, { onDelete: "cascade" }),
  lang: varchar("lang", { length: 5 }).notNull(),
  name: text("name").notNull(),
  slug: varchar("slug", { length: 160 }).notNull(),
  /** Sanitized when written and again when rendered. */
  bodyHtml: text("body_html").notNull().default(""),
}, (t) => [primaryKey({ columns: [t.pageId, t.lang] }), uniqueIndex("page_translations_slug_uq").on(t.lang, t.slug)]);

export const blogPosts = pgTable("blog_posts", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 80 }).notNull().unique(),
  author: text("author").notNull(),
  coverImage: text("cover_image"),
  isActive: boolean("is_active").notNull().default(true),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("blog_posts_published_idx").on(t.publishedAt)]);

export const blogPostTranslations = pgTable("blog_post_translations", {
  postId: integer("post_id").notNull().references(() => blogPosts.id, { onDelete: "cascade" }),
  lang: varchar("lang", { length: 5 }).notNull(),
  title: text("title").notNull(),
  slug: varchar("slug", { length: 200 }).notNull(),
  excerpt: text("excerpt").notNull().default(""),
  bodyHtml: text("body_html").notNull().default(""),
}, (t) => [primaryKey({ columns: [t.postId, t.lang] }), uniqueIndex("blog_post_translations_slug_uq").on(t.lang, t.slug)]);

/** The products an article names (issue 17): shown under it, in this order. */
export const blogPostProducts = pgTable("blog_post_products", {
  postId: integer("post_id").notNull().references(() => blogPosts.id, { onDelete: "cascade" }),
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  position: integer("position").notNull().default(0),
}, (t) => [primaryKey({ columns: [t.postId, t.productId] })]);

/**
 * Store-owner redirect rules and legacy-URL mappings (spec §2 and the check-redirect call):
 * type "parameter" maps a legacy query value (property "id", value "123") to a new path;
 * type "newurl" maps an old path to a new one.
 */
export const redirects = pgTable("redirects", {
  id: serial("id").primaryKey(),
  type: varchar("type", { length: 16 }).notNull(),
  property: varchar("property", { length: 64 }).notNull(),
  valueToSearch: text("value_to_search").notNull(),
  newValue: text("new_value").notNull(),
  statusCode: smallint("status_code").notNull().default(301),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("redirects_lookup_uq").on(t.type, t.property, t.valueToSearch)]);
