// Store-wide demo content: shops, delivery and payment methods, home slides,
// social links, product-page tabs, reviews, coupons and the store profile.
import type { Lang, Localized } from "./types.ts";

// ── Types ───────────────────────────────────────────────────────────────────

export interface SeedPickupStore {
  code: string;
  name: string;
  street: string;
  city: string;
  province: string; // 2-letter Italian province code
  postalCode: string;
  country: string; // ISO 3166-1 alpha-2
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  openingHours: Localized;
}

/** 1 = delivered to an address, 2 = collected in a shop. */
export type ShippingMode = 1 | 2;

export interface SeedDeliveryMethod {
  code: string;
  shippingMode: ShippingMode;
  priceCents: number;
  freeAboveCents?: number;
  minDays: number;
  maxDays: number;
  name: Localized;
  description: Localized;
}

export interface SeedPaymentMethod {
  code: string;
  kind: "bank_transfer" | "cash_on_delivery" | "pay_at_pickup" | "card" | "wallet";
  /** Card and wallet: the provider whose hosted page takes the payment; offered only once its keys are set. */
  provider?: "stripe" | "paypal";
  feeCents: number;
  shippingModes: ShippingMode[];
  name: Localized;
  description: Localized;
}

export interface SeedSlide {
  code: string;
  is_active: boolean;
  colours: [string, string];
  title: Localized;
  subtitle: Localized;
  cta: Localized;
  link: string; // Italian-language path
}

export interface SeedSocialLink {
  code: "instagram" | "facebook" | "youtube" | "pinterest";
  url: string;
  is_active: boolean;
}

export interface SeedAdditionalTab {
  code: string;
  is_active: boolean;
  title: Localized;
  bodyHtml: Localized; // <p>, <ul>, <li>, <strong> only
}

export type ReviewProductHint = "dried-pasta" | "olive-oil" | "coffee-beans" | "red-wine" | "frying-pans" | "moka-pots";

export interface SeedReview {
  productHint: ReviewProductHint; // category code; the seed picks a product in it
  rating: 1 | 2 | 3 | 4 | 5;
  authorName: string;
  lang: Lang;
  title: string;
  body: string;
}

export interface SeedCoupon {
  code: string;
  kind: "percent" | "fixed" | "free_shipping";
  value: number; // percent as integer, cents for fixed, 0 for free_shipping
  minOrderCents?: number;
  startsDaysAgo: number;
  endsInDays: number; // negative = already expired
  usageLimit?: number;
  perCustomerLimit?: number;
  description: Localized;
}

export interface SeedStoreProfile {
  name: string;
  tagline: Localized;
  whatsapp: { phone: string; active: boolean };
  email: string;
  phone: string;
  vatNumber: string;
}

// ── Pickup stores ───────────────────────────────────────────────────────────

export const PICKUP_STORES: SeedPickupStore[] = [
  {
    code: "bologna",
    name: "Bottega Vetrina Bologna",
    street: "Via dell'Indipendenza 24",
    city: "Bologna",
    province: "BO",
    postalCode: "40121",
    country: "IT",
    phone: "+39 051 123 4567",
    email: "bologna@vetrina.example",
    latitude: 44.49615,
    longitude: 11.34285,
    openingHours: {
      it: "Lun–Sab 9:30–19:30",
      en: "Mon–Sat 9:30 am–7:30 pm",
      fr: "Lun–sam 9 h 30–19 h 30",
      de: "Mo–Sa 9:30–19:30 Uhr",
      es: "Lun–Sáb 9:30–19:30",
    },
  },
  {
    code: "milano",
    name: "Bottega Vetrina Milano",
    street: "Corso di Porta Ticinese 76",
    city: "Milano",
    province: "MI",
    postalCode: "20123",
    country: "IT",
    phone: "+39 02 1234 5678",
    email: "milano@vetrina.example",
    latitude: 45.45565,
    longitude: 9.18125,
    openingHours: {
      it: "Lun–Sab 10:00–20:00, Dom 11:00–19:00",
      en: "Mon–Sat 10 am–8 pm, Sun 11 am–7 pm",
      fr: "Lun–sam 10 h–20 h, dim 11 h–19 h",
      de: "Mo–Sa 10:00–20:00 Uhr, So 11:00–19:00 Uhr",
      es: "Lun–Sáb 10:00–20:00, Dom 11:00–19:00",
    },
  },
  {
    code: "firenze",
    name: "Bottega Vetrina Firenze",
    street: "Via dei Neri 32/r",
    city: "Firenze",
    province: "FI",
    postalCode: "50122",
    country: "IT",
    phone: "+39 055 123 4567",
    email: "firenze@vetrina.example",
    latitude: 43.76815,
    longitude: 11.25795,
    openingHours: {
      it: "Mar–Dom 10:00–19:00",
      en: "Tue–Sun 10 am–7 pm",
      fr: "Mar–dim 10 h–19 h",
      de: "Di–So 10:00–19:00 Uhr",
      es: "Mar–Dom 10:00–19:00",
    },
  },
];

