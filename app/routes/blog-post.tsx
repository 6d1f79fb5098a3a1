import type { z } from "@hono/zod-openapi";
import type { BLOG_ANSWER } from "#api/blog/blog.routes.ts";
import { localizedPath, splitLocalePath, type Locale } from "#domain/locale.ts";
import { buildFullImageUrl } from "#app/features/catalogue/gallery-images.ts";
import { serializeJsonLd } from "#app/features/catalogue/product-json-ld.ts";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Image } from "#app/components/ui/image.tsx";
import { ProductRow } from "#app/components/product-row.tsx";
import { Breadcrumbs } from "#app/features/catalogue/breadcrumbs.tsx";
import { ApiRequestError } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { formatShopDate } from "#app/lib/format.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { pathsInEveryLanguage, seoTags } from "#app/lib/seo.ts";
import { answerUnknownPath } from "#app/lib/unknown-path.server.ts";
import type { Route } from "./+types/blog-post";

type Post = Extract<z.infer<typeof BLOG_ANSWER>, { kind: "post" }>["post"];

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string; lang: Locale; settings: { profile: { name: string } } } | undefined;
  if (!data || !root) return [];
  const { post } = data;
  return [
    ...seoTags({
      origin: root.origin, lang: root.lang, title: `${post.title} — ${root.settings.profile.name}`, description: post.excerpt, type: "article",
      paths: pathsInEveryLanguage(post.path, post.alternates),
      ...(post.cover ? { image: buildFullImageUrl(post.cover) } : {}),
    }),
    { property: "article:published_time", content: post.published_at },
  ];
}

/** Spec §2 /blog/{slug} (issue 17): one article, in the reader's language; a slug of another language moves to this one's. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  try {
    const { data } = await apiFor(request, context, lang).get<{ data: z.infer<typeof BLOG_ANSWER> }>(`/blog/${encodeURIComponent(params.slug)}`);
    if (data.kind === "redirect") throw redirectOnSite(localizedPath(lang, data.location), 301);
    return { post: data.post, dateLabel: formatShopDate(data.post.published_at, lang) };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return answerUnknownPath(request, context);
    throw error;
  }
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

/** schema.org BlogPosting for rich results: the article, its picture, its author and dates. */
function blogPostingJsonLd(post: Post, origin: string, lang: Locale, shop: string) {
  const url = `${origin}${localizedPath(lang, post.path)}`;
  return {
    "@context": "https://schema.org", "@type": "BlogPosting", "@id": `${url}#article`, headline: post.title, description: post.excerpt,
    url, mainEntityOfPage: url, inLanguage: lang, datePublished: post.published_at,
    author: { "@type": "Person", name: post.author }, publisher: { "@type": "Organization", name: shop },
    ...(post.cover ? { image: `${origin}${buildFullImageUrl(post.cover)}` } : {}),
  };
}

export default function BlogPostScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, settings, origin } = useRootData();
  const { post, dateLabel } = loaderData;
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(blogPostingJsonLd(post, origin, lang, settings.profile.name)) }} />
      <Breadcrumbs items={[{ name: t("blog.title"), path: "/blog" }, { name: post.title, path: post.path }]} lang={lang} />
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold">{post.title}</h1>
        <p className="text-sm text-stone-700">
          <time dateTime={post.published_at}>{dateLabel}</time> · {t("blog.by", { author: post.author })} · {t("blog.readingTime", { count: post.reading_minutes })}
        </p>
      </header>
      {post.cover && (
        <Image src={post.cover} alt="" width={1200} height={450} preset="banner" sizes="(max-width: 768px) 100vw, 768px" loading="eager" fetchPriority="high"
          className="aspect-[8/3] w-full rounded-lg object-cover" />
      )}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: post.body_html }} />
      {(post.previous || post.next) && (
        <nav aria-label={t("blog.more")} className="flex flex-wrap justify-between gap-4 border-t border-stone-200 pt-4 text-sm">
          {post.previous ? <AppLink to={localizedPath(lang, post.previous.path)} rel="prev" className="underline underline-offset-4">← {t("blog.previous", { title: post.previous.title })}</AppLink> : <span />}
          {post.next && <AppLink to={localizedPath(lang, post.next.path)} rel="next" className="underline underline-offset-4">{t("blog.next", { title: post.next.title })} →</AppLink>}
        </nav>
      )}
      <p><AppLink to={localizedPath(lang, "/blog")} className="underline underline-offset-4">{t("blog.all")}</AppLink></p>
      <ProductRow id="blog-products" title={t("blog.related")} products={post.related} />
    </article>
  );
}
