import { L } from '../../localized';
import type { ProductDefinition } from '../types';

/** Chips per sheet: a 4 × 3 grid on A4. */
export const SHEET_SIZE = 12;

/**
 * The Build Your Sheet sheet: a simple product with a required field option (SKU 'CHIPS') holding the chosen
 * chip colour codes, comma-separated ("SR-110,SB-120"), as a Magento store owner sets one up. It sits in no
 * category (the builder on the Build Your Sheet category adds it); the brand module links it to that category.
 */
export const sheet: ProductDefinition = {
  sku: 'SBS-SHEET', type: 'simple', usd: 29, qty: 1000, weight: 0.02, renderType: 'build-your-sheet', categories: {},
  sheet: { category: 'build-your-sheet', size: SHEET_SIZE },
  canonicalName: 'Spectrane Build Your Sheet', baseCanonicalName: 'Spectrane Build Your Sheet',
  name: L('Your Colour Sheet', 'Ihr Farbblatt', 'Su hoja de colores', 'Votre planche de couleurs', 'Il tuo foglio colori', '您的自選色卡頁'),
  shortDescription: L(`Up to ${SHEET_SIZE} colour chips of your choice, printed together on one A4 sheet.`,
    `Bis zu ${SHEET_SIZE} Farbmuster Ihrer Wahl, gemeinsam auf ein A4-Blatt gedruckt.`,
    `Hasta ${SHEET_SIZE} muestras de color a su elección, impresas juntas en una hoja A4.`,
    `Jusqu’à ${SHEET_SIZE} échantillons de votre choix, imprimés ensemble sur une planche A4.`,
    `Fino a ${SHEET_SIZE} campioni a tua scelta, stampati insieme su un foglio A4.`,
    `最多 ${SHEET_SIZE} 張自選色卡，一併印於一張 A4 頁上。`),
  description: L('Pick your chips on the Build Your Sheet page: each colour is printed to its master standard, with its code beneath.',
    'Wählen Sie Ihre Farbmuster auf der Seite „Eigenes Farbblatt“: Jede Farbe wird nach ihrem Masterstandard gedruckt, mit dem Code darunter.',
    'Elija sus muestras en la página Crea tu hoja: cada color se imprime según su estándar maestro, con su código debajo.',
    'Choisissez vos échantillons sur la page Composez votre planche : chaque couleur est imprimée selon son étalon, avec son code en dessous.',
    'Scegli i campioni nella pagina Crea il tuo foglio: ogni colore è stampato secondo il suo standard master, con il codice sotto.',
    '請在「自選色卡頁」頁面選擇色卡：每種顏色均按其母版標準印製，下方附有色號。'),
  art: { template: 'sheet', palette: ['#d7263d', '#e8590c', '#f7e14b', '#00a36c', '#1f5f8b', '#6c3461'], caption: 'SHEET' },
  options: [{
    type: 'field', required: true, usd: 0, maxCharacters: 120, sku: 'CHIPS',
    title: L('Chips', 'Farbmuster', 'Muestras', 'Échantillons', 'Campioni', '色卡'),
  }],
};
