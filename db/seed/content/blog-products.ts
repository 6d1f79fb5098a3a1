// The products each demo article names (issue 17): shown under the article, in this order.
export const BLOG_PRODUCTS: Record<string, string[]> = {
  "choose-extra-virgin-olive-oil": ["po-evo-garda-dop", "po-evo-casaliva", "po-evo-leccino", "po-olio-nuovo-non-filtrato"],
  "perfect-moka-coffee": ["moka-lario-classica", "moka-lario-inox-induction", "cb-moka-classica-ground-tin", "cb-trieste-1921-beans-tin"],
  "fresh-egg-pasta-at-home": ["po-tagliatelle-uovo", "po-tajarin-30-tuorli", "po-pappardelle-uovo"],
  "caring-for-copper-pans": ["copper-frying-pan-classic", "copper-saucepan", "copper-polenta-pot"],
  "balsamic-vinegar-explained": ["po-balsamico-igp-argento", "po-tradizionale-affinato-12", "po-tradizionale-extravecchio-25", "po-crema-balsamico"],
  "langhe-wine-weekend": ["wi-barolo", "wi-barbaresco", "wi-dolcetto-d-alba", "wi-barbera-d-alba"],
};
