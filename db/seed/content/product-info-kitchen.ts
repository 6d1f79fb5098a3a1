// What the General Product Safety Regulation (EU) 2023/988, art. 19, asks the pages of
// products-kitchen.ts to show before purchase: the type or model identifier printed on each product
// and its warnings and safety information, in the shopper's language.
// The warnings are built from the sentences below, each written in every language, label style
// (infinitive instructions in it/fr/de/es, imperative in en); a product's warnings join them in order.
import type { SeedSafetyInfo } from "./product-info-types.ts";
import type { Localized } from "./types.ts";

/** Joins sentences, language by language. */
function w(...sentences: Localized[]): Localized {
  return {
    it: sentences.map((s) => s.it).join(" "),
    en: sentences.map((s) => s.en).join(" "),
    fr: sentences.map((s) => s.fr).join(" "),
    de: sentences.map((s) => s.de).join(" "),
    es: sentences.map((s) => s.es).join(" "),
  };
}

// ---- Pans and pots ------------------------------------------------------------------------------

const HOT_HANDLE: Localized = {
  it: "Il manico si scalda durante la cottura: afferrarlo sempre con una presina.",
  en: "The handle gets hot during cooking: always hold it with a pot holder.",
  fr: "La queue chauffe pendant la cuisson : toujours la saisir avec une manique.",
  de: "Der Griff wird beim Kochen heiß: immer mit einem Topflappen anfassen.",
  es: "El mango se calienta durante la cocción: sujetarlo siempre con un agarrador.",
};

const HOT_HANDLE_AND_LID: Localized = {
  it: "Il manico e il coperchio si scaldano molto, anche in forno: usare sempre presine o guanti da forno.",
  en: "The handle and lid get very hot, in the oven too: always use pot holders or oven gloves.",
  fr: "La queue et le couvercle chauffent fortement, au four aussi : toujours utiliser des maniques ou des gants de cuisine.",
  de: "Stiel und Deckel werden sehr heiß, auch im Backofen: immer Topflappen oder Ofenhandschuhe benutzen.",
  es: "El mango y la tapa se calientan mucho, también en el horno: usar siempre agarradores o manoplas.",
};

const HOT_HANDLES_AND_LID: Localized = {
  it: "Maniglie e coperchio diventano molto caldi: usare sempre presine o guanti da forno.",
  en: "The handles and lid get very hot: always use pot holders or oven gloves.",
  fr: "Les poignées et le couvercle deviennent très chauds : toujours utiliser des maniques ou des gants de cuisine.",
  de: "Griffe und Deckel werden sehr heiß: stets Topflappen oder Ofenhandschuhe benutzen.",
  es: "Las asas y la tapa se calientan mucho: usar siempre agarradores o manoplas.",
};

const HOT_BOTH_HANDLES: Localized = {
  it: "Entrambi i manici si scaldano durante la cottura: afferrarli sempre con una presina.",
  en: "Both handles get hot during cooking: always hold them with a pot holder.",
  fr: "Les deux poignées chauffent pendant la cuisson : toujours les saisir avec une manique.",
  de: "Beide Griffe werden beim Kochen heiß: immer mit einem Topflappen anfassen.",
  es: "Los dos mangos se calientan durante la cocción: sujetarlos siempre con un agarrador.",
};

const HANDLE_INWARDS: Localized = {
  it: "Girare il manico verso l'interno del piano cottura, fuori dalla portata dei bambini.",
  en: "Turn the handle inwards, away from the edge of the hob and out of children's reach.",
  fr: "Tourner la queue vers l'intérieur de la plaque de cuisson, hors de portée des enfants.",
  de: "Den Griff nach innen drehen, weg vom Herdrand und außer Reichweite von Kindern.",
  es: "Girar el mango hacia el interior de la placa, fuera del alcance de los niños.",
};

const NEVER_EMPTY: Localized = {
  it: "Non scaldare mai a vuoto e non lasciare sul fuoco acceso senza sorveglianza.",
  en: "Never heat it empty, and never leave it unattended on a lit hob.",
  fr: "Ne jamais chauffer à vide ni laisser sans surveillance sur un feu allumé.",
  de: "Niemals leer erhitzen und nie unbeaufsichtigt auf der eingeschalteten Kochstelle stehen lassen.",
  es: "No calentar nunca en vacío ni dejar sin vigilancia sobre el fuego encendido.",
};

const HOT_OIL: Localized = {
  it: "Non surriscaldare l'olio: se comincia a fumare togliere subito la padella dal fuoco. Se prende fuoco, spegnere il fornello e coprire con un coperchio, mai con acqua.",
  en: "Don't overheat oil: if it starts to smoke, take the pan off the heat at once. If it catches fire, turn off the hob and cover it with a lid – never use water.",
  fr: "Ne pas surchauffer l'huile : si elle commence à fumer, retirer aussitôt la poêle du feu. Si elle s'enflamme, éteindre le feu et couvrir avec un couvercle, jamais avec de l'eau.",
  de: "Öl nicht überhitzen: Beginnt es zu rauchen, die Pfanne sofort vom Herd nehmen. Fängt es Feuer, die Kochstelle ausschalten und einen Deckel auflegen – niemals mit Wasser löschen.",
  es: "No sobrecalentar el aceite: si empieza a humear, retirar enseguida la sartén del fuego. Si se prende, apagar el fuego y tapar con una tapa, nunca echar agua.",
};

const NOT_FOR_INDUCTION: Localized = {
  it: "Non utilizzabile su piani a induzione.",
  en: "Not suitable for induction hobs.",
  fr: "Ne convient pas aux plaques à induction.",
  de: "Nicht für Induktionskochfelder geeignet.",
  es: "No se puede usar en placas de inducción.",
};

const INDUCTION_NO_BOOST: Localized = {
  it: "Su induzione non preriscaldare mai a vuoto con la funzione booster: il fondo si surriscalda in pochi secondi.",
  en: "On induction, never preheat it empty on the boost setting: the base overheats within seconds.",
  fr: "Sur induction, ne jamais préchauffer à vide avec la fonction booster : le fond surchauffe en quelques secondes.",
  de: "Auf Induktion nie leer mit der Boost-Funktion vorheizen: Der Boden überhitzt binnen Sekunden.",
  es: "En inducción, no precalentar nunca en vacío con la función booster: la base se sobrecalienta en pocos segundos.",
};

const LIFT_ON_GLASS_HOBS: Localized = {
  it: "Sui piani in vetroceramica e a induzione sollevare il recipiente, senza trascinarlo.",
  en: "On glass-ceramic and induction hobs, lift it rather than sliding it.",
  fr: "Sur les plaques vitrocéramiques et à induction, soulever l'ustensile plutôt que de le faire glisser.",
  de: "Auf Glaskeramik- und Induktionskochfeldern anheben, nicht schieben.",
  es: "En placas vitrocerámicas y de inducción, levantar la pieza en lugar de arrastrarla.",
};

const HEAVY: Localized = {
  it: "Il recipiente è pesante, tanto più quando è pieno: sollevarlo sempre con due mani.",
  en: "It is heavy, especially when full: always lift it with both hands.",
  fr: "L'ustensile est lourd, surtout lorsqu'il est plein : toujours le soulever à deux mains.",
  de: "Das Kochgeschirr ist schwer, besonders wenn es gefüllt ist: immer mit beiden Händen anheben.",
  es: "La pieza pesa mucho, sobre todo llena: levantarla siempre con las dos manos.",
};

