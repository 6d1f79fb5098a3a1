// What the law asks the page of each product in products-pasta-oil.ts to say before purchase
// (Regulation (EU) No 1169/2011 arts. 9 and 14): Valle Antica dried and egg pasta, Oliveti del Garda
// extra virgin olive oils, Acetaia San Geminiano balsamic vinegars.
// Pasta carries the Italian wheat-origin statement (grown / milled), oils the designation and origin
// Regulation (EU) 2022/2104 asks for. Nutrition is per 100 g for pasta and per 100 ml for oils and
// vinegars; the oils' energy uses the Annex XIV factors for fat (37 kJ, 9 kcal per gram), as real
// labels do. The Aceto Balsamico Tradizionale, cooked grape must and nothing else left to ferment
// and age, is a fermented vinegar and so has no nutrition declaration (Annex V, point 9).
import type { SeedFoodInfo, SeedNutrition } from "./product-info-types.ts";
import type { Localized } from "./types.ts";

// ---- Ingredients --------------------------------------------------------------------------------

const DURUM_PASTA: Localized = {
  it: "Semola di *grano* duro, acqua",
  en: "Durum *wheat* semolina, water",
  fr: "Semoule de *blé* dur, eau",
  de: "*Hartweizen*grieß, Wasser",
  es: "Sémola de *trigo* duro, agua",
};

/** Egg pasta made to the house recipe: 28 % fresh barn eggs. */
const EGG_PASTA: Localized = {
  it: "Semola di *grano* duro, *uova* fresche di galline allevate a terra (28%)",
  en: "Durum *wheat* semolina, fresh barn *eggs* (28%)",
  fr: "Semoule de *blé* dur, *œufs* frais de poules élevées au sol (28 %)",
  de: "*Hartweizen*grieß, frische *Eier* aus Bodenhaltung (28 %)",
  es: "Sémola de *trigo* duro, *huevos* frescos de gallinas criadas en el suelo (28 %)",
};

/** The designation Regulation (EU) 2022/2104 art. 5 asks for, after the oil's name. */
const EVOO: Localized = {
  it: "Olio extravergine di oliva – olio d'oliva di categoria superiore ottenuto direttamente dalle olive e unicamente mediante procedimenti meccanici",
  en: "Extra virgin olive oil – superior category olive oil obtained directly from olives and solely by mechanical means",
  fr: "Huile d'olive vierge extra – huile d'olive de catégorie supérieure obtenue directement des olives et uniquement par des procédés mécaniques",
  de: "Natives Olivenöl extra – Olivenöl der höchsten Güteklasse, direkt aus Oliven ausschließlich mit mechanischen Verfahren gewonnen",
  es: "Aceite de oliva virgen extra – aceite de oliva de categoría superior obtenido directamente de aceitunas y solo mediante procedimientos mecánicos",
};

const BALSAMIC_IGP: Localized = {
  it: "Mosto d'uva cotto, aceto di vino. Contiene *solfiti*.",
  en: "Cooked grape must, wine vinegar. Contains *sulphites*.",
  fr: "Moût de raisin cuit, vinaigre de vin. Contient des *sulfites*.",
  de: "Gekochter Traubenmost, Weinessig. Enthält *Sulfite*.",
  es: "Mosto de uva cocido, vinagre de vino. Contiene *sulfitos*.",
};

const BALSAMIC_TRADIZIONALE: Localized = {
  it: "Mosto d'uva cotto. Contiene *solfiti*.",
  en: "Cooked grape must. Contains *sulphites*.",
  fr: "Moût de raisin cuit. Contient des *sulfites*.",
  de: "Gekochter Traubenmost. Enthält *Sulfite*.",
  es: "Mosto de uva cocido. Contiene *sulfitos*.",
};

// ---- Allergens ----------------------------------------------------------------------------------

const GLUTEN: SeedFoodInfo["allergens"] = ["gluten"];
const GLUTEN_EGGS: SeedFoodInfo["allergens"] = ["gluten", "eggs"];
const SULPHITES: SeedFoodInfo["allergens"] = ["sulphites"];
/** The dried-pasta lines share the mill and the plant with the egg pasta and squid-ink pasta. */
const DRIED_PASTA_TRACES: SeedFoodInfo["allergens"] = ["eggs", "soybeans", "mustard"];
const EGG_PASTA_TRACES: SeedFoodInfo["allergens"] = ["soybeans", "mustard", "molluscs"];

// ---- Storage ------------------------------------------------------------------------------------

const PASTA_STORAGE: Localized = {
  it: "Conservare in luogo fresco e asciutto, lontano da fonti di calore.",
  en: "Store in a cool, dry place away from heat.",
  fr: "À conserver dans un endroit frais et sec, à l'abri de la chaleur.",
  de: "Kühl und trocken lagern, vor Wärme schützen.",
  es: "Conservar en lugar fresco y seco, alejado de fuentes de calor.",
};

