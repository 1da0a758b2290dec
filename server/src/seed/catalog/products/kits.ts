import { L } from '../../localized';
import type { ProductDefinition } from '../types';

const fanDeckTitle = L('Fan deck', 'Farbfächer', 'Abanico', 'Éventail', 'Ventaglio', '扇形色卡');
const chipTitle = L('Chip set', 'Farbmuster-Set', 'Juego de muestras', 'Jeu d’échantillons', 'Set di campioni', '色卡套裝');
const extrasTitle = L('Accessories', 'Zubehör', 'Accesorios', 'Accessoires', 'Accessori', '配件');

/** Bundle products (kits): one with dynamic price, one fixed with fixed and percent selections. */
export const kits: ProductDefinition[] = [
  {
    sku: 'SKIT-DESIGNER', type: 'bundle', usd: 0, categories: { kits: 1 },
    canonicalName: 'Spectrane Designer Starter Kit', baseCanonicalName: 'Spectrane Designer Starter Kit',
    name: L('Designer Starter Kit', 'Designer-Starterset', 'Kit de inicio para diseñadores', 'Kit de démarrage designer', 'Kit base per designer', '設計師入門套裝'),
    shortDescription: L('A fan deck, a chip set and the accessories you choose; the price follows your choice.',
      'Ein Farbfächer, ein Farbmuster-Set und Zubehör nach Wahl; der Preis folgt Ihrer Auswahl.',
      'Un abanico, un juego de muestras y los accesorios que elija; el precio depende de su elección.',
      'Un éventail, un jeu d’échantillons et les accessoires de votre choix ; le prix suit votre sélection.',
      'Un ventaglio, un set di campioni e gli accessori che scegli; il prezzo segue la tua scelta.',
      '一本扇形色卡、一套色卡及自選配件；價格按您的選擇計算。'),
    description: L('Build the kit in three steps. Every part keeps its own price, so you see exactly what you pay for.',
      'Stellen Sie das Set in drei Schritten zusammen. Jedes Teil behält seinen Preis – Sie sehen genau, wofür Sie zahlen.',
      'Monte el kit en tres pasos. Cada pieza mantiene su precio, así sabe exactamente qué paga.',
      'Composez le kit en trois étapes. Chaque élément garde son prix : vous savez exactement ce que vous payez.',
      'Componi il kit in tre passi. Ogni parte mantiene il suo prezzo: sai esattamente cosa paghi.',
      '分三步組合套裝。每件產品按原價計算，清楚列明您所付的費用。'),
    art: { template: 'kit', palette: ['#e8590c', '#0047ab', '#f5b700', '#00a36c'], caption: 'DESIGNER' },
    bundle: {
      dynamicPrice: true,
      items: [
        { title: fanDeckTitle, type: 'radio', required: true, selections: [
          { sku: 'SFD-CORE-C', qty: 1, isDefault: true }, { sku: 'SFD-CORE-U', qty: 1 }, { sku: 'SFD-POCKET', qty: 1 }] },
        { title: chipTitle, type: 'select', required: true, selections: [
          { sku: 'SCS-MINI', qty: 1, isDefault: true }, { sku: 'SCS-SOLID-C', qty: 1 }] },
        { title: extrasTitle, type: 'checkbox', required: false, selections: [
          { sku: 'SACC-SLEEVE', qty: 1, canChangeQty: true }, { sku: 'SACC-LOUPE', qty: 1 }, { sku: 'SACC-GLOVES', qty: 2, canChangeQty: true }] },
      ],
    },
    related: ['SKIT-PRINT'],
  },
  {
    sku: 'SKIT-PRINT', type: 'bundle', usd: 549, categories: { kits: 2 },
    canonicalName: 'Spectrane Print Shop Kit', baseCanonicalName: 'Spectrane Print Shop Kit',
    name: L('Print Shop Kit', 'Druckerei-Set', 'Kit para imprentas', 'Kit imprimerie', 'Kit per tipografie', '印刷廠套裝'),
    shortDescription: L('Fan deck, formula guide and chips for the press room, at one fixed price.',
      'Farbfächer, Rezepturführer und Farbmuster für den Drucksaal zum Festpreis.',
      'Abanico, guía de fórmulas y muestras para la sala de máquinas, a precio fijo.',
      'Éventail, guide des formules et échantillons pour l’atelier, à prix fixe.',
      'Ventaglio, guida alle formule e campioni per la sala stampa, a prezzo fisso.',
      '扇形色卡、配方指南及色卡，一口價供印刷車間使用。'),
    description: L('The base price covers the fan deck and chips; the lighting lamp and extra sleeves are added at their option price.',
      'Der Grundpreis umfasst Farbfächer und Farbmuster; Leuchte und zusätzliche Hüllen kommen zum Optionspreis hinzu.',
      'El precio base incluye abanico y muestras; la lámpara y las fundas adicionales se suman al precio de la opción.',
      'Le prix de base couvre l’éventail et les échantillons ; la lampe et les housses s’ajoutent au prix de l’option.',
      'Il prezzo base comprende ventaglio e campioni; lampada e custodie extra si aggiungono al prezzo dell’opzione.',
      '基本價格已包括扇形色卡及色卡；燈具及額外保護套按選項價格另計。'),
    art: { template: 'kit', palette: ['#3b3b3d', '#e8590c', '#f4f1ea'], caption: 'PRINT' },
    bundle: {
      dynamicPrice: false,
      items: [
        { title: fanDeckTitle, type: 'radio', required: true, selections: [
          { sku: 'SFD-CORE-C', qty: 1, isDefault: true, usd: 0 }, { sku: 'SFD-CORE-U', qty: 1, usd: 0 }] },
        { title: chipTitle, type: 'select', required: true, selections: [
          { sku: 'SCS-SOLID-C', qty: 1, isDefault: true, usd: 0 }, { sku: 'SCS-SOLID-U', qty: 1, usd: 0 }] },
        { title: extrasTitle, type: 'multi', required: false, selections: [
          { sku: 'SLB-LAMP', qty: 1, percent: 25 }, { sku: 'SACC-SLEEVE', qty: 2, canChangeQty: true, usd: 29 }] },
      ],
    },
    related: ['SKIT-DESIGNER'],
  },
  {
    sku: 'SKIT-BRAND', type: 'bundle', usd: 0, categories: { kits: 3 },
    canonicalName: 'Spectrane Brand Identity Kit', baseCanonicalName: 'Spectrane Brand Identity Kit',
    name: L('Brand Identity Kit', 'Markenidentitäts-Set', 'Kit de identidad de marca', 'Kit identité de marque', 'Kit identità di marca', '品牌形象套裝'),
    shortDescription: L('Guides plus an hour with our colour consultants to define your brand palette.',
      'Farbfächer plus eine Stunde mit unseren Farbberatern für Ihre Markenpalette.',
      'Guías y una hora con nuestros asesores de color para definir su paleta de marca.',
      'Des guides et une heure avec nos conseillers couleur pour définir votre palette.',
      'Guide e un’ora con i nostri consulenti colore per definire la tua palette.',
      '色卡加上一小時色彩顧問諮詢，協助制定品牌色板。'),
    description: L('The consultation is booked online after purchase; the guides ship straight away.',
      'Die Beratung wird nach dem Kauf online gebucht; die Farbfächer werden sofort versandt.',
      'La consulta se reserva en línea tras la compra; las guías se envían de inmediato.',
      'La consultation se réserve en ligne après l’achat ; les guides partent aussitôt.',
      'La consulenza si prenota online dopo l’acquisto; le guide partono subito.',
      '諮詢於購買後在網上預約；色卡即時寄出。'),
    art: { template: 'kit', palette: ['#d1307a', '#1f5f8b', '#f5b700'], caption: 'BRAND' },
    bundle: {
      dynamicPrice: true,
      items: [
        { title: fanDeckTitle, type: 'radio', required: true, selections: [
          { sku: 'SFD-CORE-CU', qty: 1, isDefault: true }, { sku: 'SFD-CORE-C', qty: 1 }] },
        { title: L('Consultation', 'Beratung', 'Consulta', 'Consultation', 'Consulenza', '諮詢'), type: 'radio', required: true, selections: [
          { sku: 'SSV-CONSULT', qty: 1, isDefault: true }] },
      ],
    },
  },
];
