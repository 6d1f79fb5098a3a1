// The legal identity behind every brand in brands.ts: the food business operator named on its foods
// (Regulation (EU) No 1169/2011 art. 9(1)(h)) and the manufacturer named on its goods (Regulation
// (EU) 2023/988 art. 9). All fictional; every address is in the producer's own town, and every
// e-mail address is at the reserved .example top-level domain. Every maker is established in Italy,
// so none needs an EU responsible person.
import type { SeedBrandLegal } from "./product-info-types.ts";

export const BRAND_LEGAL: SeedBrandLegal[] = [
  {
    brand: "valle-antica",
    legalName: "Pastificio Valle Antica S.p.A.",
    address: "Via dei Pastai 41, 80054 Gragnano (NA), Italia",
    email: "info@valle-antica.example",
  },
  {
    brand: "oliveti-garda",
    legalName: "Oliveti del Garda Società Agricola S.s.",
    address: "Via Gardesana 108, 37010 Torri del Benaco (VR), Italia",
    email: "info@oliveti-garda.example",
  },
  {
    brand: "acetaia-geminiano",
    legalName: "Acetaia San Geminiano S.a.s. di Ferrari Giovanni & C.",
    address: "Strada Vignolese 512, 41126 Modena (MO), Italia",
    email: "info@acetaia-geminiano.example",
  },
  {
    brand: "sole-di-sicilia",
    legalName: "Sole di Sicilia S.r.l.",
    address: "Via Garibaldi 87, 95019 Zafferana Etnea (CT), Italia",
    email: "info@sole-di-sicilia.example",
  },
  {
    brand: "borgo-antico",
    legalName: "Biscottificio Borgo Antico S.n.c. di Bosco Marco & C.",
    address: "Via della Fornace 18, 15033 Casale Monferrato (AL), Italia",
    email: "info@borgo-antico.example",
  },
  {
    brand: "apicoltura-sibillini",
    legalName: "Apicoltura dei Sibillini Società Agricola S.s.",
    address: "Contrada Collina 5, 63088 Montemonaco (AP), Italia",
    email: "info@apicoltura-sibillini.example",
  },
  {
    brand: "moretti-1921",
    legalName: "Torrefazione Moretti 1921 S.r.l.",
    address: "Via Economo 12, 34123 Trieste (TS), Italia",
    email: "info@moretti-1921.example",
  },
  {
    brand: "colle-aperto",
    legalName: "Cantina Colle Aperto Società Agricola S.r.l.",
    address: "Borgata Annunziata 21, 12064 La Morra (CN), Italia",
    email: "info@colle-aperto.example",
  },
  {
    brand: "erbe-del-monte",
    legalName: "Erbe del Monte Azienda Agricola di Pedrotti Anna",
    address: "Maso Plaze 4, 38013 Borgo d'Anaunia (TN), Italia",
    email: "info@erbe-del-monte.example",
  },
  {
    brand: "tavola-edizioni",
    legalName: "Tavola Edizioni S.r.l.",
    address: "Via del Pratello 34, 40122 Bologna (BO), Italia",
    email: "info@tavola-edizioni.example",
  },
  {
    brand: "rame-toscano",
    legalName: "Rame Toscano S.a.s. di Cipriani Lorenzo & C.",
    address: "Via del Ramaio 9, 52015 Pratovecchio Stia (AR), Italia",
    email: "info@rame-toscano.example",
  },
  {
    brand: "moka-lario",
    legalName: "Moka Lario S.p.A.",
    address: "Via Statale 41, 23826 Mandello del Lario (LC), Italia",
    email: "info@moka-lario.example",
  },
  {
    brand: "coltellerie-brembana",
    legalName: "Coltellerie Brembana S.r.l.",
    address: "Via Mazzini 55, 24019 Zogno (BG), Italia",
    email: "info@coltellerie-brembana.example",
  },
  {
    brand: "tessitura-marche",
    legalName: "Tessitura Marche S.n.c. di Ricci Paola & C.",
    address: "Via dell'Artigianato 6, 62027 San Severino Marche (MC), Italia",
    email: "info@tessitura-marche.example",
  },
];