// ── Delivery methods ────────────────────────────────────────────────────────

export const DELIVERY_METHODS: SeedDeliveryMethod[] = [
  {
    code: "standard",
    shippingMode: 1,
    priceCents: 590,
    freeAboveCents: 5900,
    minDays: 2,
    maxDays: 4,
    name: {
      it: "Consegna standard",
      en: "Standard delivery",
      fr: "Livraison standard",
      de: "Standardversand",
      es: "Envío estándar",
    },
    description: {
      it: "Con corriere espresso in 2–4 giorni lavorativi. Gratuita per ordini superiori a 59 €.",
      en: "By courier in 2–4 working days. Free on orders over €59.",
      fr: "Par transporteur en 2 à 4 jours ouvrés. Offerte dès 59 € d'achat.",
      de: "Per Kurier in 2–4 Werktagen. Kostenlos ab 59 € Bestellwert.",
      es: "Por mensajería en 2–4 días laborables. Gratis en pedidos de más de 59 €.",
    },
  },
  {
    code: "express",
    shippingMode: 1,
    priceCents: 1290,
    minDays: 1,
    maxDays: 1,
    name: {
      it: "Consegna espressa",
      en: "Express delivery",
      fr: "Livraison express",
      de: "Expressversand",
      es: "Envío urgente",
    },
    description: {
      it: "Consegna il giorno lavorativo successivo per gli ordini effettuati entro le 13:00.",
      en: "Delivered the next working day for orders placed by 1 pm.",
      fr: "Livrée le jour ouvré suivant pour toute commande passée avant 13 h.",
      de: "Zustellung am nächsten Werktag bei Bestellung bis 13:00 Uhr.",
      es: "Entrega al siguiente día laborable para pedidos realizados antes de las 13:00.",
    },
  },
  {
    code: "pickup",
    shippingMode: 2,
    priceCents: 0,
    minDays: 1,
    maxDays: 2,
    name: {
      it: "Ritiro in negozio",
      en: "In-store pickup",
      fr: "Retrait en boutique",
      de: "Abholung im Geschäft",
      es: "Recogida en tienda",
    },
    description: {
      it: "Gratis nelle nostre botteghe di Bologna, Milano e Firenze. Ti avvisiamo quando l'ordine è pronto, di solito in 1–2 giorni.",
      en: "Free at our shops in Bologna, Milan and Florence. We'll let you know when your order is ready, usually within 1–2 days.",
      fr: "Gratuit dans nos boutiques de Bologne, Milan et Florence. Nous vous prévenons dès que la commande est prête, en général sous 1 à 2 jours.",
      de: "Kostenlos in unseren Läden in Bologna, Mailand und Florenz. Wir melden uns, sobald Ihre Bestellung bereitliegt – meist nach 1–2 Tagen.",
      es: "Gratis en nuestras tiendas de Bolonia, Milán y Florencia. Te avisamos cuando el pedido esté listo, normalmente en 1–2 días.",
    },
  },
];

// ── Payment methods ─────────────────────────────────────────────────────────

