import { L, type Localized } from '../../localized';
import { colorDefinitions, type ColorDefinition } from '../colors';
import type { ProductDefinition } from '../types';

const chipWord = L('Chip', 'Farbmuster', 'Muestra', 'Échantillon', 'Campione', '色卡');

const chipName = (color: ColorDefinition): Localized => {
  const name = (lang: keyof Localized): string =>
    lang === 'zh' ? `${chipWord.zh} ${color.code} ${color.name.zh}` : `${chipWord[lang]} ${color.code} ${color.name[lang]}`;
  return L(name('en'), name('de'), name('es'), name('fr'), name('it'), name('zh'));
};

const chipShort = (color: ColorDefinition): Localized => L(
  `${color.name.en} (${color.code}) as a single chip for your sheet.`,
  `${color.name.de} (${color.code}) als einzelnes Farbmuster für Ihr Blatt.`,
  `${color.name.es} (${color.code}) como muestra suelta para su hoja.`,
  `${color.name.fr} (${color.code}) en échantillon à l’unité pour votre planche.`,
  `${color.name.it} (${color.code}) come campione singolo per il tuo foglio.`,
  `${color.name.zh}（${color.code}）單色色卡，可加入您的色卡頁。`,
);

const chipDescription = (color: ColorDefinition): Localized => L(
  `Printed to the master standard ${color.code}, hex ${color.hex}. Chips are sold singly and printed together on your sheet.`,
  `Gedruckt nach Masterstandard ${color.code}, Hex ${color.hex}. Farbmuster werden einzeln verkauft und gemeinsam auf Ihr Blatt gedruckt.`,
  `Impresa según el estándar maestro ${color.code}, hex ${color.hex}. Las muestras se venden por unidad y se imprimen juntas en su hoja.`,
  `Imprimé selon l’étalon ${color.code}, hex ${color.hex}. Les échantillons se vendent à l’unité et sont imprimés ensemble sur votre planche.`,
  `Stampato secondo lo standard master ${color.code}, hex ${color.hex}. I campioni si vendono singolarmente e si stampano insieme sul tuo foglio.`,
  `按母版標準 ${color.code}（十六進制 ${color.hex}）印製。色卡逐張出售，並一併印於您的色卡頁上。`,
);

/** One simple product per colour standard (chip-sets › build-your-sheet), deactivated colours out of stock. */
export const chips: ProductDefinition[] = colorDefinitions.map((color, index) => ({
  sku: `SCH-${color.code}`, type: 'simple', usd: 3.95, qty: color.deactivated ? 0 : 500, outOfStock: color.deactivated,
  maxSaleQty: 50, weight: 0.01, categories: { 'build-your-sheet': index + 1 },
  attributes: { color: color.code, color_family: color.family, finish: color.finish }, colorCode: color.code,
  canonicalName: `Spectrane ${color.code} ${color.name.en}`, baseCanonicalName: `Spectrane ${color.code}`,
  name: chipName(color), shortDescription: chipShort(color), description: chipDescription(color),
  art: { template: 'chip', palette: [color.hex], caption: color.code },
  related: index > 0 ? [`SCH-${colorDefinitions[index - 1]?.code ?? ''}`] : undefined,
}));

const swatchColors = ['SR-210', 'SO-250', 'SG-220', 'SB-120'];
const formats: Array<[string, number]> = [['a5', 12], ['a4', 19], ['a3', 29]];

