// What the law asks the pages of products-coffee-books.ts to say before purchase.
// Coffees (Torrefazione Moretti 1921) and herbal and fruit infusions (Erbe del Monte) are foods under
// Regulation (EU) No 1169/2011; roasted coffee beans, ground coffee and herbal or fruit infusions with
// nothing else added are exempt from the nutrition declaration (Annex V, points 7 and 8).
// The cookbooks (Tavola Edizioni) are goods under the General Product Safety Regulation (EU) 2023/988:
// their identifier is the edition and print run of the colophon, and they carry no warnings.
import type { SeedFoodInfo, SeedSafetyInfo } from "./product-info-types.ts";
import type { Localized } from "./types.ts";

// ---- Coffee -------------------------------------------------------------------------------------

const BEANS_BAG_STORAGE: Localized = {
  it: "Conservare in luogo fresco e asciutto, al riparo dalla luce. Dopo l'apertura richiudere bene la confezione, o travasare il caffè in un barattolo ermetico, e consumare entro 3–4 settimane; non tenere in frigorifero.",
  en: "Store in a cool, dry place away from light. Once opened, reseal the bag tightly or tip the beans into an airtight jar, and use within 3–4 weeks; do not keep in the fridge.",
  fr: "Conserver dans un endroit frais et sec, à l'abri de la lumière. Après ouverture, bien refermer le sachet ou transvaser le café dans une boîte hermétique, et consommer dans les 3 à 4 semaines ; ne pas mettre au réfrigérateur.",
  de: "Kühl, trocken und lichtgeschützt lagern. Nach dem Öffnen die Packung gut verschließen oder die Bohnen in eine luftdichte Dose umfüllen und innerhalb von 3–4 Wochen verbrauchen; nicht im Kühlschrank aufbewahren.",
  es: "Conservar en un lugar fresco y seco, protegido de la luz. Una vez abierto, cerrar bien el paquete o pasar el café a un bote hermético, y consumir en 3–4 semanas; no guardar en el frigorífico.",
};

const BEANS_TIN_STORAGE: Localized = {
  it: "Conservare in luogo fresco e asciutto, al riparo dalla luce. Dopo l'apertura richiudere sempre la latta con il suo coperchio e consumare entro 3–4 settimane; non tenere in frigorifero.",
  en: "Store in a cool, dry place away from light. Once opened, always close the tin with its lid and use within 3–4 weeks; do not keep in the fridge.",
  fr: "Conserver dans un endroit frais et sec, à l'abri de la lumière. Après ouverture, toujours refermer la boîte avec son couvercle et consommer dans les 3 à 4 semaines ; ne pas mettre au réfrigérateur.",
  de: "Kühl, trocken und lichtgeschützt lagern. Nach dem Öffnen die Dose stets mit ihrem Deckel verschließen und innerhalb von 3–4 Wochen verbrauchen; nicht im Kühlschrank aufbewahren.",
  es: "Conservar en un lugar fresco y seco, protegido de la luz. Una vez abierta, cerrar siempre la lata con su tapa y consumir en 3–4 semanas; no guardar en el frigorífico.",
};

const GROUND_BAG_STORAGE: Localized = {
  it: "Confezione con valvola salva-aroma. Conservare in luogo fresco e asciutto, al riparo dalla luce. Dopo l'apertura richiudere bene la confezione, tenerla in un luogo fresco e consumare entro 2 settimane.",
  en: "Packed in a bag with a one-way aroma valve. Store in a cool, dry place away from light. Once opened, reseal tightly, keep somewhere cool and use within 2 weeks.",
  fr: "Sachet muni d'une valve anti-retour. Conserver dans un endroit frais et sec, à l'abri de la lumière. Après ouverture, bien refermer, garder au frais et consommer dans les 2 semaines.",
  de: "Verpackt mit Aromaschutzventil. Kühl, trocken und lichtgeschützt lagern. Nach dem Öffnen gut verschließen, kühl aufbewahren und innerhalb von 2 Wochen verbrauchen.",
  es: "Envase con válvula antirretorno que conserva el aroma. Conservar en un lugar fresco y seco, protegido de la luz. Una vez abierto, cerrar bien, guardar en un lugar fresco y consumir en 2 semanas.",
};

