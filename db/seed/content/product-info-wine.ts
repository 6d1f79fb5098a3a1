// What the law asks a wine page to say before purchase (Regulation (EU) No 1169/2011 and, since
// December 2023, Regulation (EU) 2021/2117): ingredients, allergens, nutrition per 100 ml and
// alcohol, for every wine in products-wine.ts. All the wines come from Cantina Colle Aperto.
// Energy counts 7 kcal per gram of alcohol (% vol × 0.789 g/100 ml) besides carbohydrate and protein.
import type { SeedFoodInfo, SeedNutrition } from "./product-info-types.ts";
import type { Localized } from "./types.ts";

// ---- Ingredients --------------------------------------------------------------------------------

/** Still wines, and the sweet wines whose fermentation is stopped before all the sugar is gone. */
const GRAPES_AND_SULPHITES: Localized = {
  it: "Uve, conservante: anidride solforosa (*solfiti*)",
  en: "Grapes, preservative: sulphur dioxide (*sulphites*)",
  fr: "Raisins, conservateur : anhydride sulfureux (*sulfites*)",
  de: "Trauben, Konservierungsstoff: Schwefeldioxid (*Sulfite*)",
  es: "Uvas, conservador: anhídrido sulfuroso (*sulfitos*)",
};

/** Traditional-method sparkling wines with a dosage at disgorgement (Brut). */
const CLASSIC_METHOD_BRUT: Localized = {
  it: "Uve, liqueur de tirage, liqueur d'expédition, conservante: anidride solforosa (*solfiti*)",
  en: "Grapes, tirage liqueur, expedition liqueur, preservative: sulphur dioxide (*sulphites*)",
  fr: "Raisins, liqueur de tirage, liqueur d'expédition, conservateur : anhydride sulfureux (*sulfites*)",
  de: "Trauben, Fülldosage, Versanddosage, Konservierungsstoff: Schwefeldioxid (*Sulfite*)",
  es: "Uvas, licor de tiraje, licor de expedición, conservador: anhídrido sulfuroso (*sulfitos*)",
};

/** Traditional-method sparkling wine with no dosage (Pas Dosé): only the tirage liqueur. */
const CLASSIC_METHOD_PAS_DOSE: Localized = {
  it: "Uve, liqueur de tirage, conservante: anidride solforosa (*solfiti*)",
  en: "Grapes, tirage liqueur, preservative: sulphur dioxide (*sulphites*)",
  fr: "Raisins, liqueur de tirage, conservateur : anhydride sulfureux (*sulfites*)",
  de: "Trauben, Fülldosage, Konservierungsstoff: Schwefeldioxid (*Sulfite*)",
  es: "Uvas, licor de tiraje, conservador: anhídrido sulfuroso (*sulfitos*)",
};

// ---- Storage ------------------------------------------------------------------------------------

const RED_STORAGE: Localized = {
  it: "Conservare in luogo fresco e buio, a temperatura costante (12–16 °C), con la bottiglia coricata. Dopo l'apertura richiudere e consumare entro 2–3 giorni.",
  en: "Store in a cool, dark place at a steady temperature (12–16 °C), with the bottle lying down. Once opened, re-cork and drink within 2–3 days.",
  fr: "Conserver dans un endroit frais et sombre, à température constante (12–16 °C), bouteille couchée. Après ouverture, reboucher et consommer dans les 2 à 3 jours.",
  de: "Kühl und dunkel bei gleichbleibender Temperatur (12–16 °C) liegend lagern. Nach dem Öffnen wieder verschließen und innerhalb von 2–3 Tagen trinken.",
  es: "Conservar en un lugar fresco y oscuro, a temperatura constante (12–16 °C), con la botella tumbada. Una vez abierta, volver a taparla y consumir en 2–3 días.",
};

const WHITE_STORAGE: Localized = {
  it: "Conservare in luogo fresco e buio, lontano da fonti di calore, con la bottiglia coricata. Dopo l'apertura richiudere, tenere in frigorifero e consumare entro 2 giorni.",
  en: "Store in a cool, dark place away from heat, with the bottle lying down. Once opened, re-cork, keep in the fridge and drink within 2 days.",
  fr: "Conserver dans un endroit frais et sombre, loin de toute source de chaleur, bouteille couchée. Après ouverture, reboucher, garder au réfrigérateur et consommer dans les 2 jours.",
  de: "Kühl und dunkel, fern von Wärmequellen, liegend lagern. Nach dem Öffnen wieder verschließen, im Kühlschrank aufbewahren und innerhalb von 2 Tagen trinken.",
  es: "Conservar en un lugar fresco y oscuro, lejos de fuentes de calor, con la botella tumbada. Una vez abierta, volver a taparla, guardarla en el frigorífico y consumir en 2 días.",
};