/** Configurable products with colour (visual) and format (text) swatches. */
export const swatchProducts: ProductDefinition[] = [
  {
    sku: 'SLS', type: 'configurable', usd: 12, weight: 0.05, categories: { 'swatch-cards': 1 },
    superAttributes: ['color', 'format'],
    canonicalName: 'Spectrane Large Colour Swatch Card', baseCanonicalName: 'Spectrane Large Colour Swatch Card',
    name: L('Large Colour Swatch Card', 'Große Farbkarte', 'Tarjeta de color grande', 'Grande carte couleur', 'Cartoncino colore grande', '大尺寸色板卡'),
    shortDescription: L('One colour, printed edge to edge, in A5, A4 or A3.',
      'Eine Farbe, randlos gedruckt, in A5, A4 oder A3.',
      'Un color impreso a sangre en A5, A4 o A3.',
      'Une couleur imprimée à fond perdu, en A5, A4 ou A3.',
      'Un colore stampato al vivo, in A5, A4 o A3.',
      '單一顏色滿版印刷，提供 A5、A4 或 A3 尺寸。'),
    description: L('Pick the colour and the size: each combination has its own SKU and price. Larger cards make approvals under the lighting booth easier.',
      'Wählen Sie Farbe und Größe: Jede Kombination hat eigene Artikelnummer und Preis. Größere Karten erleichtern die Abmusterung in der Lichtkabine.',
      'Elija color y tamaño: cada combinación tiene su propio SKU y precio. Las tarjetas grandes facilitan la aprobación en la cabina de luz.',
      'Choisissez la couleur et le format : chaque combinaison a sa référence et son prix. Les grandes cartes facilitent la validation en cabine.',
      'Scegli colore e formato: ogni combinazione ha codice e prezzo propri. I cartoncini grandi facilitano l’approvazione in cabina di luce.',
      '選擇顏色及尺寸：每個組合均有獨立編號及價格。較大的色板卡方便在燈箱下確認顏色。'),
    art: { template: 'card', palette: ['#f0544f', '#e8590c', '#00a36c', '#1f5f8b'], caption: 'SWATCH' },
    variants: swatchColors.flatMap((code) => formats.map(([format, usd]) => ({
      sku: `SLS-${code}-${format.toUpperCase()}`, attributes: { color: code, format }, usd,
      qty: code === 'SG-220' && format === 'a3' ? 0 : 60,
    }))),
    related: ['SCH-SR-210', 'SCS-MINI'], upsell: ['SCS-SOLID-C'],
  },
  {
    sku: 'SCB', type: 'configurable', usd: 59, weight: 0.4, categories: { 'chip-collections': 5 },
    superAttributes: ['color_family'],
    canonicalName: 'Spectrane Colour Family Chip Book', baseCanonicalName: 'Spectrane Colour Family Chip Book',
    name: L('Colour Family Chip Book', 'Farbfamilien-Musterbuch', 'Libro de muestras por familia', 'Livre d’échantillons par famille', 'Libro campioni per famiglia', '色系色卡冊'),
    shortDescription: L('Every chip of one colour family, bound in a slim book.',
      'Alle Farbmuster einer Farbfamilie, in einem schlanken Buch gebunden.',
      'Todas las muestras de una familia de color en un libro delgado.',
      'Tous les échantillons d’une famille de couleurs, reliés dans un livre fin.',
      'Tutti i campioni di una famiglia di colori, in un libro sottile.',
      '同一色系的所有色卡，裝訂成輕薄小冊。'),
    description: L('Choose the family you work with most. The neutrals book is the thinnest and the cheapest.',
      'Wählen Sie die Familie, mit der Sie am meisten arbeiten. Das Neutraltöne-Buch ist das dünnste und günstigste.',
      'Elija la familia con la que más trabaja. El libro de neutros es el más fino y el más económico.',
      'Choisissez la famille que vous utilisez le plus. Le livre des neutres est le plus fin et le moins cher.',
      'Scegli la famiglia che usi di più. Il libro dei neutri è il più sottile e il più economico.',
      '選擇您最常用的色系。中性色系冊最薄，價格亦最低。'),
    art: { template: 'chips', palette: ['#d7263d', '#1f5f8b', '#4f7942', '#8d8d8a'], caption: 'FAMILY' },
    variants: [
      { sku: 'SCB-RED', attributes: { color_family: 'red' }, usd: 69, qty: 35 },
      { sku: 'SCB-BLUE', attributes: { color_family: 'blue' }, usd: 69, qty: 0 },
      { sku: 'SCB-GREEN', attributes: { color_family: 'green' }, usd: 69, qty: 28 },
      { sku: 'SCB-NEUTRAL', attributes: { color_family: 'neutral' }, usd: 59, qty: 44 },
    ],
  },
];