export const PAYMENT_METHODS: SeedPaymentMethod[] = [
  {
    code: "bank-transfer",
    kind: "bank_transfer",
    feeCents: 0,
    shippingModes: [1, 2],
    name: {
      it: "Bonifico bancario",
      en: "Bank transfer",
      fr: "Virement bancaire",
      de: "Banküberweisung",
      es: "Transferencia bancaria",
    },
    description: {
      it: "Ricevi le coordinate bancarie nell'e-mail di conferma. L'ordine parte appena riceviamo l'accredito.",
      en: "You'll find our bank details in the confirmation e-mail. Your order ships as soon as the payment arrives.",
      fr: "Nos coordonnées bancaires figurent dans l'e-mail de confirmation. La commande part dès réception du virement.",
      de: "Unsere Bankverbindung finden Sie in der Bestätigungs-E-Mail. Die Bestellung wird nach Zahlungseingang verschickt.",
      es: "Encontrarás nuestros datos bancarios en el correo de confirmación. El pedido sale en cuanto recibimos el pago.",
    },
  },
  {
    code: "cash-on-delivery",
    kind: "cash_on_delivery",
    feeCents: 400,
    shippingModes: [1],
    name: {
      it: "Contrassegno",
      en: "Cash on delivery",
      fr: "Paiement à la livraison",
      de: "Nachnahme",
      es: "Contra reembolso",
    },
    description: {
      it: "Paghi in contanti al corriere alla consegna. Supplemento di 4,00 €.",
      en: "Pay the courier in cash when your parcel arrives. A €4.00 surcharge applies.",
      fr: "Réglez en espèces au livreur à la réception du colis. Supplément de 4,00 €.",
      de: "Sie zahlen bar beim Kurier, wenn das Paket ankommt. Aufpreis von 4,00 €.",
      es: "Pagas en efectivo al mensajero en el momento de la entrega. Recargo de 4,00 €.",
    },
  },
  {
    code: "pay-at-pickup",
    kind: "pay_at_pickup",
    feeCents: 0,
    shippingModes: [2],
    name: {
      it: "Pagamento al ritiro",
      en: "Pay on collection",
      fr: "Paiement au retrait",
      de: "Bezahlung bei Abholung",
      es: "Pago en la recogida",
    },
    description: {
      it: "Paghi in negozio al momento del ritiro, in contanti o con carta.",
      en: "Pay in the shop when you collect your order, by cash or card.",
      fr: "Réglez en boutique au moment du retrait, en espèces ou par carte.",
      de: "Sie bezahlen bei der Abholung im Laden, bar oder mit Karte.",
      es: "Pagas en la tienda al recoger el pedido, en efectivo o con tarjeta.",
    },
  },
  {
    code: "card",
    kind: "card",
    provider: "stripe",
    feeCents: 0,
    shippingModes: [1, 2],
    name: {
      it: "Carta di credito o debito",
      en: "Credit or debit card",
      fr: "Carte bancaire",
      de: "Kredit- oder Debitkarte",
      es: "Tarjeta de crédito o débito",
    },
    description: {
      it: "Pagamento sicuro tramite il nostro fornitore di pagamenti con carta. I dati della carta non passano dai nostri server.",
      en: "Paid securely through our card payment provider. Your card details never touch our servers.",
      fr: "Paiement sécurisé via notre prestataire de paiement par carte. Vos données bancaires ne transitent jamais par nos serveurs.",
      de: "Sichere Zahlung über unseren Kartenzahlungsanbieter. Ihre Kartendaten gelangen nie auf unsere Server.",
      es: "Pago seguro a través de nuestro proveedor de pagos con tarjeta. Los datos de tu tarjeta nunca pasan por nuestros servidores.",
    },
  },
  {
    code: "paypal",
    kind: "wallet",
    provider: "paypal",
    feeCents: 0,
    shippingModes: [1, 2],
    name: { it: "PayPal", en: "PayPal", fr: "PayPal", de: "PayPal", es: "PayPal" },
    description: {
      it: "Paghi con il tuo conto PayPal: ti portiamo sulla pagina di PayPal e poi di nuovo qui.",
      en: "Pay with your PayPal account: we take you to PayPal's page and back here.",
      fr: "Payez avec votre compte PayPal : nous vous emmenons sur la page de PayPal, puis vous revenez ici.",
      de: "Bezahlen Sie mit Ihrem PayPal-Konto: Wir leiten Sie zur Seite von PayPal und wieder zurück.",
      es: "Paga con tu cuenta de PayPal: te llevamos a la página de PayPal y luego de vuelta aquí.",
    },
  },
];

