import { buildPlaceholderStyle } from "./image-sources.ts";

/**
 * Lazy pictures show their blurred placeholder only when they come near the screen still loading.
 *
 * A CSS background is fetched as soon as the element is styled, wherever it is: rendered on the server,
 * the placeholders of a page's lazy pictures were three dozen requests at first load, racing the pictures
 * of the first screen on a slow network, for pictures the shopper might never scroll to. So the server
 * renders the placeholder's address as `data-placeholder`, and one observer sets the background when the
 * picture is within PLACEHOLDER_MARGIN of the viewport and has not loaded; the picture's load clears it.
 * Without JavaScript the picture's box (width, height, background colour) stands in for it.
 */
export const PLACEHOLDER_MARGIN = "200px 0px";

let observer: IntersectionObserver | null = null;

export function watchPlaceholder(img: HTMLImageElement): () => void {
  if (typeof IntersectionObserver === "undefined") {
    showPlaceholder(img);
    return () => {};
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      showPlaceholder(entry.target as HTMLImageElement);
    }
  }, { rootMargin: PLACEHOLDER_MARGIN });
  observer.observe(img);
  return () => observer?.unobserve(img);
}

export function clearPlaceholder(img: HTMLImageElement): void {
  img.style.removeProperty("background-image");
}

function showPlaceholder(img: HTMLImageElement): void {
  const url = img.dataset.placeholder;
  if (!url || img.complete) return;
  Object.assign(img.style, buildPlaceholderStyle(url));
}
