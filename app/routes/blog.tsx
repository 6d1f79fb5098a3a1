import type { z } from "@hono/zod-openapi";
import type { BLOG_LIST } from "#api/blog/blog.routes.ts";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Image } from "#app/components/ui/image.tsx";
import { Pagination } from "#app/features/catalogue/pagination.tsx";
import { ApiRequestError } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { formatShopDate } from "#app/lib/format.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import { answerUnknownPath } from "#app/lib/unknown-path.server.ts";
import type { Route } from "./+types/blog";

type BlogList = z.infer<typeof BLOG_LIST>;

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/blog");
}

/** Spec §2 /blog (issue 17): the articles, newest first, twelve a page; the 404 page while the shop has no blog. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const page = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  try {
    const { data } = await apiFor(request, context, lang).get<{ data: BlogList }>(`/blog?page=${page}`);
    // Past the last page (an old link, a hand-typed number): the last page, not "no articles yet".
    if (page > data.pages) throw redirectOnSite(`${localizedPath(lang, "/blog")}?page=${data.pages}`, 303);
    return {
      title: translate(lang, "blog.title"),
      list: { ...data, posts: data.posts.map((p) => ({ ...p, date_label: formatShopDate(p.published_at, lang) })) },
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return answerUnknownPath(request, context);
    throw error;
  }
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

export default function BlogScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { list } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t("blog.title")}</h1>
      <p className="max-w-3xl text-stone-700">{t("blog.intro")}</p>
      {list.posts.length === 0 ? <p role="status">{t("blog.empty")}</p> : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-posts">
          {list.posts.map((post, i) => (
            <li key={post.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
                {post.cover && (
                  <Image src={post.cover} alt="" width={800} height={300} preset="banner" sizes="(max-width: 640px) 100vw, 400px"
                    loading={i < 3 ? "eager" : "lazy"} className="aspect-[8/3] w-full object-cover" />
                )}
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h2 className="text-lg font-semibold"><AppLink to={localizedPath(lang, post.path)} className="hover:underline">{post.title}</AppLink></h2>
                  <p className="text-sm text-stone-700">
                    <time dateTime={post.published_at}>{post.date_label}</time> · {t("blog.readingTime", { count: post.reading_minutes })}
                  </p>
                  <p className="text-stone-800">{post.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pages={list.pages} />
    </div>
  );
}