// ── Home page slides ────────────────────────────────────────────────────────

export const SLIDES: SeedSlide[] = [
  {
    code: "pantry",
    is_active: true,
    colours: ["#8c5a2b", "#f3e3c3"],
    title: {
      it: "La dispensa italiana, scelta a mano",
      en: "The Italian pantry, hand-picked",
      fr: "L'épicerie italienne, choisie avec soin",
      de: "Italienische Feinkost, von Hand ausgewählt",
      es: "La despensa italiana, elegida a mano",
    },
    subtitle: {
      it: "Pasta di Gragnano, extravergine del Garda e balsamico di Modena, direttamente dai produttori.",
      en: "Gragnano pasta, Lake Garda olive oil and Modena balsamic, straight from the producers.",
      fr: "Pâtes de Gragnano, huile du lac de Garde et balsamique de Modène, directement chez les producteurs.",
      de: "Pasta aus Gragnano, Olivenöl vom Gardasee und Balsamico aus Modena – direkt vom Erzeuger.",
      es: "Pasta de Gragnano, aceite del lago de Garda y balsámico de Módena, directamente de los productores.",
    },
    cta: {
      it: "Scopri la dispensa",
      en: "Explore the pantry",
      fr: "Découvrir l'épicerie",
      de: "Feinkost entdecken",
      es: "Descubre la despensa",
    },
    link: "/dispensa",
  },
  {
    code: "drinks",
    is_active: true,
    colours: ["#3b2417", "#c89b6d"],
    title: {
      it: "Dal caffè del mattino al vino della sera",
      en: "From morning coffee to evening wine",
      fr: "Du café du matin au vin du soir",
      de: "Vom Morgenkaffee bis zum Wein am Abend",
      es: "Del café de la mañana al vino de la noche",
    },
    subtitle: {
      it: "Miscele tostate a Trieste e grandi rossi delle Langhe, da piccole realtà di famiglia.",
      en: "Blends roasted in Trieste and great reds from the Langhe, made by small family businesses.",
      fr: "Des mélanges torréfiés à Trieste et de grands rouges des Langhe, signés par de petites maisons familiales.",
      de: "In Triest geröstete Mischungen und große Rotweine aus den Langhe, von kleinen Familienbetrieben.",
      es: "Mezclas tostadas en Trieste y grandes tintos de las Langhe, de pequeñas empresas familiares.",
    },
    cta: {
      it: "Scopri le bevande",
      en: "Shop drinks",
      fr: "Voir les boissons",
      de: "Zu den Getränken",
      es: "Ver las bebidas",
    },
    link: "/bevande",
  },
  {
    code: "kitchen",
    is_active: true,
    colours: ["#b87333", "#f1d3b3"],
    title: {
      it: "Rame toscano, fatto per durare",
      en: "Tuscan copper, made to last",
      fr: "Le cuivre toscan, fait pour durer",
      de: "Toskanisches Kupfer, gemacht für die Ewigkeit",
      es: "Cobre toscano, hecho para durar",
    },
    subtitle: {
      it: "Padelle martellate a mano, moka del Lago di Como e coltelli forgiati in Lombardia.",
      en: "Hand-hammered pans, moka pots from Lake Como and knives forged in Lombardy.",
      fr: "Poêles martelées à la main, cafetières du lac de Côme et couteaux forgés en Lombardie.",
      de: "Handgehämmerte Pfannen, Espressokocher vom Comer See und in der Lombardei geschmiedete Messer.",
      es: "Sartenes martilladas a mano, cafeteras del lago de Como y cuchillos forjados en Lombardía.",
    },
    cta: {
      it: "Scopri la cucina",
      en: "Shop the kitchen",
      fr: "Équiper sa cuisine",
      de: "Zur Küche",
      es: "Equipa tu cocina",
    },
    link: "/cucina",
  },
  {
    code: "summer-sale",
    is_active: false,
    colours: ["#e3b23c", "#fff4d6"],
    title: {
      it: "Saldi d'estate: fino al 30%",
      en: "Summer sale: up to 30% off",
      fr: "Soldes d'été : jusqu'à −30 %",
      de: "Sommerschlussverkauf: bis zu 30 % Rabatt",
      es: "Rebajas de verano: hasta un 30 %",
    },
    subtitle: {
      it: "Una selezione di pentole, tessili e specialità della dispensa a prezzi speciali, solo per poche settimane.",
      en: "A selection of cookware, kitchen linen and pantry favourites at special prices – for a few weeks only.",
      fr: "Une sélection de casseroles, de linge de cuisine et de spécialités d'épicerie à prix doux, pendant quelques semaines seulement.",
      de: "Ausgewähltes Kochgeschirr, Küchentextilien und Feinkost zu Sonderpreisen – nur für wenige Wochen.",
      es: "Una selección de menaje, textiles de cocina y productos de despensa a precios especiales, solo durante unas semanas.",
    },
    cta: {
      it: "Vedi le offerte",
      en: "See the offers",
      fr: "Voir les offres",
      de: "Zu den Angeboten",
      es: "Ver las ofertas",
    },
    link: "/offers",
  },
];