const SPARKLING_STORAGE: Localized = {
  it: "Conservare in luogo fresco e buio, lontano da fonti di calore e da vibrazioni. Una volta stappata, chiudere con un tappo ermetico per spumante, tenere in frigorifero e consumare entro 1–2 giorni.",
  en: "Store in a cool, dark place away from heat and vibration. Once opened, close with a sparkling-wine stopper, keep in the fridge and drink within 1–2 days.",
  fr: "Conserver dans un endroit frais et sombre, à l'abri de la chaleur et des vibrations. Une fois ouverte, fermer avec un bouchon hermétique pour effervescents, garder au réfrigérateur et consommer dans les 1 à 2 jours.",
  de: "Kühl und dunkel, fern von Wärme und Erschütterungen lagern. Nach dem Öffnen mit einem Schaumweinverschluss verschließen, im Kühlschrank aufbewahren und innerhalb von 1–2 Tagen trinken.",
  es: "Conservar en un lugar fresco y oscuro, lejos del calor y de las vibraciones. Una vez abierta, cerrar con un tapón hermético para espumosos, guardar en el frigorífico y consumir en 1–2 días.",
};

/** Moscato d'Asti and Brachetto d'Acqui: aromatic, sweet and best drunk young. */
const SWEET_SPARKLING_STORAGE: Localized = {
  it: "Conservare in luogo fresco e buio, lontano da fonti di calore. Va bevuto giovane, quando i profumi sono al massimo: meglio entro un anno. Una volta aperta, richiudere con un tappo ermetico, tenere in frigorifero e consumare entro 2 giorni.",
  en: "Store in a cool, dark place away from heat. Drink it young, while the aromas are at their freshest – ideally within a year. Once opened, close with an airtight stopper, keep in the fridge and drink within 2 days.",
  fr: "Conserver dans un endroit frais et sombre, loin de toute source de chaleur. À boire jeune, quand ses arômes sont à leur apogée : idéalement dans l'année. Après ouverture, refermer avec un bouchon hermétique, garder au réfrigérateur et consommer dans les 2 jours.",
  de: "Kühl und dunkel, fern von Wärmequellen lagern. Jung trinken, solange die Aromen am frischesten sind – am besten innerhalb eines Jahres. Nach dem Öffnen mit einem dichten Verschluss verschließen, im Kühlschrank aufbewahren und innerhalb von 2 Tagen trinken.",
  es: "Conservar en un lugar fresco y oscuro, lejos de fuentes de calor. Se bebe joven, cuando sus aromas están en su mejor momento: mejor en el plazo de un año. Una vez abierta, cerrar con un tapón hermético, guardar en el frigorífico y consumir en 2 días.",
};

// ---- Origin -------------------------------------------------------------------------------------

/** The wine-growing area inside Piedmont, written in each language. */
const LANGHE: Localized = { it: "Langhe, Piemonte", en: "Langhe, Piedmont", fr: "Langhe, Piémont", de: "Langhe, Piemont", es: "Langhe, Piamonte" };
const ROERO: Localized = { it: "Roero, Piemonte", en: "Roero, Piedmont", fr: "Roero, Piémont", de: "Roero, Piemont", es: "Roero, Piamonte" };
const ALTA_LANGA: Localized = { it: "Alta Langa, Piemonte", en: "Alta Langa, Piedmont", fr: "Alta Langa, Piémont", de: "Alta Langa, Piemont", es: "Alta Langa, Piamonte" };

/** "Barolo DOCG – Langhe, Piemonte, Italia" */
function origin(denomination: string, area: Localized): Localized {
  return {
    it: `${denomination} – ${area.it}, Italia`,
    en: `${denomination} – ${area.en}, Italy`,
    fr: `${denomination} – ${area.fr}, Italie`,
    de: `${denomination} – ${area.de}, Italien`,
    es: `${denomination} – ${area.es}, Italia`,
  };
}

// ---- Nutrition ----------------------------------------------------------------------------------

/** Per 100 ml. Fat, saturates and salt are nil in wine. */
function perHundredMl(energyKj: number, energyKcal: number, carbohydrate: number, sugars: number, protein: number): SeedNutrition {
  return { energyKj, energyKcal, fat: 0, saturates: 0, carbohydrate, sugars, protein, salt: 0 };
}

const SULPHITES: SeedFoodInfo["allergens"] = ["sulphites"];