const EGG_PASTA_STORAGE: Localized = {
  it: "Conservare in luogo fresco e asciutto, lontano da fonti di calore. Dopo l'apertura richiudere bene la confezione.",
  en: "Store in a cool, dry place away from heat. Once opened, reseal the pack carefully.",
  fr: "À conserver dans un endroit frais et sec, à l'abri de la chaleur. Après ouverture, bien refermer l'emballage.",
  de: "Kühl und trocken lagern, vor Wärme schützen. Nach dem Öffnen die Packung wieder gut verschließen.",
  es: "Conservar en lugar fresco y seco, alejado de fuentes de calor. Una vez abierto, cerrar bien el envase.",
};

const OIL_STORAGE: Localized = {
  it: "Conservare in luogo fresco e asciutto, al riparo dalla luce e da fonti di calore. Dopo l'apertura richiudere bene e consumare preferibilmente entro 3 mesi.",
  en: "Store in a cool, dry place away from light and heat. Once opened, close tightly and use within 3 months for the best flavour.",
  fr: "À conserver dans un endroit frais et sec, à l'abri de la lumière et de la chaleur. Après ouverture, bien refermer et consommer de préférence dans les 3 mois.",
  de: "Kühl, trocken und lichtgeschützt lagern, vor Wärme schützen. Nach dem Öffnen gut verschließen und möglichst innerhalb von 3 Monaten verbrauchen.",
  es: "Conservar en lugar fresco y seco, protegido de la luz y del calor. Una vez abierto, cerrar bien y consumir preferentemente en un plazo de 3 meses.",
};

const VINEGAR_STORAGE: Localized = {
  it: "Conservare a temperatura ambiente, al riparo dalla luce. Dopo l'apertura richiudere bene il tappo. L'eventuale deposito sul fondo è naturale.",
  en: "Store at room temperature away from light. Once opened, close the cap tightly. Any sediment at the bottom is natural.",
  fr: "À conserver à température ambiante, à l'abri de la lumière. Après ouverture, bien refermer le bouchon. Un éventuel dépôt au fond est naturel.",
  de: "Bei Raumtemperatur und lichtgeschützt lagern. Nach dem Öffnen gut verschließen. Ein eventueller Bodensatz ist natürlich.",
  es: "Conservar a temperatura ambiente, protegido de la luz. Una vez abierto, cerrar bien el tapón. El posible poso en el fondo es natural.",
};

const TRADIZIONALE_STORAGE: Localized = {
  it: "Conservare a temperatura ambiente, lontano da luce e fonti di calore, con il tappo ben chiuso. Non conservare in frigorifero: non ha scadenza e continua ad affinarsi nel tempo.",
  en: "Store at room temperature away from light and heat, with the stopper tightly closed. Do not refrigerate: it keeps indefinitely and goes on maturing over time.",
  fr: "À conserver à température ambiante, à l'abri de la lumière et de la chaleur, bouchon bien fermé. Ne pas mettre au réfrigérateur : il se conserve sans limite et continue de s'affiner avec le temps.",
  de: "Bei Raumtemperatur, licht- und wärmegeschützt und gut verschlossen lagern. Nicht im Kühlschrank aufbewahren: Er ist unbegrenzt haltbar und reift mit der Zeit weiter.",
  es: "Conservar a temperatura ambiente, protegido de la luz y del calor, con el tapón bien cerrado. No guardar en el frigorífico: no caduca y sigue afinándose con el tiempo.",
};

// ---- Origin -------------------------------------------------------------------------------------

/** The Italian wheat-origin statement on durum wheat pasta, and where the pasta is made. */
const PASTA_ORIGIN: Localized = {
  it: "Paese di coltivazione del grano: Italia. Paese di molitura: Italia. Stabilimento di produzione: Gragnano (NA).",
  en: "Country where the wheat was grown: Italy. Country where it was milled: Italy. Place of manufacture: Gragnano (Naples).",
  fr: "Pays de culture du blé : Italie. Pays de mouture : Italie. Lieu de fabrication : Gragnano (Naples).",
  de: "Anbauland des Weizens: Italien. Mahlland: Italien. Herstellungsort: Gragnano (Neapel).",
  es: "País de cultivo del trigo: Italia. País de molienda: Italia. Lugar de elaboración: Gragnano (Nápoles).",
};