// ── Social links ────────────────────────────────────────────────────────────

export const SOCIAL_LINKS: SeedSocialLink[] = [
  { code: "instagram", url: "https://www.instagram.com/bottegavetrina", is_active: true },
  { code: "facebook", url: "https://www.facebook.com/bottegavetrina", is_active: true },
  { code: "youtube", url: "https://www.youtube.com/@bottegavetrina", is_active: true },
  { code: "pinterest", url: "https://www.pinterest.com/bottegavetrina", is_active: false },
];

// ── Additional product-page tabs ────────────────────────────────────────────

export const ADDITIONAL_TABS: SeedAdditionalTab[] = [
  {
    code: "shipping-returns",
    is_active: true,
    title: {
      it: "Spedizioni e resi",
      en: "Shipping & returns",
      fr: "Livraison et retours",
      de: "Versand & Rückgabe",
      es: "Envíos y devoluciones",
    },
    bodyHtml: {
      it: `<ul>
<li><strong>Consegna standard</strong> in 2–4 giorni lavorativi a 5,90 €, gratuita sopra i 59 €.</li>
<li><strong>Consegna espressa</strong> il giorno lavorativo successivo a 12,90 €.</li>
<li><strong>Ritiro gratuito</strong> nei nostri negozi di Bologna, Milano e Firenze.</li>
</ul>
<p>Hai 14 giorni dalla consegna per cambiare idea: chiedi il reso dal tuo account, nella sezione I miei ordini.</p>`,
      en: `<ul>
<li><strong>Standard delivery</strong> in 2–4 working days for €5.90, free over €59.</li>
<li><strong>Express delivery</strong> next working day for €12.90.</li>
<li><strong>Free collection</strong> from our shops in Bologna, Milan and Florence.</li>
</ul>
<p>You have 14 days from delivery to change your mind: request a return from your account, under My orders.</p>`,
      fr: `<ul>
<li><strong>Livraison standard</strong> en 2 à 4 jours ouvrés pour 5,90 €, offerte dès 59 €.</li>
<li><strong>Livraison express</strong> le jour ouvré suivant pour 12,90 €.</li>
<li><strong>Retrait gratuit</strong> dans nos boutiques de Bologne, Milan et Florence.</li>
</ul>
<p>Vous avez 14 jours après la livraison pour changer d'avis : demandez le retour depuis votre compte, rubrique Mes commandes.</p>`,
      de: `<ul>
<li><strong>Standardversand</strong> in 2–4 Werktagen für 5,90 €, kostenlos ab 59 €.</li>
<li><strong>Expressversand</strong> am nächsten Werktag für 12,90 €.</li>
<li><strong>Kostenlose Abholung</strong> in unseren Läden in Bologna, Mailand und Florenz.</li>
</ul>
<p>Sie haben ab Lieferung 14 Tage Zeit, es sich anders zu überlegen: Fordern Sie die Rücksendung in Ihrem Kundenkonto unter Meine Bestellungen an.</p>`,
      es: `<ul>
<li><strong>Envío estándar</strong> en 2–4 días laborables por 5,90 €, gratis a partir de 59 €.</li>
<li><strong>Envío urgente</strong> al siguiente día laborable por 12,90 €.</li>
<li><strong>Recogida gratuita</strong> en nuestras tiendas de Bolonia, Milán y Florencia.</li>
</ul>
<p>Tienes 14 días desde la entrega para cambiar de opinión: solicita la devolución desde tu cuenta, en Mis pedidos.</p>`,
    },
  },
  {
    code: "gift-wrapping",
    is_active: true,
    title: {
      it: "Confezione regalo",
      en: "Gift wrapping",
      fr: "Emballage cadeau",
      de: "Geschenkverpackung",
      es: "Envoltorio de regalo",
    },
    bodyHtml: {
      it: `<p>Vuoi fare un regalo? Su richiesta confezioniamo <strong>gratuitamente</strong> il tuo ordine con carta kraft, nastro e un biglietto scritto a mano con il tuo messaggio.</p>
<p>Basta indicarlo nelle note dell'ordine. Nel pacco non inseriamo mai prezzi né scontrino.</p>`,
      en: `<p>Buying a present? On request we'll gift-wrap your order <strong>free of charge</strong> in kraft paper and ribbon, with a handwritten card carrying your message.</p>
<p>Just mention it in the order notes. We never put prices or a receipt in the parcel.</p>`,
      fr: `<p>Vous offrez ce produit ? Sur demande, nous emballons <strong>gratuitement</strong> votre commande dans du papier kraft avec un ruban et une carte écrite à la main avec votre message.</p>
<p>Il suffit de le préciser dans les remarques de la commande. Nous ne glissons jamais de prix ni de ticket dans le colis.</p>`,
      de: `<p>Soll es ein Geschenk werden? Auf Wunsch verpacken wir Ihre Bestellung <strong>kostenlos</strong> in Kraftpapier mit Schleife und legen eine handgeschriebene Karte mit Ihrer Nachricht bei.</p>
<p>Vermerken Sie es einfach in den Bestellhinweisen. Preise oder Kassenbon legen wir nie ins Paket.</p>`,
      es: `<p>¿Es para regalar? Si nos lo pides, envolvemos tu pedido <strong>gratis</strong> con papel kraft, cinta y una tarjeta escrita a mano con tu mensaje.</p>
<p>Solo tienes que indicarlo en las notas del pedido. Nunca incluimos precios ni tique en el paquete.</p>`,
    },
  },
  {
    code: "sustainability",
    is_active: false,
    title: {
      it: "Sostenibilità",
      en: "Sustainability",
      fr: "Engagement durable",
      de: "Nachhaltigkeit",
      es: "Sostenibilidad",
    },
    bodyHtml: {
      it: `<p>Lavoriamo con produttori che coltivano e producono in modo responsabile, spesso a pochi chilometri dalle nostre botteghe.</p>
<ul>
<li>Imballaggi in cartone riciclato, senza plastica.</li>
<li>Spedizioni raggruppate per ridurre i viaggi dei corrieri.</li>
<li>Pentole e coltelli riparabili, con ricambi disponibili per anni.</li>
</ul>`,
      en: `<p>We work with producers who farm and make things responsibly, often just a few kilometres from our shops.</p>
<ul>
<li>Recycled cardboard packaging, no plastic.</li>
<li>Grouped shipments to cut down on courier journeys.</li>
<li>Repairable pans and knives, with spare parts available for years.</li>
</ul>`,
      fr: `<p>Nous travaillons avec des producteurs qui cultivent et fabriquent de façon responsable, souvent à quelques kilomètres de nos boutiques.</p>
<ul>
<li>Emballages en carton recyclé, sans plastique.</li>
<li>Envois regroupés pour limiter les trajets des transporteurs.</li>
<li>Casseroles et couteaux réparables, avec des pièces détachées disponibles pendant des années.</li>
</ul>`,
      de: `<p>Wir arbeiten mit Erzeugern, die verantwortungsvoll anbauen und herstellen – oft nur wenige Kilometer von unseren Läden entfernt.</p>
<ul>
<li>Verpackung aus Recyclingkarton, ohne Plastik.</li>
<li>Gebündelte Sendungen, um Kurierfahrten zu reduzieren.</li>
<li>Reparierbare Töpfe und Messer, mit Ersatzteilen über viele Jahre.</li>
</ul>`,
      es: `<p>Trabajamos con productores que cultivan y elaboran de forma responsable, a menudo a pocos kilómetros de nuestras tiendas.</p>
<ul>
<li>Embalajes de cartón reciclado, sin plástico.</li>
<li>Envíos agrupados para reducir los trayectos de los mensajeros.</li>
<li>Cacerolas y cuchillos reparables, con recambios disponibles durante años.</li>
</ul>`,
    },
  },
];

