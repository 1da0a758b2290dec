import { L, type Localized, textFor } from '../localized';
import { storeDefinitions } from '../store/stores';
import { insertLabels } from './seedContext';
import type { Database } from 'better-sqlite3';

// Luma's sample data numbers its single rating 4 and that rating's options 16–20; we follow suit.
const ratingId = 4;
const ratingLabel = L('Rating', 'Bewertung', 'Valoración', 'Note', 'Valutazione', '評分');

interface SampleReview { sku: string; stars: number; nickname: string; title: Localized; detail: Localized; daysAgo: number }

const sample = (sku: string, stars: number, nickname: string, daysAgo: number, title: Localized, detail: Localized): SampleReview =>
  ({ sku, stars, nickname, title, detail, daysAgo });

const sampleReviews: SampleReview[] = [
  sample('SFD-CORE-C', 5, 'Mara K.', 12,
    L('Our studio reference', 'Unsere Studio-Referenz', 'Nuestra referencia de estudio', 'Notre référence au studio', 'Il nostro riferimento in studio', '工作室必備參考'),
    L('Colours match the press sheets exactly. The new strip layout makes codes easy to read.',
      'Die Farben stimmen exakt mit den Druckbögen überein. Das neue Layout macht die Codes gut lesbar.',
      'Los colores coinciden exactamente con los pliegos impresos. El nuevo diseño hace los códigos fáciles de leer.',
      'Les couleurs correspondent exactement aux feuilles imprimées. La nouvelle mise en page rend les codes lisibles.',
      'I colori corrispondono esattamente ai fogli stampati. Il nuovo layout rende i codici facili da leggere.',
      '顏色與印張完全一致。新排版令色號更易閱讀。')),
  sample('SFD-CORE-C', 4, 'Tom R.', 40,
    L('Great, but heavy', 'Super, aber schwer', 'Genial, pero pesado', 'Très bien, mais lourd', 'Ottimo, ma pesante', '很好，但有點重'),
    L('Accurate and well made. A bit heavy to carry to client meetings every day.',
      'Genau und gut verarbeitet. Etwas schwer, um ihn jeden Tag zu Kundenterminen mitzunehmen.',
      'Preciso y bien hecho. Algo pesado para llevarlo a diario a reuniones con clientes.',
      'Précis et bien fait. Un peu lourd à emporter chaque jour chez les clients.',
      'Preciso e ben fatto. Un po’ pesante da portare ogni giorno dai clienti.',
      '準確、做工精細。每天帶去見客戶就稍嫌重了一點。')),
  sample('SLB-COMPACT', 5, 'Priya S.', 20,
    L('Ended our colour arguments', 'Schluss mit Farbdiskussionen', 'Se acabaron las discusiones', 'Fini les débats sur la couleur', 'Basta discussioni sul colore', '不再為顏色爭論'),
    L('Everyone now judges proofs under the same light. Compact enough for a small desk.',
      'Alle beurteilen Proofs jetzt unter demselben Licht. Kompakt genug für einen kleinen Schreibtisch.',
      'Ahora todos evalúan las pruebas con la misma luz. Lo bastante compacta para una mesa pequeña.',
      'Tout le monde juge les épreuves sous la même lumière. Assez compacte pour un petit bureau.',
      'Ora tutti valutano le prove con la stessa luce. Abbastanza compatta per una scrivania piccola.',
      '現在大家都在相同光源下檢查打樣。體積小巧，細小枱面也放得下。')),
  sample('SCS-MINI', 4, 'Jonas', 8,
    L('Perfect for students', 'Ideal für Studierende', 'Perfecto para estudiantes', 'Parfait pour les étudiants', 'Perfetto per studenti', '最適合學生'),
    L('Good selection of colours for the price. I would like a few more neutrals.',
      'Gute Farbauswahl für den Preis. Ein paar mehr Neutraltöne wären schön.',
      'Buena selección de colores por el precio. Me gustarían algunos neutros más.',
      'Bon choix de couleurs pour le prix. J’aimerais quelques neutres de plus.',
      'Buona selezione di colori per il prezzo. Vorrei qualche neutro in più.',
      '以這個價錢來說，顏色選擇不錯。希望多一些中性色。')),
  sample('SLS', 5, 'Studio Nord', 3,
    L('Big swatches, big help', 'Große Muster, große Hilfe', 'Muestras grandes, gran ayuda', 'Grands échantillons, grande aide', 'Campioni grandi, grande aiuto', '大色板，大幫助'),
    L('The A3 card makes approvals with clients so much easier than tiny chips.',
      'Die A3-Karte macht Freigaben mit Kunden viel einfacher als winzige Muster.',
      'La tarjeta A3 facilita mucho las aprobaciones con clientes frente a muestras diminutas.',
      'La carte A3 facilite bien plus les validations client que de minuscules échantillons.',
      'Il cartoncino A3 rende le approvazioni con i clienti molto più facili dei piccoli campioni.',
      '與細小色卡相比，A3 色板卡令客戶確認顏色容易得多。')),
  sample('SDL-DESIGN', 3, 'pixelpusher', 30,
    L('Useful, install could be easier', 'Nützlich, Installation könnte einfacher sein', 'Útil, la instalación podría ser más fácil', 'Utile, installation perfectible', 'Utile, installazione migliorabile', '實用，但安裝可以更簡單'),
    L('The libraries work well once installed, but the instructions are brief.',
      'Die Bibliotheken funktionieren gut, sobald sie installiert sind, aber die Anleitung ist knapp.',
      'Las bibliotecas funcionan bien una vez instaladas, pero las instrucciones son escuetas.',
      'Les bibliothèques fonctionnent bien une fois installées, mais la notice est succincte.',
      'Le librerie funzionano bene una volta installate, ma le istruzioni sono scarne.',
      '色彩庫安裝後運作良好，但說明過於簡略。')),
];

/** The review rating (Luma's "Rating"), and a few approved reviews in every store's language. */
export const seedReviews = (db: Database): void => {
  db.prepare('INSERT INTO ratings (id, code, position, is_active) VALUES (?, ?, 1, 1)').run(ratingId, 'Rating');
  insertLabels(db, 'rating', ratingId, ratingLabel);
  const option = db.prepare('INSERT INTO rating_options (id, rating_id, value, position) VALUES (?, ?, ?, ?)');
  for (let value = 1; value <= 5; value += 1) option.run(15 + value, ratingId, value, value);
  const review = db.prepare(`INSERT INTO reviews (product_id, store_code, nickname, title, detail, status_id, created_at)
    VALUES ((SELECT id FROM catalog_products WHERE sku = ?), ?, ?, ?, ?, 1, datetime('now', ?))`);
  const vote = db.prepare('INSERT INTO review_votes (review_id, rating_id, option_id, value, percent) VALUES (?, ?, ?, ?, ?)');
  for (const store of storeDefinitions) {
    for (const r of sampleReviews) {
      const id = Number(review.run(r.sku, store.code, r.nickname, textFor(store, r.title), textFor(store, r.detail),
        `-${r.daysAgo} days`).lastInsertRowid);
      vote.run(id, ratingId, 15 + r.stars, r.stars, r.stars * 20);
    }
  }
};