const EGG_PASTA_ORIGIN: Localized = {
  it: "Paese di coltivazione del grano: Italia. Paese di molitura: Italia. Uova: Italia. Stabilimento di produzione: Gragnano (NA).",
  en: "Country where the wheat was grown: Italy. Country where it was milled: Italy. Eggs: Italy. Place of manufacture: Gragnano (Naples).",
  fr: "Pays de culture du blé : Italie. Pays de mouture : Italie. Œufs : Italie. Lieu de fabrication : Gragnano (Naples).",
  de: "Anbauland des Weizens: Italien. Mahlland: Italien. Eier: Italien. Herstellungsort: Gragnano (Neapel).",
  es: "País de cultivo del trigo: Italia. País de molienda: Italia. Huevos: Italia. Lugar de elaboración: Gragnano (Nápoles).",
};

const GARDA_OLIVES: Localized = {
  it: "Italia – olive coltivate e molite sulla sponda veronese del Lago di Garda",
  en: "Italy – olives grown and milled on the Verona shore of Lake Garda",
  fr: "Italie – olives cultivées et pressées sur la rive véronaise du lac de Garde",
  de: "Italien – Oliven vom Veroneser Ufer des Gardasees, dort auch gemahlen",
  es: "Italia – aceitunas cultivadas y molturadas en la orilla veronesa del lago de Garda",
};

const MODENA_IGP: Localized = {
  it: "Aceto Balsamico di Modena IGP – prodotto e imbottigliato a Modena, Italia",
  en: "Aceto Balsamico di Modena PGI – made and bottled in Modena, Italy",
  fr: "Aceto Balsamico di Modena IGP – élaboré et mis en bouteille à Modène, Italie",
  de: "Aceto Balsamico di Modena g.g.A. – in Modena hergestellt und abgefüllt, Italien",
  es: "Aceto Balsamico di Modena IGP – elaborado y embotellado en Módena, Italia",
};

const MODENA_DOP: Localized = {
  it: "Aceto Balsamico Tradizionale di Modena DOP – da uve della provincia di Modena, invecchiato nella nostra acetaia a Modena, Italia",
  en: "Aceto Balsamico Tradizionale di Modena PDO – from grapes grown in the province of Modena, aged in our acetaia in Modena, Italy",
  fr: "Aceto Balsamico Tradizionale di Modena AOP – issu de raisins de la province de Modène, vieilli dans notre acetaia à Modène, Italie",
  de: "Aceto Balsamico Tradizionale di Modena g.U. – aus Trauben der Provinz Modena, in unserer Acetaia in Modena gereift, Italien",
  es: "Aceto Balsamico Tradizionale di Modena DOP – de uvas de la provincia de Módena, envejecido en nuestra acetaia de Módena, Italia",
};

// ---- Nutrition ----------------------------------------------------------------------------------

/** Per 100 g of dry pasta (about 3 g of fibre besides). */
const DURUM_PASTA_NUTRITION: SeedNutrition = {
  energyKj: 1490, energyKcal: 356, fat: 1.5, saturates: 0.3, carbohydrate: 71, sugars: 3.5, protein: 13, salt: 0.01,
};

/** Per 100 g of dry egg pasta with 28 % egg. */
const EGG_PASTA_NUTRITION: SeedNutrition = {
  energyKj: 1569, energyKcal: 375, fat: 4.5, saturates: 1.3, carbohydrate: 68, sugars: 2, protein: 14.5, salt: 0.1,
};

/** Per 100 ml (91.6 g) of extra virgin olive oil. */
const EVOO_NUTRITION: SeedNutrition = {
  energyKj: 3389, energyKcal: 824, fat: 91.6, saturates: 13.4, carbohydrate: 0, sugars: 0, protein: 0, salt: 0,
};

