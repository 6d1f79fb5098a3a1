import { getFlagUrl } from "./flag-urls.ts";

/** A 20×15 flag, decorative (the country's name is always given in text beside or in the label). */
export function CountryFlag({ code }: { code: string }) {
  const url = getFlagUrl(code);
  if (!url) return <span aria-hidden="true" className="inline-block h-[15px] w-5 shrink-0 rounded-sm bg-stone-300" />;
  return (
    <img
      src={url}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
      className="h-[15px] w-5 shrink-0 rounded-sm object-cover ring-1 ring-stone-300"
    />
  );
}