// ── Customer reviews ────────────────────────────────────────────────────────

export const REVIEWS: SeedReview[] = [
  {
    productHint: "dried-pasta",
    rating: 5,
    authorName: "Francesca M.",
    lang: "it",
    title: "Come a Gragnano",
    body: "Paccheri che tengono la cottura alla perfezione e raccolgono il sugo come si deve. Non torno più alla pasta del supermercato.",
  },
  {
    productHint: "dried-pasta",
    rating: 4,
    authorName: "Oliver H.",
    lang: "en",
    title: "Proper pasta",
    body: "You can really taste the difference with bronze-cut spaghetti – the sauce clings to every strand. I just wish the 500 g packs were a little cheaper.",
  },
  {
    productHint: "olive-oil",
    rating: 5,
    authorName: "Claire D.",
    lang: "fr",
    title: "Une huile superbe",
    body: "Fruité vert, belle amertume et une pointe de piquant : parfaite sur une simple bruschetta. La date de récolte sur l'étiquette, c'est rassurant.",
  },
  {
    productHint: "olive-oil",
    rating: 4,
    authorName: "Javier R.",
    lang: "es",
    title: "Muy buen aceite",
    body: "Suave y aromático, ideal para pescado y ensaladas. Para mi gusto le falta un poco de intensidad, pero la calidad se nota.",
  },
  {
    productHint: "coffee-beans",
    rating: 5,
    authorName: "Thomas K.",
    lang: "de",
    title: "Mein neuer Lieblingskaffee",
    body: "Schokoladig, wenig Säure und im Siebträger eine wunderbare Crema. Die Bohnen kamen nur zwei Wochen nach der Röstung bei mir an.",
  },
  {
    productHint: "coffee-beans",
    rating: 3,
    authorName: "Luca B.",
    lang: "it",
    title: "Buono, ma troppo tostato per me",
    body: "La tostatura è un po' troppo spinta per i miei gusti e nella moka viene amaro. Con il latte, invece, è ottimo.",
  },
  {
    productHint: "red-wine",
    rating: 5,
    authorName: "Sophie L.",
    lang: "fr",
    title: "Un Barolo mémorable",
    body: "Ouvert pour un anniversaire : après deux heures en carafe, il était magnifique, entre rose fanée, réglisse et tanins soyeux. Emballage impeccable.",
  },
  {
    productHint: "red-wine",
    rating: 2,
    authorName: "James W.",
    lang: "en",
    title: "Good wine, slow delivery",
    body: "The wine itself is lovely, but my express delivery took three days instead of one and nobody told me. Customer service did refund the shipping cost.",
  },
  {
    productHint: "frying-pans",
    rating: 5,
    authorName: "Anna S.",
    lang: "de",
    title: "Eine Pfanne fürs Leben",
    body: "Die Kupferpfanne heizt unglaublich gleichmäßig, Zwiebeln werden endlich überall gleich goldbraun. Sie ist schwer, aber genau so soll es sein.",
  },
  {
    productHint: "frying-pans",
    rating: 4,
    authorName: "Marta G.",
    lang: "es",
    title: "Preciosa y muy eficaz",
    body: "Se calienta rapidísimo y de forma uniforme. Hay que cuidarla y pulirla de vez en cuando, pero merece la pena.",
  },
  {
    productHint: "moka-pots",
    rating: 5,
    authorName: "Giorgio P.",
    lang: "it",
    title: "La moka di una volta",
    body: "Solida, chiude bene e il caffè viene pieno e cremoso. Ottimo che si trovino le guarnizioni di ricambio.",
  },
  {
    productHint: "moka-pots",
    rating: 4,
    authorName: "Emily R.",
    lang: "en",
    title: "Lovely little moka pot",
    body: "Makes a rich, strong coffee and looks beautiful on the hob. The handle gets a bit warm, so mind your fingers.",
  },
];

