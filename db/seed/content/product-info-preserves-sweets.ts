// What the law asks the page of each product in products-preserves-sweets.ts to say before purchase
// (Regulation (EU) No 1169/2011 arts. 9 and 14): Sole di Sicilia sauces and vegetables in oil,
// Biscottificio Borgo Antico biscuits, Apicoltura dei Sibillini honeys and spread. Every product
// there is a food, so every one has an entry.
// Tomato preserves carry the Italian tomato-origin statement (grown / processed), honeys their
// country of origin (Directive 2001/110/EC). Nutrition is per 100 g of the jar's whole contents
// (vegetables and oil together). Honey, a single unprocessed ingredient, is exempt from the
// nutrition declaration (Annex V, point 1); the honey and hazelnut spread is not, and has one.
import type { SeedFoodInfo } from "./product-info-types.ts";
import type { Localized } from "./types.ts";

// ---- Allergens ----------------------------------------------------------------------------------

const NONE: SeedFoodInfo["allergens"] = [];
const NUTS: SeedFoodInfo["allergens"] = ["nuts"];
/** The sauces are cooked on the line that also makes the almond and pistachio pestos. */
const SAUCE_TRACES: SeedFoodInfo["allergens"] = ["nuts"];

// ---- Storage ------------------------------------------------------------------------------------

const SAUCE_STORAGE: Localized = {
  it: "Conservare in luogo fresco e asciutto, lontano da fonti di calore. Dopo l'apertura conservare in frigorifero e consumare entro 3 giorni.",
  en: "Store in a cool, dry place away from heat. Once opened, keep refrigerated and use within 3 days.",
  fr: "À conserver dans un endroit frais et sec, à l'abri de la chaleur. Après ouverture, à conserver au réfrigérateur et à consommer sous 3 jours.",
  de: "Kühl und trocken lagern, vor Wärme schützen. Nach dem Öffnen im Kühlschrank aufbewahren und innerhalb von 3 Tagen verbrauchen.",
  es: "Conservar en lugar fresco y seco, alejado de fuentes de calor. Una vez abierto, conservar en el frigorífico y consumir en un plazo de 3 días.",
};

const PESTO_STORAGE: Localized = {
  it: "Conservare in luogo fresco e asciutto, lontano da fonti di calore. Dopo l'apertura conservare in frigorifero, coperto da un velo d'olio, e consumare entro 5 giorni.",
  en: "Store in a cool, dry place away from heat. Once opened, keep refrigerated under a thin layer of oil and use within 5 days.",
  fr: "À conserver dans un endroit frais et sec, à l'abri de la chaleur. Après ouverture, à conserver au réfrigérateur, recouvert d'un filet d'huile, et à consommer sous 5 jours.",
  de: "Kühl und trocken lagern, vor Wärme schützen. Nach dem Öffnen mit etwas Öl bedeckt im Kühlschrank aufbewahren und innerhalb von 5 Tagen verbrauchen.",
  es: "Conservar en lugar fresco y seco, alejado de fuentes de calor. Una vez abierto, conservar en el frigorífico cubierto con una fina capa de aceite y consumir en un plazo de 5 días.",
};

const IN_OIL_STORAGE: Localized = {
  it: "Conservare in luogo fresco e asciutto, al riparo dalla luce. Dopo l'apertura conservare in frigorifero, con il prodotto sempre coperto d'olio, e consumare entro 7 giorni. In frigorifero l'olio può rapprendersi: è un fenomeno naturale.",
  en: "Store in a cool, dry place away from light. Once opened, keep refrigerated with the contents always covered in oil, and eat within 7 days. The oil may cloud or set in the fridge; this is natural.",
  fr: "À conserver dans un endroit frais et sec, à l'abri de la lumière. Après ouverture, à conserver au réfrigérateur, le produit toujours recouvert d'huile, et à consommer sous 7 jours. Au froid, l'huile peut figer : c'est un phénomène naturel.",
  de: "Kühl, trocken und lichtgeschützt lagern. Nach dem Öffnen im Kühlschrank aufbewahren, stets mit Öl bedeckt, und innerhalb von 7 Tagen verzehren. Im Kühlschrank kann das Öl fest werden; das ist ganz natürlich.",
  es: "Conservar en lugar fresco y seco, protegido de la luz. Una vez abierto, conservar en el frigorífico, siempre cubierto de aceite, y consumir en un plazo de 7 días. En frío el aceite puede solidificarse: es un fenómeno natural.",
};

const BISCUIT_STORAGE: Localized = {
  it: "Conservare in luogo fresco e asciutto, lontano da fonti di calore. Dopo l'apertura richiudere bene la confezione.",
  en: "Store in a cool, dry place away from heat. Once opened, reseal the pack tightly.",
  fr: "À conserver dans un endroit frais et sec, à l'abri de la chaleur. Après ouverture, bien refermer l'emballage.",
  de: "Kühl und trocken lagern, vor Wärme schützen. Nach dem Öffnen die Packung wieder gut verschließen.",
  es: "Conservar en lugar fresco y seco, alejado de fuentes de calor. Una vez abierto, cerrar bien el envase.",
};

const HONEY_STORAGE: Localized = {
  it: "Conservare in luogo fresco e asciutto, lontano da fonti di calore, con il vasetto ben chiuso. La cristallizzazione è un fenomeno naturale: per riportarlo fluido scaldarlo a bagnomaria, senza superare i 40 °C.",
  en: "Store in a cool, dry place away from heat, with the lid tightly closed. Crystallisation is a natural process: to make it runny again, warm the jar gently in a bain-marie, no hotter than 40 °C.",
  fr: "À conserver dans un endroit frais et sec, à l'abri de la chaleur, pot bien fermé. La cristallisation est un phénomène naturel : pour le rendre à nouveau liquide, le réchauffer au bain-marie sans dépasser 40 °C.",
  de: "Kühl und trocken lagern, vor Wärme schützen, Glas gut verschlossen halten. Das Kristallisieren ist ein natürlicher Vorgang: Zum Verflüssigen im Wasserbad auf höchstens 40 °C erwärmen.",
  es: "Conservar en lugar fresco y seco, alejado de fuentes de calor y con el tarro bien cerrado. La cristalización es un proceso natural: para volver a hacerla líquida, calentarla al baño maría sin superar los 40 °C.",
};

// ---- Origin -------------------------------------------------------------------------------------