export const WINE_INFO: SeedFoodInfo[] = [
  // ---- Reds ----
  {
    product: "wi-barolo",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: RED_STORAGE,
    origin: origin("Barolo DOCG", {
      it: "La Morra e Barolo, Langhe, Piemonte",
      en: "La Morra and Barolo, Langhe, Piedmont",
      fr: "La Morra et Barolo, Langhe, Piémont",
      de: "La Morra und Barolo, Langhe, Piemont",
      es: "La Morra y Barolo, Langhe, Piamonte",
    }),
    alcoholPercent: 14.5,
    nutrition: perHundredMl(347, 83, 0.6, 0.2, 0.1),
  },
  {
    product: "wi-barolo-riserva-sori-aperto",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: {
      it: "Conservare in luogo fresco e buio, a temperatura costante (12–16 °C), con la bottiglia coricata: può affinare in cantina per vent'anni. Dopo l'apertura richiudere e consumare entro 2–3 giorni.",
      en: "Store in a cool, dark place at a steady temperature (12–16 °C), with the bottle lying down: it will keep improving in the cellar for twenty years. Once opened, re-cork and drink within 2–3 days.",
      fr: "Conserver dans un endroit frais et sombre, à température constante (12–16 °C), bouteille couchée : il peut vieillir vingt ans en cave. Après ouverture, reboucher et consommer dans les 2 à 3 jours.",
      de: "Kühl und dunkel bei gleichbleibender Temperatur (12–16 °C) liegend lagern: Im Keller kann er zwanzig Jahre reifen. Nach dem Öffnen wieder verschließen und innerhalb von 2–3 Tagen trinken.",
      es: "Conservar en un lugar fresco y oscuro, a temperatura constante (12–16 °C), con la botella tumbada: puede evolucionar en bodega durante veinte años. Una vez abierta, volver a taparla y consumir en 2–3 días.",
    },
    origin: origin("Barolo DOCG Riserva", LANGHE),
    alcoholPercent: 14.5,
    nutrition: perHundredMl(347, 83, 0.6, 0.2, 0.1),
  },
  {
    product: "wi-barbaresco",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: RED_STORAGE,
    origin: origin("Barbaresco DOCG", {
      it: "Neive, Langhe, Piemonte",
      en: "Neive, Langhe, Piedmont",
      fr: "Neive, Langhe, Piémont",
      de: "Neive, Langhe, Piemont",
      es: "Neive, Langhe, Piamonte",
    }),
    alcoholPercent: 14,
    nutrition: perHundredMl(335, 80, 0.6, 0.2, 0.1),
  },
  {
    product: "wi-langhe-nebbiolo",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: RED_STORAGE,
    origin: origin("Langhe Nebbiolo DOC", LANGHE),
    alcoholPercent: 13.5,
    nutrition: perHundredMl(324, 77, 0.6, 0.2, 0.1),
  },
  {
    product: "wi-barbera-d-alba",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: RED_STORAGE,
    origin: origin("Barbera d'Alba DOC", LANGHE),
    alcoholPercent: 14,
    nutrition: perHundredMl(335, 80, 0.6, 0.3, 0.1),
  },
  {
    product: "wi-barbera-d-alba-superiore-bricco",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: RED_STORAGE,
    origin: origin("Barbera d'Alba Superiore DOC", LANGHE),
    alcoholPercent: 14.5,
    nutrition: perHundredMl(348, 83, 0.7, 0.3, 0.1),
  },
  {
    product: "wi-dolcetto-d-alba",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: RED_STORAGE,
    origin: origin("Dolcetto d'Alba DOC", LANGHE),
    alcoholPercent: 13,
    nutrition: perHundredMl(310, 74, 0.5, 0.3, 0.1),
  },
  {
    product: "wi-verduno-pelaverga",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: RED_STORAGE,
    origin: origin("Verduno Pelaverga DOC", {
      it: "Verduno, Langhe, Piemonte",
      en: "Verduno, Langhe, Piedmont",
      fr: "Verduno, Langhe, Piémont",
      de: "Verduno, Langhe, Piemont",
      es: "Verduno, Langhe, Piamonte",
    }),
    alcoholPercent: 13,
    nutrition: perHundredMl(310, 74, 0.5, 0.3, 0.1),
  },
  {
    product: "wi-langhe-rosso-tre-filari",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: RED_STORAGE,
    origin: origin("Langhe Rosso DOC", LANGHE),
    alcoholPercent: 13.5,
    nutrition: perHundredMl(324, 77, 0.6, 0.3, 0.1),
  },

  // ---- Whites ----
  {
    product: "wi-roero-arneis",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: WHITE_STORAGE,
    origin: origin("Roero Arneis DOCG", ROERO),
    alcoholPercent: 13,
    nutrition: perHundredMl(312, 75, 0.7, 0.3, 0),
  },
  {
    product: "wi-langhe-favorita",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: WHITE_STORAGE,
    origin: origin("Langhe Favorita DOC", LANGHE),
    alcoholPercent: 12.5,
    nutrition: perHundredMl(299, 71, 0.6, 0.3, 0),
  },
  {
    product: "wi-langhe-chardonnay-pietra-bianca",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: WHITE_STORAGE,
    origin: origin("Langhe Chardonnay DOC", LANGHE),
    alcoholPercent: 13.5,
    nutrition: perHundredMl(322, 77, 0.6, 0.2, 0),
  },
  {
    product: "wi-langhe-nascetta",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: WHITE_STORAGE,
    origin: origin("Langhe Nascetta DOC", {
      it: "Novello, Langhe, Piemonte",
      en: "Novello, Langhe, Piedmont",
      fr: "Novello, Langhe, Piémont",
      de: "Novello, Langhe, Piemont",
      es: "Novello, Langhe, Piamonte",
    }),
    alcoholPercent: 13,
    nutrition: perHundredMl(312, 75, 0.7, 0.3, 0),
  },
  {
    product: "wi-langhe-riesling",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: WHITE_STORAGE,
    origin: origin("Langhe Riesling DOC", LANGHE),
    alcoholPercent: 12.5,
    nutrition: perHundredMl(304, 73, 0.9, 0.6, 0),
  },
  {
    product: "wi-roero-arneis-riserva-sabbie",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: WHITE_STORAGE,
    origin: origin("Roero Arneis Riserva DOCG", ROERO),
    alcoholPercent: 13.5,
    nutrition: perHundredMl(322, 77, 0.6, 0.2, 0),
  },
  {
    product: "wi-langhe-bianco",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: WHITE_STORAGE,
    origin: origin("Langhe Bianco DOC", LANGHE),
    alcoholPercent: 13,
    nutrition: perHundredMl(312, 75, 0.7, 0.3, 0),
  },

  // ---- Sparkling ----
  {
    product: "wi-alta-langa-brut",
    ingredients: CLASSIC_METHOD_BRUT,
    allergens: SULPHITES,
    storage: SPARKLING_STORAGE,
    origin: origin("Alta Langa DOCG", ALTA_LANGA),
    alcoholPercent: 12.5,
    nutrition: perHundredMl(307, 73, 1.1, 0.7, 0),
  },
  {
    product: "wi-alta-langa-brut-rose",
    ingredients: CLASSIC_METHOD_BRUT,
    allergens: SULPHITES,
    storage: SPARKLING_STORAGE,
    origin: origin("Alta Langa DOCG", ALTA_LANGA),
    alcoholPercent: 12.5,
    nutrition: perHundredMl(307, 73, 1.1, 0.7, 0),
  },
  {
    product: "wi-alta-langa-pas-dose-riserva",
    ingredients: CLASSIC_METHOD_PAS_DOSE,
    allergens: SULPHITES,
    storage: SPARKLING_STORAGE,
    origin: origin("Alta Langa DOCG Riserva", ALTA_LANGA),
    alcoholPercent: 12.5,
    nutrition: perHundredMl(297, 71, 0.5, 0.2, 0),
  },
  {
    product: "wi-moscato-d-asti",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: SWEET_SPARKLING_STORAGE,
    origin: origin("Moscato d'Asti DOCG", {
      it: "colline di Langhe e Monferrato, Piemonte",
      en: "the Langhe and Monferrato hills, Piedmont",
      fr: "collines des Langhe et du Montferrat, Piémont",
      de: "Hügel der Langhe und des Monferrato, Piemont",
      es: "colinas de las Langhe y el Monferrato, Piamonte",
    }),
    alcoholPercent: 5.5,
    nutrition: perHundredMl(343, 82, 12.8, 12.5, 0.1),
  },
  {
    product: "wi-brachetto-d-acqui",
    ingredients: GRAPES_AND_SULPHITES,
    allergens: SULPHITES,
    storage: SWEET_SPARKLING_STORAGE,
    origin: origin("Brachetto d'Acqui DOCG", {
      it: "Acqui Terme, Monferrato, Piemonte",
      en: "Acqui Terme, Monferrato, Piedmont",
      fr: "Acqui Terme, Montferrat, Piémont",
      de: "Acqui Terme, Monferrato, Piemont",
      es: "Acqui Terme, Monferrato, Piamonte",
    }),
    // Like Moscato d'Asti, a sweet wine whose fermentation is stopped early: well below 11 % vol.
    alcoholPercent: 6.5,
    nutrition: perHundredMl(319, 76, 10, 9.6, 0.1),
  },
  {
    product: "wi-roero-arneis-spumante-brut",
    ingredients: CLASSIC_METHOD_BRUT,
    allergens: SULPHITES,
    storage: SPARKLING_STORAGE,
    origin: origin("Roero Arneis Spumante DOCG", ROERO),
    alcoholPercent: 12.5,
    nutrition: perHundredMl(309, 74, 1.2, 0.8, 0),
  },
];