// ── Coupons ─────────────────────────────────────────────────────────────────

export const COUPONS: SeedCoupon[] = [
  {
    code: "BENVENUTO10",
    kind: "percent",
    value: 10,
    startsDaysAgo: 365,
    endsInDays: 365,
    perCustomerLimit: 1,
    description: {
      it: "Benvenuto in Bottega! 10% di sconto sul tuo primo ordine.",
      en: "Welcome to the Bottega! 10% off your first order.",
      fr: "Bienvenue à la Bottega ! 10 % de remise sur votre première commande.",
      de: "Willkommen in der Bottega! 10 % Rabatt auf Ihre erste Bestellung.",
      es: "¡Bienvenido a la Bottega! Un 10 % de descuento en tu primer pedido.",
    },
  },
  {
    code: "ESTATE5",
    kind: "fixed",
    value: 500,
    minOrderCents: 4000,
    startsDaysAgo: 15,
    endsInDays: 75,
    usageLimit: 500,
    description: {
      it: "5 € di sconto sugli ordini a partire da 40 €, per tutta l'estate.",
      en: "€5 off orders of €40 or more, all summer long.",
      fr: "5 € de remise dès 40 € d'achat, tout l'été.",
      de: "5 € Rabatt ab 40 € Bestellwert, den ganzen Sommer lang.",
      es: "5 € de descuento en pedidos a partir de 40 €, durante todo el verano.",
    },
  },
  {
    code: "SPEDIZIONEGRATIS",
    kind: "free_shipping",
    value: 0,
    minOrderCents: 3000,
    startsDaysAgo: 30,
    endsInDays: 60,
    description: {
      it: "Spedizione standard gratuita per ordini a partire da 30 €.",
      en: "Free standard delivery on orders of €30 or more.",
      fr: "Livraison standard offerte dès 30 € d'achat.",
      de: "Kostenloser Standardversand ab 30 € Bestellwert.",
      es: "Envío estándar gratis en pedidos a partir de 30 €.",
    },
  },
  {
    code: "SCADUTO20",
    kind: "percent",
    value: 20,
    startsDaysAgo: 120,
    endsInDays: -30,
    usageLimit: 100,
    description: {
      it: "20% di sconto sulla collezione primavera (promozione terminata).",
      en: "20% off the spring collection (offer ended).",
      fr: "20 % de remise sur la collection de printemps (offre terminée).",
      de: "20 % Rabatt auf die Frühjahrskollektion (Aktion beendet).",
      es: "20 % de descuento en la colección de primavera (promoción finalizada).",
    },
  },
];

