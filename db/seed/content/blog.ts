// Blog posts of the demo store ("Il taccuino della Bottega").
import type { Localized } from "./types.ts";

export interface SeedBlogPost {
  code: string;
  publishedDaysAgo: number;
  author: string;
  coverColours: [string, string];
  title: Localized;
  slug: Localized; // kebab-case, ascii only, in that language
  excerpt: Localized; // one or two sentences, plain text
  bodyHtml: Localized; // <h2>, <p>, <ul>, <li>, <strong> only
}

export const BLOG_POSTS: SeedBlogPost[] = [
  // ── 1. Choosing an extra virgin olive oil ─────────────────────────────────
  {
    code: "choose-extra-virgin-olive-oil",
    publishedDaysAgo: 12,
    author: "Giulia Rinaldi",
    coverColours: ["#6b7f3a", "#e9d98b"],
    title: {
      it: "Come scegliere un olio extravergine d'oliva",
      en: "How to choose an extra virgin olive oil",
      fr: "Bien choisir son huile d'olive vierge extra",
      de: "Natives Olivenöl extra richtig auswählen",
      es: "Cómo elegir un aceite de oliva virgen extra",
    },
    slug: {
      it: "come-scegliere-un-olio-extravergine",
      en: "how-to-choose-extra-virgin-olive-oil",
      fr: "bien-choisir-son-huile-d-olive-vierge-extra",
      de: "natives-olivenoel-extra-richtig-auswaehlen",
      es: "como-elegir-un-aceite-de-oliva-virgen-extra",
    },
    excerpt: {
      it: "Data di raccolta, origine, cultivar e quei tre aggettivi – fruttato, amaro, piccante – che dicono tutto. Ecco come leggere un'etichetta e scegliere l'olio giusto per ogni piatto.",
      en: "Harvest date, origin, olive variety and three little words – fruity, bitter, pungent – that tell you everything. Here's how to read a label and pick the right oil for every dish.",
      fr: "Date de récolte, origine, variété d'olive et trois petits mots – fruité, amer, piquant – qui disent tout. Voici comment lire une étiquette et choisir la bonne huile pour chaque plat.",
      de: "Erntedatum, Herkunft, Olivensorte und drei Wörter – fruchtig, bitter, scharf –, die alles verraten. So lesen Sie ein Etikett und finden das passende Öl für jedes Gericht.",
      es: "Fecha de cosecha, origen, variedad y tres palabras –frutado, amargo, picante– que lo dicen todo. Así se lee una etiqueta y se elige el aceite adecuado para cada plato.",
    },
    bodyHtml: {
      it: `<p>Sugli scaffali l'extravergine sembra tutto uguale, ma tra una bottiglia e l'altra c'è la stessa differenza che passa tra un vino da tavola e un grande rosso. Bastano pochi minuti per imparare a riconoscere quello buono.</p>
<h2>Leggere l'etichetta</h2>
<p>«Extravergine» significa che l'olio è ottenuto solo con mezzi meccanici, ha un'acidità non superiore allo 0,8% e nessun difetto all'assaggio. È il minimo indispensabile: il resto lo dicono le altre informazioni in etichetta.</p>
<ul>
<li><strong>Campagna olearia o data di raccolta:</strong> scegli sempre la più recente. L'olio non migliora invecchiando, anzi perde profumi e polifenoli.</li>
<li><strong>Origine:</strong> «100% italiano», oppure una DOP o IGP che indica la zona precisa (Garda, Terra di Bari, Toscano…).</li>
<li><strong>Cultivar:</strong> Casaliva, Taggiasca, Frantoio, Coratina… ogni varietà ha un carattere diverso.</li>
<li><strong>Estratto a freddo:</strong> vuol dire che la pasta di olive non ha superato i 27 °C durante la lavorazione.</li>
</ul>
<h2>Fruttato, amaro e piccante</h2>
<p>Sono i tre pregi di un buon extravergine. Il fruttato ricorda l'oliva fresca, l'erba tagliata, il carciofo o il pomodoro; l'amaro e il piccante in gola sono il segno dei polifenoli, gli antiossidanti naturali dell'olio. Per assaggiarlo versane un cucchiaio in un bicchierino, scaldalo nel palmo della mano, annusa e poi sorseggia aspirando un po' d'aria: sentori di rancido, muffa o vino sono difetti.</p>
<h2>L'olio giusto per ogni piatto</h2>
<ul>
<li><strong>Fruttato leggero</strong> (Garda, Liguria): pesce al vapore, verdure crude, maionese, dolci.</li>
<li><strong>Fruttato medio</strong> (Umbria, Sabina): legumi, verdure alla griglia, pasta al pomodoro.</li>
<li><strong>Fruttato intenso</strong> (Coratina pugliese, blend toscani): ribollita, bruschetta, carne alla brace.</li>
</ul>
<h2>Come conservarlo</h2>
<p>Luce, calore e aria sono i nemici dell'olio. Tienilo in vetro scuro o in latta, lontano dai fornelli, a 14–18 °C, e richiudi sempre il tappo. Una volta aperto, consumalo entro due o tre mesi: se usi molto olio, la latta da 3 litri è la scelta più conveniente, travasandone un po' alla volta in un'oliera.</p>`,
      en: `<p>On the shelf, every bottle of extra virgin looks much the same – yet the gap between two oils can be as wide as the one between a cheap table wine and a great red. A few minutes is all it takes to learn how to spot a good one.</p>
<h2>Reading the label</h2>
<p>"Extra virgin" means the oil was obtained by mechanical means only, has an acidity of no more than 0.8% and shows no defects when tasted. That's the bare minimum; the rest of the label tells you much more.</p>
<ul>
<li><strong>Harvest year or date:</strong> always go for the most recent. Olive oil doesn't improve with age – it loses aroma and polyphenols.</li>
<li><strong>Origin:</strong> "100% Italian", or better a PDO or PGI naming the exact area (Garda, Terra di Bari, Toscano…).</li>
<li><strong>Variety:</strong> Casaliva, Taggiasca, Frantoio, Coratina… each olive has its own character.</li>
<li><strong>Cold extracted:</strong> the olive paste never went above 27 °C during processing.</li>
</ul>
<h2>Fruity, bitter and pungent</h2>
<p>These are the three virtues of a good extra virgin. Fruitiness recalls fresh olives, cut grass, artichoke or tomato leaf; bitterness and a peppery kick at the back of the throat come from polyphenols, the oil's natural antioxidants. To taste, pour a spoonful into a small glass, warm it in your palm, sniff, then sip while drawing in a little air. Rancid, musty or winey notes are defects.</p>
<h2>The right oil for the dish</h2>
<ul>
<li><strong>Delicate</strong> (Garda, Liguria): steamed fish, raw vegetables, mayonnaise, baking.</li>
<li><strong>Medium</strong> (Umbria, Sabina): beans and pulses, grilled vegetables, tomato pasta.</li>
<li><strong>Robust</strong> (Coratina from Puglia, Tuscan blends): ribollita, bruschetta, grilled meat.</li>
</ul>
<h2>How to store it</h2>
<p>Light, heat and air are olive oil's enemies. Keep it in dark glass or a tin, away from the hob, ideally at 14–18 °C, and always put the cap back on. Once opened, use it within two or three months. If you get through a lot, a 3-litre tin is the best value: decant a little at a time into a smaller bottle.</p>`,
      fr: `<p>En rayon, toutes les huiles vierges extra se ressemblent. Pourtant, entre deux bouteilles, l'écart peut être aussi grand qu'entre un vin de table et un grand cru. Quelques minutes suffisent pour apprendre à reconnaître une bonne huile.</p>
<h2>Lire l'étiquette</h2>
<p>« Vierge extra » signifie que l'huile a été obtenue uniquement par des procédés mécaniques, que son acidité ne dépasse pas 0,8 % et qu'elle ne présente aucun défaut à la dégustation. C'est le strict minimum : le reste de l'étiquette en dit bien davantage.</p>
<ul>
<li><strong>Campagne ou date de récolte :</strong> choisissez toujours la plus récente. L'huile ne se bonifie pas avec le temps, elle perd arômes et polyphénols.</li>
<li><strong>Origine :</strong> « 100 % italienne », ou mieux une AOP ou IGP qui précise la zone (Garda, Terra di Bari, Toscano…).</li>
<li><strong>Variété :</strong> Casaliva, Taggiasca, Frantoio, Coratina… chaque olive a son caractère.</li>
<li><strong>Extraite à froid :</strong> la pâte d'olives n'a pas dépassé 27 °C pendant la fabrication.</li>
</ul>
<h2>Fruité, amer et piquant</h2>
<p>Ce sont les trois qualités d'une bonne huile. Le fruité évoque l'olive fraîche, l'herbe coupée, l'artichaut ou la feuille de tomate ; l'amertume et le piquant en fond de gorge viennent des polyphénols, les antioxydants naturels de l'huile. Pour la goûter, versez-en une cuillerée dans un petit verre, réchauffez-la dans le creux de la main, sentez, puis aspirez-la avec un peu d'air. Des notes de rance, de moisi ou de vineux sont des défauts.</p>
<h2>La bonne huile pour chaque plat</h2>
<ul>
<li><strong>Fruité léger</strong> (Garda, Ligurie) : poisson vapeur, crudités, mayonnaise, pâtisserie.</li>
<li><strong>Fruité moyen</strong> (Ombrie, Sabine) : légumineuses, légumes grillés, pâtes à la tomate.</li>
<li><strong>Fruité intense</strong> (Coratina des Pouilles, assemblages toscans) : ribollita, bruschetta, viandes grillées.</li>
</ul>
<h2>Bien la conserver</h2>
<p>La lumière, la chaleur et l'air sont les ennemis de l'huile. Gardez-la dans du verre teinté ou en bidon, loin des plaques de cuisson, idéalement entre 14 et 18 °C, et refermez toujours le bouchon. Une fois ouverte, consommez-la dans les deux ou trois mois. Si vous en utilisez beaucoup, le bidon de 3 litres est le plus avantageux : transvasez-en un peu à la fois dans un huilier.</p>`,
      de: `<p>Im Regal sieht ein natives Olivenöl extra aus wie das andere – und doch kann zwischen zwei Flaschen ein Unterschied liegen wie zwischen einem einfachen Tafelwein und einem großen Rotwein. Schon wenige Minuten genügen, um ein gutes Öl zu erkennen.</p>
<h2>Das Etikett lesen</h2>
<p>»Nativ extra« bedeutet: Das Öl wurde ausschließlich mechanisch gewonnen, hat höchstens 0,8 % freie Säure und zeigt bei der Verkostung keine Fehler. Das ist das absolute Minimum – alles Weitere verrät der Rest des Etiketts.</p>
<ul>
<li><strong>Erntejahr oder Erntedatum:</strong> Wählen Sie immer die jüngste Ernte. Olivenöl wird mit der Zeit nicht besser, sondern verliert Aroma und Polyphenole.</li>
<li><strong>Herkunft:</strong> »100 % italienisch« oder besser eine g.U. bzw. g.g.A. mit genauer Region (Garda, Terra di Bari, Toscano …).</li>
<li><strong>Sorte:</strong> Casaliva, Taggiasca, Frantoio, Coratina … jede Olive hat ihren eigenen Charakter.</li>
<li><strong>Kalt extrahiert:</strong> Die Olivenpaste wurde bei der Verarbeitung nicht über 27 °C erwärmt.</li>
</ul>
<h2>Fruchtig, bitter und scharf</h2>
<p>Das sind die drei Tugenden eines guten Öls. Die Fruchtigkeit erinnert an frische Oliven, frisch gemähtes Gras, Artischocke oder Tomatenblatt; Bitterkeit und ein pfeffriges Kratzen im Hals stammen von den Polyphenolen, den natürlichen Antioxidantien des Öls. Zum Verkosten einen Löffel Öl in ein kleines Glas geben, in der Hand anwärmen, daran riechen und dann unter Einziehen von etwas Luft schlürfen. Ranzige, muffige oder weinige Noten sind Fehler.</p>
<h2>Das passende Öl zum Gericht</h2>
<ul>
<li><strong>Mild-fruchtig</strong> (Gardasee, Ligurien): gedünsteter Fisch, Rohkost, Mayonnaise, Gebäck.</li>
<li><strong>Mittel-fruchtig</strong> (Umbrien, Sabina): Hülsenfrüchte, Grillgemüse, Pasta mit Tomatensauce.</li>
<li><strong>Intensiv-fruchtig</strong> (Coratina aus Apulien, toskanische Cuvées): Ribollita, Bruschetta, Gegrilltes.</li>
</ul>
<h2>Richtig aufbewahren</h2>
<p>Licht, Wärme und Luft sind die Feinde des Olivenöls. Bewahren Sie es in dunklem Glas oder im Kanister auf, nicht neben dem Herd, am besten bei 14–18 °C, und schließen Sie die Flasche immer wieder. Angebrochen sollte es innerhalb von zwei bis drei Monaten verbraucht werden. Wer viel Öl verwendet, fährt mit dem 3-Liter-Kanister am günstigsten und füllt nach und nach in eine kleine Ölflasche um.</p>`,
      es: `<p>En el lineal, todos los aceites de oliva virgen extra parecen iguales, pero entre dos botellas puede haber tanta diferencia como entre un vino de mesa y un gran tinto. Bastan unos minutos para aprender a reconocer uno bueno.</p>
<h2>Leer la etiqueta</h2>
<p>«Virgen extra» significa que el aceite se ha obtenido solo por procedimientos mecánicos, que su acidez no supera el 0,8 % y que no presenta defectos en la cata. Es el mínimo imprescindible: el resto de la etiqueta cuenta mucho más.</p>
<ul>
<li><strong>Campaña o fecha de cosecha:</strong> elige siempre la más reciente. El aceite no mejora con el tiempo: pierde aromas y polifenoles.</li>
<li><strong>Origen:</strong> «100 % italiano» o, mejor aún, una DOP o IGP que indique la zona exacta (Garda, Terra di Bari, Toscano…).</li>
<li><strong>Variedad:</strong> Casaliva, Taggiasca, Frantoio, Coratina… cada aceituna tiene su carácter.</li>
<li><strong>Extraído en frío:</strong> la pasta de aceituna no ha superado los 27 °C durante la elaboración.</li>
</ul>
<h2>Frutado, amargo y picante</h2>
<p>Son las tres virtudes de un buen virgen extra. El frutado recuerda a la aceituna fresca, la hierba recién cortada, la alcachofa o la hoja de tomatera; el amargor y el picor en la garganta proceden de los polifenoles, los antioxidantes naturales del aceite. Para catarlo, vierte una cucharada en un vasito, caliéntalo en la palma de la mano, huélelo y sórbelo aspirando un poco de aire. Las notas a rancio, a humedad o avinadas son defectos.</p>
<h2>El aceite adecuado para cada plato</h2>
<ul>
<li><strong>Frutado suave</strong> (Garda, Liguria): pescado al vapor, verduras crudas, mayonesa, repostería.</li>
<li><strong>Frutado medio</strong> (Umbría, Sabina): legumbres, verduras a la brasa, pasta con tomate.</li>
<li><strong>Frutado intenso</strong> (Coratina de Apulia, coupages toscanos): ribollita, bruschetta, carnes a la parrilla.</li>
</ul>
<h2>Cómo conservarlo</h2>
<p>La luz, el calor y el aire son los enemigos del aceite. Guárdalo en vidrio oscuro o en lata, lejos de los fogones, idealmente entre 14 y 18 °C, y cierra siempre el tapón. Una vez abierto, consúmelo en dos o tres meses. Si gastas mucho, la lata de 3 litros es la opción más económica: ve pasando un poco cada vez a una aceitera.</p>`,
    },
  },

  // ── 2. The perfect moka coffee ────────────────────────────────────────────
  {
    code: "perfect-moka-coffee",
    publishedDaysAgo: 27,
    author: "Marco Bellini",
    coverColours: ["#3b2417", "#c89b6d"],
    title: {
      it: "Il caffè perfetto con la moka",
      en: "How to make the perfect moka pot coffee",
      fr: "Réussir son café à la cafetière italienne",
      de: "Perfekter Kaffee aus dem Espressokocher",
      es: "El café perfecto con la cafetera italiana",
    },
    slug: {
      it: "il-caffe-perfetto-con-la-moka",
      en: "how-to-make-perfect-moka-coffee",
      fr: "reussir-son-cafe-a-la-cafetiere-italienne",
      de: "perfekter-kaffee-aus-dem-espressokocher",
      es: "el-cafe-perfecto-con-la-cafetera-italiana",
    },
    excerpt: {
      it: "Acqua già calda, caffè non pressato, fiamma bassa e via dal fuoco prima del gorgoglio: i piccoli gesti che trasformano la moka di tutti i giorni.",
      en: "Pre-heated water, coffee that's never tamped, a low flame and off the heat before it sputters: the small habits that transform your everyday moka.",
      fr: "Eau déjà chaude, café jamais tassé, feu doux et retrait avant le gargouillis : les petits gestes qui transforment le café de tous les jours.",
      de: "Vorgewärmtes Wasser, nie angedrückter Kaffee, kleine Flamme und runter vom Herd, bevor es blubbert: kleine Handgriffe mit großer Wirkung.",
      es: "Agua ya caliente, café sin prensar, fuego bajo y retirar antes del borboteo: los pequeños gestos que transforman el café de cada día.",
    },
    bodyHtml: {
      it: `<p>Dal 1933 la moka è il rito del mattino in quasi tutte le case italiane. Proprio perché la usiamo senza pensarci, è facile prendere qualche cattiva abitudine. Ecco come ottenere un caffè pieno, rotondo e mai bruciato.</p>
<h2>Il caffè giusto</h2>
<p>Scegli una miscela a tostatura media e una macinatura media-fine: più grossa di quella per espresso, più fine di quella per il filtro. Se macini in casa, fallo appena prima di preparare il caffè. Conserva il caffè in un barattolo ermetico al buio, ma non in frigorifero: l'umidità e gli odori lo rovinano.</p>
<h2>Passo dopo passo</h2>
<ul>
<li>Riempi la caldaia con acqua già calda fino a poco sotto la valvola: il caffè resterà meno sul fuoco e non prenderà il sapore di cotto.</li>
<li>Riempi il filtro a cupola <strong>senza pressare</strong>, livella con il dito e pulisci il bordo dai granelli.</li>
<li>Avvita bene tenendo la caldaia con un panno, senza fare leva sul manico.</li>
<li>Metti la moka su fiamma medio-bassa, che non deve mai uscire dai bordi della base, e lascia il coperchio aperto.</li>
<li>Quando il flusso diventa chiaro e schiumoso, togli subito la moka dal fuoco: il gorgoglio finale porta solo amaro.</li>
<li>Mescola il caffè nel bricco prima di versarlo: il primo è più forte, l'ultimo più leggero.</li>
</ul>
<h2>Gli errori più comuni</h2>
<p>Pressare la polvere o fare la «montagnetta» aumenta la pressione e rende il caffè amaro e astringente. Lasciare la moka sul fuoco fino alla fine lo brucia. Sul piano a induzione servono una moka in acciaio o un disco adattatore.</p>
<h2>Pulizia e manutenzione</h2>
<p>Sciacqua la moka solo con acqua calda, senza detersivo e mai in lavastoviglie se è in alluminio, poi lasciala asciugare smontata. Cambia la guarnizione almeno una volta l'anno, o prima se il caffè esce dalla filettatura. Con una moka nuova, prepara due o tre caffè da buttare prima di berne uno.</p>`,
      en: `<p>Since 1933 the moka pot has been the morning ritual in almost every Italian home. Precisely because we use it on autopilot, it's easy to slip into bad habits. Here's how to get a full, rounded cup that never tastes burnt.</p>
<h2>The right coffee</h2>
<p>Choose a medium-roast blend and a medium-fine grind: coarser than for espresso, finer than for filter. If you grind at home, do it just before brewing. Keep coffee in an airtight jar away from light, but not in the fridge – moisture and smells will spoil it.</p>
<h2>Step by step</h2>
<ul>
<li>Fill the base with hot water up to just below the safety valve: the coffee spends less time on the heat and won't taste "cooked".</li>
<li>Fill the funnel <strong>without tamping</strong>, level it with a finger and brush any grounds off the rim.</li>
<li>Screw the pot together firmly, holding the hot base with a cloth rather than pulling on the handle.</li>
<li>Put it on a medium-low flame that never reaches past the edge of the base, and leave the lid open.</li>
<li>As soon as the stream turns pale and foamy, take the pot off the heat: the final sputtering only adds bitterness.</li>
<li>Stir the coffee in the pot before pouring – the first part is stronger, the last lighter.</li>
</ul>
<h2>Common mistakes</h2>
<p>Tamping the grounds or heaping them into a little mound raises the pressure and makes the coffee bitter and harsh. Leaving the pot on the heat until the very end burns it. On an induction hob you'll need a stainless-steel moka or an adapter plate.</p>
<h2>Cleaning and care</h2>
<p>Rinse your moka with hot water only – no detergent, and never in the dishwasher if it's aluminium – then leave it to dry taken apart. Replace the gasket at least once a year, or sooner if coffee leaks from the thread. With a brand-new pot, brew two or three batches and throw them away before drinking one.</p>`,
      fr: `<p>Depuis 1933, la cafetière italienne est le rituel du matin dans presque tous les foyers d'Italie. Justement parce qu'on s'en sert machinalement, on prend facilement de mauvaises habitudes. Voici comment obtenir un café plein, rond et jamais brûlé.</p>
<h2>Le bon café</h2>
<p>Choisissez un mélange à torréfaction moyenne et une mouture moyenne-fine : plus grosse que pour l'expresso, plus fine que pour le filtre. Si vous moulez vous-même, faites-le juste avant la préparation. Conservez le café dans un bocal hermétique à l'abri de la lumière, mais pas au réfrigérateur : l'humidité et les odeurs l'abîment.</p>
<h2>Étape par étape</h2>
<ul>
<li>Remplissez le réservoir d'eau déjà chaude jusque juste sous la soupape : le café reste moins longtemps sur le feu et ne prend pas de goût de cuit.</li>
<li>Remplissez le filtre <strong>sans tasser</strong>, égalisez du doigt et essuyez le bord.</li>
<li>Vissez fermement en tenant le réservoir avec un torchon, sans forcer sur la poignée.</li>
<li>Posez la cafetière sur un feu moyen-doux, dont la flamme ne dépasse jamais la base, couvercle ouvert.</li>
<li>Dès que le jet devient clair et mousseux, retirez la cafetière du feu : le gargouillis final n'apporte que de l'amertume.</li>
<li>Mélangez le café dans la partie haute avant de servir : le début est plus corsé, la fin plus légère.</li>
</ul>
<h2>Les erreurs les plus courantes</h2>
<p>Tasser la mouture ou former un petit dôme augmente la pression et rend le café amer et astringent. Laisser la cafetière sur le feu jusqu'au bout le brûle. Sur une plaque à induction, il faut une cafetière en inox ou un disque adaptateur.</p>
<h2>Nettoyage et entretien</h2>
<p>Rincez la cafetière à l'eau chaude uniquement, sans liquide vaisselle, et jamais au lave-vaisselle si elle est en aluminium ; laissez-la sécher démontée. Changez le joint au moins une fois par an, ou plus tôt si du café s'échappe par le pas de vis. Avec une cafetière neuve, préparez deux ou trois cafés à jeter avant d'en boire un.</p>`,
      de: `<p>Seit 1933 gehört der Espressokocher in fast jedem italienischen Haushalt zum morgendlichen Ritual. Gerade weil wir ihn ganz automatisch benutzen, schleichen sich leicht schlechte Gewohnheiten ein. So gelingt ein voller, runder Kaffee, der nie verbrannt schmeckt.</p>
<h2>Der richtige Kaffee</h2>
<p>Wählen Sie eine mittelstark geröstete Mischung und einen mittelfeinen Mahlgrad: gröber als für Espresso, feiner als für Filterkaffee. Wer selbst mahlt, tut das am besten direkt vor der Zubereitung. Bewahren Sie Kaffee luftdicht und dunkel auf, aber nicht im Kühlschrank – Feuchtigkeit und Gerüche schaden ihm.</p>
<h2>Schritt für Schritt</h2>
<ul>
<li>Füllen Sie den Wasserbehälter mit heißem Wasser bis knapp unter das Sicherheitsventil. So steht der Kaffee kürzer auf dem Herd und schmeckt nicht »gekocht«.</li>
<li>Füllen Sie den Trichter <strong>ohne anzudrücken</strong>, streichen Sie das Pulver mit dem Finger glatt und säubern Sie den Rand.</li>
<li>Schrauben Sie die Kanne fest zu und halten Sie den heißen Unterteil dabei mit einem Tuch – nicht am Griff hebeln.</li>
<li>Stellen Sie den Kocher auf mittlere bis kleine Hitze; die Flamme darf nie über den Boden hinausragen. Deckel offen lassen.</li>
<li>Sobald der Kaffee hell und schaumig fließt, nehmen Sie die Kanne vom Herd: Das Blubbern am Ende bringt nur Bitterkeit.</li>
<li>Rühren Sie den Kaffee in der Kanne um, bevor Sie einschenken – der erste Teil ist kräftiger, der letzte milder.</li>
</ul>
<h2>Die häufigsten Fehler</h2>
<p>Wer das Pulver andrückt oder zu einem Hügel aufhäuft, erhöht den Druck und macht den Kaffee bitter und herb. Bleibt die Kanne bis zum Schluss auf dem Herd, verbrennt er. Auf dem Induktionsfeld brauchen Sie einen Espressokocher aus Edelstahl oder eine Adapterplatte.</p>
<h2>Reinigung und Pflege</h2>
<p>Spülen Sie den Kocher nur mit heißem Wasser aus – ohne Spülmittel und bei Aluminium niemals in der Spülmaschine – und lassen Sie ihn zerlegt trocknen. Wechseln Sie die Dichtung mindestens einmal im Jahr oder früher, wenn Kaffee am Gewinde austritt. Bei einer neuen Kanne die ersten zwei, drei Füllungen wegschütten.</p>`,
      es: `<p>Desde 1933 la cafetera italiana es el ritual de la mañana en casi todas las casas de Italia. Precisamente porque la usamos sin pensar, es fácil coger malas costumbres. Así se consigue un café lleno, redondo y nunca quemado.</p>
<h2>El café adecuado</h2>
<p>Elige una mezcla de tueste medio y una molienda media-fina: más gruesa que para espresso y más fina que para filtro. Si mueles en casa, hazlo justo antes de prepararlo. Guarda el café en un bote hermético y a oscuras, pero no en la nevera: la humedad y los olores lo estropean.</p>
<h2>Paso a paso</h2>
<ul>
<li>Llena el depósito con agua ya caliente hasta justo por debajo de la válvula: el café pasará menos tiempo al fuego y no sabrá a cocido.</li>
<li>Llena el filtro <strong>sin prensar</strong>, nivélalo con el dedo y limpia el borde de restos de café.</li>
<li>Enrosca bien sujetando el depósito con un paño, sin forzar el asa.</li>
<li>Pon la cafetera a fuego medio-bajo, sin que la llama sobresalga de la base, y deja la tapa abierta.</li>
<li>Cuando el chorro se vuelva claro y espumoso, retírala enseguida del fuego: el borboteo final solo aporta amargor.</li>
<li>Remueve el café en la cafetera antes de servir: el primero es más fuerte y el último, más ligero.</li>
</ul>
<h2>Los errores más habituales</h2>
<p>Prensar el café o hacer una «montañita» aumenta la presión y vuelve el café amargo y áspero. Dejar la cafetera al fuego hasta el final lo quema. En una placa de inducción necesitas una cafetera de acero o un disco adaptador.</p>
<h2>Limpieza y mantenimiento</h2>
<p>Enjuaga la cafetera solo con agua caliente, sin detergente y nunca en el lavavajillas si es de aluminio, y déjala secar desmontada. Cambia la junta al menos una vez al año, o antes si el café se sale por la rosca. Con una cafetera nueva, prepara dos o tres cafés para tirar antes de tomarte el primero.</p>`,
    },
  },

  // ── 3. Fresh egg pasta at home ────────────────────────────────────────────
  {
    code: "fresh-egg-pasta-at-home",
    publishedDaysAgo: 44,
    author: "Anna Ferraresi",
    coverColours: ["#f2c14e", "#fff4d6"],
    title: {
      it: "La pasta fresca all'uovo fatta in casa",
      en: "Fresh egg pasta at home",
      fr: "Les pâtes fraîches aux œufs faites maison",
      de: "Frische Eiernudeln selbst gemacht",
      es: "Pasta fresca al huevo hecha en casa",
    },
    slug: {
      it: "la-pasta-fresca-all-uovo-fatta-in-casa",
      en: "fresh-egg-pasta-at-home",
      fr: "pates-fraiches-aux-oeufs-maison",
      de: "frische-eiernudeln-selbst-gemacht",
      es: "pasta-fresca-al-huevo-en-casa",
    },
    excerpt: {
      it: "Un uovo per ogni etto di farina, dieci minuti di impasto e mezz'ora di riposo: la sfoglia bolognese spiegata da chi la tira ogni domenica.",
      en: "One egg for every 100 g of flour, ten minutes of kneading and half an hour's rest: Bolognese fresh pasta, explained by someone who rolls it every Sunday.",
      fr: "Un œuf pour 100 g de farine, dix minutes de pétrissage et une demi-heure de repos : la pâte fraîche bolognaise expliquée par quelqu'un qui l'abaisse chaque dimanche.",
      de: "Ein Ei auf 100 g Mehl, zehn Minuten Kneten und eine halbe Stunde Ruhe: der Bologneser Nudelteig, erklärt von jemandem, der ihn jeden Sonntag ausrollt.",
      es: "Un huevo por cada 100 g de harina, diez minutos de amasado y media hora de reposo: la pasta fresca boloñesa, explicada por quien la estira cada domingo.",
    },
    bodyHtml: {
      it: `<p>A Bologna le sfogline tirano la pasta con il mattarello da generazioni, ma non serve essere nate in Emilia per riuscirci. Bastano farina, uova e un po' di pazienza.</p>
<h2>Gli ingredienti: la regola dell'uno</h2>
<p>La proporzione classica è <strong>un uovo medio ogni 100 g di farina</strong>, che corrisponde più o meno a una porzione. Con la farina 00 ottieni una sfoglia liscia e setosa; sostituendo un 20–30% con semola rimacinata di grano duro avrai una pasta più tenace, comoda se usi la macchinetta. Uova a temperatura ambiente, e niente sale né olio: nella tradizione emiliana non si mettono.</p>
<h2>Impasto e riposo</h2>
<ul>
<li>Disponi la farina a fontana sulla spianatoia e rompi le uova al centro.</li>
<li>Sbattile con una forchetta incorporando la farina a poco a poco dai bordi.</li>
<li>Impasta con il palmo della mano per circa 10 minuti, finché l'impasto è liscio ed elastico. Se è appiccicoso aggiungi un cucchiaio di farina, se si sbriciola bagnati le mani.</li>
<li>Avvolgilo nella pellicola e lascialo riposare 30 minuti a temperatura ambiente: il glutine si rilassa e la sfoglia si tira molto meglio.</li>
</ul>
<h2>Tirare la sfoglia</h2>
<p>Con il mattarello, lavora dal centro verso l'esterno ruotando spesso la pasta, fino a 0,5–0,8 mm: la sfoglia è pronta quando, sollevandola, ci vedi attraverso le venature del legno. Con la macchinetta, passa l'impasto alla massima apertura, piegalo in tre e ripeti tre o quattro volte, poi scendi di una tacca alla volta fino alla penultima.</p>
<h2>Tagli e cottura</h2>
<ul>
<li><strong>Tagliatelle:</strong> lascia asciugare la sfoglia 10 minuti, arrotolala senza stringere e taglia strisce di circa 7 mm, che da cotte arrivano agli 8 mm della tradizione bolognese.</li>
<li><strong>Pappardelle:</strong> strisce di 2–3 cm, perfette con i ragù di carne bianca o di selvaggina.</li>
<li><strong>Quadrucci:</strong> piccoli quadrati da cuocere nel brodo.</li>
</ul>
<p>La pasta fresca cuoce in 2–3 minuti in abbondante acqua salata. Scolala al dente direttamente nel sugo con un mestolo di acqua di cottura. Se non la cuoci subito, forma dei nidi infarinati di semola e lasciali asciugare, oppure congelali su un vassoio e poi in un sacchetto: si cuociono senza scongelarli.</p>`,
      en: `<p>In Bologna the sfogline – the women who roll pasta by hand – have been working their rolling pins for generations, but you don't need to be born in Emilia to do it. All it takes is flour, eggs and a little patience.</p>
<h2>Ingredients: the rule of one</h2>
<p>The classic ratio is <strong>one medium egg for every 100 g of flour</strong>, which is roughly one serving. Italian 00 flour gives a smooth, silky sheet; swap 20–30% of it for fine durum wheat semolina and the dough becomes firmer, which helps if you use a pasta machine. Use eggs at room temperature, and no salt or oil – they're not part of the Emilian tradition.</p>
<h2>Mixing and resting</h2>
<ul>
<li>Heap the flour on a wooden board, make a well and crack the eggs into the middle.</li>
<li>Beat them with a fork, gradually drawing in flour from the sides.</li>
<li>Knead with the heel of your hand for about 10 minutes, until the dough is smooth and elastic. If it's sticky add a spoonful of flour; if it crumbles, wet your hands.</li>
<li>Wrap it in cling film and let it rest for 30 minutes at room temperature: the gluten relaxes and the dough rolls out far more easily.</li>
</ul>
<h2>Rolling the sheet</h2>
<p>With a rolling pin, work from the centre outwards, turning the dough often, until it's 0.5–0.8 mm thick – it's ready when you can see the grain of the board through it. With a machine, run the dough through the widest setting, fold it in three and repeat three or four times, then go down one notch at a time to the second-thinnest setting.</p>
<h2>Cutting and cooking</h2>
<ul>
<li><strong>Tagliatelle:</strong> let the sheet dry for 10 minutes, roll it up loosely and cut strips about 7 mm wide – once cooked they swell to the traditional Bolognese 8 mm.</li>
<li><strong>Pappardelle:</strong> 2–3 cm ribbons, perfect with rich game or white-meat ragù.</li>
<li><strong>Quadrucci:</strong> tiny squares to cook in broth.</li>
</ul>
<p>Fresh pasta cooks in 2–3 minutes in plenty of salted water. Drain it al dente straight into the sauce with a ladle of cooking water. If you're not cooking it right away, shape it into nests dusted with semolina and let them dry, or freeze them on a tray and then bag them – cook them straight from frozen.</p>`,
      fr: `<p>À Bologne, les sfogline – les femmes qui abaissent la pâte au rouleau – se transmettent ce savoir-faire depuis des générations, mais nul besoin d'être né en Émilie pour y arriver. Il suffit de farine, d'œufs et d'un peu de patience.</p>
<h2>Les ingrédients : la règle du « un »</h2>
<p>La proportion classique est d'<strong>un œuf moyen pour 100 g de farine</strong>, soit à peu près une portion. La farine italienne 00 donne une pâte lisse et soyeuse ; en remplaçant 20 à 30 % par de la semoule fine de blé dur, vous obtenez une pâte plus ferme, pratique avec une machine. Des œufs à température ambiante, ni sel ni huile : la tradition émilienne n'en met pas.</p>
<h2>Pétrissage et repos</h2>
<ul>
<li>Versez la farine en fontaine sur un plan de travail en bois et cassez les œufs au centre.</li>
<li>Battez-les à la fourchette en incorporant peu à peu la farine des bords.</li>
<li>Pétrissez avec la paume de la main pendant une dizaine de minutes, jusqu'à obtenir une pâte lisse et élastique. Si elle colle, ajoutez une cuillerée de farine ; si elle s'effrite, mouillez-vous les mains.</li>
<li>Enveloppez-la de film alimentaire et laissez-la reposer 30 minutes à température ambiante : le gluten se détend et la pâte s'abaisse bien plus facilement.</li>
</ul>
<h2>Abaisser la pâte</h2>
<p>Au rouleau, travaillez du centre vers l'extérieur en tournant souvent la pâte, jusqu'à 0,5 à 0,8 mm d'épaisseur : elle est prête quand on devine à travers les veines du bois. À la machine, passez la pâte au cran le plus large, pliez-la en trois et recommencez trois ou quatre fois, puis descendez d'un cran à la fois jusqu'à l'avant-dernier.</p>
<h2>Découpe et cuisson</h2>
<ul>
<li><strong>Tagliatelles :</strong> laissez sécher la pâte 10 minutes, roulez-la sans serrer et taillez des bandes d'environ 7 mm, qui atteindront à la cuisson les 8 mm de la tradition bolognaise.</li>
<li><strong>Pappardelles :</strong> des rubans de 2 à 3 cm, parfaits avec un ragoût de gibier ou de viande blanche.</li>
<li><strong>Quadrucci :</strong> de petits carrés à cuire dans un bouillon.</li>
</ul>
<p>Les pâtes fraîches cuisent en 2 à 3 minutes dans une grande quantité d'eau salée. Égouttez-les al dente directement dans la sauce avec une louche d'eau de cuisson. Si vous ne les cuisez pas tout de suite, formez des nids saupoudrés de semoule et laissez-les sécher, ou congelez-les sur un plateau avant de les mettre en sachet : elles se cuisent sans décongélation.</p>`,
      de: `<p>In Bologna rollen die Sfogline – die Frauen, die den Nudelteig von Hand ausrollen – seit Generationen mit dem Nudelholz. Man muss aber nicht aus der Emilia stammen, um es hinzubekommen: Mehl, Eier und etwas Geduld genügen.</p>
<h2>Die Zutaten: die Eins-zu-eins-Regel</h2>
<p>Das klassische Verhältnis ist <strong>ein mittelgroßes Ei auf 100 g Mehl</strong> – das entspricht etwa einer Portion. Mit italienischem Mehl Typ 00 wird der Teig glatt und seidig; ersetzen Sie 20–30 % durch fein gemahlenen Hartweizengrieß, wird er fester, was bei der Nudelmaschine hilft. Die Eier sollten Zimmertemperatur haben; Salz und Öl kommen in der emilianischen Tradition nicht hinein.</p>
<h2>Kneten und ruhen lassen</h2>
<ul>
<li>Das Mehl auf einem Holzbrett zu einem Hügel mit Mulde formen und die Eier hineinschlagen.</li>
<li>Mit einer Gabel verquirlen und dabei nach und nach Mehl vom Rand einarbeiten.</li>
<li>Etwa 10 Minuten mit dem Handballen kneten, bis der Teig glatt und elastisch ist. Klebt er, einen Löffel Mehl zugeben; bröselt er, die Hände anfeuchten.</li>
<li>In Frischhaltefolie wickeln und 30 Minuten bei Zimmertemperatur ruhen lassen: Das Gluten entspannt sich, und der Teig lässt sich viel leichter ausrollen.</li>
</ul>
<h2>Den Teig ausrollen</h2>
<p>Mit dem Nudelholz von der Mitte nach außen arbeiten und den Teig häufig drehen, bis er 0,5–0,8 mm dünn ist – fertig ist er, wenn die Maserung des Bretts durchscheint. Mit der Maschine den Teig zuerst auf der breitesten Stufe durchlassen, dreifach falten und das drei- bis viermal wiederholen, dann Stufe für Stufe bis zur vorletzten Einstellung herunter.</p>
<h2>Schneiden und kochen</h2>
<ul>
<li><strong>Tagliatelle:</strong> Den Teig 10 Minuten antrocknen lassen, locker aufrollen und in etwa 7 mm breite Streifen schneiden – gekocht erreichen sie die traditionellen Bologneser 8 mm.</li>
<li><strong>Pappardelle:</strong> 2–3 cm breite Bänder, ideal zu Wild- oder Geflügelragù.</li>
<li><strong>Quadrucci:</strong> kleine Quadrate als Einlage für Brühe.</li>
</ul>
<p>Frische Pasta gart in 2–3 Minuten in reichlich Salzwasser. Al dente abgießen und direkt mit einer Kelle Kochwasser in der Sauce schwenken. Wenn Sie sie nicht sofort kochen, formen Sie mit Grieß bestäubte Nester und lassen sie trocknen – oder frieren Sie sie auf einem Blech ein und füllen sie dann in einen Beutel. Gefroren direkt ins kochende Wasser geben.</p>`,
      es: `<p>En Bolonia, las sfogline –las mujeres que estiran la pasta a mano– llevan generaciones trabajando con el rodillo, pero no hace falta haber nacido en Emilia para conseguirlo. Basta con harina, huevos y un poco de paciencia.</p>
<h2>Los ingredientes: la regla del uno</h2>
<p>La proporción clásica es <strong>un huevo mediano por cada 100 g de harina</strong>, que equivale más o menos a una ración. Con harina italiana 00 se obtiene una lámina lisa y sedosa; si sustituyes un 20–30 % por sémola fina de trigo duro, la masa queda más firme, algo útil si usas máquina. Huevos a temperatura ambiente, y ni sal ni aceite: en la tradición emiliana no se ponen.</p>
<h2>Amasado y reposo</h2>
<ul>
<li>Haz un volcán con la harina sobre una tabla de madera y casca los huevos en el centro.</li>
<li>Bátelos con un tenedor incorporando poco a poco la harina de los bordes.</li>
<li>Amasa con la base de la mano unos 10 minutos, hasta que la masa esté lisa y elástica. Si se pega, añade una cucharada de harina; si se desmigaja, mójate las manos.</li>
<li>Envuélvela en film y déjala reposar 30 minutos a temperatura ambiente: el gluten se relaja y la masa se estira mucho mejor.</li>
</ul>
<h2>Estirar la lámina</h2>
<p>Con el rodillo, trabaja del centro hacia fuera girando a menudo la masa hasta dejarla de 0,5–0,8 mm: estará lista cuando, al levantarla, se transparenten las vetas de la madera. Con máquina, pasa la masa por la posición más ancha, dóblala en tres y repite tres o cuatro veces; después baja de posición en posición hasta la penúltima.</p>
<h2>Cortes y cocción</h2>
<ul>
<li><strong>Tagliatelle:</strong> deja secar la lámina 10 minutos, enróllala sin apretar y corta tiras de unos 7 mm, que al cocerse alcanzan los 8 mm de la tradición boloñesa.</li>
<li><strong>Pappardelle:</strong> cintas de 2–3 cm, perfectas con ragús de caza o de carne blanca.</li>
<li><strong>Quadrucci:</strong> cuadraditos para cocer en caldo.</li>
</ul>
<p>La pasta fresca se cuece en 2–3 minutos en abundante agua con sal. Escúrrela al dente directamente en la salsa con un cucharón del agua de cocción. Si no la vas a cocer enseguida, forma nidos espolvoreados con sémola y déjalos secar, o congélalos en una bandeja y luego en una bolsa: se cuecen sin descongelar.</p>`,
    },
  },

  // ── 4. Caring for copper pans ─────────────────────────────────────────────
  {
    code: "caring-for-copper-pans",
    publishedDaysAgo: 61,
    author: "Luca Morandi",
    coverColours: ["#b87333", "#f1d3b3"],
    title: {
      it: "Come prendersi cura delle pentole in rame",
      en: "How to care for copper pans",
      fr: "Entretenir ses casseroles en cuivre",
      de: "Kupferpfannen richtig pflegen",
      es: "Cómo cuidar las sartenes de cobre",
    },
    slug: {
      it: "come-prendersi-cura-delle-pentole-in-rame",
      en: "how-to-care-for-copper-pans",
      fr: "entretenir-ses-casseroles-en-cuivre",
      de: "kupferpfannen-richtig-pflegen",
      es: "como-cuidar-las-sartenes-de-cobre",
    },
    excerpt: {
      it: "Stagnato o rivestito in acciaio, il rame dura per generazioni se lo tratti bene. Uso quotidiano, lavaggio, lucidatura e quando è il momento di ristagnare.",
      en: "Tin-lined or steel-lined, copper lasts for generations if you treat it right. Everyday use, washing, polishing and when it's time to re-tin.",
      fr: "Étamé ou doublé d'inox, le cuivre dure des générations si on le traite bien. Usage quotidien, lavage, polissage et moment de le faire réétamer.",
      de: "Ob verzinnt oder mit Edelstahl ausgekleidet: Kupfer hält Generationen, wenn man es gut behandelt. Alltag, Spülen, Polieren – und wann neu verzinnt werden muss.",
      es: "Estañado o forrado de acero, el cobre dura generaciones si se trata bien. Uso diario, lavado, pulido y cuándo toca volver a estañar.",
    },
    bodyHtml: {
      it: `<p>Il rame conduce il calore oltre venti volte meglio dell'acciaio inox: scalda in modo uniforme, senza punti bruciati, e reagisce subito quando alzi o abbassi la fiamma. Per questo i cuochi lo amano. In cambio chiede qualche attenzione, ma una buona pentola in rame può passare di generazione in generazione.</p>
<h2>Stagno o acciaio?</h2>
<p>Il rame non va mai a contatto diretto con il cibo, perché reagisce con gli alimenti acidi: per questo è rivestito all'interno. Lo <strong>stagno</strong> è il rivestimento tradizionale, quasi antiaderente, ma è morbido e fonde a circa 232 °C. L'<strong>acciaio inox</strong> è più resistente e sopporta anche gli utensili in metallo, ma il cibo si attacca un po' di più. Ricorda che il rame non funziona sull'induzione, a meno che non abbia un fondo magnetico.</p>
<h2>Nell'uso quotidiano</h2>
<ul>
<li>Usa fiamma media: il rame scalda così bene che raramente serve il massimo.</li>
<li>Con il rivestimento in stagno non scaldare mai la pentola vuota e metti sempre prima un filo d'olio o un liquido.</li>
<li>Preferisci cucchiai e palette in legno o silicone.</li>
<li>Non conservare sughi al pomodoro o marinate nella pentola: trasferiscili in un contenitore.</li>
<li>Lascia raffreddare prima di lavare: lo shock termico può deformare il fondo.</li>
</ul>
<h2>Lavaggio e lucidatura</h2>
<p>Lava a mano con acqua calda, poco detersivo delicato e una spugna morbida, mai pagliette abrasive all'interno, e asciuga subito. All'esterno il rame si scurisce con il tempo: è una patina naturale che molti cuochi apprezzano. Se lo vuoi brillante, strofinalo con mezzo limone intinto nel sale grosso, oppure con una pasta di aceto, farina e sale; poi risciacqua e asciuga bene.</p>
<h2>Quando ristagnare</h2>
<p>Quando lo stagno si consuma e sul fondo compare il rame rosato su una superficie più grande di una moneta, è il momento di ristagnare. È un lavoro artigianale che restituisce alla pentola una seconda vita: chiedi nei nostri negozi e ti indichiamo uno stagnino di fiducia.</p>`,
      en: `<p>Copper conducts heat more than twenty times better than stainless steel: it heats evenly, without hot spots, and responds instantly when you turn the flame up or down. That's why chefs love it. In return it asks for a little care – but a good copper pan can be handed down for generations.</p>
<h2>Tin or steel?</h2>
<p>Copper should never touch food directly, because it reacts with acidic ingredients – which is why the inside is always lined. <strong>Tin</strong> is the traditional lining and almost non-stick, but it's soft and melts at around 232 °C. <strong>Stainless steel</strong> is tougher and can take metal utensils, though food sticks a little more. Bear in mind that copper won't work on induction unless it has a magnetic base.</p>
<h2>Everyday use</h2>
<ul>
<li>Cook on a medium flame – copper heats so well that you rarely need full power.</li>
<li>With a tin lining, never heat the pan empty: always add a little oil or liquid first.</li>
<li>Stick to wooden or silicone spoons and spatulas.</li>
<li>Don't store tomato sauces or marinades in the pan; transfer them to a container.</li>
<li>Let the pan cool before washing – thermal shock can warp the base.</li>
</ul>
<h2>Washing and polishing</h2>
<p>Wash by hand with warm water, a little mild detergent and a soft sponge – never scourers on the inside – and dry straight away. On the outside, copper darkens over time: that's a natural patina many cooks actually prefer. If you want it gleaming, rub it with half a lemon dipped in coarse salt, or with a paste of vinegar, flour and salt, then rinse and dry thoroughly.</p>
<h2>When to re-tin</h2>
<p>When the tin wears thin and pinkish copper shows through over an area larger than a coin, it's time to have the pan re-tinned. It's a craftsman's job that gives the pan a second life: ask in any of our shops and we'll put you in touch with a tinsmith we trust.</p>`,
      fr: `<p>Le cuivre conduit la chaleur plus de vingt fois mieux que l'inox : il chauffe de façon homogène, sans points chauds, et réagit instantanément quand on monte ou baisse le feu. C'est pour cela que les chefs l'adorent. En échange, il demande un peu d'attention, mais une bonne casserole en cuivre peut se transmettre sur plusieurs générations.</p>
<h2>Étain ou inox ?</h2>
<p>Le cuivre ne doit jamais être en contact direct avec les aliments, car il réagit avec les ingrédients acides : c'est pourquoi l'intérieur est toujours revêtu. L'<strong>étain</strong> est le revêtement traditionnel, presque antiadhésif, mais il est tendre et fond vers 232 °C. L'<strong>inox</strong> est plus résistant et supporte les ustensiles en métal, mais les aliments attachent un peu plus. À noter : le cuivre ne fonctionne pas sur induction, sauf s'il possède un fond magnétique.</p>
<h2>Au quotidien</h2>
<ul>
<li>Cuisinez à feu moyen : le cuivre chauffe si bien qu'on a rarement besoin de la pleine puissance.</li>
<li>Avec un revêtement étamé, ne faites jamais chauffer la casserole à vide : mettez toujours d'abord un filet d'huile ou un liquide.</li>
<li>Privilégiez les cuillères et spatules en bois ou en silicone.</li>
<li>Ne conservez pas de sauce tomate ni de marinade dans la casserole : transvasez-les dans un récipient.</li>
<li>Laissez refroidir avant de laver : un choc thermique peut déformer le fond.</li>
</ul>
<h2>Lavage et polissage</h2>
<p>Lavez à la main, à l'eau chaude, avec un peu de liquide vaisselle doux et une éponge souple – jamais de tampon abrasif à l'intérieur – et séchez aussitôt. À l'extérieur, le cuivre fonce avec le temps : c'est une patine naturelle que beaucoup de cuisiniers apprécient. Pour le faire briller, frottez-le avec un demi-citron trempé dans du gros sel, ou avec une pâte de vinaigre, de farine et de sel, puis rincez et séchez soigneusement.</p>
<h2>Quand faire réétamer</h2>
<p>Lorsque l'étain s'use et que le cuivre rosé apparaît au fond sur une surface plus grande qu'une pièce de monnaie, il est temps de faire réétamer. C'est un travail d'artisan qui offre une seconde vie à la casserole : renseignez-vous dans nos boutiques, nous vous indiquerons un étameur de confiance.</p>`,
      de: `<p>Kupfer leitet Wärme mehr als zwanzigmal besser als Edelstahl: Es heizt gleichmäßig, ohne heiße Stellen, und reagiert sofort, wenn Sie die Flamme höher oder niedriger drehen. Deshalb lieben Köche es. Dafür verlangt es ein wenig Pflege – doch eine gute Kupferpfanne kann über Generationen weitergegeben werden.</p>
<h2>Zinn oder Edelstahl?</h2>
<p>Kupfer sollte nie direkt mit Lebensmitteln in Berührung kommen, da es mit Säure reagiert – deshalb ist es innen immer ausgekleidet. <strong>Zinn</strong> ist die traditionelle Beschichtung und fast antihaftend, aber weich und schmilzt bei etwa 232 °C. <strong>Edelstahl</strong> ist robuster und verträgt auch Metallbesteck, dafür setzt sich etwas mehr an. Denken Sie daran: Kupfer funktioniert auf Induktion nur mit magnetischem Boden.</p>
<h2>Im Alltag</h2>
<ul>
<li>Kochen Sie bei mittlerer Hitze – Kupfer leitet so gut, dass volle Leistung selten nötig ist.</li>
<li>Verzinnte Pfannen nie leer erhitzen: immer zuerst etwas Öl oder Flüssigkeit hineingeben.</li>
<li>Verwenden Sie Kochlöffel und Wender aus Holz oder Silikon.</li>
<li>Tomatensaucen oder Marinaden nicht in der Pfanne aufbewahren, sondern umfüllen.</li>
<li>Vor dem Spülen abkühlen lassen – ein Temperaturschock kann den Boden verziehen.</li>
</ul>
<h2>Spülen und Polieren</h2>
<p>Spülen Sie von Hand mit warmem Wasser, etwas mildem Spülmittel und einem weichen Schwamm – innen niemals Scheuerschwämme – und trocknen Sie sofort ab. Außen dunkelt Kupfer mit der Zeit nach: eine natürliche Patina, die viele Köche schätzen. Wer es glänzend mag, reibt es mit einer halben, in grobes Salz getauchten Zitrone ab oder mit einer Paste aus Essig, Mehl und Salz und spült dann gründlich ab.</p>
<h2>Wann neu verzinnt werden muss</h2>
<p>Wenn sich das Zinn abnutzt und am Boden auf mehr als Münzgröße das rötliche Kupfer durchscheint, ist es Zeit für eine Neuverzinnung. Diese Handwerksarbeit schenkt der Pfanne ein zweites Leben: Fragen Sie in einem unserer Läden, wir nennen Ihnen einen Verzinner unseres Vertrauens.</p>`,
      es: `<p>El cobre conduce el calor más de veinte veces mejor que el acero inoxidable: calienta de forma uniforme, sin puntos quemados, y responde al instante cuando subes o bajas el fuego. Por eso los cocineros lo adoran. A cambio pide algunos cuidados, pero una buena sartén de cobre puede pasar de generación en generación.</p>
<h2>¿Estaño o acero?</h2>
<p>El cobre nunca debe estar en contacto directo con los alimentos, porque reacciona con los ingredientes ácidos: por eso siempre va revestido por dentro. El <strong>estaño</strong> es el revestimiento tradicional y casi antiadherente, pero es blando y se funde a unos 232 °C. El <strong>acero inoxidable</strong> es más resistente y admite utensilios metálicos, aunque la comida se pega algo más. Recuerda que el cobre no funciona en inducción salvo que tenga base magnética.</p>
<h2>En el día a día</h2>
<ul>
<li>Cocina a fuego medio: el cobre calienta tan bien que casi nunca hace falta la máxima potencia.</li>
<li>Con revestimiento de estaño, no calientes nunca la sartén vacía: añade siempre antes un chorrito de aceite o algo de líquido.</li>
<li>Usa cucharas y espátulas de madera o de silicona.</li>
<li>No guardes salsas de tomate ni adobos en la sartén: pásalos a un recipiente.</li>
<li>Deja que se enfríe antes de lavarla: el choque térmico puede deformar la base.</li>
</ul>
<h2>Lavado y pulido</h2>
<p>Lávala a mano con agua caliente, un poco de detergente suave y una esponja blanda –nunca estropajos abrasivos por dentro– y sécala enseguida. Por fuera, el cobre se oscurece con el tiempo: es una pátina natural que muchos cocineros aprecian. Si la quieres brillante, frótala con medio limón mojado en sal gorda o con una pasta de vinagre, harina y sal; después aclara y seca bien.</p>
<h2>Cuándo volver a estañar</h2>
<p>Cuando el estaño se desgasta y en el fondo asoma el cobre rosado en una superficie mayor que una moneda, ha llegado el momento de volver a estañar. Es un trabajo artesanal que da a la sartén una segunda vida: pregunta en nuestras tiendas y te recomendaremos un estañador de confianza.</p>`,
    },
  },

  // ── 5. Balsamic vinegar of Modena explained ───────────────────────────────
  {
    code: "balsamic-vinegar-explained",
    publishedDaysAgo: 78,
    author: "Giulia Rinaldi",
    coverColours: ["#4a1f1a", "#a8643f"],
    title: {
      it: "L'aceto balsamico di Modena spiegato bene",
      en: "Balsamic vinegar of Modena explained",
      fr: "Le vinaigre balsamique de Modène expliqué",
      de: "Aceto Balsamico aus Modena erklärt",
      es: "El vinagre balsámico de Módena, explicado",
    },
    slug: {
      it: "aceto-balsamico-di-modena-spiegato-bene",
      en: "balsamic-vinegar-of-modena-explained",
      fr: "le-vinaigre-balsamique-de-modene-explique",
      de: "aceto-balsamico-aus-modena-erklaert",
      es: "el-vinagre-balsamico-de-modena-explicado",
    },
    excerpt: {
      it: "Tradizionale DOP, IGP e condimenti: tre prodotti diversi con un nome quasi uguale. Cosa cambia, come leggerli in etichetta e come usarli in cucina.",
      en: "Traditional PDO, PGI and condiments: three different products with almost the same name. What sets them apart, how to read the label and how to use each one.",
      fr: "Traditionnel AOP, IGP et condiments : trois produits différents sous un nom presque identique. Ce qui les distingue, comment lire l'étiquette et comment les utiliser.",
      de: "Tradizionale g.U., g.g.A. und Würzsaucen: drei verschiedene Produkte mit fast gleichem Namen. Was sie unterscheidet, wie man das Etikett liest und wie man sie verwendet.",
      es: "Tradicional DOP, IGP y condimentos: tres productos distintos con un nombre casi igual. Qué los diferencia, cómo leer la etiqueta y cómo usarlos en la cocina.",
    },
    bodyHtml: {
      it: `<p>Sotto il nome «balsamico» convivono prodotti che costano da pochi euro a oltre cento euro per 100 ml. Non è marketing: sono proprio cose diverse, fatte in modo diverso e da usare in modo diverso.</p>
<h2>Aceto Balsamico Tradizionale di Modena DOP</h2>
<p>Si fa con un solo ingrediente: <strong>mosto d'uva cotto</strong>, da uve del territorio come Trebbiano e Lambrusco. Il mosto invecchia almeno 12 anni in una batteria di botti di dimensioni decrescenti e di legni diversi – rovere, castagno, ciliegio, ginepro, gelso – e ogni anno si travasa un po' di aceto da una botte all'altra. Dopo l'esame di un panel di assaggiatori viene imbottigliato solo nella bottiglietta da 100 ml disegnata da Giugiaro: «Affinato» con almeno 12 anni, «Extravecchio» con almeno 25 e capsula dorata.</p>
<h2>Aceto Balsamico di Modena IGP</h2>
<p>È il balsamico di tutti i giorni: mosto d'uva cotto o concentrato e aceto di vino, affinati per almeno 60 giorni in contenitori di legno; con più di tre anni di invecchiamento può dirsi «invecchiato». La qualità varia molto: in etichetta il mosto dovrebbe comparire per primo, e meno caramello c'è, meglio è. Un buon IGP è denso, lucido e ha un equilibrio tra dolce e acido.</p>
<h2>E i «condimenti»?</h2>
<p>Le glasse e i condimenti balsamici non sono regolati da un disciplinare: alcuni sono ottimi, altri contengono addensanti e zuccheri. Vale una regola sola: leggere gli ingredienti.</p>
<h2>Come usarli</h2>
<ul>
<li><strong>IGP:</strong> insalate, marinate, verdure e carni alla griglia, oppure ridotto in padella per una glassa.</li>
<li><strong>Tradizionale DOP:</strong> sempre a crudo e a gocce, alla fine: su scaglie di Parmigiano Reggiano, fragole, gelato alla crema, risotto o bollito. Il calore ne distrugge i profumi.</li>
<li><strong>Conservazione:</strong> bottiglia in piedi, a temperatura ambiente e al riparo dalla luce. Il balsamico non scade: migliora, semmai.</li>
</ul>`,
      en: `<p>The word "balsamic" covers products that cost anything from a few euros to well over a hundred euros per 100 ml. That's not marketing: they really are different things, made differently and meant to be used differently.</p>
<h2>Traditional Balsamic Vinegar of Modena PDO</h2>
<p>It's made from a single ingredient: <strong>cooked grape must</strong> from local grapes such as Trebbiano and Lambrusco. The must ages for at least 12 years in a set of barrels of decreasing size and different woods – oak, chestnut, cherry, juniper, mulberry – and every year a little vinegar is moved from one barrel to the next. After being assessed by a tasting panel, it's bottled only in the 100 ml bottle designed by Giugiaro: "Affinato" has been aged at least 12 years, "Extravecchio" at least 25, with a gold cap.</p>
<h2>Balsamic Vinegar of Modena PGI</h2>
<p>This is everyday balsamic: cooked or concentrated grape must blended with wine vinegar and matured for at least 60 days in wooden vessels; after more than three years it may be labelled "invecchiato" (aged). Quality varies a lot. Grape must should come first in the ingredients list, and the less caramel the better. A good PGI is thick and glossy, with a balance of sweet and sour.</p>
<h2>And the "condiments"?</h2>
<p>Balsamic glazes and condiments aren't covered by any production rules: some are excellent, others are full of thickeners and sugar. There's only one rule here – read the ingredients.</p>
<h2>How to use them</h2>
<ul>
<li><strong>PGI:</strong> salads, marinades, grilled vegetables and meat, or reduced in a pan to make a glaze.</li>
<li><strong>Traditional PDO:</strong> always raw, a few drops at the very end – on shavings of Parmigiano Reggiano, strawberries, vanilla ice cream, risotto or boiled meats. Heat destroys its aromas.</li>
<li><strong>Storage:</strong> keep the bottle upright, at room temperature and out of the light. Balsamic doesn't go off – if anything, it improves.</li>
</ul>`,
      fr: `<p>Sous le nom de « balsamique » cohabitent des produits qui coûtent de quelques euros à plus de cent euros les 100 ml. Ce n'est pas du marketing : ce sont vraiment des choses différentes, fabriquées différemment et à utiliser différemment.</p>
<h2>Vinaigre balsamique traditionnel de Modène AOP</h2>
<p>Il est fait d'un seul ingrédient : du <strong>moût de raisin cuit</strong>, issu de cépages locaux comme le trebbiano et le lambrusco. Le moût vieillit au moins 12 ans dans une batterie de fûts de taille décroissante et de bois différents – chêne, châtaignier, cerisier, genévrier, mûrier – et chaque année un peu de vinaigre passe d'un fût à l'autre. Après l'examen d'un jury de dégustateurs, il est mis uniquement dans le flacon de 100 ml dessiné par Giugiaro : « Affinato » pour au moins 12 ans, « Extravecchio » pour au moins 25 ans, avec une capsule dorée.</p>
<h2>Vinaigre balsamique de Modène IGP</h2>
<p>C'est le balsamique du quotidien : moût de raisin cuit ou concentré et vinaigre de vin, affinés au moins 60 jours en contenants de bois ; au-delà de trois ans, il peut porter la mention « invecchiato » (vieilli). La qualité varie beaucoup : le moût doit apparaître en premier dans la liste des ingrédients, et moins il y a de caramel, mieux c'est. Un bon IGP est dense, brillant, avec un équilibre entre douceur et acidité.</p>
<h2>Et les « condiments » ?</h2>
<p>Les crèmes et condiments balsamiques ne sont encadrés par aucun cahier des charges : certains sont excellents, d'autres contiennent épaississants et sucres ajoutés. Une seule règle : lire la liste des ingrédients.</p>
<h2>Comment les utiliser</h2>
<ul>
<li><strong>IGP :</strong> salades, marinades, légumes et viandes grillés, ou réduit à la poêle pour obtenir un glaçage.</li>
<li><strong>Traditionnel AOP :</strong> toujours cru et en gouttes, au dernier moment – sur des copeaux de Parmigiano Reggiano, des fraises, une glace vanille, un risotto ou un pot-au-feu. La chaleur détruit ses arômes.</li>
<li><strong>Conservation :</strong> bouteille debout, à température ambiante et à l'abri de la lumière. Le balsamique ne se périme pas ; il aurait plutôt tendance à se bonifier.</li>
</ul>`,
      de: `<p>Unter dem Namen »Balsamico« finden sich Produkte, die zwischen ein paar Euro und weit über hundert Euro pro 100 ml kosten. Das ist kein Marketing: Es sind tatsächlich unterschiedliche Dinge, anders hergestellt und anders zu verwenden.</p>
<h2>Aceto Balsamico Tradizionale di Modena g.U.</h2>
<p>Er besteht aus einer einzigen Zutat: <strong>eingekochtem Traubenmost</strong> aus heimischen Sorten wie Trebbiano und Lambrusco. Der Most reift mindestens 12 Jahre in einer Reihe immer kleinerer Fässer aus verschiedenen Hölzern – Eiche, Kastanie, Kirsche, Wacholder, Maulbeere –, und jedes Jahr wird ein Teil von einem Fass ins nächste umgefüllt. Nach der Prüfung durch ein Verkosterpanel wird er ausschließlich in die von Giugiaro entworfene 100-ml-Flasche abgefüllt: »Affinato« mit mindestens 12 Jahren, »Extravecchio« mit mindestens 25 Jahren und goldener Kapsel.</p>
<h2>Aceto Balsamico di Modena g.g.A.</h2>
<p>Das ist der Balsamico für jeden Tag: eingekochter oder konzentrierter Traubenmost und Weinessig, mindestens 60 Tage in Holzbehältern gereift; nach mehr als drei Jahren darf er »invecchiato« (gereift) heißen. Die Qualität schwankt stark: Der Most sollte in der Zutatenliste an erster Stelle stehen, und je weniger Zuckercouleur, desto besser. Ein guter g.g.A.-Balsamico ist dickflüssig, glänzend und ausgewogen zwischen süß und sauer.</p>
<h2>Und die »Condimenti«?</h2>
<p>Balsamico-Cremes und Würzsaucen unterliegen keinen Herstellungsvorschriften: Manche sind hervorragend, andere voller Verdickungsmittel und Zucker. Hier gilt nur eine Regel – die Zutatenliste lesen.</p>
<h2>So verwenden Sie ihn</h2>
<ul>
<li><strong>g.g.A.:</strong> Salate, Marinaden, gegrilltes Gemüse und Fleisch oder in der Pfanne zu einer Glasur eingekocht.</li>
<li><strong>Tradizionale g.U.:</strong> immer roh und tropfenweise ganz zum Schluss – auf Parmigiano-Reggiano-Splitter, Erdbeeren, Vanilleeis, Risotto oder Siedfleisch. Hitze zerstört sein Aroma.</li>
<li><strong>Aufbewahrung:</strong> Flasche stehend, bei Zimmertemperatur und lichtgeschützt lagern. Balsamico verdirbt nicht – er wird eher noch besser.</li>
</ul>`,
      es: `<p>Bajo el nombre de «balsámico» conviven productos que cuestan desde unos pocos euros hasta más de cien euros los 100 ml. No es marketing: son cosas realmente distintas, elaboradas de otra manera y para usar de otra manera.</p>
<h2>Vinagre balsámico tradicional de Módena DOP</h2>
<p>Se elabora con un solo ingrediente: <strong>mosto de uva cocido</strong>, de variedades locales como Trebbiano y Lambrusco. El mosto envejece al menos 12 años en una batería de barricas de tamaño decreciente y de maderas distintas –roble, castaño, cerezo, enebro, morera–, y cada año se trasvasa un poco de vinagre de una barrica a otra. Tras el examen de un panel de catadores, se embotella solo en el frasco de 100 ml diseñado por Giugiaro: «Affinato», con al menos 12 años, y «Extravecchio», con al menos 25 y cápsula dorada.</p>
<h2>Vinagre balsámico de Módena IGP</h2>
<p>Es el balsámico de diario: mosto de uva cocido o concentrado y vinagre de vino, afinados al menos 60 días en recipientes de madera; con más de tres años puede llevar la mención «invecchiato» (envejecido). La calidad varía mucho: el mosto debería aparecer el primero en la lista de ingredientes, y cuanto menos caramelo, mejor. Un buen IGP es denso, brillante y equilibrado entre dulce y ácido.</p>
<h2>¿Y los «condimentos»?</h2>
<p>Las cremas y condimentos balsámicos no se rigen por ningún pliego de condiciones: algunos son excelentes y otros llevan espesantes y azúcares añadidos. Solo hay una regla: leer los ingredientes.</p>
<h2>Cómo usarlos</h2>
<ul>
<li><strong>IGP:</strong> ensaladas, adobos, verduras y carnes a la brasa, o reducido en la sartén para hacer un glaseado.</li>
<li><strong>Tradicional DOP:</strong> siempre en crudo y a gotas, al final: sobre lascas de Parmigiano Reggiano, fresas, helado de vainilla, risotto o carnes hervidas. El calor destruye sus aromas.</li>
<li><strong>Conservación:</strong> botella de pie, a temperatura ambiente y protegida de la luz. El balsámico no caduca; en todo caso, mejora.</li>
</ul>`,
    },
  },

  // ── 6. A Langhe wine weekend ──────────────────────────────────────────────
  {
    code: "langhe-wine-weekend",
    publishedDaysAgo: 96,
    author: "Marco Bellini",
    coverColours: ["#6d1a2b", "#d9b26f"],
    title: {
      it: "Un weekend tra i vini delle Langhe",
      en: "A wine weekend in the Langhe",
      fr: "Un week-end autour du vin dans les Langhe",
      de: "Ein Weinwochenende in den Langhe",
      es: "Un fin de semana de vino en las Langhe",
    },
    slug: {
      it: "un-weekend-tra-i-vini-delle-langhe",
      en: "a-wine-weekend-in-the-langhe",
      fr: "un-week-end-autour-du-vin-dans-les-langhe",
      de: "ein-weinwochenende-in-den-langhe",
      es: "un-fin-de-semana-de-vino-en-las-langhe",
    },
    excerpt: {
      it: "Alba, Barbaresco, La Morra e Barolo in due giorni: il nostro itinerario tra colline, cantine e tajarin, con qualche consiglio pratico per godersi le degustazioni.",
      en: "Alba, Barbaresco, La Morra and Barolo in two days: our route through hills, cellars and tajarin, with a few practical tips to make the most of your tastings.",
      fr: "Alba, Barbaresco, La Morra et Barolo en deux jours : notre itinéraire entre collines, caves et tajarin, avec quelques conseils pratiques pour profiter des dégustations.",
      de: "Alba, Barbaresco, La Morra und Barolo in zwei Tagen: unsere Route durch Hügel, Keller und Tajarin – mit praktischen Tipps für entspannte Weinproben.",
      es: "Alba, Barbaresco, La Morra y Barolo en dos días: nuestra ruta entre colinas, bodegas y tajarin, con algunos consejos prácticos para disfrutar de las catas.",
    },
    bodyHtml: {
      it: `<p>Le colline delle Langhe, nel Piemonte meridionale, sono patrimonio UNESCO dal 2014 e distano circa un'ora da Torino e due da Milano. Il periodo più bello va da settembre a novembre, tra vendemmia e tartufo bianco, ma anche la primavera, più tranquilla, regala panorami splendidi.</p>
<h2>Sabato: Alba e Barbaresco</h2>
<p>Comincia da Alba: il centro storico con le sue torri medievali, via Vittorio Emanuele (per tutti «via Maestra») e, il sabato mattina, il mercato. Nel pomeriggio spostati a Barbaresco, un quarto d'ora di strada: sali sulla torre medievale per la vista sul Tanaro e assaggia i vini del paese all'Enoteca Regionale, ospitata in una chiesa sconsacrata. A cena, tajarin al burro e salvia, vitello tonnato e carne cruda all'albese.</p>
<h2>Domenica: La Morra e Barolo</h2>
<p>Al mattino, il belvedere di La Morra offre il panorama più famoso delle Langhe, con i vigneti del Barolo che scendono a perdita d'occhio; da qui partono sentieri tra le vigne per una passeggiata prima della degustazione. Poi Barolo: il WiMu, il museo del vino nel Castello Falletti, e una visita in cantina. Noi facciamo sempre tappa da Cantina Colle Aperto, proprio tra La Morra e Barolo. Chiudi la giornata al Castello di Grinzane Cavour, sede dell'Enoteca Regionale Piemontese.</p>
<h2>Consigli pratici</h2>
<ul>
<li><strong>Prenota le visite:</strong> molte piccole cantine ricevono solo su appuntamento e spesso la domenica sono chiuse.</li>
<li><strong>Non esagerare:</strong> due o tre degustazioni al giorno bastano per apprezzarle davvero.</li>
<li><strong>Chi guida non beve:</strong> scegli un autista designato, un servizio di transfer o una e-bike.</li>
<li><strong>Spedizioni:</strong> molte cantine spediscono a casa, così non devi riempire il bagagliaio.</li>
</ul>
<h2>Cosa portare a casa</h2>
<p>Oltre al Barolo (almeno 38 mesi di invecchiamento, di cui 18 in legno) e al Barbaresco (almeno 26 mesi, di cui 9 in legno), cerca una Barbera d'Alba, un Dolcetto da bere tutti i giorni, un Langhe Nascetta e un Alta Langa metodo classico. E non ripartire senza nocciole Tonda Gentile e un pezzo di torrone.</p>`,
      en: `<p>The Langhe hills in southern Piedmont have been a UNESCO World Heritage site since 2014 and lie about an hour from Turin and two from Milan. The best time to go is September to November, with the grape harvest and white truffle season, but spring is quieter and just as beautiful.</p>
<h2>Saturday: Alba and Barbaresco</h2>
<p>Start in Alba: the old town with its medieval towers, Via Vittorio Emanuele (which everyone calls "Via Maestra") and, on Saturday mornings, the market. In the afternoon, drive fifteen minutes to Barbaresco. Climb the medieval tower for the view over the Tanaro valley, and taste the village's wines at the Enoteca Regionale, housed in a deconsecrated church. For dinner: tajarin with butter and sage, vitello tonnato and carne cruda all'albese, the local hand-chopped beef tartare.</p>
<h2>Sunday: La Morra and Barolo</h2>
<p>In the morning, the belvedere at La Morra gives you the most famous view in the Langhe, with Barolo's vineyards rolling away as far as the eye can see; footpaths lead from here through the vines for a walk before your first tasting. Then on to Barolo, for WiMu, the wine museum inside Castello Falletti, and a cellar visit – we always stop at Cantina Colle Aperto, right between La Morra and Barolo. End the day at Grinzane Cavour castle, home of the Piedmont regional wine shop.</p>
<h2>Practical tips</h2>
<ul>
<li><strong>Book ahead:</strong> many small wineries only receive visitors by appointment, and many are closed on Sundays.</li>
<li><strong>Pace yourself:</strong> two or three tastings a day is plenty if you want to enjoy them properly.</li>
<li><strong>Don't drink and drive:</strong> pick a designated driver, book a transfer or hire an e-bike.</li>
<li><strong>Shipping:</strong> many wineries will ship to your home, so there's no need to fill the boot.</li>
</ul>
<h2>What to bring home</h2>
<p>Besides Barolo (aged at least 38 months, 18 of them in wood) and Barbaresco (at least 26 months, 9 in wood), look out for a Barbera d'Alba, a Dolcetto for everyday drinking, a Langhe Nascetta and a traditional-method Alta Langa. And don't leave without some Tonda Gentile hazelnuts and a slab of torrone.</p>`,
      fr: `<p>Les collines des Langhe, dans le sud du Piémont, sont inscrites au patrimoine mondial de l'UNESCO depuis 2014 et se trouvent à environ une heure de Turin et deux heures de Milan. La plus belle période va de septembre à novembre, entre vendanges et truffe blanche, mais le printemps, plus calme, offre lui aussi des paysages superbes.</p>
<h2>Samedi : Alba et Barbaresco</h2>
<p>Commencez par Alba : la vieille ville et ses tours médiévales, la via Vittorio Emanuele (la « via Maestra » pour tout le monde) et, le samedi matin, le marché. L'après-midi, rejoignez Barbaresco en un quart d'heure : montez dans la tour médiévale pour la vue sur le Tanaro, puis goûtez les vins du village à l'Enoteca Regionale, installée dans une église désacralisée. Au dîner : tajarin au beurre et à la sauge, vitello tonnato et carne cruda all'albese, le tartare de bœuf local coupé au couteau.</p>
<h2>Dimanche : La Morra et Barolo</h2>
<p>Le matin, le belvédère de La Morra offre la vue la plus célèbre des Langhe, avec les vignes du Barolo à perte de vue ; des sentiers partent d'ici à travers les rangs pour une promenade avant la dégustation. Direction ensuite Barolo, avec le WiMu, le musée du vin installé dans le château Falletti, et une visite de cave : nous nous arrêtons toujours à la Cantina Colle Aperto, juste entre La Morra et Barolo. Terminez la journée au château de Grinzane Cavour, siège de l'œnothèque régionale du Piémont.</p>
<h2>Conseils pratiques</h2>
<ul>
<li><strong>Réservez vos visites :</strong> beaucoup de petits domaines ne reçoivent que sur rendez-vous et ferment souvent le dimanche.</li>
<li><strong>Dosez l'effort :</strong> deux ou trois dégustations par jour suffisent pour les apprécier vraiment.</li>
<li><strong>Qui conduit ne boit pas :</strong> prévoyez un conducteur désigné, un chauffeur ou un vélo électrique.</li>
<li><strong>Expédition :</strong> de nombreux domaines livrent à domicile, inutile de remplir le coffre.</li>
</ul>
<h2>Que rapporter</h2>
<p>En plus du Barolo (au moins 38 mois de vieillissement, dont 18 en fût) et du Barbaresco (au moins 26 mois, dont 9 en fût), cherchez une Barbera d'Alba, un Dolcetto pour tous les jours, un Langhe Nascetta et un Alta Langa méthode traditionnelle. Et ne repartez pas sans noisettes Tonda Gentile ni un morceau de nougat, le torrone.</p>`,
      de: `<p>Die Hügel der Langhe im Süden des Piemonts gehören seit 2014 zum UNESCO-Welterbe und liegen rund eine Stunde von Turin und zwei Stunden von Mailand entfernt. Am schönsten ist es von September bis November, zur Weinlese und zur Zeit der weißen Trüffel – doch auch der ruhigere Frühling bietet herrliche Ausblicke.</p>
<h2>Samstag: Alba und Barbaresco</h2>
<p>Beginnen Sie in Alba: die Altstadt mit ihren mittelalterlichen Türmen, die Via Vittorio Emanuele, die alle nur »Via Maestra« nennen, und samstagvormittags der Markt. Am Nachmittag geht es in einer Viertelstunde nach Barbaresco. Steigen Sie auf den mittelalterlichen Turm mit Blick über das Tanaro-Tal und probieren Sie die Weine des Ortes in der Enoteca Regionale, die in einer entweihten Kirche untergebracht ist. Zum Abendessen: Tajarin mit Butter und Salbei, Vitello tonnato und Carne cruda all'albese, das mit dem Messer geschnittene Rindertatar der Gegend.</p>
<h2>Sonntag: La Morra und Barolo</h2>
<p>Morgens bietet der Aussichtspunkt von La Morra den berühmtesten Blick der Langhe, mit Barolo-Weinbergen, so weit das Auge reicht; von hier führen Wege durch die Rebzeilen – ideal für einen Spaziergang vor der ersten Verkostung. Weiter nach Barolo: ins WiMu, das Weinmuseum im Castello Falletti, und zu einem Kellerbesuch. Wir halten immer bei der Cantina Colle Aperto, genau zwischen La Morra und Barolo. Zum Abschluss lohnt das Schloss Grinzane Cavour mit der regionalen Önothek des Piemonts.</p>
<h2>Praktische Tipps</h2>
<ul>
<li><strong>Rechtzeitig buchen:</strong> Viele kleine Weingüter empfangen Besucher nur nach Vereinbarung und haben sonntags oft geschlossen.</li>
<li><strong>Weniger ist mehr:</strong> Zwei bis drei Verkostungen am Tag reichen, um sie wirklich zu genießen.</li>
<li><strong>Wer fährt, trinkt nicht:</strong> Bestimmen Sie einen Fahrer, buchen Sie einen Transfer oder leihen Sie ein E-Bike.</li>
<li><strong>Versand:</strong> Viele Weingüter liefern nach Hause – der Kofferraum darf also leer bleiben.</li>
</ul>
<h2>Was Sie mitnehmen sollten</h2>
<p>Neben Barolo (mindestens 38 Monate gereift, davon 18 im Holz) und Barbaresco (mindestens 26 Monate, davon 9 im Holz) lohnen sich ein Barbera d'Alba, ein Dolcetto für jeden Tag, ein Langhe Nascetta und ein Alta Langa aus Flaschengärung. Und fahren Sie nicht ohne Tonda-Gentile-Haselnüsse und ein Stück Torrone nach Hause.</p>`,
      es: `<p>Las colinas de las Langhe, en el sur del Piamonte, son Patrimonio de la Humanidad de la UNESCO desde 2014 y están a una hora de Turín y a dos de Milán. La mejor época va de septiembre a noviembre, entre la vendimia y la trufa blanca, aunque la primavera, más tranquila, también regala paisajes espléndidos.</p>
<h2>Sábado: Alba y Barbaresco</h2>
<p>Empieza por Alba: el casco antiguo con sus torres medievales, la via Vittorio Emanuele (la «via Maestra» para todo el mundo) y, los sábados por la mañana, el mercado. Por la tarde, en un cuarto de hora llegas a Barbaresco: sube a la torre medieval para ver el valle del Tanaro y prueba los vinos del pueblo en la Enoteca Regionale, instalada en una iglesia desacralizada. Para cenar: tajarin con mantequilla y salvia, vitello tonnato y carne cruda all'albese, el tartar de ternera local cortado a cuchillo.</p>
<h2>Domingo: La Morra y Barolo</h2>
<p>Por la mañana, el mirador de La Morra ofrece la vista más famosa de las Langhe, con los viñedos de Barolo hasta donde alcanza la vista; desde aquí salen senderos entre las viñas para pasear antes de la primera cata. Después, Barolo: el WiMu, el museo del vino del castillo Falletti, y una visita a una bodega. Nosotros siempre paramos en Cantina Colle Aperto, justo entre La Morra y Barolo. Termina el día en el castillo de Grinzane Cavour, sede de la enoteca regional del Piamonte.</p>
<h2>Consejos prácticos</h2>
<ul>
<li><strong>Reserva las visitas:</strong> muchas bodegas pequeñas solo reciben con cita previa y a menudo cierran los domingos.</li>
<li><strong>Sin prisas:</strong> dos o tres catas al día bastan para disfrutarlas de verdad.</li>
<li><strong>Si conduces, no bebas:</strong> elige un conductor designado, contrata un traslado o alquila una bicicleta eléctrica.</li>
<li><strong>Envíos:</strong> muchas bodegas envían a domicilio, así que no hace falta llenar el maletero.</li>
</ul>
<h2>Qué llevarse a casa</h2>
<p>Además de Barolo (al menos 38 meses de crianza, 18 de ellos en madera) y Barbaresco (al menos 26 meses, 9 en madera), busca una Barbera d'Alba, un Dolcetto para el día a día, un Langhe Nascetta y un Alta Langa de método tradicional. Y no te vayas sin avellanas Tonda Gentile y un buen trozo de turrón piamontés.</p>`,
    },
  },
];