const ENAMEL_THERMAL_SHOCK: Localized = {
  it: "Evitare gli sbalzi termici (mai acqua fredda nel recipiente caldo) e non scaldarlo a vuoto a fiamma alta: lo smalto potrebbe incrinarsi.",
  en: "Avoid thermal shocks – never pour cold water into it while hot – and don't heat it empty over high heat: the enamel could crack.",
  fr: "Éviter les chocs thermiques (jamais d'eau froide dans l'ustensile chaud) et ne pas le chauffer à vide à feu vif : l'émail pourrait se fendre.",
  de: "Temperaturschocks vermeiden (nie kaltes Wasser in das heiße Geschirr gießen) und nicht leer auf hoher Stufe erhitzen: Die Emaille könnte springen.",
  es: "Evitar los cambios bruscos de temperatura (nunca agua fría en la pieza caliente) y no calentarla en vacío a fuego fuerte: el esmalte podría agrietarse.",
};

const TIN_LINING: Localized = {
  it: "Il rivestimento interno è in stagno, che fonde a circa 230 °C: non scaldare mai a vuoto né a fiamma vivace, e non usare utensili metallici o spugne abrasive. Non conservare gli alimenti, soprattutto se acidi, nel recipiente. Quando il rame affiora in più punti, farlo ristagnare.",
  en: "The lining is tin, which melts at about 230 °C: never heat it empty or over a fierce flame, and avoid metal utensils and abrasive scourers. Don't store food, especially acidic food, in it. When the copper shows through in several places, have it re-tinned.",
  fr: "Le revêtement intérieur est en étain, qui fond vers 230 °C : ne jamais chauffer à vide ni à feu vif, et éviter les ustensiles métalliques et les éponges abrasives. Ne pas y conserver d'aliments, surtout acides. Lorsque le cuivre apparaît à plusieurs endroits, faire réétamer l'ustensile.",
  de: "Die Innenschicht ist aus Zinn, das bei etwa 230 °C schmilzt: nie leer oder auf starker Flamme erhitzen und keine Metallutensilien oder Scheuerschwämme verwenden. Keine Speisen, vor allem keine säurehaltigen, darin aufbewahren. Wenn an mehreren Stellen Kupfer durchscheint, neu verzinnen lassen.",
  es: "El revestimiento interior es de estaño, que se funde hacia los 230 °C: no calentar nunca en vacío ni a fuego vivo, y evitar utensilios metálicos y estropajos abrasivos. No guardar alimentos, sobre todo ácidos, en el recipiente. Cuando el cobre asome en varios puntos, hacer estañar de nuevo la pieza.",
};

const HOB_TO_TABLE: Localized = {
  it: "Portato in tavola, il recipiente resta caldo a lungo: appoggiarlo su un sottopentola e avvisare i commensali.",
  en: "It stays hot for a long time at the table: set it on a trivet and warn your guests.",
  fr: "À table, l'ustensile reste chaud longtemps : le poser sur un dessous-de-plat et prévenir les convives.",
  de: "Bei Tisch bleibt das Geschirr lange heiß: auf einen Untersetzer stellen und die Gäste darauf hinweisen.",
  es: "En la mesa, la pieza se mantiene caliente mucho tiempo: apoyarla sobre un salvamanteles y avisar a los comensales.",
};

// ---- Moka pots ----------------------------------------------------------------------------------

const MOKA_WATER: Localized = {
  it: "Non mettere mai la caffettiera sul fuoco senza acqua nella caldaia. Riempire la caldaia con acqua fredda senza superare la valvola di sicurezza.",
  en: "Never put the moka pot on the heat without water in the base. Fill the base with cold water up to, but not above, the safety valve.",
  fr: "Ne jamais mettre la cafetière sur le feu sans eau dans la chaudière. Remplir la chaudière d'eau froide sans dépasser la soupape de sécurité.",
  de: "Den Espressokocher nie ohne Wasser im Kessel auf die Kochstelle stellen. Den Kessel mit kaltem Wasser nur bis unterhalb des Sicherheitsventils füllen.",
  es: "No poner nunca la cafetera al fuego sin agua en la caldera. Llenar la caldera con agua fría sin sobrepasar la válvula de seguridad.",
};

const MOKA_GRIND: Localized = {
  it: "Non pressare il caffè nel filtro e non usare una macinatura troppo fine: il passaggio dell'acqua potrebbe bloccarsi.",
  en: "Don't tamp the coffee in the filter or use too fine a grind: the water could be blocked.",
  fr: "Ne pas tasser le café dans le filtre ni utiliser une mouture trop fine : l'eau pourrait ne plus passer.",
  de: "Das Kaffeepulver nicht andrücken und keinen zu fein gemahlenen Kaffee verwenden: Das Wasser könnte nicht mehr durchlaufen.",
  es: "No prensar el café en el filtro ni usar una molienda demasiado fina: el paso del agua podría bloquearse.",
};

const MOKA_HOT_PRESSURE: Localized = {
  it: "Durante e subito dopo l'uso la caffettiera è molto calda e sotto pressione: non aprirla prima che si sia raffreddata e toccarla solo dal manico e dal pomolo.",
  en: "During and just after brewing the moka pot is very hot and under pressure: don't open it until it has cooled, and touch it only by the handle and knob.",
  fr: "Pendant et juste après l'utilisation, la cafetière est brûlante et sous pression : ne pas l'ouvrir avant qu'elle ait refroidi et ne la toucher que par la poignée et le bouton.",
  de: "Während und direkt nach dem Gebrauch ist der Espressokocher sehr heiß und steht unter Druck: erst nach dem Abkühlen öffnen und nur am Griff und am Deckelknopf anfassen.",
  es: "Durante el uso y justo después, la cafetera está muy caliente y bajo presión: no abrirla hasta que se haya enfriado y tocarla solo por el asa y el pomo.",
};

const MOKA_OFF_THE_HEAT: Localized = {
  it: "Togliere dal fuoco appena il caffè è salito: lasciata vuota sul fornello, la caffettiera si surriscalda.",
  en: "Take it off the heat as soon as the coffee has come up: left empty on the hob, the pot overheats.",
  fr: "Retirer du feu dès que le café est monté : laissée vide sur le feu, la cafetière surchauffe.",
  de: "Sobald der Kaffee aufgestiegen ist, vom Herd nehmen: Leer auf der Kochstelle überhitzt der Espressokocher.",
  es: "Retirar del fuego en cuanto haya subido el café: si se deja vacía sobre el fuego, la cafetera se sobrecalienta.",
};

const MOKA_FLAME: Localized = {
  it: "La fiamma non deve mai superare il bordo del fondo: il manico potrebbe danneggiarsi o prendere fuoco.",
  en: "The flame must never reach beyond the edge of the base: the handle could be damaged or catch fire.",
  fr: "La flamme ne doit jamais dépasser le bord du fond : la poignée pourrait être endommagée ou s'enflammer.",
  de: "Die Flamme darf nie über den Rand des Bodens hinausreichen: Der Griff könnte beschädigt werden oder Feuer fangen.",
  es: "La llama nunca debe sobresalir del borde de la base: el asa podría dañarse o incluso arder.",
};

const MOKA_VALVE_GASKET: Localized = {
  it: "Controllare periodicamente che la valvola di sicurezza non sia ostruita dal calcare e sostituire la guarnizione quando è indurita o usurata, solo con ricambi originali.",
  en: "Check regularly that the safety valve isn't blocked by limescale, and replace the gasket as soon as it is hard or worn, using original spare parts only.",
  fr: "Vérifier régulièrement que la soupape de sécurité n'est pas obstruée par le calcaire et remplacer le joint dès qu'il durcit ou s'use, uniquement par des pièces d'origine.",
  de: "Regelmäßig prüfen, dass das Sicherheitsventil nicht verkalkt ist, und die Dichtung ersetzen, sobald sie hart oder abgenutzt ist – nur mit Originalersatzteilen.",
  es: "Comprobar periódicamente que la válvula de seguridad no esté obstruida por la cal y cambiar la junta en cuanto esté endurecida o gastada, solo con recambios originales.",
};

const MOKA_CHILDREN: Localized = {
  it: "Tenere fuori dalla portata dei bambini durante e dopo l'uso.",
  en: "Keep out of the reach of children during and after use.",
  fr: "Tenir hors de portée des enfants pendant et après l'utilisation.",
  de: "Während und nach dem Gebrauch außerhalb der Reichweite von Kindern halten.",
  es: "Mantener fuera del alcance de los niños durante y después del uso.",
};