// ── Store profile ───────────────────────────────────────────────────────────

export const STORE_PROFILE: SeedStoreProfile = {
  name: "Bottega Vetrina",
  tagline: {
    it: "Il meglio della cucina italiana, dalla bottega alla tua tavola",
    en: "The best of Italian food, from our shop to your table",
    fr: "Le meilleur de la cuisine italienne, de notre boutique à votre table",
    de: "Das Beste der italienischen Küche – aus unserem Laden auf Ihren Tisch",
    es: "Lo mejor de la cocina italiana, de nuestra tienda a tu mesa",
  },
  whatsapp: { phone: "+393331234567", active: true },
  email: "ciao@vetrina.example",
  phone: "+39 051 123 4567",
  vatNumber: "IT01234560375",
};

// ── Legal data ──────────────────────────────────────────────────────────────

/**
 * The settings row `legal` of the demo store (fictional): the seller's identity on the legal notice, terms
 * and privacy pages, and the facts of the accessibility statement (docs/compliance.md).
 */
export const STORE_LEGAL = {
  company: "Bottega Vetrina S.r.l.",
  address: "Via dell'Indipendenza 24, 40121 Bologna (BO), Italia",
  vat_number: STORE_PROFILE.vatNumber,
  rea: "BO-123456",
  share_capital: "10.000,00 € i.v.",
  pec: "bottegavetrina@pec.vetrina.example",
  accessibility: {
    authority: "AgID – Agenzia per l'Italia Digitale",
    authority_url: "https://www.agid.gov.it",
    email: "accessibilita@vetrina.example",
    reviewed_on: "2026-11-20",
  },
};