export const PASTA_OIL_INFO: SeedFoodInfo[] = [
  // ---- Dried pasta (Valle Antica) ----
  {
    product: "po-paccheri-gragnano",
    ingredients: DURUM_PASTA,
    allergens: GLUTEN,
    mayContain: DRIED_PASTA_TRACES,
    storage: PASTA_STORAGE,
    origin: {
      it: "Pasta di Gragnano IGP. Paese di coltivazione del grano: Italia. Paese di molitura: Italia. Stabilimento di produzione: Gragnano (NA).",
      en: "Pasta di Gragnano PGI. Country where the wheat was grown: Italy. Country where it was milled: Italy. Place of manufacture: Gragnano (Naples).",
      fr: "Pasta di Gragnano IGP. Pays de culture du blé : Italie. Pays de mouture : Italie. Lieu de fabrication : Gragnano (Naples).",
      de: "Pasta di Gragnano g.g.A. Anbauland des Weizens: Italien. Mahlland: Italien. Herstellungsort: Gragnano (Neapel).",
      es: "Pasta di Gragnano IGP. País de cultivo del trigo: Italia. País de molienda: Italia. Lugar de elaboración: Gragnano (Nápoles).",
    },
    nutrition: DURUM_PASTA_NUTRITION,
  },
  {
    product: "po-spaghetti-bronzo",
    ingredients: DURUM_PASTA,
    allergens: GLUTEN,
    mayContain: DRIED_PASTA_TRACES,
    storage: PASTA_STORAGE,
    origin: PASTA_ORIGIN,
    nutrition: DURUM_PASTA_NUTRITION,
  },
  {
    product: "po-rigatoni-semola",
    ingredients: DURUM_PASTA,
    allergens: GLUTEN,
    mayContain: DRIED_PASTA_TRACES,
    storage: PASTA_STORAGE,
    origin: PASTA_ORIGIN,
    nutrition: DURUM_PASTA_NUTRITION,
  },
  {
    product: "po-linguine-bronzo",
    ingredients: DURUM_PASTA,
    allergens: GLUTEN,
    mayContain: DRIED_PASTA_TRACES,
    storage: PASTA_STORAGE,
    origin: PASTA_ORIGIN,
    nutrition: DURUM_PASTA_NUTRITION,
  },
  {
    product: "po-mezze-maniche-rigate",
    ingredients: DURUM_PASTA,
    allergens: GLUTEN,
    mayContain: DRIED_PASTA_TRACES,
    storage: PASTA_STORAGE,
    origin: PASTA_ORIGIN,
    nutrition: DURUM_PASTA_NUTRITION,
  },
  {
    product: "po-fusilli-lunghi-bucati",
    ingredients: DURUM_PASTA,
    allergens: GLUTEN,
    mayContain: DRIED_PASTA_TRACES,
    storage: PASTA_STORAGE,
    origin: PASTA_ORIGIN,
    nutrition: DURUM_PASTA_NUTRITION,
  },
  {
    product: "po-orecchiette-pugliesi",
    ingredients: {
      it: "Semola rimacinata di *grano* duro, acqua",
      en: "Re-milled durum *wheat* semolina, water",
      fr: "Semoule de *blé* dur remoulue, eau",
      de: "*Hartweizen*grieß, doppelt gemahlen, Wasser",
      es: "Sémola de *trigo* duro remolida, agua",
    },
    allergens: GLUTEN,
    mayContain: DRIED_PASTA_TRACES,
    storage: PASTA_STORAGE,
    origin: PASTA_ORIGIN,
    nutrition: { energyKj: 1494, energyKcal: 357, fat: 1.5, saturates: 0.3, carbohydrate: 72, sugars: 3, protein: 12.5, salt: 0.01 },
  },
  {
    product: "po-casarecce-siciliane",
    ingredients: DURUM_PASTA,
    allergens: GLUTEN,
    mayContain: DRIED_PASTA_TRACES,
    storage: PASTA_STORAGE,
    origin: PASTA_ORIGIN,
    nutrition: DURUM_PASTA_NUTRITION,
  },
  {
    product: "po-spaghettoni-integrali-bio",
    ingredients: {
      it: "Semola integrale di *grano* duro biologico, acqua",
      en: "Organic wholemeal durum *wheat* semolina, water",
      fr: "Semoule complète de *blé* dur biologique, eau",
      de: "Bio-*Hartweizen*vollkorngrieß, Wasser",
      es: "Sémola integral de *trigo* duro ecológico, agua",
    },
    allergens: GLUTEN,
    mayContain: DRIED_PASTA_TRACES,
    storage: PASTA_STORAGE,
    origin: {
      it: "Agricoltura Italia. Paese di coltivazione del grano: Italia. Paese di molitura: Italia. Stabilimento di produzione: Gragnano (NA).",
      en: "Italy Agriculture. Country where the wheat was grown: Italy. Country where it was milled: Italy. Place of manufacture: Gragnano (Naples).",
      fr: "Agriculture Italie. Pays de culture du blé : Italie. Pays de mouture : Italie. Lieu de fabrication : Gragnano (Naples).",
      de: "Italien-Landwirtschaft. Anbauland des Weizens: Italien. Mahlland: Italien. Herstellungsort: Gragnano (Neapel).",
      es: "Agricultura Italia. País de cultivo del trigo: Italia. País de molienda: Italia. Lugar de elaboración: Gragnano (Nápoles).",
    },
    // 7 g of fibre per 100 g, as the description says.
    nutrition: { energyKj: 1448, energyKcal: 346, fat: 2.5, saturates: 0.5, carbohydrate: 65, sugars: 3, protein: 14, salt: 0.01 },
  },
  {
    product: "po-calamarata-gragnano",
    ingredients: DURUM_PASTA,
    allergens: GLUTEN,
    mayContain: DRIED_PASTA_TRACES,
    storage: PASTA_STORAGE,
    origin: PASTA_ORIGIN,
    nutrition: DURUM_PASTA_NUTRITION,
  },
  {
    product: "po-trofie-liguri",
    ingredients: DURUM_PASTA,
    allergens: GLUTEN,
    mayContain: DRIED_PASTA_TRACES,
    storage: PASTA_STORAGE,
    origin: PASTA_ORIGIN,
    nutrition: DURUM_PASTA_NUTRITION,
  },
  {
    product: "po-ditalini-rigati",
    ingredients: DURUM_PASTA,
    allergens: GLUTEN,
    mayContain: DRIED_PASTA_TRACES,
    storage: PASTA_STORAGE,
    origin: PASTA_ORIGIN,
    nutrition: DURUM_PASTA_NUTRITION,
  },

  // ---- Egg pasta (Valle Antica) ----
  {
    product: "po-tagliatelle-uovo",
    ingredients: EGG_PASTA,
    allergens: GLUTEN_EGGS,
    mayContain: EGG_PASTA_TRACES,
    storage: EGG_PASTA_STORAGE,
    origin: EGG_PASTA_ORIGIN,
    nutrition: EGG_PASTA_NUTRITION,
  },
  {
    product: "po-pappardelle-uovo",
    ingredients: EGG_PASTA,
    allergens: GLUTEN_EGGS,
    mayContain: EGG_PASTA_TRACES,
    storage: EGG_PASTA_STORAGE,
    origin: EGG_PASTA_ORIGIN,
    nutrition: EGG_PASTA_NUTRITION,
  },
  {
    product: "po-tagliolini-nero-seppia",
    ingredients: {
      it: "Semola di *grano* duro, *uova* fresche di galline allevate a terra (25%), nero di *seppia* (3%)",
      en: "Durum *wheat* semolina, fresh barn *eggs* (25%), *cuttlefish* ink (3%)",
      fr: "Semoule de *blé* dur, *œufs* frais de poules élevées au sol (25 %), encre de *seiche* (3 %)",
      de: "*Hartweizen*grieß, frische *Eier* aus Bodenhaltung (25 %), *Tintenfisch*tinte (3 %)",
      es: "Sémola de *trigo* duro, *huevos* frescos de gallinas criadas en el suelo (25 %), tinta de *sepia* (3 %)",
    },
    allergens: ["gluten", "eggs", "molluscs"],
    mayContain: ["soybeans", "mustard"],
    storage: EGG_PASTA_STORAGE,
    origin: EGG_PASTA_ORIGIN,
    nutrition: { energyKj: 1552, energyKcal: 371, fat: 4, saturates: 1.2, carbohydrate: 68, sugars: 2, protein: 14.5, salt: 0.4 },
  },
  {
    product: "po-tajarin-30-tuorli",
    ingredients: {
      it: "Farina di *grano* tenero tipo \"00\", semola di *grano* duro, *tuorli d'uovo* freschi (30%)",
      en: "Soft *wheat* flour, durum *wheat* semolina, fresh *egg* yolks (30%)",
      fr: "Farine de *blé* tendre, semoule de *blé* dur, jaunes d'*œufs* frais (30 %)",
      de: "*Weizen*mehl, *Hartweizen*grieß, frisches *Eigelb* (30 %)",
      es: "Harina de *trigo*, sémola de *trigo* duro, yemas de *huevo* frescas (30 %)",
    },
    allergens: GLUTEN_EGGS,
    mayContain: EGG_PASTA_TRACES,
    storage: EGG_PASTA_STORAGE,
    origin: {
      it: "Paese di coltivazione del grano: Italia. Paese di molitura: Italia. Uova: Italia. Stabilimento di produzione: Gragnano (NA), su ricetta delle Langhe.",
      en: "Country where the wheat was grown: Italy. Country where it was milled: Italy. Eggs: Italy. Place of manufacture: Gragnano (Naples), to a Langhe recipe.",
      fr: "Pays de culture du blé : Italie. Pays de mouture : Italie. Œufs : Italie. Lieu de fabrication : Gragnano (Naples), selon une recette des Langhe.",
      de: "Anbauland des Weizens: Italien. Mahlland: Italien. Eier: Italien. Herstellungsort: Gragnano (Neapel), nach einem Rezept aus den Langhe.",
      es: "País de cultivo del trigo: Italia. País de molienda: Italia. Huevos: Italia. Lugar de elaboración: Gragnano (Nápoles), según una receta de las Langhe.",
    },
    nutrition: { energyKj: 1615, energyKcal: 386, fat: 9, saturates: 2.8, carbohydrate: 60, sugars: 1.5, protein: 15, salt: 0.1 },
  },
  {
    product: "po-lasagne-uovo",
    ingredients: EGG_PASTA,
    allergens: GLUTEN_EGGS,
    mayContain: EGG_PASTA_TRACES,
    storage: EGG_PASTA_STORAGE,
    origin: EGG_PASTA_ORIGIN,
    nutrition: EGG_PASTA_NUTRITION,
  },
  {
    product: "po-garganelli-uovo",
    ingredients: EGG_PASTA,
    allergens: GLUTEN_EGGS,
    mayContain: EGG_PASTA_TRACES,
    storage: EGG_PASTA_STORAGE,
    origin: EGG_PASTA_ORIGIN,
    nutrition: EGG_PASTA_NUTRITION,
  },

  // ---- Extra virgin olive oil (Oliveti del Garda) ----
  {
    product: "po-evo-garda-dop",
    ingredients: EVOO,
    allergens: [],
    storage: OIL_STORAGE,
    origin: {
      it: "Garda DOP – olive Casaliva, Leccino e Pendolino coltivate e molite sulla sponda veronese del Lago di Garda, Italia",
      en: "Garda PDO – Casaliva, Leccino and Pendolino olives grown and milled on the Verona shore of Lake Garda, Italy",
      fr: "Garda AOP – olives Casaliva, Leccino et Pendolino cultivées et pressées sur la rive véronaise du lac de Garde, Italie",
      de: "Garda g.U. – Oliven der Sorten Casaliva, Leccino und Pendolino vom Veroneser Ufer des Gardasees, dort auch gemahlen, Italien",
      es: "Garda DOP – aceitunas Casaliva, Leccino y Pendolino cultivadas y molturadas en la orilla veronesa del lago de Garda, Italia",
    },
    nutrition: EVOO_NUTRITION,
  },
  {
    product: "po-evo-casaliva",
    ingredients: EVOO,
    allergens: [],
    storage: OIL_STORAGE,
    origin: GARDA_OLIVES,
    nutrition: EVOO_NUTRITION,
  },
  {
    product: "po-evo-leccino",
    ingredients: EVOO,
    allergens: [],
    storage: OIL_STORAGE,
    origin: GARDA_OLIVES,
    nutrition: EVOO_NUTRITION,
  },
  {
    product: "po-olio-nuovo-non-filtrato",
    ingredients: {
      it: "Olio extravergine di oliva non filtrato – olio d'oliva di categoria superiore ottenuto direttamente dalle olive e unicamente mediante procedimenti meccanici",
      en: "Unfiltered extra virgin olive oil – superior category olive oil obtained directly from olives and solely by mechanical means",
      fr: "Huile d'olive vierge extra non filtrée – huile d'olive de catégorie supérieure obtenue directement des olives et uniquement par des procédés mécaniques",
      de: "Natives Olivenöl extra, ungefiltert – Olivenöl der höchsten Güteklasse, direkt aus Oliven ausschließlich mit mechanischen Verfahren gewonnen",
      es: "Aceite de oliva virgen extra sin filtrar – aceite de oliva de categoría superior obtenido directamente de aceitunas y solo mediante procedimientos mecánicos",
    },
    allergens: [],
    storage: {
      it: "Conservare in luogo fresco e buio, lontano da fonti di calore. Non essendo filtrato, forma sul fondo un deposito naturale: non agitare la bottiglia. Da consumare entro 6 mesi dall'imbottigliamento.",
      en: "Store in a cool, dark place away from heat. As it is unfiltered, a natural sediment settles at the bottom: do not shake the bottle. Best used within 6 months of bottling.",
      fr: "À conserver dans un endroit frais et sombre, à l'abri de la chaleur. Non filtrée, elle forme au fond un dépôt naturel : ne pas agiter la bouteille. À consommer dans les 6 mois suivant la mise en bouteille.",
      de: "Kühl und dunkel lagern, vor Wärme schützen. Da das Öl ungefiltert ist, bildet sich am Boden ein natürlicher Satz: Flasche nicht schütteln. Innerhalb von 6 Monaten nach der Abfüllung verbrauchen.",
      es: "Conservar en lugar fresco y oscuro, alejado de fuentes de calor. Al no estar filtrado, forma en el fondo un poso natural: no agitar la botella. Consumir en los 6 meses siguientes al embotellado.",
    },
    origin: GARDA_OLIVES,
    nutrition: EVOO_NUTRITION,
  },
  {
    product: "po-evo-biologico",
    ingredients: {
      it: "Olio extravergine di oliva biologico – olio d'oliva di categoria superiore ottenuto direttamente dalle olive e unicamente mediante procedimenti meccanici",
      en: "Organic extra virgin olive oil – superior category olive oil obtained directly from olives and solely by mechanical means",
      fr: "Huile d'olive vierge extra biologique – huile d'olive de catégorie supérieure obtenue directement des olives et uniquement par des procédés mécaniques",
      de: "Natives Bio-Olivenöl extra – Olivenöl der höchsten Güteklasse, direkt aus Oliven ausschließlich mit mechanischen Verfahren gewonnen",
      es: "Aceite de oliva virgen extra ecológico – aceite de oliva de categoría superior obtenido directamente de aceitunas y solo mediante procedimientos mecánicos",
    },
    allergens: [],
    storage: OIL_STORAGE,
    origin: {
      it: "Agricoltura Italia – olive biologiche coltivate tra Torri del Benaco e Garda (VR) e molite nel nostro frantoio",
      en: "Italy Agriculture – organic olives grown between Torri del Benaco and Garda (Verona) and milled at our own mill",
      fr: "Agriculture Italie – olives biologiques cultivées entre Torri del Benaco et Garda (Vérone) et pressées dans notre moulin",
      de: "Italien-Landwirtschaft – Bio-Oliven aus Torri del Benaco und Garda (Verona), in unserer eigenen Ölmühle gemahlen",
      es: "Agricultura Italia – aceitunas ecológicas cultivadas entre Torri del Benaco y Garda (Verona) y molturadas en nuestra almazara",
    },
    nutrition: EVOO_NUTRITION,
  },
  {
    product: "po-evo-classico-cucina",
    ingredients: EVOO,
    allergens: [],
    storage: {
      it: "Conservare in luogo fresco e asciutto, al riparo dalla luce e da fonti di calore. Dopo l'apertura richiudere bene; dalla latta conviene travasarne un po' alla volta in un'oliera scura. Consumare preferibilmente entro 3 mesi dall'apertura.",
      en: "Store in a cool, dry place away from light and heat. Once opened, close tightly; decant a little at a time from the tin into a dark oil cruet. Best used within 3 months of opening.",
      fr: "À conserver dans un endroit frais et sec, à l'abri de la lumière et de la chaleur. Après ouverture, bien refermer ; transvaser peu à peu le contenu du bidon dans un huilier opaque. À consommer de préférence dans les 3 mois suivant l'ouverture.",
      de: "Kühl, trocken und lichtgeschützt lagern, vor Wärme schützen. Nach dem Öffnen gut verschließen; aus dem Kanister am besten nach und nach in eine dunkle Ölflasche umfüllen. Möglichst innerhalb von 3 Monaten nach dem Öffnen verbrauchen.",
      es: "Conservar en lugar fresco y seco, protegido de la luz y del calor. Una vez abierto, cerrar bien; conviene pasar el aceite de la lata poco a poco a una aceitera opaca. Consumir preferentemente en los 3 meses siguientes a su apertura.",
    },
    origin: {
      it: "Italia – olive italiane molite nel nostro frantoio di Torri del Benaco (VR)",
      en: "Italy – Italian olives milled at our mill in Torri del Benaco (Verona)",
      fr: "Italie – olives italiennes pressées dans notre moulin de Torri del Benaco (Vérone)",
      de: "Italien – italienische Oliven, gemahlen in unserer Ölmühle in Torri del Benaco (Verona)",
      es: "Italia – aceitunas italianas molturadas en nuestra almazara de Torri del Benaco (Verona)",
    },
    nutrition: EVOO_NUTRITION,
  },
  {
    product: "po-evo-riserva-fondatore",
    ingredients: EVOO,
    allergens: [],
    storage: OIL_STORAGE,
    origin: {
      it: "Italia – olive raccolte a mano dagli ulivi più vecchi della tenuta, sulla sponda veronese del Lago di Garda, e molite nel nostro frantoio",
      en: "Italy – olives hand-picked from the estate's oldest trees on the Verona shore of Lake Garda and milled at our own mill",
      fr: "Italie – olives cueillies à la main sur les plus vieux oliviers du domaine, sur la rive véronaise du lac de Garde, et pressées dans notre moulin",
      de: "Italien – handgelesene Oliven von den ältesten Bäumen des Guts am Veroneser Ufer des Gardasees, in unserer eigenen Ölmühle gemahlen",
      es: "Italia – aceitunas recogidas a mano de los olivos más viejos de la finca, en la orilla veronesa del lago de Garda, y molturadas en nuestra almazara",
    },
    nutrition: EVOO_NUTRITION,
  },
  {
    product: "po-evo-frantoio",
    ingredients: EVOO,
    allergens: [],
    storage: OIL_STORAGE,
    origin: GARDA_OLIVES,
    nutrition: EVOO_NUTRITION,
  },

  // ---- Balsamic vinegar (Acetaia San Geminiano), per 100 ml ----
  {
    product: "po-balsamico-igp-argento",
    ingredients: BALSAMIC_IGP,
    allergens: SULPHITES,
    storage: VINEGAR_STORAGE,
    origin: MODENA_IGP,
    nutrition: { energyKj: 456, energyKcal: 109, fat: 0, saturates: 0, carbohydrate: 26, sugars: 24, protein: 0.5, salt: 0.05 },
  },
  {
    product: "po-balsamico-igp-oro",
    ingredients: BALSAMIC_IGP,
    allergens: SULPHITES,
    storage: VINEGAR_STORAGE,
    origin: MODENA_IGP,
    nutrition: { energyKj: 787, energyKcal: 188, fat: 0, saturates: 0, carbohydrate: 45, sugars: 43, protein: 0.8, salt: 0.05 },
  },
  {
    product: "po-tradizionale-affinato-12",
    ingredients: BALSAMIC_TRADIZIONALE,
    allergens: SULPHITES,
    storage: TRADIZIONALE_STORAGE,
    origin: MODENA_DOP,
  },
  {
    product: "po-tradizionale-extravecchio-25",
    ingredients: BALSAMIC_TRADIZIONALE,
    allergens: SULPHITES,
    storage: TRADIZIONALE_STORAGE,
    origin: MODENA_DOP,
  },
  {
    product: "po-condimento-bianco",
    ingredients: {
      it: "Mosto d'uva Trebbiano concentrato, aceto di vino bianco. Contiene *solfiti*.",
      en: "Concentrated Trebbiano grape must, white wine vinegar. Contains *sulphites*.",
      fr: "Moût de raisin Trebbiano concentré, vinaigre de vin blanc. Contient des *sulfites*.",
      de: "Konzentrierter Trebbiano-Traubenmost, Weißweinessig. Enthält *Sulfite*.",
      es: "Mosto de uva Trebbiano concentrado, vinagre de vino blanco. Contiene *sulfitos*.",
    },
    allergens: SULPHITES,
    storage: VINEGAR_STORAGE,
    origin: {
      it: "Italia – prodotto a Modena con mosto di uve Trebbiano",
      en: "Italy – made in Modena from Trebbiano grape must",
      fr: "Italie – élaboré à Modène avec du moût de raisin Trebbiano",
      de: "Italien – in Modena aus Trebbiano-Traubenmost hergestellt",
      es: "Italia – elaborado en Módena con mosto de uva Trebbiano",
    },
    nutrition: { energyKj: 519, energyKcal: 124, fat: 0, saturates: 0, carbohydrate: 30, sugars: 29, protein: 0.2, salt: 0.02 },
  },
  {
    product: "po-crema-balsamico",
    ingredients: {
      it: "Mosto d'uva cotto, Aceto Balsamico di Modena IGP (40%) (aceto di vino, mosto d'uva cotto). Contiene *solfiti*.",
      en: "Cooked grape must, Aceto Balsamico di Modena PGI (40%) (wine vinegar, cooked grape must). Contains *sulphites*.",
      fr: "Moût de raisin cuit, Aceto Balsamico di Modena IGP (40 %) (vinaigre de vin, moût de raisin cuit). Contient des *sulfites*.",
      de: "Gekochter Traubenmost, Aceto Balsamico di Modena g.g.A. (40 %) (Weinessig, gekochter Traubenmost). Enthält *Sulfite*.",
      es: "Mosto de uva cocido, Aceto Balsamico di Modena IGP (40 %) (vinagre de vino, mosto de uva cocido). Contiene *sulfitos*.",
    },
    allergens: SULPHITES,
    storage: {
      it: "Conservare in luogo fresco e asciutto, al riparo dalla luce. Dopo l'apertura richiudere bene il flacone e pulire il beccuccio dopo l'uso.",
      en: "Store in a cool, dry place away from light. Once opened, close the bottle tightly and wipe the nozzle after use.",
      fr: "À conserver dans un endroit frais et sec, à l'abri de la lumière. Après ouverture, bien refermer le flacon et essuyer le bec verseur après usage.",
      de: "Kühl, trocken und lichtgeschützt lagern. Nach dem Öffnen die Flasche gut verschließen und die Tülle nach Gebrauch abwischen.",
      es: "Conservar en lugar fresco y seco, protegido de la luz. Una vez abierto, cerrar bien el envase y limpiar la boquilla después de cada uso.",
    },
    origin: {
      it: "Italia – prodotta a Modena con Aceto Balsamico di Modena IGP",
      en: "Italy – made in Modena with Aceto Balsamico di Modena PGI",
      fr: "Italie – élaborée à Modène avec de l'Aceto Balsamico di Modena IGP",
      de: "Italien – in Modena mit Aceto Balsamico di Modena g.g.A. hergestellt",
      es: "Italia – elaborada en Módena con Aceto Balsamico di Modena IGP",
    },
    nutrition: { energyKj: 946, energyKcal: 226, fat: 0, saturates: 0, carbohydrate: 55, sugars: 50, protein: 0.6, salt: 0.05 },
  },
];