/** The Italian tomato-origin statement on tomato preserves, with where in Italy they were grown. */
function tomatoOrigin(area: Localized): Localized {
  return {
    it: `Paese di coltivazione del pomodoro: Italia (${area.it}). Paese di trasformazione: Italia.`,
    en: `Country where the tomatoes were grown: Italy (${area.en}). Country of processing: Italy.`,
    fr: `Pays de culture de la tomate : Italie (${area.fr}). Pays de transformation : Italie.`,
    de: `Anbauland der Tomaten: Italien (${area.de}). Verarbeitungsland: Italien.`,
    es: `País de cultivo del tomate: Italia (${area.es}). País de transformación: Italia.`,
  };
}

const SICILY: Localized = { it: "Sicilia", en: "Sicily", fr: "Sicile", de: "Sizilien", es: "Sicilia" };

/** "Italia – <where the bees foraged>" */
function honeyOrigin(area: Localized): Localized {
  return {
    it: `Italia – ${area.it}`,
    en: `Italy – ${area.en}`,
    fr: `Italie – ${area.fr}`,
    de: `Italien – ${area.de}`,
    es: `Italia – ${area.es}`,
  };
}

const CASALE: Localized = {
  it: "Luogo di produzione: Casale Monferrato (AL), Italia",
  en: "Place of manufacture: Casale Monferrato (Alessandria), Italy",
  fr: "Lieu de fabrication : Casale Monferrato (Alexandrie), Italie",
  de: "Herstellungsort: Casale Monferrato (Alessandria), Italien",
  es: "Lugar de elaboración: Casale Monferrato (Alessandria), Italia",
};