/** The common safety instructions of every moka pot. */
const MOKA_BASICS: Localized[] = [MOKA_WATER, MOKA_GRIND, MOKA_HOT_PRESSURE, MOKA_OFF_THE_HEAT];

// ---- Knives -------------------------------------------------------------------------------------

const KNIFE_SHARP: Localized = {
  it: "Lama molto affilata: maneggiare con cura, usare solo su un tagliere stabile e non provare mai il filo con le dita.",
  en: "Very sharp blade: handle with care, use only on a stable chopping board and never test the edge with your fingers.",
  fr: "Lame très tranchante : manipuler avec précaution, n'utiliser que sur une planche stable et ne jamais tester le fil avec les doigts.",
  de: "Sehr scharfe Klinge: vorsichtig handhaben, nur auf einem rutschfesten Schneidebrett verwenden und die Schneide nie mit den Fingern prüfen.",
  es: "Hoja muy afilada: manejar con cuidado, usar solo sobre una tabla estable y no comprobar nunca el filo con los dedos.",
};

const KNIFE_CHILDREN: Localized = {
  it: "Tenere fuori dalla portata dei bambini. Riporre in un ceppo, su una barra magnetica o con un proteggilama, mai sciolto nel cassetto.",
  en: "Keep out of the reach of children. Store in a knife block, on a magnetic strip or in a blade guard – never loose in a drawer.",
  fr: "Tenir hors de portée des enfants. Ranger dans un bloc, sur une barre aimantée ou avec un protège-lame, jamais en vrac dans un tiroir.",
  de: "Außerhalb der Reichweite von Kindern aufbewahren. In einem Messerblock, an einer Magnetleiste oder mit Klingenschutz lagern, nie lose in der Schublade.",
  es: "Mantener fuera del alcance de los niños. Guardar en un taco, en una barra magnética o con protector de hoja, nunca suelto en un cajón.",
};

const KNIFE_WASH: Localized = {
  it: "Lavare a mano, un coltello alla volta, con il filo rivolto lontano dalla mano; non lasciarlo nell'acqua del lavello, dove non si vede, e non lavarlo in lavastoviglie.",
  en: "Wash by hand, one knife at a time, with the edge facing away from your hand; never leave it in a sink of water where it can't be seen, and don't put it in the dishwasher.",
  fr: "Laver à la main, un couteau à la fois, le fil tourné à l'opposé de la main ; ne jamais le laisser dans l'eau de l'évier, où on ne le voit pas, et ne pas le passer au lave-vaisselle.",
  de: "Von Hand spülen, ein Messer nach dem anderen, mit der Schneide von der Hand weg; nie im Spülbecken liegen lassen, wo man es nicht sieht, und nicht in die Spülmaschine geben.",
  es: "Lavar a mano, de uno en uno, con el filo hacia fuera de la mano; no dejarlo nunca en el agua del fregadero, donde no se ve, ni meterlo en el lavavajillas.",
};

const KNIFE_NOT_A_TOOL: Localized = {
  it: "Non usare la lama per fare leva, aprire barattoli o tagliare ossa e cibi surgelati: potrebbe scheggiarsi o spezzarsi.",
  en: "Don't use the blade to prise things open, open jars or cut through bones and frozen food: it could chip or snap.",
  fr: "Ne pas utiliser la lame comme levier, pour ouvrir des bocaux ou pour couper des os et des aliments surgelés : elle pourrait s'ébrécher ou se briser.",
  de: "Die Klinge nicht zum Hebeln, zum Öffnen von Gläsern oder zum Schneiden von Knochen und Tiefkühlware verwenden: Sie könnte ausbrechen oder brechen.",
  es: "No usar la hoja para hacer palanca, abrir tarros ni cortar huesos o alimentos congelados: podría mellarse o romperse.",
};

// ---- Boards -------------------------------------------------------------------------------------

const BOARD_WASH: Localized = {
  it: "Lavare a mano con acqua calda e detersivo delicato subito dopo l'uso e lasciare asciugare in verticale; non lavare in lavastoviglie e non lasciare in ammollo: il legno si deforma e può spaccarsi.",
  en: "Hand wash in hot soapy water straight after use and leave to dry standing upright; not dishwasher safe, and never leave it to soak: the wood warps and can split.",
  fr: "Laver à la main à l'eau chaude savonneuse juste après usage et laisser sécher debout ; ne pas passer au lave-vaisselle ni laisser tremper : le bois se déforme et peut se fendre.",
  de: "Direkt nach dem Gebrauch von Hand mit heißem Wasser und mildem Spülmittel reinigen und hochkant trocknen lassen; nicht in die Spülmaschine geben und nicht einweichen: Das Holz verzieht sich und kann reißen.",
  es: "Lavar a mano con agua caliente y jabón suave justo después de usarla y dejar secar en vertical; no meter en el lavavajillas ni dejar en remojo: la madera se deforma y puede agrietarse.",
};

const BOARD_RAW_FOOD: Localized = {
  it: "Dopo aver tagliato carne, pesce o pollame crudi, lavare accuratamente il tagliere prima di usarlo per altri alimenti.",
  en: "After cutting raw meat, fish or poultry, wash the board thoroughly before using it for other food.",
  fr: "Après avoir coupé de la viande, du poisson ou de la volaille crus, bien laver la planche avant de l'utiliser pour d'autres aliments.",
  de: "Nach dem Schneiden von rohem Fleisch, Fisch oder Geflügel das Brett gründlich reinigen, bevor andere Lebensmittel darauf kommen.",
  es: "Después de cortar carne, pescado o aves crudos, lavar bien la tabla antes de usarla para otros alimentos.",
};

const BOARD_OIL: Localized = {
  it: "Trattare solo con olio minerale per uso alimentare o cera d'api, mai con olio da cucina, che irrancidisce.",
  en: "Treat only with food-grade mineral oil or beeswax – never cooking oil, which goes rancid.",
  fr: "N'entretenir qu'avec de l'huile minérale de qualité alimentaire ou de la cire d'abeille, jamais avec de l'huile de cuisine, qui rancit.",
  de: "Nur mit lebensmittelechtem Mineralöl oder Bienenwachs pflegen, nie mit Speiseöl, das ranzig wird.",
  es: "Tratar solo con aceite mineral apto para uso alimentario o cera de abeja, nunca con aceite de cocina, que se enrancia.",
};

// ---- Textiles -----------------------------------------------------------------------------------

/** Machine washing temperature: "at" a temperature, or "up to" one. */
function wash(celsius: number, upTo = false): Localized {
  return upTo
    ? {
        it: `Lavabile in lavatrice fino a ${celsius} °C.`,
        en: `Machine washable at up to ${celsius} °C.`,
        fr: `Lavable en machine jusqu'à ${celsius} °C.`,
        de: `Maschinenwäsche bis ${celsius} °C.`,
        es: `Lavable a máquina hasta ${celsius} °C.`,
      }
    : {
        it: `Lavare in lavatrice a ${celsius} °C.`,
        en: `Machine wash at ${celsius} °C.`,
        fr: `Laver en machine à ${celsius} °C.`,
        de: `Maschinenwäsche bei ${celsius} °C.`,
        es: `Lavar a máquina a ${celsius} °C.`,
      };
}

const FABRIC_FLAME: Localized = {
  it: "Tenere lontano da fiamme libere, fornelli accesi e braci: il tessuto può prendere fuoco.",
  en: "Keep away from open flames, lit hobs and embers: the fabric can catch fire.",
  fr: "Tenir à l'écart des flammes nues, des feux allumés et des braises : le tissu peut s'enflammer.",
  de: "Von offenen Flammen, eingeschalteten Kochstellen und Glut fernhalten: Der Stoff kann Feuer fangen.",
  es: "Mantener lejos de llamas, fuegos encendidos y brasas: el tejido puede prender.",
};