const GROUND_TIN_STORAGE: Localized = {
  it: "Conservare in luogo fresco e asciutto, al riparo dalla luce. Dopo l'apertura richiudere sempre la latta con il suo coperchio e consumare entro 2 settimane.",
  en: "Store in a cool, dry place away from light. Once opened, always close the tin with its lid and use within 2 weeks.",
  fr: "Conserver dans un endroit frais et sec, à l'abri de la lumière. Après ouverture, toujours refermer la boîte avec son couvercle et consommer dans les 2 semaines.",
  de: "Kühl, trocken und lichtgeschützt lagern. Nach dem Öffnen die Dose stets mit ihrem Deckel verschließen und innerhalb von 2 Wochen verbrauchen.",
  es: "Conservar en un lugar fresco y seco, protegido de la luz. Una vez abierta, cerrar siempre la lata con su tapa y consumir en 2 semanas.",
};

/** Where the beans were grown, then where Moretti roasts them. */
function roastedInTrieste(grown: Localized): Localized {
  return {
    it: `${grown.it}; tostato a Trieste, Italia`,
    en: `${grown.en}; roasted in Trieste, Italy`,
    fr: `${grown.fr} ; torréfié à Trieste, Italie`,
    de: `${grown.de}; geröstet in Triest, Italien`,
    es: `${grown.es}; tostado en Trieste, Italia`,
  };
}

const TRIESTE_1921_ORIGIN = roastedInTrieste({
  it: "Caffè coltivato in Brasile, Etiopia e Guatemala",
  en: "Coffee grown in Brazil, Ethiopia and Guatemala",
  fr: "Café cultivé au Brésil, en Éthiopie et au Guatemala",
  de: "Kaffee aus Brasilien, Äthiopien und Guatemala",
  es: "Café cultivado en Brasil, Etiopía y Guatemala",
});

const COLOMBIA_ORIGIN = roastedInTrieste({
  it: "Caffè coltivato in Colombia",
  en: "Coffee grown in Colombia",
  fr: "Café cultivé en Colombie",
  de: "Kaffee aus Kolumbien",
  es: "Café cultivado en Colombia",
});

// ---- Infusions ----------------------------------------------------------------------------------

const INFUSION_STORAGE: Localized = {
  it: "Conservare in luogo fresco e asciutto, al riparo dalla luce e lontano da odori forti. Dopo l'apertura richiudere bene la confezione.",
  en: "Store in a cool, dry place, away from light and strong smells. Reseal the pack tightly after opening.",
  fr: "Conserver dans un endroit frais et sec, à l'abri de la lumière et des odeurs fortes. Bien refermer l'emballage après ouverture.",
  de: "Kühl und trocken lagern, vor Licht und starken Gerüchen geschützt. Die Packung nach dem Öffnen gut verschließen.",
  es: "Conservar en un lugar fresco y seco, protegido de la luz y de los olores fuertes. Cerrar bien el envase después de abrirlo.",
};

const VAL_DI_NON: Localized = {
  it: "Val di Non, Trentino, Italia",
  en: "Val di Non, Trentino, Italy",
  fr: "Val di Non, Trentin, Italie",
  de: "Nonstal, Trentino, Italien",
  es: "Val di Non, en el Trentino (Italia)",
};

