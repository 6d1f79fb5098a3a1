-- Popular searches per language, for the header's suggestions (issue 23; api/search/popular-searches.ts). Counted by
-- each node in memory and written here once a minute; no shopper, address or session is stored with a query.
CREATE TABLE "search_queries" (
	"lang" varchar(5) NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"score" double precision NOT NULL,
	"results" integer NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "search_queries_lang_key_pk" PRIMARY KEY("lang","key")
);
--> statement-breakpoint
CREATE INDEX "search_queries_score_idx" ON "search_queries" USING btree ("lang","score");