const APRON_TIES: Localized = {
  it: "Annodare i lacci in modo che non pendano sopra i fornelli accesi.",
  en: "Tie the strings so they don't dangle over a lit hob.",
  fr: "Nouer les liens de façon qu'ils ne pendent pas au-dessus des feux allumés.",
  de: "Die Bänder so binden, dass sie nicht über eingeschaltete Kochstellen hängen.",
  es: "Anudar las cintas de modo que no cuelguen sobre los fuegos encendidos.",
};

const NOT_A_POT_HOLDER: Localized = {
  it: "Non usare come presina: un canovaccio umido trasmette subito il calore e può causare ustioni.",
  en: "Don't use it as a pot holder: a damp towel passes the heat straight through and can cause burns.",
  fr: "Ne pas l'utiliser comme manique : un torchon humide laisse passer aussitôt la chaleur et peut provoquer des brûlures.",
  de: "Nicht als Topflappen verwenden: Ein feuchtes Tuch leitet die Hitze sofort weiter und kann Verbrennungen verursachen.",
  es: "No usar como agarrador: un paño húmedo transmite el calor al instante y puede causar quemaduras.",
};

export const KITCHEN_SAFETY_INFO: SeedSafetyInfo[] = [
  // ---- Frying pans ----
  {
    product: "copper-frying-pan-classic",
    model: "RT-PRS2 / 2025",
    warnings: w(HOT_HANDLE, HANDLE_INWARDS, TIN_LINING, NOT_FOR_INDUCTION),
  },
  {
    product: "blue-steel-frying-pan",
    model: "RT-PFB3 / 2025",
    warnings: w(
      HOT_HANDLE,
      {
        it: "In forno il manico diventa rovente: estrarre e maneggiare la padella solo con guanti da forno.",
        en: "In the oven the handle gets scorching hot: take the pan out and handle it only with oven gloves.",
        fr: "Au four, la queue devient brûlante : sortir et manipuler la poêle uniquement avec des gants de cuisine.",
        de: "Im Backofen wird der Griff glühend heiß: die Pfanne nur mit Ofenhandschuhen herausnehmen und anfassen.",
        es: "En el horno el mango alcanza temperaturas muy altas: sacar y manipular la sartén solo con manoplas de horno.",
      },
      HANDLE_INWARDS,
      HOT_OIL,
      INDUCTION_NO_BOOST,
    ),
  },
  {
    product: "trirame-induction-frying-pan",
    model: "RT-TRI3 / 2025",
    warnings: w(
      {
        it: "Il manico è progettato per restare freddo sul fornello, ma il corpo e il bordo della padella scottano: non toccarli durante la cottura e subito dopo.",
        en: "The handle is designed to stay cool on the hob, but the body and rim of the pan get very hot: don't touch them during or just after cooking.",
        fr: "La queue est conçue pour rester froide sur la plaque, mais le corps et le bord de la poêle sont brûlants : ne pas les toucher pendant la cuisson ni juste après.",
        de: "Der Griff bleibt auf dem Herd kühl, Pfannenkörper und Rand werden jedoch sehr heiß: während und direkt nach dem Kochen nicht berühren.",
        es: "El mango está pensado para mantenerse frío sobre el fuego, pero el cuerpo y el borde de la sartén queman: no tocarlos durante la cocción ni justo después.",
      },
      NEVER_EMPTY,
      INDUCTION_NO_BOOST,
      HOT_OIL,
    ),
  },
  {
    product: "enamelled-cast-iron-frying-pan",
    model: "RT-PGS / 2025",
    warnings: w(
      {
        it: "Il manico e la maniglia ausiliaria diventano roventi: usare sempre le presine e sollevare la padella, che è pesante, con due mani, aiutandosi con la maniglia ausiliaria.",
        en: "The handle and helper handle get scorching hot: always use pot holders, and lift the heavy pan with both hands, using the helper handle.",
        fr: "La queue et la poignée auxiliaire deviennent brûlantes : toujours utiliser des maniques et soulever la poêle, qui est lourde, à deux mains en s'aidant de la poignée auxiliaire.",
        de: "Stiel und Gegengriff werden sehr heiß: stets Topflappen verwenden und die schwere Pfanne mit beiden Händen anheben, dabei den Gegengriff nutzen.",
        es: "El mango y el asa auxiliar se calientan muchísimo: usar siempre agarradores y levantar la sartén, que pesa, con las dos manos, ayudándose del asa auxiliar.",
      },
      ENAMEL_THERMAL_SHOCK,
      LIFT_ON_GLASS_HOBS,
    ),
  },
  {
    product: "copper-saltapasta-pan",
    model: "RT-SRI2 / 2025",
    warnings: w(HOT_HANDLE, HANDLE_INWARDS, NEVER_EMPTY, NOT_FOR_INDUCTION),
  },
  {
    product: "double-frittata-pan",
    model: "RT-PDF / 2025",
    warnings: w(
      HOT_BOTH_HANDLES,
      {
        it: "Per capovolgere, tenere i due manici ben serrati e girare la padella sopra il fornello: l'olio caldo può colare dai bordi.",
        en: "To flip, hold both handles firmly together and turn the pan over above the hob: hot oil can run out at the edges.",
        fr: "Pour retourner, serrer fermement les deux poignées l'une contre l'autre et retourner la poêle au-dessus du feu : l'huile chaude peut couler par les bords.",
        de: "Zum Wenden beide Griffe fest zusammenhalten und die Pfanne über dem Herd drehen: Heißes Öl kann an den Rändern austreten.",
        es: "Para dar la vuelta, sujetar con fuerza los dos mangos juntos y girar la sartén sobre el fuego: el aceite caliente puede salirse por los bordes.",
      },
      {
        it: "Rivestimento antiaderente senza PFAS: non scaldare a vuoto né oltre i 250 °C e non usare utensili metallici.",
        en: "PFAS-free non-stick coating: don't heat it empty or above 250 °C, and don't use metal utensils.",
        fr: "Revêtement antiadhésif sans PFAS : ne pas chauffer à vide ni au-delà de 250 °C et ne pas utiliser d'ustensiles métalliques.",
        de: "PFAS-freie Antihaftbeschichtung: nicht leer und nicht über 250 °C erhitzen und keine Metallutensilien verwenden.",
        es: "Antiadherente sin PFAS: no calentar en vacío ni por encima de 250 °C y no usar utensilios metálicos.",
      },
      NOT_FOR_INDUCTION,
    ),
  },
  {
    product: "cast-iron-grill-pan",
    model: "RT-BGQ / 2025",
    warnings: w(
      HOT_HANDLE,
      HEAVY,
      {
        it: "Il grasso caldo si raccoglie nelle scanalature: svuotarlo con cautela dal beccuccio, inclinando la bistecchiera lontano da sé.",
        en: "Hot fat collects in the grooves: pour it off carefully through the lip, tilting the pan away from you.",
        fr: "La graisse chaude s'accumule dans les rainures : la vider avec précaution par le bec verseur, en inclinant la poêle à l'opposé de soi.",
        de: "Heißes Fett sammelt sich in den Rillen: vorsichtig über die Ausgießnase abgießen und die Pfanne dabei vom Körper weg neigen.",
        es: "La grasa caliente se acumula en las ranuras: vaciarla con cuidado por el pico, inclinando la sartén hacia el lado contrario al cuerpo.",
      },
      {
        it: "Accendere la cappa o arieggiare bene: la cottura su ghisa rovente produce fumo. Dopo averla asciugata sul fuoco, lasciarla raffreddare completamente prima di riporla.",
        en: "Switch on the extractor hood or ventilate well: searing on red-hot cast iron produces smoke. After drying it over the flame, let it cool completely before putting it away.",
        fr: "Allumer la hotte ou bien aérer : saisir sur de la fonte très chaude produit de la fumée. Après l'avoir séchée sur le feu, la laisser refroidir complètement avant de la ranger.",
        de: "Dunstabzug einschalten oder gut lüften: Scharfes Anbraten auf heißem Gusseisen erzeugt Rauch. Nach dem Trocknen auf der Flamme vollständig abkühlen lassen, bevor sie weggeräumt wird.",
        es: "Encender la campana o ventilar bien: asar sobre hierro fundido muy caliente produce humo. Después de secarla al fuego, dejarla enfriar por completo antes de guardarla.",
      },
    ),
  },
  {
    product: "carbon-steel-crepe-pan",
    model: "RT-CFE2 / 2025",
    warnings: w(
      {
        it: "Il manico in faggio non va in forno e non deve essere lambito dalla fiamma: usare un fuoco adatto al diametro del fondo.",
        en: "The beech handle must not go in the oven or be reached by the flame: use a burner that matches the size of the base.",
        fr: "La queue en hêtre ne va pas au four et ne doit pas être léchée par la flamme : utiliser un feu adapté au diamètre du fond.",
        de: "Der Buchenholzgriff darf nicht in den Backofen und nicht von der Flamme erreicht werden: eine Kochstelle passend zum Bodendurchmesser wählen.",
        es: "El mango de haya no puede ir al horno ni quedar al alcance de la llama: usar un fuego adecuado al diámetro de la base.",
      },
      HANDLE_INWARDS,
      NEVER_EMPTY,
      INDUCTION_NO_BOOST,
    ),
  },

  // ---- Pots ----
  {
    product: "copper-saucepan",
    model: "RT-CRI25 / 2025",
    warnings: w(HOT_HANDLE_AND_LID, HANDLE_INWARDS, NEVER_EMPTY, NOT_FOR_INDUCTION),
  },
  {
    product: "two-handled-copper-braiser",
    model: "RT-TDM2 / 2025",
    warnings: w(
      {
        it: "Le maniglie in ottone si scaldano molto: spostare il tegame, anche da pieno, solo con presine o guanti da forno.",
        en: "The brass handles get very hot: move the braiser, even when full, only with pot holders or oven gloves.",
        fr: "Les poignées en laiton chauffent fortement : ne déplacer le sautoir, même plein, qu'avec des maniques ou des gants de cuisine.",
        de: "Die Messinggriffe werden sehr heiß: den Bräter, auch gefüllt, nur mit Topflappen oder Ofenhandschuhen bewegen.",
        es: "Las asas de latón se calientan mucho: mover la cacerola, incluso llena, solo con agarradores o manoplas.",
      },
      HOB_TO_TABLE,
      NEVER_EMPTY,
      NOT_FOR_INDUCTION,
    ),
  },
  {
    product: "copper-stockpot",
    model: "RT-PAR25 / 2025",
    warnings: w(HOT_HANDLES_AND_LID, HEAVY, NEVER_EMPTY, NOT_FOR_INDUCTION),
  },
  {
    product: "copper-polenta-pot",
    model: "RT-PPN15 / 2025",
    warnings: w(
      {
        it: "Rame non rivestito: usare solo per polenta e acqua, mai per cibi acidi, e non lasciarvi gli alimenti dopo la cottura. Se compaiono macchie verdi (verderame), toglierle con aceto e sale e risciacquare bene prima dell'uso.",
        en: "Unlined copper: use it only for polenta and water – never for acidic food – and don't leave food standing in it after cooking. If green spots (verdigris) appear, remove them with vinegar and salt and rinse well before use.",
        fr: "Cuivre non étamé : à utiliser uniquement pour la polenta et l'eau, jamais pour des aliments acides, et ne pas y laisser les aliments après la cuisson. Si des taches vertes (vert-de-gris) apparaissent, les éliminer avec du vinaigre et du sel et bien rincer avant usage.",
        de: "Unbeschichtetes Kupfer: nur für Polenta und Wasser verwenden, nie für säurehaltige Speisen, und keine Speisen nach dem Kochen darin stehen lassen. Grüne Flecken (Grünspan) vor dem Gebrauch mit Essig und Salz entfernen und gründlich nachspülen.",
        es: "Cobre sin revestir: usar solo para polenta y agua, nunca para alimentos ácidos, y no dejar la comida dentro después de cocinarla. Si aparecen manchas verdes (cardenillo), quitarlas con vinagre y sal y aclarar bien antes de usar.",
      },
      {
        it: "Quando il paiolo è appeso sopra il fuoco, il manico ad arco diventa rovente: maneggiarlo solo con guanti resistenti al calore.",
        en: "When the pot hangs over a fire, the arched handle gets scorching hot: handle it only with heat-resistant gloves.",
        fr: "Lorsque le chaudron est suspendu au-dessus du feu, l'anse devient brûlante : ne la manipuler qu'avec des gants résistant à la chaleur.",
        de: "Hängt der Kessel über dem Feuer, wird der Bügelgriff glühend heiß: nur mit hitzebeständigen Handschuhen anfassen.",
        es: "Cuando el caldero cuelga sobre el fuego, el asa de arco quema: tocarla solo con guantes resistentes al calor.",
      },
      NEVER_EMPTY,
      NOT_FOR_INDUCTION,
    ),
  },
  {
    product: "enamelled-cast-iron-casserole",
    model: "RT-CGS / 2025",
    warnings: w(
      HOT_HANDLES_AND_LID,
      HEAVY,
      ENAMEL_THERMAL_SHOCK,
      {
        it: "In forno non superare i 250 °C.",
        en: "Do not exceed 250 °C in the oven.",
        fr: "Au four, ne pas dépasser 250 °C.",
        de: "Im Backofen 250 °C nicht überschreiten.",
        es: "En el horno, no superar los 250 °C.",
      },
      LIFT_ON_GLASS_HOBS,
      HOB_TO_TABLE,
    ),
  },
  {
    product: "copper-zabaglione-bowl",
    model: "RT-ZRN12 / 2025",
    warnings: w(
      {
        it: "Rame non rivestito: usare solo per montare albumi e preparare lo zabaione, servire subito e non conservarvi gli alimenti. Eliminare eventuali macchie verdi (verderame) con aceto e sale e risciacquare bene prima dell'uso.",
        en: "Unlined copper: use it only for whipping egg whites and making zabaglione, serve straight away and don't store food in it. Remove any green spots (verdigris) with vinegar and salt and rinse well before use.",
        fr: "Cuivre non étamé : à utiliser uniquement pour monter des blancs en neige et préparer le sabayon ; servir aussitôt et ne pas y conserver d'aliments. Éliminer les éventuelles taches vertes (vert-de-gris) avec du vinaigre et du sel et bien rincer avant usage.",
        de: "Unbeschichtetes Kupfer: nur zum Aufschlagen von Eiweiß und für Zabaione verwenden, sofort servieren und keine Speisen darin aufbewahren. Grüne Flecken (Grünspan) vor dem Gebrauch mit Essig und Salz entfernen und gründlich nachspülen.",
        es: "Cobre sin revestir: usar solo para montar claras y preparar sabayón; servir enseguida y no guardar alimentos en él. Quitar las posibles manchas verdes (cardenillo) con vinagre y sal y aclarar bien antes de usar.",
      },
      {
        it: "A bagnomaria il rame si scalda in fretta, manico compreso: tenere la zabaionera con una presina.",
        en: "Over a bain-marie the copper heats up quickly, handle included: hold the bowl with a pot holder.",
        fr: "Au bain-marie, le cuivre chauffe vite, manche compris : tenir la bassine avec une manique.",
        de: "Über dem Wasserbad wird das Kupfer samt Griff schnell heiß: den Kessel mit einem Topflappen halten.",
        es: "Al baño maría el cobre se calienta enseguida, mango incluido: sujetar el cazo con un agarrador.",
      },
      NOT_FOR_INDUCTION,
    ),
  },
  {
    product: "copper-pasta-pot-with-insert",
    model: "RT-PPC2 / 2025",
    warnings: w(
      HOT_HANDLES_AND_LID,
      {
        it: "Sollevare il cestello lentamente e lasciarlo sgocciolare tenendo il viso lontano: il vapore e l'acqua bollente ustionano.",
        en: "Lift the insert out slowly and let it drain with your face well away: steam and boiling water scald.",
        fr: "Soulever le panier lentement et le laisser égoutter en gardant le visage à distance : la vapeur et l'eau bouillante brûlent.",
        de: "Den Einsatz langsam herausheben und abtropfen lassen, das Gesicht dabei fernhalten: Dampf und kochendes Wasser verbrühen.",
        es: "Sacar el cestillo despacio y dejarlo escurrir con la cara bien apartada: el vapor y el agua hirviendo queman.",
      },
      HEAVY,
      NOT_FOR_INDUCTION,
    ),
  },
  {
    product: "hammered-copper-casserole",
    model: "RT-CMS2 / 2025",
    warnings: w(HOT_HANDLES_AND_LID, TIN_LINING, NOT_FOR_INDUCTION),
  },

  // ---- Moka pots ----
  {
    product: "moka-lario-classica",
    model: "ML-C100 / 2025",
    warnings: w(...MOKA_BASICS, MOKA_FLAME, MOKA_VALVE_GASKET, NOT_FOR_INDUCTION, MOKA_CHILDREN),
  },
  {
    product: "moka-lario-colori",
    model: "ML-C200 / 2025",
    warnings: w(...MOKA_BASICS, MOKA_FLAME, MOKA_VALVE_GASKET, NOT_FOR_INDUCTION, MOKA_CHILDREN),
  },
  {
    product: "moka-lario-inox-induction",
    model: "ML-X300 / 2025",
    warnings: w(
      ...MOKA_BASICS,
      MOKA_FLAME,
      MOKA_VALVE_GASKET,
      {
        it: "Adatta a tutti i piani cottura, induzione compresa: scegliere una zona di cottura non più grande del fondo.",
        en: "Suitable for every hob, induction included: use a cooking zone no larger than the base.",
        fr: "Convient à tous les feux, induction comprise : choisir une zone de cuisson pas plus grande que le fond.",
        de: "Für alle Herdarten geeignet, auch für Induktion: eine Kochzone wählen, die nicht größer als der Boden ist.",
        es: "Apta para todo tipo de placas, inducción incluida: elegir una zona de cocción no mayor que la base.",
      },
      MOKA_CHILDREN,
    ),
  },
  {
    product: "moka-bellagio-walnut",
    model: "ML-B400 / 2025",
    warnings: w(
      ...MOKA_BASICS,
      {
        it: "La fiamma non deve mai superare il bordo del fondo: il manico e il pomolo in noce potrebbero bruciarsi.",
        en: "The flame must never reach beyond the edge of the base: the walnut handle and knob could scorch.",
        fr: "La flamme ne doit jamais dépasser le bord du fond : la poignée et le bouton en noyer pourraient brûler.",
        de: "Die Flamme darf nie über den Rand des Bodens hinausreichen: Griff und Knopf aus Nussbaumholz könnten verkohlen.",
        es: "La llama nunca debe sobresalir del borde de la base: el asa y el pomo de nogal podrían quemarse.",
      },
      MOKA_VALVE_GASKET,
      NOT_FOR_INDUCTION,
      MOKA_CHILDREN,
    ),
  },
  {
    product: "moka-crema-pressure-valve",
    model: "ML-P500 / 2025",
    warnings: w(
      ...MOKA_BASICS,
      {
        it: "La valvola a pressione può lasciar uscire schizzi di caffè bollente: non aprire il coperchio durante l'erogazione e non manomettere la valvola.",
        en: "The pressure valve can let out spurts of boiling coffee: don't open the lid while the coffee is coming up, and never tamper with the valve.",
        fr: "La valve de pression peut laisser échapper des projections de café bouillant : ne pas ouvrir le couvercle pendant l'extraction et ne jamais modifier la valve.",
        de: "Aus dem Druckventil kann kochend heißer Kaffee spritzen: den Deckel während des Aufbrühens nicht öffnen und das Ventil nie verändern.",
        es: "La válvula de presión puede soltar salpicaduras de café hirviendo: no abrir la tapa mientras sube el café y no manipular nunca la válvula.",
      },
      MOKA_FLAME,
      MOKA_VALVE_GASKET,
      NOT_FOR_INDUCTION,
      MOKA_CHILDREN,
    ),
  },
  {
    product: "travel-moka-set",
    model: "ML-V600 / 2025",
    warnings: w(
      ...MOKA_BASICS,
      MOKA_FLAME,
      MOKA_VALVE_GASKET,
      {
        it: "Su un fornello da campeggio appoggiarla su un supporto stabile e in piano, al riparo dal vento e lontano da materiali infiammabili; riporla nella custodia solo quando è fredda.",
        en: "On a camping stove, stand it on a stable, level support, out of the wind and away from anything flammable; put it back in the case only once it has cooled.",
        fr: "Sur un réchaud de camping, la poser sur un support stable et horizontal, à l'abri du vent et loin de tout matériau inflammable ; ne la ranger dans l'étui qu'une fois refroidie.",
        de: "Auf einem Campingkocher auf eine stabile, ebene Unterlage stellen, windgeschützt und fern von brennbarem Material; erst nach dem Abkühlen wieder in die Tasche packen.",
        es: "En un hornillo de camping, colocarla sobre un soporte estable y nivelado, protegida del viento y lejos de materiales inflamables; guardarla en el estuche solo cuando se haya enfriado.",
      },
      {
        it: "Le tazzine in acciaio si scaldano appena si versa il caffè: attenzione al bordo.",
        en: "The steel cups get hot as soon as the coffee is poured: mind the rim.",
        fr: "Les tasses en acier chauffent dès que le café est versé : attention au bord.",
        de: "Die Stahltassen werden heiß, sobald der Kaffee eingegossen ist: Vorsicht am Rand.",
        es: "Las tazas de acero se calientan en cuanto se sirve el café: cuidado con el borde.",
      },
      NOT_FOR_INDUCTION,
      MOKA_CHILDREN,
    ),
  },

  // ---- Knives ----
  {
    product: "brembo-chef-knife",
    model: "CB-F200 / 2025",
    warnings: w(KNIFE_SHARP, KNIFE_NOT_A_TOOL, KNIFE_CHILDREN, KNIFE_WASH),
  },
  {
    product: "brembo-santoku-knife",
    model: "CB-S180 / 2025",
    warnings: w(KNIFE_SHARP, KNIFE_NOT_A_TOOL, KNIFE_CHILDREN, KNIFE_WASH),
  },
  {
    product: "serrated-bread-knife",
    model: "CB-P230 / 2025",
    warnings: w(
      {
        it: "Dentatura molto tagliente: tenere la mano che regge la pagnotta ben lontana dalla traiettoria della lama e tagliare con movimenti lenti, senza forzare.",
        en: "Very sharp serrated edge: keep the hand holding the loaf well clear of the blade's path and saw slowly, without forcing.",
        fr: "Denture très coupante : garder la main qui tient le pain bien à l'écart de la trajectoire de la lame et scier lentement, sans forcer.",
        de: "Sehr scharfer Wellenschliff: die Hand, die das Brot hält, weit aus der Schnittbahn halten und langsam sägen, ohne Druck.",
        es: "Dentado muy cortante: mantener la mano que sujeta el pan bien apartada de la trayectoria de la hoja y cortar despacio, sin forzar.",
      },
      KNIFE_CHILDREN,
      KNIFE_WASH,
    ),
  },
  {
    product: "olive-wood-paring-knife",
    model: "CB-SPU / 2025",
    warnings: w(
      {
        it: "Lama corta, appuntita e molto affilata: per pelare e rifilare, guidare la lama lontano dal pollice e dal corpo.",
        en: "Short, pointed, very sharp blade: when peeling and trimming, guide the blade away from your thumb and body.",
        fr: "Lame courte, pointue et très tranchante : pour éplucher et parer, guider la lame à l'opposé du pouce et du corps.",
        de: "Kurze, spitze und sehr scharfe Klinge: beim Schälen und Putzen die Klinge vom Daumen und vom Körper weg führen.",
        es: "Hoja corta, puntiaguda y muy afilada: al pelar y recortar, dirigir la hoja lejos del pulgar y del cuerpo.",
      },
      KNIFE_CHILDREN,
      KNIFE_WASH,
    ),
  },
  {
    product: "flexible-prosciutto-knife",
    model: "CB-PR280 / 2025",
    warnings: w(
      {
        it: "Lama lunga, flessibile e affilatissima: durante il taglio tenere la mano libera fuori dalla traiettoria della lama e, finito di usarlo, riporre il coltello nel suo fodero in cuoio.",
        en: "Long, flexible, razor-sharp blade: when carving, keep your free hand out of the blade's path, and put the knife back in its leather sheath after use.",
        fr: "Lame longue, souple et extrêmement tranchante : pendant la coupe, garder la main libre hors de la trajectoire de la lame et, après usage, ranger le couteau dans son étui en cuir.",
        de: "Lange, flexible und äußerst scharfe Klinge: beim Schneiden die freie Hand aus der Schnittbahn halten und das Messer nach Gebrauch in die Lederscheide stecken.",
        es: "Hoja larga, flexible y muy afilada: al cortar, mantener la mano libre fuera de la trayectoria de la hoja y, después de usarlo, guardar el cuchillo en su funda de cuero.",
      },
      KNIFE_CHILDREN,
      KNIFE_WASH,
    ),
  },
  {
    product: "almond-parmesan-knife",
    model: "CB-MP / 2025",
    warnings: w(
      {
        it: "Punta affilata: quando si fa leva per aprire il formaggio, tenere l'altra mano lontana dalla punta e la lama rivolta lontano dal corpo.",
        en: "Sharp tip: when levering the cheese open, keep your other hand away from the point and the blade pointing away from your body.",
        fr: "Pointe acérée : pour ouvrir le fromage en faisant levier, garder l'autre main loin de la pointe et la lame dirigée à l'opposé du corps.",
        de: "Scharfe Spitze: beim Aufbrechen des Käses die andere Hand von der Spitze fernhalten und die Klinge vom Körper weg richten.",
        es: "Punta afilada: al hacer palanca para abrir el queso, mantener la otra mano lejos de la punta y la hoja orientada lejos del cuerpo.",
      },
      KNIFE_CHILDREN,
      KNIFE_WASH,
    ),
  },
  {
    product: "steak-knife-set-of-6",
    model: "CB-BS6 / 2025",
    warnings: w(
      {
        it: "Lame affilate: a tavola tenere i coltelli fuori dalla portata dei bambini piccoli e, dopo il pasto, riporli nella loro scatola.",
        en: "Sharp blades: at the table, keep the knives out of small children's reach and put them back in their box after the meal.",
        fr: "Lames tranchantes : à table, tenir les couteaux hors de portée des jeunes enfants et les ranger dans leur coffret après le repas.",
        de: "Scharfe Klingen: bei Tisch außerhalb der Reichweite kleiner Kinder halten und nach dem Essen wieder in die Holzschachtel legen.",
        es: "Hojas afiladas: en la mesa, mantener los cuchillos fuera del alcance de los niños pequeños y guardarlos en su caja después de comer.",
      },
      KNIFE_WASH,
    ),
  },
  {
    product: "double-blade-mezzaluna",
    model: "CB-MZ2 / 2025",
    warnings: w({
      it: "Entrambe le lame sono affilate per tutta la lunghezza: impugnare sempre le due maniglie, lavarla a mano tenendola per le maniglie, senza lasciarla nell'acqua del lavello, e riporla fuori dalla portata dei bambini.",
      en: "Both blades are sharp along their whole length: always hold it by both handles, wash it by hand holding it by the handles – never leave it in a sink of water – and store it out of children's reach.",
      fr: "Les deux lames sont tranchantes sur toute leur longueur : toujours le tenir par les deux poignées, le laver à la main en le tenant par les poignées, sans le laisser dans l'eau de l'évier, et le ranger hors de portée des enfants.",
      de: "Beide Klingen sind auf ganzer Länge scharf: immer an beiden Griffen halten, an den Griffen gefasst von Hand spülen, nie im Spülbecken liegen lassen und außerhalb der Reichweite von Kindern aufbewahren.",
      es: "Las dos hojas están afiladas en toda su longitud: sujetarla siempre por ambos mangos, lavarla a mano cogiéndola por los mangos, sin dejarla en el agua del fregadero, y guardarla fuera del alcance de los niños.",
    }),
  },

  // ---- Boards ----
  {
    product: "olive-wood-chopping-board",
    model: "CB-TU / 2025",
    warnings: w(BOARD_WASH, BOARD_RAW_FOOD, BOARD_OIL),
  },
  {
    product: "walnut-end-grain-board",
    model: "CB-TN4 / 2025",
    warnings: w(
      {
        it: "È pesante: usarlo su un piano di lavoro stabile, con i piedini antiscivolo puliti e asciutti.",
        en: "It is heavy: use it on a stable worktop, with the non-slip feet clean and dry.",
        fr: "Il est lourd : l'utiliser sur un plan de travail stable, avec les pieds antidérapants propres et secs.",
        de: "Schwer: nur auf einer stabilen Arbeitsfläche verwenden; die rutschfesten Füße müssen sauber und trocken sein.",
        es: "Es pesada: usarla sobre una encimera estable, con los tacos antideslizantes limpios y secos.",
      },
      BOARD_WASH,
      BOARD_RAW_FOOD,
      BOARD_OIL,
    ),
  },
  {
    product: "bread-board-crumb-tray",
    model: "CB-TPR / 2025",
    warnings: w(BOARD_WASH, {
      it: "Svuotare e pulire spesso il cassetto raccoglibriciole: le briciole vecchie possono ammuffire.",
      en: "Empty and clean the crumb tray often: old crumbs can go mouldy.",
      fr: "Vider et nettoyer souvent le tiroir ramasse-miettes : les vieilles miettes peuvent moisir.",
      de: "Die Krümelschublade oft leeren und reinigen: Alte Krümel können schimmeln.",
      es: "Vaciar y limpiar a menudo la bandeja recogemigas: las migas viejas pueden enmohecerse.",
    }),
  },
  {
    product: "round-pizza-board",
    model: "CB-TPZ / 2025",
    warnings: w(BOARD_WASH, {
      it: "Non è una pala da forno: non infornarlo, non metterlo nel microonde e non appoggiarvi teglie roventi.",
      en: "It isn't a pizza peel: don't put it in the oven or microwave, and don't stand scorching baking trays on it.",
      fr: "Ce n'est pas une pelle à enfourner : ne pas la mettre au four ni au micro-ondes, et ne pas y poser de plaques brûlantes.",
      de: "Keine Ofenschaufel: nicht in den Backofen oder die Mikrowelle geben und keine glühend heißen Bleche darauf abstellen.",
      es: "No es una pala de horno: no meterla en el horno ni en el microondas, ni apoyar encima bandejas recién sacadas del horno.",
    }),
  },
  {
    product: "beech-board-juice-groove",
    model: "CB-TFC / 2025",
    warnings: w(
      BOARD_WASH,
      {
        it: "Usare un lato per la carne cruda e l'altro per verdure e cibi pronti, e lavare il tagliere a fondo dopo ogni uso.",
        en: "Keep one side for raw meat and the other for vegetables and ready-to-eat food, and wash the board thoroughly after every use.",
        fr: "Réserver une face à la viande crue et l'autre aux légumes et aux aliments prêts à consommer, et bien laver la planche après chaque usage.",
        de: "Eine Seite für rohes Fleisch, die andere für Gemüse und verzehrfertige Speisen verwenden und das Brett nach jedem Gebrauch gründlich reinigen.",
        es: "Reservar una cara para la carne cruda y la otra para verduras y alimentos listos para comer, y lavar bien la tabla después de cada uso.",
      },
      BOARD_OIL,
    ),
  },
  {
    product: "fir-pasta-board",
    model: "CB-SAB / 2025",
    warnings: w(
      {
        it: "Legno di abete non trattato, solo per impastare e stendere la pasta: non usarla per tagliare carne o pesce crudi e non bagnarla mai; pulirla con una spazzola e un panno asciutto.",
        en: "Untreated fir, for kneading and rolling out dough only: don't use it to cut raw meat or fish and never get it wet; clean it with a brush and a dry cloth.",
        fr: "Sapin non traité, uniquement pour pétrir et abaisser la pâte : ne pas l'utiliser pour couper de la viande ou du poisson crus et ne jamais la mouiller ; la nettoyer avec une brosse et un chiffon sec.",
        de: "Unbehandeltes Tannenholz, nur zum Kneten und Ausrollen von Teig: nicht zum Schneiden von rohem Fleisch oder Fisch verwenden und nie nass machen; mit einer Bürste und einem trockenen Tuch reinigen.",
        es: "Abeto sin tratar, solo para amasar y estirar la masa: no usarla para cortar carne o pescado crudos y no mojarla nunca; limpiarla con un cepillo y un paño seco.",
      },
      {
        it: "Prima di stendere la sfoglia verificare che il listello inferiore sia ben agganciato al bordo del tavolo.",
        en: "Before rolling, check that the lip underneath is firmly hooked over the edge of the table.",
        fr: "Avant d'abaisser la pâte, vérifier que la butée placée dessous est bien accrochée au bord de la table.",
        de: "Vor dem Ausrollen prüfen, dass die Leiste an der Unterseite fest an der Tischkante eingehakt ist.",
        es: "Antes de estirar la masa, comprobar que el listón inferior está bien enganchado al borde de la mesa.",
      },
    ),
  },

  // ---- Aprons ----
  {
    product: "washed-linen-bib-apron",
    model: "TM-GL220 / 2025",
    warnings: w(wash(40), FABRIC_FLAME, APRON_TIES),
  },
  {
    product: "cotton-chef-apron",
    model: "TM-GC280 / 2025",
    warnings: w(wash(90, true), FABRIC_FLAME, APRON_TIES),
  },
  {
    product: "striped-bistro-apron",
    model: "TM-GR260 / 2025",
    warnings: w(wash(40), FABRIC_FLAME),
  },
  {
    product: "canvas-leather-apron",
    model: "TM-GT340 / 2025",
    warnings: w(
      {
        it: "Non lavare in lavatrice: pulire con una spugna umida e lasciare asciugare all'aria, lontano da fonti di calore.",
        en: "Do not machine wash: wipe clean with a damp sponge and leave to air-dry away from heat.",
        fr: "Ne pas laver en machine : nettoyer avec une éponge humide et laisser sécher à l'air libre, loin de toute source de chaleur.",
        de: "Nicht in der Maschine waschen: mit einem feuchten Schwamm abwischen und an der Luft trocknen lassen, fern von Wärmequellen.",
        es: "No lavar a máquina: limpiar con una esponja húmeda y dejar secar al aire, lejos de fuentes de calor.",
      },
      {
        it: "La tela cerata brucia più facilmente del cotone non trattato: tenerla lontana da fiamme, braci e griglie del barbecue.",
        en: "Waxed canvas burns more readily than untreated cotton: keep it away from flames, embers and barbecue grills.",
        fr: "La toile cirée s'enflamme plus facilement que le coton non traité : la tenir à l'écart des flammes, des braises et des grilles de barbecue.",
        de: "Gewachstes Baumwollsegeltuch brennt leichter als unbehandelte Baumwolle: von Flammen, Glut und Grillrosten fernhalten.",
        es: "La lona encerada arde con más facilidad que el algodón sin tratar: mantenerla lejos de llamas, brasas y parrillas de barbacoa.",
      },
    ),
  },
  {
    product: "childrens-apron",
    model: "TM-GB / 2025",
    warnings: w(
      {
        it: "Non è un dispositivo di protezione: non ripara da calore, schizzi bollenti o fiamme. Usare sempre sotto la sorveglianza di un adulto, lontano da fornelli e forno accesi.",
        en: "Not protective equipment: it gives no protection from heat, hot splashes or flames. Always use under adult supervision, away from a lit hob or hot oven.",
        fr: "Ce n'est pas un équipement de protection : il ne protège ni de la chaleur, ni des projections brûlantes, ni des flammes. Toujours l'utiliser sous la surveillance d'un adulte, loin des feux et du four allumés.",
        de: "Keine Schutzausrüstung – die Schürze schützt nicht vor Hitze, heißen Spritzern oder Flammen. Nur unter Aufsicht eines Erwachsenen und fern von eingeschaltetem Herd und Backofen verwenden.",
        es: "No es un equipo de protección: no protege del calor, de las salpicaduras calientes ni de las llamas. Usar siempre bajo la supervisión de un adulto, lejos de los fuegos y del horno encendidos.",
      },
      wash(30),
    ),
  },
  {
    product: "long-waist-apron",
    model: "TM-GV / 2025",
    warnings: w(
      wash(60),
      {
        it: "Contiene poliestere, che a contatto con il calore fonde e può aderire alla pelle: tenere lontano da fiamme e piastre calde.",
        en: "Contains polyester, which melts on contact with heat and can stick to the skin: keep away from flames and hot plates.",
        fr: "Contient du polyester, qui fond au contact de la chaleur et peut coller à la peau : tenir à l'écart des flammes et des plaques chaudes.",
        de: "Enthält Polyester, das bei Hitze schmilzt und an der Haut kleben kann: von Flammen und heißen Kochplatten fernhalten.",
        es: "Contiene poliéster, que se funde con el calor y puede pegarse a la piel: mantener lejos de llamas y placas calientes.",
      },
      APRON_TIES,
    ),
  },

  // ---- Tea towels ----
  {
    product: "checked-linen-tea-towel",
    model: "TM-SQ / 2025",
    warnings: w(wash(60, true), NOT_A_POT_HOLDER, FABRIC_FLAME),
  },
  {
    product: "honeycomb-cotton-tea-towel",
    model: "TM-CN / 2025",
    warnings: w(wash(90, true), NOT_A_POT_HOLDER, FABRIC_FLAME),
  },
  {
    product: "rust-print-tea-towel",
    model: "TM-SR / 2025",
    warnings: w(wash(40), NOT_A_POT_HOLDER, FABRIC_FLAME),
  },
  {
    product: "tea-towel-set-of-3",
    model: "TM-CS3 / 2025",
    warnings: w(wash(60, true), NOT_A_POT_HOLDER, FABRIC_FLAME),
  },
  {
    product: "half-linen-jacquard-towel",
    model: "TM-AJ / 2025",
    warnings: w(wash(60), NOT_A_POT_HOLDER, FABRIC_FLAME),
  },
  {
    product: "linen-glass-cloth",
    model: "TM-PB / 2025",
    warnings: w(
      wash(60),
      {
        it: "Non usare ammorbidente: lascerebbe aloni sui bicchieri.",
        en: "Don't use fabric softener: it would leave smears on the glasses.",
        fr: "Ne pas utiliser d'adoucissant : il laisserait des traces sur les verres.",
        de: "Keinen Weichspüler verwenden: Er hinterlässt Schlieren auf den Gläsern.",
        es: "No usar suavizante: dejaría marcas en las copas.",
      },
      NOT_A_POT_HOLDER,
      FABRIC_FLAME,
    ),
  },
];