export const COFFEE_BOOKS_FOOD_INFO: SeedFoodInfo[] = [
  // ---- Whole beans ----
  {
    product: "cb-espresso-bar-beans",
    ingredients: {
      it: "Caffè tostato in grani: 80% arabica, 20% robusta",
      en: "Roasted coffee beans: 80% Arabica, 20% Robusta",
      fr: "Café torréfié en grains : 80 % arabica, 20 % robusta",
      de: "Röstkaffee, ganze Bohnen: 80 % Arabica, 20 % Robusta",
      es: "Café tostado en grano: 80 % arábica, 20 % robusta",
    },
    allergens: [],
    storage: BEANS_BAG_STORAGE,
  },
  {
    product: "cb-trieste-1921-beans-tin",
    ingredients: {
      it: "Caffè tostato in grani, 100% arabica",
      en: "Roasted coffee beans, 100% Arabica",
      fr: "Café torréfié en grains, 100 % arabica",
      de: "Röstkaffee, ganze Bohnen, 100 % Arabica",
      es: "Café tostado en grano, 100 % arábica",
    },
    allergens: [],
    storage: BEANS_TIN_STORAGE,
    origin: TRIESTE_1921_ORIGIN,
  },
  {
    product: "cb-ethiopia-sidamo-beans",
    ingredients: {
      it: "Caffè tostato in grani, 100% arabica lavato",
      en: "Roasted coffee beans, 100% washed Arabica",
      fr: "Café torréfié en grains, 100 % arabica lavé",
      de: "Röstkaffee, ganze Bohnen, 100 % gewaschener Arabica",
      es: "Café tostado en grano, 100 % arábica lavado",
    },
    allergens: [],
    storage: BEANS_BAG_STORAGE,
    origin: roastedInTrieste({
      it: "Caffè coltivato in Etiopia, altopiani del Sidamo",
      en: "Coffee grown in the Sidamo highlands, Ethiopia",
      fr: "Café cultivé sur les hauts plateaux du Sidamo, en Éthiopie",
      de: "Kaffee aus dem Hochland von Sidamo, Äthiopien",
      es: "Café cultivado en las tierras altas de Sidamo, Etiopía",
    }),
  },
  {
    product: "cb-brazil-santos-beans",
    ingredients: {
      it: "Caffè tostato in grani, 100% arabica a lavorazione naturale",
      en: "Roasted coffee beans, 100% natural-process Arabica",
      fr: "Café torréfié en grains, 100 % arabica traité par voie sèche",
      de: "Röstkaffee, ganze Bohnen, 100 % trocken aufbereiteter Arabica",
      es: "Café tostado en grano, 100 % arábica de proceso natural",
    },
    allergens: [],
    storage: BEANS_BAG_STORAGE,
    origin: roastedInTrieste({
      it: "Caffè coltivato in Brasile",
      en: "Coffee grown in Brazil",
      fr: "Café cultivé au Brésil",
      de: "Kaffee aus Brasilien",
      es: "Café cultivado en Brasil",
    }),
  },
  {
    product: "cb-napoli-forte-beans",
    ingredients: {
      it: "Caffè tostato in grani: 50% arabica, 50% robusta",
      en: "Roasted coffee beans: 50% Arabica, 50% Robusta",
      fr: "Café torréfié en grains : 50 % arabica, 50 % robusta",
      de: "Röstkaffee, ganze Bohnen: 50 % Arabica, 50 % Robusta",
      es: "Café tostado en grano: 50 % arábica, 50 % robusta",
    },
    allergens: [],
    storage: BEANS_BAG_STORAGE,
  },
  {
    product: "cb-dolce-decaf-beans-tin",
    ingredients: {
      it: "Caffè decaffeinato tostato in grani (decaffeinizzato con acqua, senza solventi), 100% arabica",
      en: "Decaffeinated roasted coffee beans (water-process decaffeination, no solvents), 100% Arabica",
      fr: "Café décaféiné torréfié en grains (décaféiné à l'eau, sans solvants), 100 % arabica",
      de: "Entkoffeinierter Röstkaffee, ganze Bohnen (mit Wasser entkoffeiniert, ohne Lösungsmittel), 100 % Arabica",
      es: "Café descafeinado tostado en grano (descafeinado al agua, sin disolventes), 100 % arábica",
    },
    allergens: [],
    storage: BEANS_TIN_STORAGE,
    origin: COLOMBIA_ORIGIN,
  },
  {
    product: "cb-guatemala-huehuetenango-beans",
    ingredients: {
      it: "Caffè tostato in grani, 100% arabica lavato",
      en: "Roasted coffee beans, 100% washed Arabica",
      fr: "Café torréfié en grains, 100 % arabica lavé",
      de: "Röstkaffee, ganze Bohnen, 100 % gewaschener Arabica",
      es: "Café tostado en grano, 100 % arábica lavado",
    },
    allergens: [],
    storage: BEANS_BAG_STORAGE,
    origin: roastedInTrieste({
      it: "Caffè coltivato in Guatemala, regione di Huehuetenango",
      en: "Coffee grown in the Huehuetenango region, Guatemala",
      fr: "Café cultivé dans la région de Huehuetenango, au Guatemala",
      de: "Kaffee aus der Region Huehuetenango, Guatemala",
      es: "Café cultivado en la región de Huehuetenango, Guatemala",
    }),
  },

  // ---- Ground ----
  {
    product: "cb-moka-classica-ground-tin",
    ingredients: {
      it: "Caffè tostato macinato: 70% arabica, 30% robusta",
      en: "Roasted ground coffee: 70% Arabica, 30% Robusta",
      fr: "Café torréfié moulu : 70 % arabica, 30 % robusta",
      de: "Röstkaffee, gemahlen: 70 % Arabica, 30 % Robusta",
      es: "Café tostado molido: 70 % arábica, 30 % robusta",
    },
    allergens: [],
    storage: GROUND_TIN_STORAGE,
  },
  {
    product: "cb-espresso-bar-ground",
    ingredients: {
      it: "Caffè tostato macinato: 80% arabica, 20% robusta",
      en: "Roasted ground coffee: 80% Arabica, 20% Robusta",
      fr: "Café torréfié moulu : 80 % arabica, 20 % robusta",
      de: "Röstkaffee, gemahlen: 80 % Arabica, 20 % Robusta",
      es: "Café tostado molido: 80 % arábica, 20 % robusta",
    },
    allergens: [],
    storage: GROUND_BAG_STORAGE,
  },
  {
    product: "cb-trieste-1921-ground-tin",
    ingredients: {
      it: "Caffè tostato macinato, 100% arabica",
      en: "Roasted ground coffee, 100% Arabica",
      fr: "Café torréfié moulu, 100 % arabica",
      de: "Röstkaffee, gemahlen, 100 % Arabica",
      es: "Café tostado molido, 100 % arábica",
    },
    allergens: [],
    storage: {
      it: "Confezionato in atmosfera protettiva. Conservare in luogo fresco e asciutto, al riparo dalla luce. Dopo l'apertura richiudere sempre la latta con il suo coperchio e consumare entro 2 settimane.",
      en: "Packaged in a protective atmosphere. Store in a cool, dry place away from light. Once opened, always close the tin with its lid and use within 2 weeks.",
      fr: "Conditionné sous atmosphère protectrice. Conserver dans un endroit frais et sec, à l'abri de la lumière. Après ouverture, toujours refermer la boîte avec son couvercle et consommer dans les 2 semaines.",
      de: "Unter Schutzatmosphäre verpackt. Kühl, trocken und lichtgeschützt lagern. Nach dem Öffnen die Dose stets mit ihrem Deckel verschließen und innerhalb von 2 Wochen verbrauchen.",
      es: "Envasado en atmósfera protectora. Conservar en un lugar fresco y seco, protegido de la luz. Una vez abierta, cerrar siempre la lata con su tapa y consumir en 2 semanas.",
    },
    origin: TRIESTE_1921_ORIGIN,
  },
  {
    product: "cb-dolce-decaf-ground",
    ingredients: {
      it: "Caffè decaffeinato tostato macinato (decaffeinizzato con acqua, senza solventi), 100% arabica",
      en: "Decaffeinated roasted ground coffee (water-process decaffeination, no solvents), 100% Arabica",
      fr: "Café décaféiné torréfié moulu (décaféiné à l'eau, sans solvants), 100 % arabica",
      de: "Entkoffeinierter Röstkaffee, gemahlen (mit Wasser entkoffeiniert, ohne Lösungsmittel), 100 % Arabica",
      es: "Café descafeinado tostado molido (descafeinado al agua, sin disolventes), 100 % arábica",
    },
    allergens: [],
    storage: GROUND_BAG_STORAGE,
    origin: COLOMBIA_ORIGIN,
  },
  {
    product: "cb-mattino-filter-ground",
    ingredients: {
      it: "Caffè tostato macinato, 100% arabica",
      en: "Roasted ground coffee, 100% Arabica",
      fr: "Café torréfié moulu, 100 % arabica",
      de: "Röstkaffee, gemahlen, 100 % Arabica",
      es: "Café tostado molido, 100 % arábica",
    },
    allergens: [],
    storage: GROUND_BAG_STORAGE,
    origin: roastedInTrieste({
      it: "Caffè coltivato in Etiopia e Colombia",
      en: "Coffee grown in Ethiopia and Colombia",
      fr: "Café cultivé en Éthiopie et en Colombie",
      de: "Kaffee aus Äthiopien und Kolumbien",
      es: "Café cultivado en Etiopía y Colombia",
    }),
  },
  {
    product: "cb-colombia-huila-ground",
    ingredients: {
      it: "Caffè tostato macinato, 100% arabica",
      en: "Roasted ground coffee, 100% Arabica",
      fr: "Café torréfié moulu, 100 % arabica",
      de: "Röstkaffee, gemahlen, 100 % Arabica",
      es: "Café tostado molido, 100 % arábica",
    },
    allergens: [],
    storage: GROUND_BAG_STORAGE,
    origin: roastedInTrieste({
      it: "Caffè coltivato in Colombia, dipartimento di Huila",
      en: "Coffee grown in the Huila department, Colombia",
      fr: "Café cultivé dans le département de Huila, en Colombie",
      de: "Kaffee aus dem Departamento Huila, Kolumbien",
      es: "Café cultivado en el departamento del Huila, Colombia",
    }),
  },
  {
    product: "cb-organic-blend-ground",
    ingredients: {
      it: "Caffè tostato macinato da agricoltura biologica: arabica, robusta",
      en: "Organic roasted ground coffee: Arabica, Robusta",
      fr: "Café torréfié moulu issu de l'agriculture biologique : arabica, robusta",
      de: "Röstkaffee aus biologischer Landwirtschaft, gemahlen: Arabica, Robusta",
      es: "Café tostado molido de agricultura ecológica: arábica, robusta",
    },
    allergens: [],
    storage: GROUND_BAG_STORAGE,
    origin: roastedInTrieste({
      it: "Arabica coltivato in Perù e Honduras, robusta coltivato in India",
      en: "Arabica grown in Peru and Honduras, Robusta grown in India",
      fr: "Arabica cultivé au Pérou et au Honduras, robusta cultivé en Inde",
      de: "Arabica aus Peru und Honduras, Robusta aus Indien",
      es: "Arábica cultivado en Perú y Honduras, robusta cultivado en la India",
    }),
  },

  // ---- Herbal and fruit infusions ----
  {
    product: "cb-meadow-chamomile",
    ingredients: {
      it: "Fiori di camomilla da agricoltura biologica (100%)",
      en: "Organic chamomile flowers (100%)",
      fr: "Fleurs de camomille issues de l'agriculture biologique (100 %)",
      de: "Kamillenblüten aus biologischer Landwirtschaft (100 %)",
      es: "Flores de manzanilla de agricultura ecológica (100 %)",
    },
    allergens: [],
    storage: INFUSION_STORAGE,
    origin: VAL_DI_NON,
  },
  {
    product: "cb-alta-quota-herb-tea",
    ingredients: {
      it: "Menta piperita, timo serpillo, achillea, fiori di tiglio, melissa",
      en: "Peppermint, wild thyme, yarrow, lime blossom, lemon balm",
      fr: "Menthe poivrée, serpolet, achillée millefeuille, fleurs de tilleul, mélisse",
      de: "Pfefferminze, Feldthymian, Schafgarbe, Lindenblüten, Zitronenmelisse",
      es: "Menta piperita, serpol, milenrama, flor de tilo, melisa",
    },
    allergens: [],
    storage: INFUSION_STORAGE,
  },
  {
    product: "cb-buonanotte-bedtime-infusion",
    ingredients: {
      it: "Melissa, fiori di tiglio, fiori di lavanda, passiflora",
      en: "Lemon balm, lime blossom, lavender flowers, passionflower",
      fr: "Mélisse, fleurs de tilleul, fleurs de lavande, passiflore",
      de: "Zitronenmelisse, Lindenblüten, Lavendelblüten, Passionsblumenkraut",
      es: "Melisa, flor de tilo, flor de lavanda, pasiflora",
    },
    allergens: [],
    storage: INFUSION_STORAGE,
  },
  {
    product: "cb-peppermint-leaf-tea",
    ingredients: {
      it: "Foglie di menta piperita da agricoltura biologica (100%)",
      en: "Organic peppermint leaves (100%)",
      fr: "Feuilles de menthe poivrée issues de l'agriculture biologique (100 %)",
      de: "Pfefferminzblätter aus biologischer Landwirtschaft (100 %)",
      es: "Hojas de menta piperita de agricultura ecológica (100 %)",
    },
    allergens: [],
    storage: INFUSION_STORAGE,
    origin: VAL_DI_NON,
  },
  {
    product: "cb-apple-cinnamon-infusion",
    ingredients: {
      it: "Mela essiccata a cubetti (75%), cannella di Ceylon, scorza d'arancia, chiodi di garofano",
      en: "Dried apple pieces (75%), Ceylon cinnamon, orange peel, cloves",
      fr: "Pomme séchée en morceaux (75 %), cannelle de Ceylan, écorce d'orange, clous de girofle",
      de: "Getrocknete Apfelstücke (75 %), Ceylon-Zimt, Orangenschale, Gewürznelken",
      es: "Manzana deshidratada en dados (75 %), canela de Ceilán, piel de naranja, clavo",
    },
    allergens: [],
    storage: INFUSION_STORAGE,
    origin: {
      it: "Mele della Val di Non (Trentino, Italia); cannella dello Sri Lanka",
      en: "Apples from the Val di Non (Trentino, Italy); cinnamon from Sri Lanka",
      fr: "Pommes du val di Non (Trentin, Italie) ; cannelle du Sri Lanka",
      de: "Äpfel aus dem Nonstal (Trentino, Italien); Zimt aus Sri Lanka",
      es: "Manzanas del Val di Non (Trentino, Italia); canela de Sri Lanka",
    },
  },
  {
    product: "cb-fennel-aniseed-digestive",
    ingredients: {
      it: "Semi di finocchio, anice verde, foglie di menta, radice di liquirizia",
      en: "Fennel seeds, aniseed, mint leaves, liquorice root",
      fr: "Graines de fenouil, anis vert, feuilles de menthe, racine de réglisse",
      de: "Fenchelsamen, Anis, Minzblätter, Süßholzwurzel",
      es: "Semillas de hinojo, anís verde, hojas de menta, raíz de regaliz",
    },
    allergens: [],
    storage: INFUSION_STORAGE,
  },
];

export const COFFEE_BOOKS_SAFETY_INFO: SeedSafetyInfo[] = [
  { product: "cb-book-la-pasta-fatta-in-casa", model: "1ª ed. 2019 – ristampa 5, 2025" },
  { product: "cb-book-il-pane-di-ogni-giorno", model: "1ª ed. 2021 – ristampa 3, 2024" },
  { product: "cb-book-dolci-della-nonna", model: "1ª ed. 2020 – ristampa 4, 2025" },
  { product: "cb-book-sapori-di-mare", model: "1ª ed. 2022 – ristampa 1, 2024" },
  { product: "cb-book-l-orto-in-tavola", model: "1ª ed. 2023" },
  { product: "cb-book-sughi-e-ragu", model: "2ª ed. 2024" },
  { product: "cb-book-caffe-storia-miscele-ricette", model: "1ª ed. 2025" },
  { product: "cb-book-atlante-cucina-regionale", model: "3ª ed. aggiornata 2024" },
];
