// Content pages of the demo store (about, shipping, returns, legal, contact, stores).
import type { Localized } from "./types.ts";

export interface SeedPage {
  code: string;
  menuHeader: boolean;
  menuFooter: boolean;
  title: Localized;
  slug: Localized; // kebab-case, ascii only, in that language
  bodyHtml: Localized; // <h2>, <p>, <ul>, <li>, <strong>, <a href="/..."> only
}

export const PAGES: SeedPage[] = [
  // ── About us ──────────────────────────────────────────────────────────────
  {
    code: "about-us",
    menuHeader: true,
    menuFooter: true,
    title: { it: "Chi siamo", en: "About us", fr: "Qui sommes-nous", de: "Über uns", es: "Quiénes somos" },
    slug: { it: "chi-siamo", en: "about-us", fr: "qui-sommes-nous", de: "ueber-uns", es: "quienes-somos" },
    bodyHtml: {
      it: `<h2>Una bottega sotto i portici di Bologna</h2>
<p>Bottega Vetrina è nata nel 2012 in Via dell'Indipendenza, a due passi da Piazza Maggiore, da un'idea semplice: mettere in vetrina solo quello che portiamo in tavola a casa nostra. Pasta, olio, caffè, vino e gli attrezzi per cucinarli, scelti uno per uno.</p>
<p>Da allora abbiamo aperto due nuovi negozi, a Milano e a Firenze, e un negozio online che spedisce in tutta Italia. Ma il metodo non è cambiato: assaggiamo tutto, visitiamo ogni produttore e teniamo solo ciò che ci convince davvero.</p>
<h2>I nostri produttori</h2>
<p>Lavoriamo con pastifici, frantoi, acetaie, torrefazioni, cantine e botteghe artigiane, quasi sempre piccole e spesso a conduzione familiare. Con molti di loro collaboriamo da anni e conosciamo per nome chi impasta, raccoglie o martella il rame.</p>
<ul>
<li><strong>Qualità prima di tutto:</strong> materie prime tracciabili, lavorazioni rispettose e nessuna scorciatoia.</li>
<li><strong>Prezzi giusti:</strong> compriamo direttamente, senza intermediari, e riconosciamo al produttore il giusto valore.</li>
<li><strong>Consigli veri:</strong> il nostro staff cucina, e ti aiuta a scegliere come farebbe un amico.</li>
</ul>
<p>Se passi da una delle nostre botteghe fermati per un assaggio, oppure scrivici: ci piace parlare di cibo quasi quanto mangiarlo. Trovi indirizzi e orari nella pagina <a href="/i-nostri-negozi">I nostri negozi</a>.</p>`,
      en: `<h2>A little shop under the porticoes of Bologna</h2>
<p>Bottega Vetrina opened in 2012 on Via dell'Indipendenza, a stone's throw from Piazza Maggiore, with a simple idea: only put in the window what we put on our own table. Pasta, oil, coffee, wine and the tools to cook them with, chosen one by one.</p>
<p>Since then we have opened two more shops, in Milan and Florence, and an online store that delivers all over Italy. The method hasn't changed: we taste everything, visit every producer and keep only what truly convinces us.</p>
<h2>Our producers</h2>
<p>We work with pasta makers, olive mills, balsamic vinegar lofts, coffee roasters, wineries and craft workshops – nearly always small, often family-run. We have worked with many of them for years and know by name the people who knead the dough, pick the olives or hammer the copper.</p>
<ul>
<li><strong>Quality first:</strong> traceable ingredients, careful craftsmanship and no shortcuts.</li>
<li><strong>Fair prices:</strong> we buy directly, without middlemen, and pay producers what their work is worth.</li>
<li><strong>Honest advice:</strong> our team cooks, and will help you choose the way a friend would.</li>
</ul>
<p>If you're passing one of our shops, come in for a tasting – or just write to us: we enjoy talking about food almost as much as eating it. You'll find addresses and opening hours on our <a href="/our-stores">stores page</a>.</p>`,
      fr: `<h2>Une boutique sous les arcades de Bologne</h2>
<p>Bottega Vetrina est née en 2012 via dell'Indipendenza, à deux pas de la Piazza Maggiore, d'une idée simple : ne mettre en vitrine que ce que nous servons à notre propre table. Des pâtes, de l'huile, du café, du vin et les ustensiles pour les cuisiner, choisis un par un.</p>
<p>Depuis, nous avons ouvert deux autres boutiques, à Milan et à Florence, ainsi qu'une boutique en ligne qui livre dans toute l'Italie. Mais la méthode n'a pas changé : nous goûtons tout, nous rendons visite à chaque producteur et ne gardons que ce qui nous convainc vraiment.</p>
<h2>Nos producteurs</h2>
<p>Nous travaillons avec des fabricants de pâtes, des moulins à huile, des vinaigreries, des torréfacteurs, des domaines viticoles et des ateliers d'artisans, presque toujours petits et souvent familiaux. Nous collaborons avec beaucoup d'entre eux depuis des années et connaissons par leur prénom ceux qui pétrissent, récoltent ou martèlent le cuivre.</p>
<ul>
<li><strong>La qualité avant tout :</strong> des matières premières traçables, un vrai savoir-faire et aucun raccourci.</li>
<li><strong>Des prix justes :</strong> nous achetons en direct, sans intermédiaires, et rémunérons correctement les producteurs.</li>
<li><strong>De vrais conseils :</strong> notre équipe cuisine et vous aide à choisir comme le ferait un ami.</li>
</ul>
<p>Si vous passez près de l'une de nos boutiques, entrez pour une dégustation, ou écrivez-nous : nous aimons parler de cuisine presque autant que manger. Adresses et horaires sont sur la page <a href="/nos-boutiques">Nos boutiques</a>.</p>`,
      de: `<h2>Ein kleiner Laden unter den Arkaden von Bologna</h2>
<p>Bottega Vetrina wurde 2012 in der Via dell'Indipendenza gegründet, nur wenige Schritte von der Piazza Maggiore entfernt – mit einer einfachen Idee: Ins Schaufenster kommt nur, was wir selbst zu Hause auf den Tisch bringen. Pasta, Öl, Kaffee, Wein und das passende Werkzeug zum Kochen, jedes Stück einzeln ausgewählt.</p>
<p>Seitdem sind zwei weitere Läden in Mailand und Florenz dazugekommen, dazu ein Onlineshop, der in ganz Italien liefert. An unserer Arbeitsweise hat sich nichts geändert: Wir probieren alles, besuchen jeden Erzeuger und behalten nur, was uns wirklich überzeugt.</p>
<h2>Unsere Erzeuger</h2>
<p>Wir arbeiten mit Nudelmanufakturen, Ölmühlen, Essigmachern, Röstereien, Weingütern und Handwerksbetrieben zusammen – fast immer klein und oft in Familienhand. Viele begleiten wir schon seit Jahren, und wir kennen die Menschen beim Namen, die den Teig kneten, die Oliven ernten oder das Kupfer hämmern.</p>
<ul>
<li><strong>Qualität zuerst:</strong> rückverfolgbare Rohstoffe, sorgfältige Verarbeitung und keine Abkürzungen.</li>
<li><strong>Faire Preise:</strong> Wir kaufen direkt, ohne Zwischenhändler, und zahlen den Erzeugern, was ihre Arbeit wert ist.</li>
<li><strong>Ehrliche Beratung:</strong> Unser Team kocht selbst und berät Sie so, wie es ein Freund tun würde.</li>
</ul>
<p>Wenn Sie in der Nähe eines unserer Läden sind, kommen Sie auf eine Kostprobe vorbei – oder schreiben Sie uns einfach: Wir reden fast so gern über Essen, wie wir essen. Adressen und Öffnungszeiten finden Sie unter <a href="/unsere-geschaefte">Unsere Geschäfte</a>.</p>`,
      es: `<h2>Una tienda bajo los soportales de Bolonia</h2>
<p>Bottega Vetrina nació en 2012 en la Via dell'Indipendenza, a dos pasos de la Piazza Maggiore, con una idea sencilla: poner en el escaparate solo lo que llevamos a nuestra propia mesa. Pasta, aceite, café, vino y las herramientas para cocinarlos, elegidos uno a uno.</p>
<p>Desde entonces hemos abierto otras dos tiendas, en Milán y en Florencia, y una tienda online que envía a toda Italia. Pero el método no ha cambiado: lo probamos todo, visitamos a cada productor y solo nos quedamos con lo que de verdad nos convence.</p>
<h2>Nuestros productores</h2>
<p>Trabajamos con obradores de pasta, almazaras, acetaias, tostaderos, bodegas y talleres artesanos, casi siempre pequeños y a menudo familiares. Con muchos de ellos colaboramos desde hace años y conocemos por su nombre a quien amasa, recoge la aceituna o martilla el cobre.</p>
<ul>
<li><strong>La calidad ante todo:</strong> materias primas trazables, elaboración cuidadosa y ningún atajo.</li>
<li><strong>Precios justos:</strong> compramos directamente, sin intermediarios, y pagamos a los productores lo que vale su trabajo.</li>
<li><strong>Consejos sinceros:</strong> nuestro equipo cocina y te ayuda a elegir como lo haría un amigo.</li>
</ul>
<p>Si pasas por una de nuestras tiendas, entra a probar algo, o escríbenos: nos gusta hablar de comida casi tanto como comer. Encontrarás direcciones y horarios en <a href="/nuestras-tiendas">Nuestras tiendas</a>.</p>`,
    },
  },

  // ── Shipping ──────────────────────────────────────────────────────────────
  {
    code: "shipping",
    menuHeader: false,
    menuFooter: true,
    title: { it: "Spedizioni", en: "Shipping", fr: "Livraison", de: "Versand", es: "Envíos" },
    slug: { it: "spedizioni", en: "shipping", fr: "livraison", de: "versand", es: "envios" },
    bodyHtml: {
      it: `<h2>Tempi e costi di consegna</h2>
<p>Spediamo in tutta Italia con corriere espresso. Gli ordini ricevuti entro le 13:00 di un giorno lavorativo partono il giorno stesso; a spedizione avvenuta ricevi un'e-mail con il link per seguire il pacco.</p>
<ul>
<li><strong>Consegna standard:</strong> 5,90 €, in 2–4 giorni lavorativi. <strong>Gratuita per ordini superiori a 59 €.</strong></li>
<li><strong>Consegna espressa:</strong> 12,90 €, il giorno lavorativo successivo per ordini effettuati entro le 13:00.</li>
<li><strong>Ritiro in negozio:</strong> gratuito nelle nostre tre botteghe di Bologna, Milano e Firenze.</li>
</ul>
<h2>Ritiro in negozio</h2>
<p>Scegli il ritiro al momento del pagamento e indica la bottega che preferisci. Ti scriviamo quando l'ordine è pronto, di solito entro 1–2 giorni lavorativi; lo teniamo da parte per 10 giorni. Indirizzi e orari sono nella pagina <a href="/i-nostri-negozi">I nostri negozi</a>.</p>
<h2>Imballaggio</h2>
<p>Bottiglie, vasetti e pentole viaggiano in scatole rinforzate con separatori in cartone riciclato, senza plastica. Se il pacco arriva danneggiato, accettalo con riserva indicandolo al corriere e scrivici entro 48 ore con qualche foto: ci pensiamo noi.</p>`,
      en: `<h2>Delivery times and costs</h2>
<p>We ship throughout Italy by express courier. Orders received by 1 pm on a working day leave the same day, and once your parcel is on its way you'll get an e-mail with a tracking link.</p>
<ul>
<li><strong>Standard delivery:</strong> €5.90, in 2–4 working days. <strong>Free on orders over €59.</strong></li>
<li><strong>Express delivery:</strong> €12.90, next working day for orders placed by 1 pm.</li>
<li><strong>Click and collect:</strong> free at our three shops in Bologna, Milan and Florence.</li>
</ul>
<h2>Collecting from a shop</h2>
<p>Choose in-store pickup at checkout and select the shop you prefer. We'll let you know when your order is ready, usually within 1–2 working days, and we'll keep it for you for 10 days. Addresses and opening hours are on our <a href="/our-stores">stores page</a>.</p>
<h2>Packaging</h2>
<p>Bottles, jars and pans travel in reinforced boxes with recycled cardboard dividers – no plastic. If a parcel arrives damaged, accept it with reservation by telling the courier, then write to us within 48 hours with a few photos and we'll sort it out.</p>`,
      fr: `<h2>Délais et frais de livraison</h2>
<p>Nous livrons dans toute l'Italie par transporteur express. Les commandes reçues avant 13 h un jour ouvré partent le jour même ; dès l'expédition, vous recevez un e-mail avec le lien de suivi de votre colis.</p>
<ul>
<li><strong>Livraison standard :</strong> 5,90 €, en 2 à 4 jours ouvrés. <strong>Offerte dès 59 € d'achat.</strong></li>
<li><strong>Livraison express :</strong> 12,90 €, le jour ouvré suivant pour toute commande passée avant 13 h.</li>
<li><strong>Retrait en boutique :</strong> gratuit dans nos trois boutiques de Bologne, Milan et Florence.</li>
</ul>
<h2>Retrait en boutique</h2>
<p>Choisissez le retrait au moment de payer et indiquez la boutique de votre choix. Nous vous prévenons dès que la commande est prête, en général sous 1 à 2 jours ouvrés, et nous la gardons de côté pendant 10 jours. Adresses et horaires sur la page <a href="/nos-boutiques">Nos boutiques</a>.</p>
<h2>Emballage</h2>
<p>Bouteilles, bocaux et casseroles voyagent dans des cartons renforcés avec des séparateurs en carton recyclé, sans plastique. Si votre colis arrive abîmé, acceptez-le sous réserve auprès du livreur et écrivez-nous sous 48 heures avec quelques photos : nous nous occupons du reste.</p>`,
      de: `<h2>Lieferzeiten und Versandkosten</h2>
<p>Wir liefern per Expresskurier in ganz Italien. Bestellungen, die an einem Werktag bis 13:00 Uhr eingehen, verlassen noch am selben Tag unser Lager; sobald Ihr Paket unterwegs ist, erhalten Sie eine E-Mail mit dem Link zur Sendungsverfolgung.</p>
<ul>
<li><strong>Standardversand:</strong> 5,90 €, Lieferung in 2–4 Werktagen. <strong>Kostenlos ab einem Bestellwert von 59 €.</strong></li>
<li><strong>Expressversand:</strong> 12,90 €, Lieferung am nächsten Werktag bei Bestellung bis 13:00 Uhr.</li>
<li><strong>Abholung im Geschäft:</strong> kostenlos in unseren drei Läden in Bologna, Mailand und Florenz.</li>
</ul>
<h2>Abholung im Geschäft</h2>
<p>Wählen Sie beim Bezahlen die Abholung und den gewünschten Laden. Wir melden uns, sobald Ihre Bestellung bereitliegt – meist innerhalb von 1–2 Werktagen – und heben sie 10 Tage lang für Sie auf. Adressen und Öffnungszeiten finden Sie unter <a href="/unsere-geschaefte">Unsere Geschäfte</a>.</p>
<h2>Verpackung</h2>
<p>Flaschen, Gläser und Töpfe reisen in verstärkten Kartons mit Trennstegen aus Recyclingpappe, ganz ohne Plastik. Kommt ein Paket beschädigt an, nehmen Sie es bitte unter Vorbehalt beim Kurier an und schreiben Sie uns innerhalb von 48 Stunden mit ein paar Fotos – wir kümmern uns um alles Weitere.</p>`,
      es: `<h2>Plazos y gastos de envío</h2>
<p>Enviamos a toda Italia con mensajería urgente. Los pedidos recibidos antes de las 13:00 de un día laborable salen ese mismo día y, en cuanto el paquete está en camino, recibes un correo con el enlace de seguimiento.</p>
<ul>
<li><strong>Envío estándar:</strong> 5,90 €, en 2–4 días laborables. <strong>Gratis en pedidos de más de 59 €.</strong></li>
<li><strong>Envío urgente:</strong> 12,90 €, al siguiente día laborable para pedidos realizados antes de las 13:00.</li>
<li><strong>Recogida en tienda:</strong> gratis en nuestras tres tiendas de Bolonia, Milán y Florencia.</li>
</ul>
<h2>Recogida en tienda</h2>
<p>Elige la recogida al pagar e indica la tienda que prefieras. Te avisamos cuando el pedido esté listo, normalmente en 1–2 días laborables, y te lo guardamos durante 10 días. Direcciones y horarios en <a href="/nuestras-tiendas">Nuestras tiendas</a>.</p>
<h2>Embalaje</h2>
<p>Botellas, tarros y cacerolas viajan en cajas reforzadas con separadores de cartón reciclado, sin plástico. Si el paquete llega dañado, acéptalo con reservas indicándoselo al mensajero y escríbenos en un plazo de 48 horas con algunas fotos: nosotros nos encargamos.</p>`,
    },
  },

  // ── Returns ───────────────────────────────────────────────────────────────
  {
    code: "returns",
    menuHeader: false,
    menuFooter: true,
    title: { it: "Resi e recesso", en: "Returns", fr: "Retours et rétractation", de: "Rückgabe und Widerruf", es: "Devoluciones" },
    slug: { it: "resi-e-recesso", en: "returns", fr: "retours", de: "rueckgabe", es: "devoluciones" },
    bodyHtml: {
      it: `<h2>Diritto di recesso entro 14 giorni</h2>
<p>Puoi recedere dall'acquisto senza dover dare spiegazioni entro <strong>14 giorni</strong> dal giorno in cui ricevi la merce (o dal ritiro in negozio). Basta che i prodotti siano integri, completi e nella confezione originale.</p>
<h2>Come chiedere un reso</h2>
<ul>
<li>Accedi al tuo <a href="/account">account</a> e apri la sezione <strong>I miei ordini</strong>.</li>
<li>Scegli l'ordine, seleziona i prodotti da restituire e clicca su <strong>Richiedi reso</strong>.</li>
<li>Ricevi via e-mail le istruzioni e l'etichetta per la spedizione, oppure riporta i prodotti in una delle nostre botteghe.</li>
</ul>
<p>Se hai acquistato senza registrarti, scrivici a <strong>ciao@vetrina.example</strong> indicando il numero d'ordine. Il costo della spedizione di reso è a tuo carico, salvo che il prodotto sia difettoso o non corrisponda all'ordine.</p>
<h2>Rimborso</h2>
<p>Rimborsiamo l'importo pagato, comprese le spese di consegna standard, entro 14 giorni dalla richiesta, con lo stesso metodo di pagamento usato per l'ordine. Possiamo attendere di ricevere indietro la merce prima di effettuare il rimborso.</p>
<p><strong>Eccezioni:</strong> per motivi igienici e di conservazione non possiamo accettare alimenti deperibili né prodotti sigillati (ad esempio vasetti, bottiglie e confezioni di caffè) aperti dopo la consegna.</p>`,
      en: `<h2>14-day right of withdrawal</h2>
<p>You can cancel your purchase without giving any reason within <strong>14 days</strong> of receiving the goods (or of collecting them in store). The products just need to be undamaged, complete and in their original packaging.</p>
<h2>How to request a return</h2>
<ul>
<li>Sign in to your <a href="/account">account</a> and open <strong>My orders</strong>.</li>
<li>Pick the order, select the items you want to send back and click <strong>Request a return</strong>.</li>
<li>We'll e-mail you instructions and a shipping label – or you can bring the items back to any of our shops.</li>
</ul>
<p>If you checked out as a guest, write to <strong>ciao@vetrina.example</strong> with your order number. Return shipping is at your expense unless the item is faulty or not what you ordered.</p>
<h2>Refunds</h2>
<p>We refund the amount paid, including standard delivery costs, within 14 days of your request, using the same payment method as the original order. We may wait until we have received the goods back before issuing the refund.</p>
<p><strong>Exceptions:</strong> for reasons of hygiene and food safety we cannot take back perishable food or sealed products (such as jars, bottles and coffee packs) that have been opened after delivery.</p>`,
      fr: `<h2>Droit de rétractation de 14 jours</h2>
<p>Vous pouvez vous rétracter sans avoir à vous justifier dans un délai de <strong>14 jours</strong> à compter de la réception des articles (ou de leur retrait en boutique). Il suffit que les produits soient intacts, complets et dans leur emballage d'origine.</p>
<h2>Comment demander un retour</h2>
<ul>
<li>Connectez-vous à votre <a href="/account">compte</a> et ouvrez la rubrique <strong>Mes commandes</strong>.</li>
<li>Choisissez la commande, sélectionnez les articles à renvoyer et cliquez sur <strong>Demander un retour</strong>.</li>
<li>Vous recevez par e-mail les instructions et l'étiquette d'expédition ; vous pouvez aussi rapporter les articles dans l'une de nos boutiques.</li>
</ul>
<p>Si vous avez commandé sans créer de compte, écrivez-nous à <strong>ciao@vetrina.example</strong> en indiquant votre numéro de commande. Les frais de retour sont à votre charge, sauf si le produit est défectueux ou ne correspond pas à votre commande.</p>
<h2>Remboursement</h2>
<p>Nous remboursons le montant payé, frais de livraison standard compris, dans les 14 jours suivant votre demande, par le moyen de paiement utilisé pour la commande. Nous pouvons différer le remboursement jusqu'à la réception des articles.</p>
<p><strong>Exceptions :</strong> pour des raisons d'hygiène et de conservation, nous ne pouvons reprendre ni les denrées périssables ni les produits scellés (bocaux, bouteilles, paquets de café…) ouverts après la livraison.</p>`,
      de: `<h2>14 Tage Widerrufsrecht</h2>
<p>Sie können Ihren Kauf innerhalb von <strong>14 Tagen</strong> nach Erhalt der Ware (oder nach Abholung im Laden) ohne Angabe von Gründen widerrufen. Die Produkte müssen lediglich unbeschädigt, vollständig und in der Originalverpackung sein.</p>
<h2>So beantragen Sie eine Rücksendung</h2>
<ul>
<li>Melden Sie sich in Ihrem <a href="/account">Kundenkonto</a> an und öffnen Sie <strong>Meine Bestellungen</strong>.</li>
<li>Wählen Sie die Bestellung und die Artikel, die Sie zurückschicken möchten, und klicken Sie auf <strong>Rücksendung anfordern</strong>.</li>
<li>Sie erhalten per E-Mail eine Anleitung und ein Versandetikett – oder Sie bringen die Artikel in einen unserer Läden zurück.</li>
</ul>
<p>Wenn Sie als Gast bestellt haben, schreiben Sie uns bitte mit Ihrer Bestellnummer an <strong>ciao@vetrina.example</strong>. Die Kosten der Rücksendung tragen Sie, es sei denn, der Artikel ist mangelhaft oder entspricht nicht Ihrer Bestellung.</p>
<h2>Erstattung</h2>
<p>Wir erstatten den gezahlten Betrag einschließlich der Kosten für den Standardversand innerhalb von 14 Tagen nach Ihrem Widerruf, und zwar über dasselbe Zahlungsmittel wie bei der Bestellung. Wir können die Erstattung verweigern, bis wir die Ware zurückerhalten haben.</p>
<p><strong>Ausnahmen:</strong> Aus Gründen der Hygiene und Lebensmittelsicherheit können wir verderbliche Lebensmittel und versiegelte Produkte (etwa Gläser, Flaschen und Kaffeepackungen), die nach der Lieferung geöffnet wurden, nicht zurücknehmen.</p>`,
      es: `<h2>Derecho de desistimiento de 14 días</h2>
<p>Puedes desistir de tu compra sin dar explicaciones en un plazo de <strong>14 días</strong> desde que recibes la mercancía (o desde que la recoges en tienda). Solo es necesario que los productos estén intactos, completos y en su embalaje original.</p>
<h2>Cómo solicitar una devolución</h2>
<ul>
<li>Entra en tu <a href="/account">cuenta</a> y abre la sección <strong>Mis pedidos</strong>.</li>
<li>Elige el pedido, selecciona los productos que quieres devolver y haz clic en <strong>Solicitar devolución</strong>.</li>
<li>Te enviaremos por correo las instrucciones y la etiqueta de envío; también puedes devolver los productos en cualquiera de nuestras tiendas.</li>
</ul>
<p>Si compraste sin registrarte, escríbenos a <strong>ciao@vetrina.example</strong> indicando el número de pedido. Los gastos de envío de la devolución corren de tu cuenta, salvo que el producto sea defectuoso o no corresponda a lo que pediste.</p>
<h2>Reembolso</h2>
<p>Te reembolsamos el importe pagado, incluidos los gastos de envío estándar, en un plazo de 14 días desde tu solicitud y con el mismo método de pago del pedido. Podemos esperar a recibir la mercancía antes de efectuar el reembolso.</p>
<p><strong>Excepciones:</strong> por motivos de higiene y conservación no podemos aceptar alimentos perecederos ni productos precintados (como tarros, botellas o paquetes de café) abiertos después de la entrega.</p>`,
    },
  },

  // ── Privacy ───────────────────────────────────────────────────────────────
  {
    code: "privacy",
    menuHeader: false,
    menuFooter: true,
    title: {
      it: "Informativa sulla privacy",
      en: "Privacy policy",
      fr: "Politique de confidentialité",
      de: "Datenschutzerklärung",
      es: "Política de privacidad",
    },
    slug: { it: "privacy", en: "privacy-policy", fr: "confidentialite", de: "datenschutz", es: "privacidad" },
    bodyHtml: {
      it: `<h2>Quali dati trattiamo e perché</h2>
<ul>
<li><strong>Dati per gli ordini</strong> (nome, indirizzi, e-mail, telefono): per concludere ed eseguire il contratto di vendita e per gli obblighi fiscali (art. 6.1 b e c GDPR).</li>
<li><strong>Dati dell'account</strong>: per gestire il tuo profilo, lo storico ordini e i resi.</li>
<li><strong>Newsletter</strong>: solo con il tuo consenso, che puoi revocare in qualsiasi momento (art. 6.1 a GDPR).</li>
<li><strong>Dati tecnici e cookie</strong>: per il funzionamento del sito e, previo consenso, per statistiche anonime.</li>
</ul>
<h2>A chi li comunichiamo e per quanto tempo</h2>
<p>Condividiamo i dati solo con chi ci aiuta a servirti: corrieri, fornitore dei pagamenti con carta, servizi di hosting e di invio e-mail, nominati responsabili del trattamento. Non vendiamo i tuoi dati a nessuno. Conserviamo i dati degli ordini per 10 anni, come richiesto dalla legge; quelli dell'account finché lo mantieni attivo.</p>
<h2>I tuoi diritti</h2>
<p>Puoi chiedere in ogni momento l'accesso, la rettifica, la cancellazione, la limitazione o la portabilità dei tuoi dati e opporti al loro trattamento. Per esercitare questi diritti scrivici all'indirizzo e-mail indicato qui sopra. Hai inoltre il diritto di proporre reclamo al Garante per la protezione dei dati personali.</p>`,
      en: `<h2>What data we process and why</h2>
<ul>
<li><strong>Order data</strong> (name, addresses, e-mail, phone): to enter into and perform the sales contract and to meet our tax obligations (Art. 6(1)(b) and (c) GDPR).</li>
<li><strong>Account data</strong>: to manage your profile, order history and returns.</li>
<li><strong>Newsletter</strong>: only with your consent, which you can withdraw at any time (Art. 6(1)(a) GDPR).</li>
<li><strong>Technical data and cookies</strong>: to make the site work and, with your consent, for anonymous statistics.</li>
</ul>
<h2>Who we share it with and for how long</h2>
<p>We share data only with those who help us serve you: couriers, our card payment provider, hosting and e-mail services, all appointed as data processors. We never sell your data. Order data is kept for 10 years as required by law; account data for as long as your account stays open.</p>
<h2>Your rights</h2>
<p>You may at any time ask to access, correct, erase, restrict or port your data, and object to its processing. To exercise these rights, write to the e-mail address given above. You also have the right to lodge a complaint with the Italian data protection authority (Garante per la protezione dei dati personali).</p>`,
      fr: `<h2>Quelles données et pourquoi</h2>
<ul>
<li><strong>Données de commande</strong> (nom, adresses, e-mail, téléphone) : pour conclure et exécuter le contrat de vente et respecter nos obligations fiscales (art. 6.1 b et c du RGPD).</li>
<li><strong>Données du compte</strong> : pour gérer votre profil, l'historique de vos commandes et vos retours.</li>
<li><strong>Newsletter</strong> : uniquement avec votre consentement, que vous pouvez retirer à tout moment (art. 6.1 a du RGPD).</li>
<li><strong>Données techniques et cookies</strong> : pour le fonctionnement du site et, avec votre accord, pour des statistiques anonymes.</li>
</ul>
<h2>Destinataires et durée de conservation</h2>
<p>Nous ne partageons vos données qu'avec ceux qui nous aident à vous servir : transporteurs, prestataire de paiement par carte, services d'hébergement et d'envoi d'e-mails, tous désignés sous-traitants. Nous ne vendons jamais vos données. Les données de commande sont conservées 10 ans, comme l'exige la loi ; celles du compte tant que celui-ci reste actif.</p>
<h2>Vos droits</h2>
<p>Vous pouvez à tout moment demander l'accès à vos données, leur rectification, leur effacement, la limitation du traitement ou leur portabilité, et vous opposer à leur traitement. Pour exercer ces droits, écrivez-nous à l'adresse e-mail indiquée ci-dessus. Vous pouvez également introduire une réclamation auprès de l'autorité italienne de protection des données (Garante per la protezione dei dati personali).</p>`,
      de: `<h2>Welche Daten wir verarbeiten und warum</h2>
<ul>
<li><strong>Bestelldaten</strong> (Name, Adressen, E-Mail, Telefon): zum Abschluss und zur Erfüllung des Kaufvertrags sowie für steuerliche Pflichten (Art. 6 Abs. 1 lit. b und c DSGVO).</li>
<li><strong>Kontodaten</strong>: zur Verwaltung Ihres Profils, Ihrer Bestellhistorie und Ihrer Rücksendungen.</li>
<li><strong>Newsletter</strong>: nur mit Ihrer Einwilligung, die Sie jederzeit widerrufen können (Art. 6 Abs. 1 lit. a DSGVO).</li>
<li><strong>Technische Daten und Cookies</strong>: für den Betrieb der Website und, mit Ihrer Einwilligung, für anonyme Statistiken.</li>
</ul>
<h2>Empfänger und Speicherdauer</h2>
<p>Wir geben Daten nur an Dienstleister weiter, die uns helfen, Sie zu beliefern: Kurierdienste, unseren Kartenzahlungsanbieter sowie Hosting- und E-Mail-Dienste, die alle als Auftragsverarbeiter verpflichtet sind. Wir verkaufen Ihre Daten niemals. Bestelldaten bewahren wir gemäß den gesetzlichen Pflichten 10 Jahre auf, Kontodaten so lange, wie Ihr Konto besteht.</p>
<h2>Ihre Rechte</h2>
<p>Sie können jederzeit Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung oder Datenübertragbarkeit verlangen und der Verarbeitung widersprechen. Schreiben Sie uns dazu an die oben genannte E-Mail-Adresse. Außerdem haben Sie das Recht, sich bei der italienischen Datenschutzbehörde (Garante per la protezione dei dati personali) zu beschweren.</p>`,
      es: `<h2>Qué datos tratamos y para qué</h2>
<ul>
<li><strong>Datos de los pedidos</strong> (nombre, direcciones, correo, teléfono): para celebrar y ejecutar el contrato de compraventa y cumplir nuestras obligaciones fiscales (art. 6.1 b y c del RGPD).</li>
<li><strong>Datos de la cuenta</strong>: para gestionar tu perfil, tu historial de pedidos y las devoluciones.</li>
<li><strong>Newsletter</strong>: solo con tu consentimiento, que puedes retirar en cualquier momento (art. 6.1 a del RGPD).</li>
<li><strong>Datos técnicos y cookies</strong>: para que el sitio funcione y, con tu consentimiento, para estadísticas anónimas.</li>
</ul>
<h2>Con quién los compartimos y durante cuánto tiempo</h2>
<p>Solo compartimos los datos con quienes nos ayudan a atenderte: empresas de mensajería, nuestro proveedor de pagos con tarjeta y los servicios de alojamiento y envío de correos, todos designados encargados del tratamiento. Nunca vendemos tus datos. Conservamos los datos de los pedidos 10 años, como exige la ley, y los de la cuenta mientras esta siga activa.</p>
<h2>Tus derechos</h2>
<p>Puedes solicitar en cualquier momento el acceso, la rectificación, la supresión, la limitación o la portabilidad de tus datos, así como oponerte a su tratamiento. Para ejercer estos derechos, escríbenos a la dirección de correo electrónico indicada más arriba. También tienes derecho a presentar una reclamación ante la autoridad italiana de protección de datos (Garante per la protezione dei dati personali).</p>`,
    },
  },

  // ── Terms ─────────────────────────────────────────────────────────────────
  {
    code: "terms",
    menuHeader: false,
    menuFooter: true,
    title: {
      it: "Condizioni di vendita",
      en: "Terms and conditions",
      fr: "Conditions générales de vente",
      de: "Allgemeine Geschäftsbedingungen",
      es: "Condiciones de venta",
    },
    slug: {
      it: "condizioni-di-vendita",
      en: "terms-and-conditions",
      fr: "conditions-generales-de-vente",
      de: "agb",
      es: "condiciones-de-venta",
    },
    bodyHtml: {
      it: `<p>Le presenti condizioni si applicano a tutti gli ordini effettuati online, ritirati in negozio o consegnati in Italia.</p>
<h2>Ordini e prezzi</h2>
<p>Tutti i prezzi sono in euro e comprendono l'IVA. Le spese di consegna sono indicate prima della conferma dell'ordine. Il contratto si conclude quando ricevi la nostra e-mail di conferma; se un prodotto non fosse più disponibile ti avvisiamo subito e ti rimborsiamo l'eventuale importo già pagato.</p>
<h2>Pagamento e consegna</h2>
<ul>
<li>Accettiamo carte di pagamento, bonifico bancario, contrassegno (con un supplemento di 4,00 €) e pagamento al ritiro in negozio.</li>
<li>Gli ordini con bonifico vengono spediti dopo l'accredito, che deve arrivare entro 5 giorni lavorativi.</li>
<li>Tempi e costi di consegna sono descritti nella pagina <a href="/spedizioni">Spedizioni</a>.</li>
</ul>
<h2>Recesso e garanzia</h2>
<p>Hai diritto di recedere entro 14 giorni dalla consegna, secondo quanto descritto nella pagina <a href="/resi-e-recesso">Resi e recesso</a>. Su tutti i prodotti vale la garanzia legale di conformità di 24 mesi prevista dal Codice del Consumo.</p>
<p>Per le bevande alcoliche la vendita è riservata ai maggiorenni. Il contratto è regolato dalla legge italiana; per le controversie è competente il foro del luogo di residenza del consumatore.</p>`,
      en: `<p>These terms apply to every order placed online, whether collected in store or delivered within Italy.</p>
<h2>Orders and prices</h2>
<p>All prices are in euros and include VAT. Delivery costs are shown before you confirm your order. The contract is concluded when you receive our confirmation e-mail; if an item turns out to be unavailable, we'll tell you straight away and refund anything you have already paid.</p>
<h2>Payment and delivery</h2>
<ul>
<li>We accept payment cards, bank transfer, cash on delivery (with a €4.00 surcharge) and payment on collection in store.</li>
<li>Orders paid by bank transfer are shipped once the payment has arrived, which must happen within 5 working days.</li>
<li>Delivery times and costs are set out on our <a href="/shipping">shipping page</a>.</li>
</ul>
<h2>Withdrawal and guarantee</h2>
<p>You may withdraw from the contract within 14 days of delivery, as explained on our <a href="/returns">returns page</a>. All products are covered by the 24-month legal guarantee of conformity under the Italian Consumer Code.</p>
<p>Alcoholic drinks are sold to adults only (18 and over). The contract is governed by Italian law; disputes fall under the jurisdiction of the court where the consumer lives.</p>`,
      fr: `<p>Les présentes conditions s'appliquent à toutes les commandes passées en ligne, qu'elles soient retirées en boutique ou livrées en Italie.</p>
<h2>Commandes et prix</h2>
<p>Tous les prix sont indiqués en euros, TVA comprise. Les frais de livraison sont affichés avant la validation de la commande. Le contrat est conclu à la réception de notre e-mail de confirmation ; si un article n'est plus disponible, nous vous prévenons immédiatement et vous remboursons les sommes déjà versées.</p>
<h2>Paiement et livraison</h2>
<ul>
<li>Nous acceptons les cartes de paiement, le virement bancaire, le paiement à la livraison (avec un supplément de 4,00 €) et le paiement au retrait en boutique.</li>
<li>Les commandes réglées par virement sont expédiées dès réception du paiement, qui doit intervenir sous 5 jours ouvrés.</li>
<li>Les délais et frais de livraison sont détaillés sur la page <a href="/livraison">Livraison</a>.</li>
</ul>
<h2>Rétractation et garantie</h2>
<p>Vous disposez d'un droit de rétractation de 14 jours à compter de la livraison, selon les modalités décrites sur la page <a href="/retours">Retours et rétractation</a>. Tous les produits bénéficient de la garantie légale de conformité de 24 mois prévue par le Code de la consommation italien.</p>
<p>La vente de boissons alcoolisées est réservée aux personnes majeures. Le contrat est régi par le droit italien ; en cas de litige, le tribunal compétent est celui du lieu de résidence du consommateur.</p>`,
      de: `<p>Diese Bedingungen gelten für alle Online-Bestellungen, ob sie im Laden abgeholt oder innerhalb Italiens geliefert werden.</p>
<h2>Bestellungen und Preise</h2>
<p>Alle Preise verstehen sich in Euro inklusive Mehrwertsteuer. Die Versandkosten werden vor Abschluss der Bestellung angezeigt. Der Vertrag kommt mit unserer Bestätigungs-E-Mail zustande; sollte ein Artikel nicht mehr verfügbar sein, informieren wir Sie sofort und erstatten bereits gezahlte Beträge.</p>
<h2>Zahlung und Lieferung</h2>
<ul>
<li>Wir akzeptieren Kartenzahlung, Banküberweisung, Nachnahme (mit einem Aufpreis von 4,00 €) und Bezahlung bei Abholung im Laden.</li>
<li>Bestellungen per Überweisung versenden wir nach Zahlungseingang, der innerhalb von 5 Werktagen erfolgen muss.</li>
<li>Lieferzeiten und Versandkosten finden Sie auf der Seite <a href="/versand">Versand</a>.</li>
</ul>
<h2>Widerruf und Gewährleistung</h2>
<p>Sie können den Vertrag innerhalb von 14 Tagen nach Lieferung widerrufen, wie auf der Seite <a href="/rueckgabe">Rückgabe und Widerruf</a> beschrieben. Für alle Produkte gilt die gesetzliche Gewährleistung von 24 Monaten nach dem italienischen Verbraucherschutzgesetz (Codice del Consumo).</p>
<p>Alkoholische Getränke verkaufen wir nur an Volljährige. Es gilt italienisches Recht; Gerichtsstand ist der Wohnort des Verbrauchers.</p>`,
      es: `<p>Estas condiciones se aplican a todos los pedidos realizados online, tanto si se recogen en tienda como si se entregan en Italia.</p>
<h2>Pedidos y precios</h2>
<p>Todos los precios están en euros e incluyen el IVA. Los gastos de envío se muestran antes de confirmar el pedido. El contrato se perfecciona cuando recibes nuestro correo de confirmación; si un producto ya no estuviera disponible, te avisamos de inmediato y te devolvemos lo que hayas pagado.</p>
<h2>Pago y entrega</h2>
<ul>
<li>Aceptamos tarjetas de pago, transferencia bancaria, contra reembolso (con un recargo de 4,00 €) y pago al recoger en tienda.</li>
<li>Los pedidos pagados por transferencia se envían cuando recibimos el pago, que debe llegar en un plazo de 5 días laborables.</li>
<li>Los plazos y gastos de envío se detallan en la página <a href="/envios">Envíos</a>.</li>
</ul>
<h2>Desistimiento y garantía</h2>
<p>Puedes desistir del contrato en los 14 días siguientes a la entrega, tal como se explica en la página <a href="/devoluciones">Devoluciones</a>. Todos los productos cuentan con la garantía legal de conformidad de 24 meses prevista por el Código de Consumo italiano.</p>
<p>La venta de bebidas alcohólicas está reservada a mayores de edad. El contrato se rige por la ley italiana; para cualquier litigio es competente el juzgado del domicilio del consumidor.</p>`,
    },
  },

  // ── Contact ───────────────────────────────────────────────────────────────
  {
    code: "contact",
    menuHeader: true,
    menuFooter: true,
    title: { it: "Contatti", en: "Contact us", fr: "Contact", de: "Kontakt", es: "Contacto" },
    slug: { it: "contatti", en: "contact", fr: "contact", de: "kontakt", es: "contacto" },
    bodyHtml: {
      it: `<h2>Scrivici o chiamaci</h2>
<p>Hai una domanda su un prodotto, un ordine o un regalo aziendale? Siamo qui per aiutarti. Rispondiamo a tutte le e-mail entro un giorno lavorativo.</p>
<ul>
<li><strong>E-mail:</strong> ciao@vetrina.example</li>
<li><strong>Telefono:</strong> +39 051 123 4567, dal lunedì al venerdì, 9:00–18:00</li>
<li><strong>WhatsApp:</strong> +39 333 123 4567</li>
</ul>
<h2>Sede</h2>
<p>Bottega Vetrina S.r.l., Via dell'Indipendenza 24, 40121 Bologna. La sede ospita anche la nostra prima bottega: passa a trovarci negli orari di apertura indicati nella pagina <a href="/i-nostri-negozi">I nostri negozi</a>.</p>
<p>Per un ordine già effettuato, tieni a portata di mano il numero d'ordine: lo trovi nell'e-mail di conferma e nel tuo <a href="/account">account</a>.</p>`,
      en: `<h2>Write or call us</h2>
<p>Got a question about a product, an order or a corporate gift? We're here to help, and we answer every e-mail within one working day.</p>
<ul>
<li><strong>E-mail:</strong> ciao@vetrina.example</li>
<li><strong>Phone:</strong> +39 051 123 4567, Monday to Friday, 9 am–6 pm</li>
<li><strong>WhatsApp:</strong> +39 333 123 4567</li>
</ul>
<h2>Head office</h2>
<p>Bottega Vetrina S.r.l., Via dell'Indipendenza 24, 40121 Bologna, Italy. Our very first shop is in the same building – drop in during the opening hours listed on our <a href="/our-stores">stores page</a>.</p>
<p>If you're getting in touch about an existing order, please have your order number ready: you'll find it in your confirmation e-mail and in your <a href="/account">account</a>.</p>`,
      fr: `<h2>Écrivez-nous ou appelez-nous</h2>
<p>Une question sur un produit, une commande ou un cadeau d'entreprise ? Nous sommes là pour vous aider et répondons à tous les e-mails sous un jour ouvré.</p>
<ul>
<li><strong>E-mail :</strong> ciao@vetrina.example</li>
<li><strong>Téléphone :</strong> +39 051 123 4567, du lundi au vendredi, de 9 h à 18 h</li>
<li><strong>WhatsApp :</strong> +39 333 123 4567</li>
</ul>
<h2>Siège</h2>
<p>Bottega Vetrina S.r.l., Via dell'Indipendenza 24, 40121 Bologne (Italie). Notre toute première boutique se trouve à la même adresse : venez nous voir aux horaires indiqués sur la page <a href="/nos-boutiques">Nos boutiques</a>.</p>
<p>Pour une commande déjà passée, gardez votre numéro de commande à portée de main : il figure dans l'e-mail de confirmation et dans votre <a href="/account">compte</a>.</p>`,
      de: `<h2>Schreiben Sie uns oder rufen Sie an</h2>
<p>Sie haben eine Frage zu einem Produkt, einer Bestellung oder einem Firmengeschenk? Wir helfen gern weiter und beantworten jede E-Mail innerhalb eines Werktags.</p>
<ul>
<li><strong>E-Mail:</strong> <strong>ciao@vetrina.example</strong></li>
<li><strong>Telefon:</strong> +39 051 123 4567, Montag bis Freitag, 9:00–18:00 Uhr</li>
<li><strong>WhatsApp:</strong> +39 333 123 4567</li>
</ul>
<h2>Firmensitz</h2>
<p>Bottega Vetrina S.r.l., Via dell'Indipendenza 24, 40121 Bologna, Italien. Im selben Haus befindet sich auch unser erster Laden – besuchen Sie uns zu den Öffnungszeiten, die Sie unter <a href="/unsere-geschaefte">Unsere Geschäfte</a> finden.</p>
<p>Wenn es um eine bestehende Bestellung geht, halten Sie bitte Ihre Bestellnummer bereit: Sie steht in der Bestätigungs-E-Mail und in Ihrem <a href="/account">Kundenkonto</a>.</p>`,
      es: `<h2>Escríbenos o llámanos</h2>
<p>¿Tienes una pregunta sobre un producto, un pedido o un regalo de empresa? Estamos aquí para ayudarte y respondemos a todos los correos en un día laborable.</p>
<ul>
<li><strong>Correo electrónico:</strong> ciao@vetrina.example</li>
<li><strong>Teléfono:</strong> +39 051 123 4567, de lunes a viernes, de 9:00 a 18:00</li>
<li><strong>WhatsApp:</strong> +39 333 123 4567</li>
</ul>
<h2>Sede</h2>
<p>Bottega Vetrina S.r.l., Via dell'Indipendenza 24, 40121 Bolonia (Italia). En el mismo edificio está nuestra primera tienda: ven a vernos en el horario que encontrarás en <a href="/nuestras-tiendas">Nuestras tiendas</a>.</p>
<p>Si nos escribes por un pedido ya realizado, ten a mano el número de pedido: aparece en el correo de confirmación y en tu <a href="/account">cuenta</a>.</p>`,
    },
  },

  // ── Stores ────────────────────────────────────────────────────────────────
  {
    code: "stores",
    menuHeader: true,
    menuFooter: false,
    title: { it: "I nostri negozi", en: "Our stores", fr: "Nos boutiques", de: "Unsere Geschäfte", es: "Nuestras tiendas" },
    slug: { it: "i-nostri-negozi", en: "our-stores", fr: "nos-boutiques", de: "unsere-geschaefte", es: "nuestras-tiendas" },
    bodyHtml: {
      it: `<p>Tre botteghe, tre città, la stessa passione. In ogni negozio trovi l'assortimento del sito, degustazioni nel fine settimana e il ritiro gratuito degli ordini online.</p>
<h2>Bologna</h2>
<p><strong>Via dell'Indipendenza 24, 40121 Bologna</strong> – La nostra prima bottega, sotto i portici a due passi da Piazza Maggiore, con il banco dell'olio alla spina e la parete dei libri di cucina. Lun–Sab 9:30–19:30. Tel. +39 051 123 4567.</p>
<h2>Milano</h2>
<p><strong>Corso di Porta Ticinese 76, 20123 Milano</strong> – Tra le Colonne di San Lorenzo e la Darsena, con un angolo dedicato al caffè e alle moka. Lun–Sab 10:00–20:00, Dom 11:00–19:00. Tel. +39 02 1234 5678.</p>
<h2>Firenze</h2>
<p><strong>Via dei Neri 32/r, 50122 Firenze</strong> – A pochi passi dagli Uffizi e da Santa Croce, con la selezione più ampia di rame toscano e una piccola enoteca. Mar–Dom 10:00–19:00. Tel. +39 055 123 4567.</p>
<p>Per ritirare un ordine scegli <strong>Ritiro in negozio</strong> al momento del pagamento: ti avvisiamo appena è pronto. Maggiori dettagli nella pagina <a href="/spedizioni">Spedizioni</a>.</p>`,
      en: `<p>Three shops, three cities, one passion. Every shop stocks the same range as the website, hosts tastings at weekends and offers free collection of online orders.</p>
<h2>Bologna</h2>
<p><strong>Via dell'Indipendenza 24, 40121 Bologna</strong> – Our very first shop, under the porticoes a short walk from Piazza Maggiore, with an olive oil tap counter and a whole wall of cookbooks. Mon–Sat 9:30 am–7:30 pm. Tel. +39 051 123 4567.</p>
<h2>Milan</h2>
<p><strong>Corso di Porta Ticinese 76, 20123 Milano</strong> – Between the Columns of San Lorenzo and the Darsena, with a corner devoted to coffee and moka pots. Mon–Sat 10 am–8 pm, Sun 11 am–7 pm. Tel. +39 02 1234 5678.</p>
<h2>Florence</h2>
<p><strong>Via dei Neri 32/r, 50122 Firenze</strong> – A few steps from the Uffizi and Santa Croce, with our widest choice of Tuscan copper and a small wine corner. Tue–Sun 10 am–7 pm. Tel. +39 055 123 4567.</p>
<p>To collect an online order, choose <strong>In-store pickup</strong> at checkout and we'll let you know as soon as it's ready. More details on our <a href="/shipping">shipping page</a>.</p>`,
      fr: `<p>Trois boutiques, trois villes, une même passion. Chacune propose l'assortiment du site, des dégustations le week-end et le retrait gratuit des commandes en ligne.</p>
<h2>Bologne</h2>
<p><strong>Via dell'Indipendenza 24, 40121 Bologna</strong> – Notre première boutique, sous les arcades à deux pas de la Piazza Maggiore, avec son comptoir d'huile en vrac et son mur de livres de cuisine. Lun–sam 9 h 30–19 h 30. Tél. +39 051 123 4567.</p>
<h2>Milan</h2>
<p><strong>Corso di Porta Ticinese 76, 20123 Milano</strong> – Entre les colonnes de San Lorenzo et la Darsena, avec un coin consacré au café et aux cafetières italiennes. Lun–sam 10 h–20 h, dim 11 h–19 h. Tél. +39 02 1234 5678.</p>
<h2>Florence</h2>
<p><strong>Via dei Neri 32/r, 50122 Firenze</strong> – À quelques pas des Offices et de Santa Croce, avec notre plus large choix de cuivre toscan et un petit coin cave. Mar–dim 10 h–19 h. Tél. +39 055 123 4567.</p>
<p>Pour retirer une commande en ligne, choisissez <strong>Retrait en boutique</strong> au moment de payer : nous vous prévenons dès qu'elle est prête. Plus de détails sur la page <a href="/livraison">Livraison</a>.</p>`,
      de: `<p>Drei Läden, drei Städte, eine Leidenschaft. In jedem Geschäft finden Sie das Sortiment des Onlineshops, am Wochenende Verkostungen und die kostenlose Abholung Ihrer Online-Bestellungen.</p>
<h2>Bologna</h2>
<p><strong>Via dell'Indipendenza 24, 40121 Bologna</strong> – Unser erster Laden, unter den Arkaden nur wenige Schritte von der Piazza Maggiore, mit Olivenöl zum Selbstabfüllen und einer ganzen Wand voller Kochbücher. Mo–Sa 9:30–19:30 Uhr. Tel. +39 051 123 4567.</p>
<h2>Mailand</h2>
<p><strong>Corso di Porta Ticinese 76, 20123 Milano</strong> – Zwischen den Säulen von San Lorenzo und der Darsena, mit einer eigenen Ecke für Kaffee und Espressokocher. Mo–Sa 10:00–20:00 Uhr, So 11:00–19:00 Uhr. Tel. +39 02 1234 5678.</p>
<h2>Florenz</h2>
<p><strong>Via dei Neri 32/r, 50122 Firenze</strong> – Nur wenige Schritte von den Uffizien und Santa Croce entfernt, mit unserer größten Auswahl an toskanischem Kupfer und einer kleinen Weinecke. Di–So 10:00–19:00 Uhr. Tel. +39 055 123 4567.</p>
<p>Um eine Online-Bestellung abzuholen, wählen Sie beim Bezahlen <strong>Abholung im Geschäft</strong> – wir melden uns, sobald alles bereitliegt. Mehr dazu auf der Seite <a href="/versand">Versand</a>.</p>`,
      es: `<p>Tres tiendas, tres ciudades, una misma pasión. En cada una encontrarás el surtido de la web, degustaciones los fines de semana y la recogida gratuita de los pedidos online.</p>
<h2>Bolonia</h2>
<p><strong>Via dell'Indipendenza 24, 40121 Bologna</strong> – Nuestra primera tienda, bajo los soportales a dos pasos de la Piazza Maggiore, con mostrador de aceite a granel y una pared entera de libros de cocina. Lun–Sáb 9:30–19:30. Tel. +39 051 123 4567.</p>
<h2>Milán</h2>
<p><strong>Corso di Porta Ticinese 76, 20123 Milano</strong> – Entre las columnas de San Lorenzo y la Darsena, con un rincón dedicado al café y a las cafeteras italianas. Lun–Sáb 10:00–20:00, Dom 11:00–19:00. Tel. +39 02 1234 5678.</p>
<h2>Florencia</h2>
<p><strong>Via dei Neri 32/r, 50122 Firenze</strong> – A pocos pasos de los Uffizi y de Santa Croce, con nuestra mayor selección de cobre toscano y un pequeño rincón de vinos. Mar–Dom 10:00–19:00. Tel. +39 055 123 4567.</p>
<p>Para recoger un pedido online, elige <strong>Recogida en tienda</strong> al pagar: te avisamos en cuanto esté listo. Más detalles en la página <a href="/envios">Envíos</a>.</p>`,
    },
  },

  // ── Legal notice ──────────────────────────────────────────────────────────
  // The seller's identity above this text comes from the settings `legal` (app/features/legal).
  {
    code: "legal-notice",
    menuHeader: false,
    menuFooter: true,
    title: { it: "Note legali", en: "Legal notice", fr: "Mentions légales", de: "Impressum", es: "Aviso legal" },
    slug: { it: "note-legali", en: "legal-notice", fr: "mentions-legales", de: "impressum", es: "aviso-legal" },
    bodyHtml: {
      it: `<h2>Contenuti del sito</h2>
<p>Testi, fotografie e grafica di questo sito appartengono a Bottega Vetrina o ai produttori che ce li hanno concessi. Puoi citarli e condividerli indicando la fonte, ma non riutilizzarli a fini commerciali senza il nostro permesso scritto.</p>
<h2>Reclami</h2>
<p>Per qualsiasi reclamo scrivici all'indirizzo e-mail indicato qui sopra: ti rispondiamo entro 7 giorni lavorativi. Se non troviamo un accordo, puoi rivolgerti a un organismo di risoluzione alternativa delle controversie (ADR) o al giudice del luogo in cui risiedi.</p>`,
      en: `<h2>Website content</h2>
<p>The text, photographs and design of this website belong to Bottega Vetrina or to the producers who have let us use them. You are welcome to quote and share them with a credit, but not to reuse them commercially without our written permission.</p>
<h2>Complaints</h2>
<p>For any complaint, write to the e-mail address given above and we will reply within 7 working days. If we cannot reach an agreement, you can turn to an alternative dispute resolution (ADR) body or to the court where you live.</p>`,
      fr: `<h2>Contenus du site</h2>
<p>Les textes, photographies et éléments graphiques de ce site appartiennent à Bottega Vetrina ou aux producteurs qui nous les ont confiés. Vous pouvez les citer et les partager en mentionnant la source, mais pas les réutiliser à des fins commerciales sans notre autorisation écrite.</p>
<h2>Réclamations</h2>
<p>Pour toute réclamation, écrivez-nous à l'adresse e-mail indiquée ci-dessus : nous vous répondons sous 7 jours ouvrés. À défaut d'accord, vous pouvez vous adresser à un organisme de règlement extrajudiciaire des litiges ou au tribunal de votre lieu de résidence.</p>`,
      de: `<h2>Inhalte der Website</h2>
<p>Texte, Fotos und Gestaltung dieser Website gehören Bottega Vetrina oder den Erzeugern, die sie uns zur Verfügung gestellt haben. Sie dürfen sie mit Quellenangabe zitieren und teilen, aber ohne unsere schriftliche Erlaubnis nicht gewerblich weiterverwenden.</p>
<h2>Beschwerden</h2>
<p>Schreiben Sie uns bei Beschwerden an die oben genannte E-Mail-Adresse – wir antworten innerhalb von 7 Werktagen. Finden wir keine Einigung, können Sie sich an eine Stelle zur alternativen Streitbeilegung (Schlichtungsstelle) oder an das Gericht an Ihrem Wohnort wenden.</p>`,
      es: `<h2>Contenidos del sitio</h2>
<p>Los textos, las fotografías y el diseño de este sitio pertenecen a Bottega Vetrina o a los productores que nos los han cedido. Puedes citarlos y compartirlos indicando la fuente, pero no reutilizarlos con fines comerciales sin nuestro permiso por escrito.</p>
<h2>Reclamaciones</h2>
<p>Para cualquier reclamación, escríbenos a la dirección de correo electrónico indicada más arriba: te responderemos en un plazo de 7 días laborables. Si no llegamos a un acuerdo, puedes acudir a una entidad de resolución alternativa de litigios o al juzgado de tu lugar de residencia.</p>`,
    },
  },

  // ── Accessibility statement ───────────────────────────────────────────────
  // The statement itself is written from the settings `legal.accessibility` (app/features/legal); this text follows it.
  {
    code: "accessibility",
    menuHeader: false,
    menuFooter: true,
    title: {
      it: "Dichiarazione di accessibilità",
      en: "Accessibility statement",
      fr: "Déclaration d'accessibilité",
      de: "Erklärung zur Barrierefreiheit",
      es: "Declaración de accesibilidad",
    },
    slug: {
      it: "dichiarazione-di-accessibilita",
      en: "accessibility-statement",
      fr: "declaration-accessibilite",
      de: "erklaerung-zur-barrierefreiheit",
      es: "declaracion-de-accesibilidad",
    },
    bodyHtml: {
      it: `<h2>Altri modi per ordinare</h2>
<p>Se preferisci non usare il sito, puoi ordinare per telefono dal lunedì al venerdì, dalle 9:00 alle 18:00, oppure passare in una delle nostre botteghe di Bologna, Milano e Firenze: il personale ti aiuta a scegliere e, se vuoi, a completare l'ordine insieme a te.</p>`,
      en: `<h2>Other ways to order</h2>
<p>If you would rather not use the website, you can order by phone from Monday to Friday, 9 am to 6 pm, or drop in at one of our shops in Bologna, Milan and Florence: our staff will help you choose and, if you like, place the order with you.</p>`,
      fr: `<h2>Commander autrement</h2>
<p>Si vous préférez ne pas utiliser le site, vous pouvez commander par téléphone du lundi au vendredi, de 9 h à 18 h, ou passer dans l'une de nos boutiques de Bologne, Milan et Florence : notre équipe vous aide à choisir et, si vous le souhaitez, à passer la commande avec vous.</p>`,
      de: `<h2>Andere Wege zu bestellen</h2>
<p>Wenn Sie die Website lieber nicht nutzen möchten, können Sie montags bis freitags von 9:00 bis 18:00 Uhr telefonisch bestellen oder in einem unserer Läden in Bologna, Mailand und Florenz vorbeikommen: Unser Team hilft Ihnen bei der Auswahl und, wenn Sie möchten, bei der Bestellung.</p>`,
      es: `<h2>Otras formas de hacer tu pedido</h2>
<p>Si prefieres no usar la web, puedes hacer tu pedido por teléfono de lunes a viernes, de 9:00 a 18:00, o pasar por una de nuestras tiendas de Bolonia, Milán y Florencia: nuestro equipo te ayuda a elegir y, si quieres, a hacer el pedido contigo.</p>`,
    },
  },
];