export const PRESERVES_SWEETS_INFO: SeedFoodInfo[] = [
  // ---- Sauces (Sole di Sicilia) ----
  {
    product: "ps-passata-pomodoro-siccagno",
    ingredients: {
      it: "Pomodoro (99,5%), sale",
      en: "Tomatoes (99.5%), salt",
      fr: "Tomates (99,5 %), sel",
      de: "Tomaten (99,5 %), Salz",
      es: "Tomate (99,5 %), sal",
    },
    allergens: NONE,
    storage: SAUCE_STORAGE,
    origin: tomatoOrigin({
      it: "Sicilia, coltivazione in asciutto",
      en: "Sicily, dry-farmed",
      fr: "Sicile, culture sans irrigation",
      de: "Sizilien, ohne Bewässerung angebaut",
      es: "Sicilia, cultivo de secano",
    }),
    nutrition: { energyKj: 109, energyKcal: 26, fat: 0.2, saturates: 0, carbohydrate: 4.5, sugars: 4, protein: 1.4, salt: 0.5 },
  },
  {
    product: "ps-pomodori-pelati-etna",
    ingredients: {
      it: "Pomodori pelati (60%), succo di pomodoro",
      en: "Peeled tomatoes (60%), tomato juice",
      fr: "Tomates pelées (60 %), jus de tomate",
      de: "Geschälte Tomaten (60 %), Tomatensaft",
      es: "Tomates pelados (60 %), zumo de tomate",
    },
    allergens: NONE,
    storage: SAUCE_STORAGE,
    origin: tomatoOrigin({
      it: "Sicilia, pendici dell'Etna",
      en: "Sicily, the slopes of Mount Etna",
      fr: "Sicile, pentes de l'Etna",
      de: "Sizilien, Hänge des Ätna",
      es: "Sicilia, laderas del Etna",
    }),
    nutrition: { energyKj: 88, energyKcal: 21, fat: 0.2, saturates: 0, carbohydrate: 3.5, sugars: 3.2, protein: 1.2, salt: 0.03 },
  },
  {
    product: "ps-pesto-trapanese",
    ingredients: {
      it: "Pomodoro (45%), olio extravergine di oliva, *mandorle* di Avola (18%), basilico (6%), sale, aglio",
      en: "Tomatoes (45%), extra virgin olive oil, Avola *almonds* (18%), basil (6%), salt, garlic",
      fr: "Tomates (45 %), huile d'olive vierge extra, *amandes* d'Avola (18 %), basilic (6 %), sel, ail",
      de: "Tomaten (45 %), natives Olivenöl extra, *Mandeln* aus Avola (18 %), Basilikum (6 %), Salz, Knoblauch",
      es: "Tomate (45 %), aceite de oliva virgen extra, *almendras* de Avola (18 %), albahaca (6 %), sal, ajo",
    },
    allergens: NUTS,
    storage: PESTO_STORAGE,
    nutrition: { energyKj: 1385, energyKcal: 331, fat: 33, saturates: 4.1, carbohydrate: 3, sugars: 2.5, protein: 4.3, salt: 1.5 },
  },
  {
    product: "ps-pesto-pistacchio-bronte",
    ingredients: {
      it: "*Pistacchio* Verde di Bronte DOP (60%), olio extravergine di oliva, sale",
      en: "Green *pistachios* (Pistacchio Verde di Bronte PDO, 60%), extra virgin olive oil, salt",
      fr: "*Pistaches* vertes (Pistacchio Verde di Bronte AOP, 60 %), huile d'olive vierge extra, sel",
      de: "Grüne *Pistazien* (Pistacchio Verde di Bronte g.U., 60 %), natives Olivenöl extra, Salz",
      es: "*Pistachos* verdes (Pistacchio Verde di Bronte DOP, 60 %), aceite de oliva virgen extra, sal",
    },
    allergens: NUTS,
    storage: PESTO_STORAGE,
    origin: {
      it: "Pistacchio Verde di Bronte DOP – coltivato a Bronte (CT), Sicilia, Italia",
      en: "Pistacchio Verde di Bronte PDO – grown in Bronte (Catania), Sicily, Italy",
      fr: "Pistacchio Verde di Bronte AOP – cultivé à Bronte (Catane), Sicile, Italie",
      de: "Pistacchio Verde di Bronte g.U. – angebaut in Bronte (Catania), Sizilien, Italien",
      es: "Pistacchio Verde di Bronte DOP – cultivado en Bronte (Catania), Sicilia, Italia",
    },
    nutrition: { energyKj: 2795, energyKcal: 668, fat: 66, saturates: 8.8, carbohydrate: 5, sugars: 3.6, protein: 12, salt: 1 },
  },
  {
    product: "ps-sugo-alla-norma",
    ingredients: {
      it: "Pomodoro (60%), melanzane fritte (26%) (melanzane, olio extravergine di oliva), olio extravergine di oliva, cipolla, basilico (1,5%), sale, aglio",
      en: "Tomatoes (60%), fried aubergines (26%) (aubergines, extra virgin olive oil), extra virgin olive oil, onion, basil (1.5%), salt, garlic",
      fr: "Tomates (60 %), aubergines frites (26 %) (aubergines, huile d'olive vierge extra), huile d'olive vierge extra, oignon, basilic (1,5 %), sel, ail",
      de: "Tomaten (60 %), frittierte Auberginen (26 %) (Auberginen, natives Olivenöl extra), natives Olivenöl extra, Zwiebeln, Basilikum (1,5 %), Salz, Knoblauch",
      es: "Tomate (60 %), berenjenas fritas (26 %) (berenjenas, aceite de oliva virgen extra), aceite de oliva virgen extra, cebolla, albahaca (1,5 %), sal, ajo",
    },
    allergens: NONE,
    mayContain: SAUCE_TRACES,
    storage: SAUCE_STORAGE,
    origin: tomatoOrigin(SICILY),
    nutrition: { energyKj: 397, energyKcal: 95, fat: 7, saturates: 1, carbohydrate: 6, sugars: 4.5, protein: 1.5, salt: 1 },
  },
  {
    product: "ps-ragu-siciliano-maiale",
    ingredients: {
      it: "Polpa di pomodoro (48%), carne di suino (35%), cipolla, olio extravergine di oliva, vino rosso Nero d'Avola (contiene *solfiti*), carota, *sedano*, sale, cannella, pepe nero",
      en: "Tomato pulp (48%), pork (35%), onion, extra virgin olive oil, Nero d'Avola red wine (contains *sulphites*), carrot, *celery*, salt, cinnamon, black pepper",
      fr: "Pulpe de tomate (48 %), viande de porc (35 %), oignon, huile d'olive vierge extra, vin rouge Nero d'Avola (contient des *sulfites*), carotte, *céleri*, sel, cannelle, poivre noir",
      de: "Tomatenfruchtfleisch (48 %), Schweinefleisch (35 %), Zwiebeln, natives Olivenöl extra, Rotwein Nero d'Avola (enthält *Sulfite*), Karotten, *Sellerie*, Salz, Zimt, schwarzer Pfeffer",
      es: "Pulpa de tomate (48 %), carne de cerdo (35 %), cebolla, aceite de oliva virgen extra, vino tinto Nero d'Avola (contiene *sulfitos*), zanahoria, *apio*, sal, canela, pimienta negra",
    },
    allergens: ["sulphites", "celery"],
    mayContain: SAUCE_TRACES,
    storage: SAUCE_STORAGE,
    origin: {
      it: "Paese di coltivazione del pomodoro: Italia (Sicilia). Paese di trasformazione: Italia. Carne di suino: Italia (Nebrodi, Sicilia).",
      en: "Country where the tomatoes were grown: Italy (Sicily). Country of processing: Italy. Pork: Italy (Nebrodi mountains, Sicily).",
      fr: "Pays de culture de la tomate : Italie (Sicile). Pays de transformation : Italie. Viande de porc : Italie (monts Nebrodi, Sicile).",
      de: "Anbauland der Tomaten: Italien (Sizilien). Verarbeitungsland: Italien. Schweinefleisch: Italien (Nebrodi-Gebirge, Sizilien).",
      es: "País de cultivo del tomate: Italia (Sicilia). País de transformación: Italia. Carne de cerdo: Italia (montes Nebrodi, Sicilia).",
    },
    nutrition: { energyKj: 582, energyKcal: 139, fat: 9, saturates: 3, carbohydrate: 4.5, sugars: 3.5, protein: 9.5, salt: 1.1 },
  },
  {
    product: "ps-pesto-rosso-pomodori-secchi",
    ingredients: {
      it: "Pomodori secchi (45%) (pomodori, sale), olio extravergine di oliva, *mandorle* (12%), capperi (3%) (capperi, sale), aglio, peperoncino (0,5%)",
      en: "Sun-dried tomatoes (45%) (tomatoes, salt), extra virgin olive oil, *almonds* (12%), capers (3%) (capers, salt), garlic, chilli (0.5%)",
      fr: "Tomates séchées (45 %) (tomates, sel), huile d'olive vierge extra, *amandes* (12 %), câpres (3 %) (câpres, sel), ail, piment (0,5 %)",
      de: "Getrocknete Tomaten (45 %) (Tomaten, Salz), natives Olivenöl extra, *Mandeln* (12 %), Kapern (3 %) (Kapern, Salz), Knoblauch, Chili (0,5 %)",
      es: "Tomates secos (45 %) (tomates, sal), aceite de oliva virgen extra, *almendras* (12 %), alcaparras (3 %) (alcaparras, sal), ajo, guindilla (0,5 %)",
    },
    allergens: NUTS,
    storage: PESTO_STORAGE,
    nutrition: { energyKj: 2184, energyKcal: 522, fat: 44, saturates: 6.1, carbohydrate: 20, sugars: 17, protein: 8.8, salt: 3 },
  },
  {
    product: "ps-sugo-puttanesca",
    ingredients: {
      it: "Pomodoro (74%), olive nere Nocellara denocciolate (10%), olio extravergine di oliva, capperi di Salina (4%) (capperi, sale), cipolla, aglio, prezzemolo, sale, origano, peperoncino",
      en: "Tomatoes (74%), pitted black Nocellara olives (10%), extra virgin olive oil, Salina capers (4%) (capers, salt), onion, garlic, parsley, salt, oregano, chilli",
      fr: "Tomates (74 %), olives noires Nocellara dénoyautées (10 %), huile d'olive vierge extra, câpres de Salina (4 %) (câpres, sel), oignon, ail, persil, sel, origan, piment",
      de: "Tomaten (74 %), entsteinte schwarze Nocellara-Oliven (10 %), natives Olivenöl extra, Kapern aus Salina (4 %) (Kapern, Salz), Zwiebeln, Knoblauch, Petersilie, Salz, Oregano, Chili",
      es: "Tomate (74 %), aceitunas negras Nocellara deshuesadas (10 %), aceite de oliva virgen extra, alcaparras de Salina (4 %) (alcaparras, sal), cebolla, ajo, perejil, sal, orégano, guindilla",
    },
    allergens: NONE,
    mayContain: SAUCE_TRACES,
    storage: SAUCE_STORAGE,
    origin: tomatoOrigin(SICILY),
    nutrition: { energyKj: 343, energyKcal: 82, fat: 6, saturates: 0.9, carbohydrate: 5, sugars: 3.8, protein: 1.4, salt: 1.6 },
  },

  // ---- Vegetables in oil (Sole di Sicilia) ----
  {
    product: "ps-carciofini-sott-olio",
    ingredients: {
      it: "Carciofini (66%), olio extravergine di oliva (30%), aceto di vino, sale, aglio, menta",
      en: "Baby artichokes (66%), extra virgin olive oil (30%), wine vinegar, salt, garlic, mint",
      fr: "Petits artichauts (66 %), huile d'olive vierge extra (30 %), vinaigre de vin, sel, ail, menthe",
      de: "Kleine Artischocken (66 %), natives Olivenöl extra (30 %), Weinessig, Salz, Knoblauch, Minze",
      es: "Alcachofas pequeñas (66 %), aceite de oliva virgen extra (30 %), vinagre de vino, sal, ajo, menta",
    },
    allergens: NONE,
    storage: IN_OIL_STORAGE,
    origin: {
      it: "Italia – carciofi e olio extravergine di oliva siciliani",
      en: "Italy – Sicilian artichokes and extra virgin olive oil",
      fr: "Italie – artichauts et huile d'olive vierge extra de Sicile",
      de: "Italien – Artischocken und natives Olivenöl extra aus Sizilien",
      es: "Italia – alcachofas y aceite de oliva virgen extra de Sicilia",
    },
    nutrition: { energyKj: 1243, energyKcal: 297, fat: 30, saturates: 4.3, carbohydrate: 3.5, sugars: 0.9, protein: 1.8, salt: 1 },
  },
  {
    product: "ps-pomodori-secchi-sott-olio",
    ingredients: {
      it: "Pomodori secchi (60%) (pomodori, sale), olio extravergine di oliva (35%), capperi (capperi, sale), origano",
      en: "Sun-dried tomatoes (60%) (tomatoes, salt), extra virgin olive oil (35%), capers (capers, salt), oregano",
      fr: "Tomates séchées (60 %) (tomates, sel), huile d'olive vierge extra (35 %), câpres (câpres, sel), origan",
      de: "Getrocknete Tomaten (60 %) (Tomaten, Salz), natives Olivenöl extra (35 %), Kapern (Kapern, Salz), Oregano",
      es: "Tomates secos (60 %) (tomates, sal), aceite de oliva virgen extra (35 %), alcaparras (alcaparras, sal), orégano",
    },
    allergens: NONE,
    storage: IN_OIL_STORAGE,
    origin: tomatoOrigin({
      it: "Sicilia, essiccati al sole",
      en: "Sicily, sun-dried",
      fr: "Sicile, séchées au soleil",
      de: "Sizilien, sonnengetrocknet",
      es: "Sicilia, secados al sol",
    }),
    nutrition: { energyKj: 1473, energyKcal: 352, fat: 30, saturates: 4.3, carbohydrate: 14, sugars: 10, protein: 4, salt: 2.2 },
  },
  {
    product: "ps-melanzane-filetti-sott-olio",
    ingredients: {
      it: "Melanzane (65%), olio extravergine di oliva (30%), aceto di vino, sale, aglio, peperoncino, menta",
      en: "Aubergines (65%), extra virgin olive oil (30%), wine vinegar, salt, garlic, chilli, mint",
      fr: "Aubergines (65 %), huile d'olive vierge extra (30 %), vinaigre de vin, sel, ail, piment, menthe",
      de: "Auberginen (65 %), natives Olivenöl extra (30 %), Weinessig, Salz, Knoblauch, Chili, Minze",
      es: "Berenjenas (65 %), aceite de oliva virgen extra (30 %), vinagre de vino, sal, ajo, guindilla, menta",
    },
    allergens: NONE,
    storage: IN_OIL_STORAGE,
    nutrition: { energyKj: 1151, energyKcal: 275, fat: 28, saturates: 4, carbohydrate: 3.2, sugars: 2.5, protein: 1.2, salt: 1.1 },
  },
  {
    product: "ps-peperoni-arrostiti-sott-olio",
    ingredients: {
      it: "Peperoni rossi e gialli arrostiti (68%), olio extravergine di oliva (28%), aceto di vino, sale, aglio",
      en: "Fire-roasted red and yellow peppers (68%), extra virgin olive oil (28%), wine vinegar, salt, garlic",
      fr: "Poivrons rouges et jaunes grillés au feu de bois (68 %), huile d'olive vierge extra (28 %), vinaigre de vin, sel, ail",
      de: "Über Holzglut geröstete rote und gelbe Paprika (68 %), natives Olivenöl extra (28 %), Weinessig, Salz, Knoblauch",
      es: "Pimientos rojos y amarillos asados a la leña (68 %), aceite de oliva virgen extra (28 %), vinagre de vino, sal, ajo",
    },
    allergens: NONE,
    storage: IN_OIL_STORAGE,
    nutrition: { energyKj: 1092, energyKcal: 261, fat: 26, saturates: 3.7, carbohydrate: 4.5, sugars: 4, protein: 1, salt: 0.9 },
  },
  {
    product: "ps-zucchine-grigliate-sott-olio",
    ingredients: {
      it: "Zucchine grigliate (65%), olio extravergine di oliva (30%), prezzemolo, aglio, sale, succo di limone",
      en: "Grilled courgettes (65%), extra virgin olive oil (30%), parsley, garlic, salt, lemon juice",
      fr: "Courgettes grillées (65 %), huile d'olive vierge extra (30 %), persil, ail, sel, jus de citron",
      de: "Gegrillte Zucchini (65 %), natives Olivenöl extra (30 %), Petersilie, Knoblauch, Salz, Zitronensaft",
      es: "Calabacines a la parrilla (65 %), aceite de oliva virgen extra (30 %), perejil, ajo, sal, zumo de limón",
    },
    allergens: NONE,
    storage: IN_OIL_STORAGE,
    nutrition: { energyKj: 1138, energyKcal: 272, fat: 28, saturates: 4, carbohydrate: 2.5, sugars: 2, protein: 1.3, salt: 1 },
  },
  {
    product: "ps-olive-verdi-schiacciate",
    ingredients: {
      it: "Olive verdi Nocellara del Belice (82%), olio extravergine di oliva (8%), *sedano* (4%), carota, aglio, sale, origano",
      en: "Nocellara del Belice green olives (82%), extra virgin olive oil (8%), *celery* (4%), carrot, garlic, salt, oregano",
      fr: "Olives vertes Nocellara del Belice (82 %), huile d'olive vierge extra (8 %), *céleri* (4 %), carotte, ail, sel, origan",
      de: "Grüne Oliven der Sorte Nocellara del Belice (82 %), natives Olivenöl extra (8 %), *Sellerie* (4 %), Karotten, Knoblauch, Salz, Oregano",
      es: "Aceitunas verdes Nocellara del Belice (82 %), aceite de oliva virgen extra (8 %), *apio* (4 %), zanahoria, ajo, sal, orégano",
    },
    allergens: ["celery"],
    storage: {
      it: "Conservare in luogo fresco e asciutto, al riparo dalla luce. Dopo l'apertura conservare in frigorifero, con le olive coperte dal loro condimento, e consumare entro 10 giorni.",
      en: "Store in a cool, dry place away from light. Once opened, keep refrigerated with the olives covered in their dressing, and eat within 10 days.",
      fr: "À conserver dans un endroit frais et sec, à l'abri de la lumière. Après ouverture, à conserver au réfrigérateur, les olives recouvertes de leur assaisonnement, et à consommer sous 10 jours.",
      de: "Kühl, trocken und lichtgeschützt lagern. Nach dem Öffnen im Kühlschrank aufbewahren, die Oliven mit ihrer Marinade bedeckt, und innerhalb von 10 Tagen verzehren.",
      es: "Conservar en lugar fresco y seco, protegido de la luz. Una vez abierto, conservar en el frigorífico con las aceitunas cubiertas por su aliño y consumir en un plazo de 10 días.",
    },
    nutrition: { energyKj: 816, energyKcal: 195, fat: 20, saturates: 3, carbohydrate: 1.5, sugars: 0.5, protein: 1.1, salt: 3 },
  },
  {
    product: "ps-funghi-etna-sott-olio",
    ingredients: {
      it: "Funghi misti (65%) [porcini (Boletus edulis e relativo gruppo), chiodini (Armillaria mellea), funghi di ferla (Pleurotus eryngii)], olio extravergine di oliva (30%), aceto di vino, sale, alloro, pepe nero",
      en: "Mixed mushrooms (65%) [porcini (Boletus edulis and related species), honey fungus (Armillaria mellea), king oyster mushrooms (Pleurotus eryngii)], extra virgin olive oil (30%), wine vinegar, salt, bay leaf, black pepper",
      fr: "Champignons mélangés (65 %) [cèpes (Boletus edulis et espèces apparentées), armillaires couleur de miel (Armillaria mellea), pleurotes du panicaut (Pleurotus eryngii)], huile d'olive vierge extra (30 %), vinaigre de vin, sel, laurier, poivre noir",
      de: "Gemischte Pilze (65 %) [Steinpilze (Boletus edulis und verwandte Arten), Hallimasch (Armillaria mellea), Kräuterseitlinge (Pleurotus eryngii)], natives Olivenöl extra (30 %), Weinessig, Salz, Lorbeer, schwarzer Pfeffer",
      es: "Setas variadas (65 %) [boletos (Boletus edulis y especies afines), armilarias (Armillaria mellea), setas de cardo (Pleurotus eryngii)], aceite de oliva virgen extra (30 %), vinagre de vino, sal, laurel, pimienta negra",
    },
    allergens: NONE,
    storage: IN_OIL_STORAGE,
    origin: {
      it: "Italia – funghi raccolti nei boschi dell'Etna, Sicilia",
      en: "Italy – mushrooms gathered in the woods of Mount Etna, Sicily",
      fr: "Italie – champignons cueillis dans les bois de l'Etna, Sicile",
      de: "Italien – Pilze aus den Wäldern des Ätna, Sizilien",
      es: "Italia – setas recogidas en los bosques del Etna, Sicilia",
    },
    nutrition: { energyKj: 1146, energyKcal: 274, fat: 28, saturates: 4, carbohydrate: 2, sugars: 0.5, protein: 2.3, salt: 1.2 },
  },
  {
    product: "ps-datterini-semisecchi-sott-olio",
    ingredients: {
      it: "Pomodorini datterini semisecchi (62%) (pomodorini, sale), olio extravergine di oliva (34%), timo, origano",
      en: "Semi-dried datterini tomatoes (62%) (tomatoes, salt), extra virgin olive oil (34%), thyme, oregano",
      fr: "Tomates datterini mi-séchées (62 %) (tomates, sel), huile d'olive vierge extra (34 %), thym, origan",
      de: "Halbgetrocknete Datterini-Tomaten (62 %) (Tomaten, Salz), natives Olivenöl extra (34 %), Thymian, Oregano",
      es: "Tomates datterini semisecos (62 %) (tomates, sal), aceite de oliva virgen extra (34 %), tomillo, orégano",
    },
    allergens: NONE,
    storage: IN_OIL_STORAGE,
    origin: tomatoOrigin({
      it: "Pachino, Sicilia",
      en: "Pachino, Sicily",
      fr: "Pachino, Sicile",
      de: "Pachino, Sizilien",
      es: "Pachino, Sicilia",
    }),
    nutrition: { energyKj: 1381, energyKcal: 330, fat: 31, saturates: 4.4, carbohydrate: 9, sugars: 7, protein: 2, salt: 1.6 },
  },

  // ---- Biscuits (Biscottificio Borgo Antico) ----
  {
    product: "ps-baci-di-dama-nocciola",
    ingredients: {
      it: "*Nocciole* tostate (Nocciola Piemonte IGP, 30%), farina di *grano* tenero, *burro*, zucchero, cioccolato fondente (12%) (pasta di cacao, zucchero, burro di cacao, emulsionante: lecitina di *soia*, estratto di vaniglia), sale. Cacao nel cioccolato fondente: 60% minimo.",
      en: "Toasted *hazelnuts* (Nocciola Piemonte PGI, 30%), *wheat* flour, *butter*, sugar, dark chocolate (12%) (cocoa mass, sugar, cocoa butter, emulsifier: *soya* lecithin, vanilla extract), salt. Dark chocolate contains cocoa solids 60% minimum.",
      fr: "*Noisettes* grillées (Nocciola Piemonte IGP, 30 %), farine de *blé*, *beurre*, sucre, chocolat noir (12 %) (pâte de cacao, sucre, beurre de cacao, émulsifiant : lécithine de *soja*, extrait de vanille), sel. Chocolat noir : cacao 60 % minimum.",
      de: "Geröstete *Haselnüsse* (Nocciola Piemonte g.g.A., 30 %), *Weizen*mehl, *Butter*, Zucker, Zartbitterschokolade (12 %) (Kakaomasse, Zucker, Kakaobutter, Emulgator: *Soja*lecithin, Vanilleextrakt), Salz. Zartbitterschokolade: Kakao 60 % mindestens.",
      es: "*Avellanas* tostadas (Nocciola Piemonte IGP, 30 %), harina de *trigo*, *mantequilla*, azúcar, chocolate negro (12 %) (pasta de cacao, azúcar, manteca de cacao, emulgente: lecitina de *soja*, extracto de vainilla), sal. Chocolate negro: cacao 60 % mínimo.",
    },
    allergens: ["nuts", "gluten", "milk", "soybeans"],
    mayContain: ["eggs"],
    storage: {
      it: "Conservare in luogo fresco e asciutto, a temperatura non superiore a 20 °C, lontano da fonti di calore. Dopo l'apertura richiudere bene la confezione.",
      en: "Store in a cool, dry place below 20 °C, away from heat. Once opened, reseal the pack tightly.",
      fr: "À conserver dans un endroit frais et sec, à une température inférieure à 20 °C, à l'abri de la chaleur. Après ouverture, bien refermer l'emballage.",
      de: "Kühl und trocken bei höchstens 20 °C lagern, vor Wärme schützen. Nach dem Öffnen die Packung wieder gut verschließen.",
      es: "Conservar en lugar fresco y seco, a una temperatura inferior a 20 °C y alejado de fuentes de calor. Una vez abierto, cerrar bien el envase.",
    },
    origin: {
      it: "Nocciole: Nocciola Piemonte IGP, Italia. Luogo di produzione: Casale Monferrato (AL), Italia",
      en: "Hazelnuts: Nocciola Piemonte PGI, Italy. Place of manufacture: Casale Monferrato (Alessandria), Italy",
      fr: "Noisettes : Nocciola Piemonte IGP, Italie. Lieu de fabrication : Casale Monferrato (Alexandrie), Italie",
      de: "Haselnüsse: Nocciola Piemonte g.g.A., Italien. Herstellungsort: Casale Monferrato (Alessandria), Italien",
      es: "Avellanas: Nocciola Piemonte IGP, Italia. Lugar de elaboración: Casale Monferrato (Alessandria), Italia",
    },
    nutrition: { energyKj: 2293, energyKcal: 548, fat: 38, saturates: 14, carbohydrate: 42, sugars: 24, protein: 7.5, salt: 0.2 },
  },
  {
    product: "ps-paste-di-meliga",
    ingredients: {
      it: "Farina di mais macinata a pietra (32%), *burro* (24%), zucchero, farina di *grano* tenero, *uova*, scorza di limone, sale",
      en: "Stone-ground maize flour (32%), *butter* (24%), sugar, *wheat* flour, *eggs*, lemon zest, salt",
      fr: "Farine de maïs moulue à la meule de pierre (32 %), *beurre* (24 %), sucre, farine de *blé*, *œufs*, zeste de citron, sel",
      de: "Steingemahlenes Maismehl (32 %), *Butter* (24 %), Zucker, *Weizen*mehl, *Eier*, Zitronenschale, Salz",
      es: "Harina de maíz molida a la piedra (32 %), *mantequilla* (24 %), azúcar, harina de *trigo*, *huevo*, piel de limón, sal",
    },
    allergens: ["milk", "gluten", "eggs"],
    mayContain: ["nuts", "soybeans"],
    storage: BISCUIT_STORAGE,
    origin: CASALE,
    nutrition: { energyKj: 2025, energyKcal: 484, fat: 23.3, saturates: 13.6, carbohydrate: 61, sugars: 22, protein: 5.8, salt: 0.2 },
  },
  {
    product: "ps-amaretti-morbidi",
    ingredients: {
      it: "*Mandorle* (42%), zucchero, *albume d'uovo*, armelline (3%)",
      en: "*Almonds* (42%), sugar, *egg* white, apricot kernels (3%)",
      fr: "*Amandes* (42 %), sucre, blanc d'*œuf*, amandes d'abricot (3 %)",
      de: "*Mandeln* (42 %), Zucker, *Eiklar*, Aprikosenkerne (3 %)",
      es: "*Almendras* (42 %), azúcar, clara de *huevo*, almendras de albaricoque (3 %)",
    },
    allergens: ["nuts", "eggs"],
    mayContain: ["gluten", "milk", "soybeans"],
    storage: BISCUIT_STORAGE,
    nutrition: { energyKj: 2017, energyKcal: 482, fat: 25, saturates: 2, carbohydrate: 50, sugars: 48, protein: 11.5, salt: 0.05 },
  },
  {
    product: "ps-cantucci-mandorle",
    ingredients: {
      it: "Farina di *grano* tenero, *mandorle* intere con la pellicina (25%), zucchero, *uova*, miele, agente lievitante: carbonato acido di ammonio, sale",
      en: "*Wheat* flour, whole skin-on *almonds* (25%), sugar, *eggs*, honey, raising agent: ammonium hydrogen carbonate, salt",
      fr: "Farine de *blé*, *amandes* entières avec leur peau (25 %), sucre, *œufs*, miel, poudre à lever : carbonate acide d'ammonium, sel",
      de: "*Weizen*mehl, ganze ungeschälte *Mandeln* (25 %), Zucker, *Eier*, Honig, Backtriebmittel: Ammoniumhydrogencarbonat, Salz",
      es: "Harina de *trigo*, *almendras* enteras con piel (25 %), azúcar, *huevo*, miel, gasificante: carbonato ácido de amonio, sal",
    },
    allergens: ["gluten", "nuts", "eggs"],
    mayContain: ["milk", "soybeans"],
    storage: BISCUIT_STORAGE,
    nutrition: { energyKj: 1795, energyKcal: 429, fat: 16, saturates: 1.6, carbohydrate: 57, sugars: 30, protein: 12, salt: 0.3 },
  },
  {
    product: "ps-brutti-e-buoni-nocciola",
    ingredients: {
      it: "*Nocciole* tostate (50%), zucchero, *albume d'uovo*",
      en: "Toasted *hazelnuts* (50%), sugar, *egg* white",
      fr: "*Noisettes* grillées (50 %), sucre, blanc d'*œuf*",
      de: "Geröstete *Haselnüsse* (50 %), Zucker, *Eiklar*",
      es: "*Avellanas* tostadas (50 %), azúcar, clara de *huevo*",
    },
    allergens: ["nuts", "eggs"],
    // No gluten in the recipe, but they are baked in the same ovens as the wheat biscuits.
    mayContain: ["gluten", "milk", "soybeans"],
    storage: BISCUIT_STORAGE,
    nutrition: { energyKj: 2067, energyKcal: 494, fat: 30.5, saturates: 2.3, carbohydrate: 44, sugars: 42, protein: 8.5, salt: 0.05 },
  },
  {
    product: "ps-krumiri-casale",
    ingredients: {
      it: "Farina di *grano* tenero, *burro* (24%), zucchero, *uova* fresche (12%), miele, estratto di vaniglia, sale",
      en: "*Wheat* flour, *butter* (24%), sugar, fresh *eggs* (12%), honey, vanilla extract, salt",
      fr: "Farine de *blé*, *beurre* (24 %), sucre, *œufs* frais (12 %), miel, extrait de vanille, sel",
      de: "*Weizen*mehl, *Butter* (24 %), Zucker, frische *Eier* (12 %), Honig, Vanilleextrakt, Salz",
      es: "Harina de *trigo*, *mantequilla* (24 %), azúcar, *huevos* frescos (12 %), miel, extracto de vainilla, sal",
    },
    allergens: ["gluten", "milk", "eggs"],
    mayContain: ["nuts", "soybeans"],
    storage: BISCUIT_STORAGE,
    origin: CASALE,
    nutrition: { energyKj: 1954, energyKcal: 467, fat: 23, saturates: 14, carbohydrate: 57, sugars: 26, protein: 6.5, salt: 0.2 },
  },
  {
    product: "ps-torcetti-burro",
    ingredients: {
      it: "Farina di *grano* tenero, *burro* (18%), zucchero, acqua, lievito di birra, sale",
      en: "*Wheat* flour, *butter* (18%), sugar, water, yeast, salt",
      fr: "Farine de *blé*, *beurre* (18 %), sucre, eau, levure de boulanger, sel",
      de: "*Weizen*mehl, *Butter* (18 %), Zucker, Wasser, Hefe, Salz",
      es: "Harina de *trigo*, *mantequilla* (18 %), azúcar, agua, levadura, sal",
    },
    allergens: ["gluten", "milk"],
    mayContain: ["eggs", "nuts", "soybeans"],
    storage: BISCUIT_STORAGE,
    nutrition: { energyKj: 1799, energyKcal: 430, fat: 18, saturates: 11, carbohydrate: 59, sugars: 18, protein: 6.5, salt: 0.7 },
  },
  {
    product: "ps-canestrelli-burro",
    ingredients: {
      it: "Farina di *grano* tenero, *burro* (28%), zucchero a velo, fecola di patate, *tuorlo d'uovo* sodo (4%), scorza di limone, estratto di vaniglia",
      en: "*Wheat* flour, *butter* (28%), icing sugar, potato starch, hard-boiled *egg* yolk (4%), lemon zest, vanilla extract",
      fr: "Farine de *blé*, *beurre* (28 %), sucre glace, fécule de pomme de terre, jaune d'*œuf* dur (4 %), zeste de citron, extrait de vanille",
      de: "*Weizen*mehl, *Butter* (28 %), Puderzucker, Kartoffelstärke, hart gekochtes *Eigelb* (4 %), Zitronenschale, Vanilleextrakt",
      es: "Harina de *trigo*, *mantequilla* (28 %), azúcar glas, fécula de patata, yema de *huevo* cocida (4 %), piel de limón, extracto de vainilla",
    },
    allergens: ["gluten", "milk", "eggs"],
    mayContain: ["nuts", "soybeans"],
    storage: BISCUIT_STORAGE,
    nutrition: { energyKj: 1971, energyKcal: 471, fat: 25, saturates: 16, carbohydrate: 56, sugars: 21, protein: 5, salt: 0.05 },
  },

  // ---- Honey and spread (Apicoltura dei Sibillini) ----
  {
    product: "ps-miele-millefiori-alta-quota",
    ingredients: {
      it: "Miele millefiori",
      en: "Wildflower honey",
      fr: "Miel toutes fleurs",
      de: "Blütenhonig",
      es: "Miel de milflores",
    },
    allergens: NONE,
    storage: HONEY_STORAGE,
    origin: honeyOrigin({
      it: "pascoli del Monte Vettore, oltre i 1.200 m, Parco nazionale dei Monti Sibillini (Marche)",
      en: "pastures of Monte Vettore, above 1,200 m, Sibillini Mountains National Park (Marche)",
      fr: "pâturages du mont Vettore, au-dessus de 1 200 m, parc national des monts Sibyllins (Marches)",
      de: "Almweiden am Monte Vettore, über 1.200 m, Nationalpark Monti Sibillini (Marken)",
      es: "pastos del monte Vettore, por encima de los 1.200 m, Parque Nacional de los Montes Sibilinos (Marcas)",
    }),
  },
  {
    product: "ps-miele-castagno",
    ingredients: {
      it: "Miele di castagno",
      en: "Chestnut honey",
      fr: "Miel de châtaignier",
      de: "Kastanienhonig",
      es: "Miel de castaño",
    },
    allergens: NONE,
    storage: HONEY_STORAGE,
    origin: honeyOrigin({
      it: "castagneti di Montemonaco (AP), Marche",
      en: "chestnut groves of Montemonaco (Ascoli Piceno), Marche",
      fr: "châtaigneraies de Montemonaco (Ascoli Piceno), Marches",
      de: "Kastanienhaine von Montemonaco (Ascoli Piceno), Marken",
      es: "castañares de Montemonaco (Ascoli Piceno), Marcas",
    }),
  },
  {
    product: "ps-miele-sulla",
    ingredients: {
      it: "Miele di sulla",
      en: "Sulla honey",
      fr: "Miel de sainfoin d'Espagne",
      de: "Süßkleehonig",
      es: "Miel de zulla",
    },
    allergens: NONE,
    storage: HONEY_STORAGE,
    origin: honeyOrigin({
      it: "colline di Amandola (FM), Marche",
      en: "hills around Amandola (Fermo), Marche",
      fr: "collines d'Amandola (Fermo), Marches",
      de: "Hügel rund um Amandola (Fermo), Marken",
      es: "colinas de Amandola (Fermo), Marcas",
    }),
  },
  {
    product: "ps-miele-tiglio",
    ingredients: {
      it: "Miele di tiglio",
      en: "Lime blossom honey",
      fr: "Miel de tilleul",
      de: "Lindenblütenhonig",
      es: "Miel de tilo",
    },
    allergens: NONE,
    storage: HONEY_STORAGE,
    origin: honeyOrigin({
      it: "borghi ai piedi dei Monti Sibillini, Marche",
      en: "villages at the foot of the Sibillini Mountains, Marche",
      fr: "villages au pied des monts Sibyllins, Marches",
      de: "Dörfer am Fuß der Monti Sibillini, Marken",
      es: "pueblos al pie de los Montes Sibilinos, Marcas",
    }),
  },
  {
    product: "ps-miele-acacia",
    ingredients: {
      it: "Miele di acacia",
      en: "Acacia honey",
      fr: "Miel d'acacia",
      de: "Akazienhonig",
      es: "Miel de acacia",
    },
    allergens: NONE,
    storage: {
      it: "Conservare in luogo fresco e asciutto, lontano da fonti di calore, con il vasetto ben chiuso. Grazie all'alto contenuto di fruttosio resta liquido a lungo.",
      en: "Store in a cool, dry place away from heat, with the lid tightly closed. Its high fructose content keeps it runny for a long time.",
      fr: "À conserver dans un endroit frais et sec, à l'abri de la chaleur, pot bien fermé. Riche en fructose, il reste longtemps liquide.",
      de: "Kühl und trocken lagern, vor Wärme schützen, Glas gut verschlossen halten. Dank des hohen Fruchtzuckergehalts bleibt er lange flüssig.",
      es: "Conservar en lugar fresco y seco, alejado de fuentes de calor y con el tarro bien cerrado. Gracias a su alto contenido en fructosa se mantiene líquida durante mucho tiempo.",
    },
    origin: honeyOrigin({
      it: "valli dei Monti Sibillini, Marche",
      en: "valleys of the Sibillini Mountains, Marche",
      fr: "vallées des monts Sibyllins, Marches",
      de: "Täler der Monti Sibillini, Marken",
      es: "valles de los Montes Sibilinos, Marcas",
    }),
  },
  {
    product: "ps-melata-di-bosco",
    ingredients: {
      it: "Miele di melata di bosco",
      en: "Forest honeydew honey",
      fr: "Miel de miellat de forêt",
      de: "Waldhonig (Honigtauhonig)",
      es: "Miel de mielada de bosque",
    },
    allergens: NONE,
    storage: HONEY_STORAGE,
    origin: honeyOrigin({
      it: "querceti e aceri dei Monti Sibillini, Marche",
      en: "oak and maple woods of the Sibillini Mountains, Marche",
      fr: "chênaies et érablières des monts Sibyllins, Marches",
      de: "Eichen- und Ahornwälder der Monti Sibillini, Marken",
      es: "bosques de robles y arces de los Montes Sibilinos, Marcas",
    }),
  },
  {
    product: "ps-miele-coriandolo",
    ingredients: {
      it: "Miele di coriandolo",
      en: "Coriander honey",
      fr: "Miel de coriandre",
      de: "Korianderhonig",
      es: "Miel de cilantro",
    },
    allergens: NONE,
    storage: HONEY_STORAGE,
    origin: honeyOrigin({
      it: "colline marchigiane",
      en: "hills of the Marche",
      fr: "collines des Marches",
      de: "Hügelland der Marken",
      es: "colinas de las Marcas",
    }),
  },
  {
    product: "ps-crema-miele-nocciole",
    ingredients: {
      it: "Miele millefiori (60%), *nocciole* tostate (40%)",
      en: "Wildflower honey (60%), toasted *hazelnuts* (40%)",
      fr: "Miel toutes fleurs (60 %), *noisettes* grillées (40 %)",
      de: "Blütenhonig (60 %), geröstete *Haselnüsse* (40 %)",
      es: "Miel de milflores (60 %), *avellanas* tostadas (40 %)",
    },
    allergens: NUTS,
    storage: {
      it: "Conservare a temperatura ambiente, lontano da fonti di calore. Mescolare prima dell'uso: l'olio delle nocciole che affiora è naturale. Dopo l'apertura consumare entro 2 mesi.",
      en: "Store at room temperature away from heat. Stir before use: the hazelnut oil that rises to the top is natural. Once opened, eat within 2 months.",
      fr: "À conserver à température ambiante, à l'abri de la chaleur. Mélanger avant utilisation : l'huile de noisette qui remonte en surface est naturelle. Après ouverture, à consommer dans les 2 mois.",
      de: "Bei Raumtemperatur lagern, vor Wärme schützen. Vor Gebrauch umrühren: Das Haselnussöl, das sich oben absetzt, ist natürlich. Nach dem Öffnen innerhalb von 2 Monaten verzehren.",
      es: "Conservar a temperatura ambiente, alejado de fuentes de calor. Remover antes de usar: el aceite de avellana que aflora es natural. Una vez abierto, consumir en un plazo de 2 meses.",
    },
    origin: {
      it: "Miele e nocciole: Italia. Luogo di produzione: Montemonaco (AP), Italia",
      en: "Honey and hazelnuts: Italy. Place of manufacture: Montemonaco (Ascoli Piceno), Italy",
      fr: "Miel et noisettes : Italie. Lieu de fabrication : Montemonaco (Ascoli Piceno), Italie",
      de: "Honig und Haselnüsse: Italien. Herstellungsort: Montemonaco (Ascoli Piceno), Italien",
      es: "Miel y avellanas: Italia. Lugar de elaboración: Montemonaco (Ascoli Piceno), Italia",
    },
    nutrition: { energyKj: 1912, energyKcal: 457, fat: 24, saturates: 1.8, carbohydrate: 52, sugars: 50, protein: 6, salt: 0.02 },
  },
];
