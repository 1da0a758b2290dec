import { L, type Localized } from '../localized';
import type { ArtSpec } from '../catalog/types';

export interface ColorSystemDefinition {
  id: number;
  category: string;
  colorCount: number;
  art: ArtSpec;
  name: Localized;
  summary: Localized;
  paragraphs: Localized[];
}

/** The Spectrane colour systems shown under /color-systems. */
export const colorSystemDefinitions: ColorSystemDefinition[] = [
  {
    id: 1, category: 'fan-decks', colorCount: 2161, art: { template: 'article', palette: ['#d7263d', '#f5b700', '#0047ab'], caption: 'GRAPHICS' },
    name: L('Spectrane Graphics', 'Spectrane Grafik', 'Spectrane Gráficos', 'Spectrane Graphisme', 'Spectrane Grafica', 'Spectrane 平面設計'),
    summary: L('The solid colours for packaging, print and brand identity.', 'Die Volltonfarben für Verpackung, Druck und Markenauftritt.',
      'Los colores sólidos para packaging, impresión e identidad de marca.', 'Les couleurs unies pour l’emballage, l’impression et l’identité de marque.',
      'I colori pieni per packaging, stampa e identità di marca.', '適用於包裝、印刷及品牌形象的專色。'),
    paragraphs: [L('2,161 colours, each defined by an ink formula and printed on coated and uncoated paper.',
      '2.161 Farben, jede durch eine Farbrezeptur definiert und auf gestrichenem und ungestrichenem Papier gedruckt.',
      '2.161 colores, cada uno definido por una fórmula de tinta e impreso en papel estucado y no estucado.',
      '2 161 couleurs, chacune définie par une formule d’encre et imprimée sur papier couché et non couché.',
      '2.161 colori, ognuno definito da una formula d’inchiostro e stampato su carta patinata e non patinata.',
      '2,161 種顏色，每種均有油墨配方，並印於塗布紙及非塗布紙上。')],
  },
  {
    id: 2, category: 'swatch-books', colorCount: 2310, art: { template: 'article', palette: ['#f4c2c2', '#9caf88', '#191970'], caption: 'TEXTILES' },
    name: L('Spectrane Textiles', 'Spectrane Textil', 'Spectrane Textil', 'Spectrane Textile', 'Spectrane Tessile', 'Spectrane 紡織'),
    summary: L('Dye-based colours for fashion, sportswear and home textiles.', 'Farbstoffbasierte Farben für Mode, Sportbekleidung und Heimtextilien.',
      'Colores a base de tintes para moda, deporte y textil hogar.', 'Des couleurs de teinture pour la mode, le sport et le linge de maison.',
      'Colori da tintura per moda, sportswear e tessile casa.', '以染料為基礎的顏色，適用於時裝、運動服及家居紡織品。'),
    paragraphs: [L('2,310 colours dyed on cotton and polyester, with recipes for the major dye classes.',
      '2.310 Farben auf Baumwolle und Polyester gefärbt, mit Rezepturen für die wichtigsten Farbstoffklassen.',
      '2.310 colores teñidos sobre algodón y poliéster, con recetas para las principales clases de tintes.',
      '2 310 couleurs teintes sur coton et polyester, avec recettes pour les principales familles de colorants.',
      '2.310 colori tinti su cotone e poliestere, con ricette per le principali classi di coloranti.',
      '2,310 種染於棉及滌綸上的顏色，附主要染料類別的配方。')],
  },
  {
    id: 3, category: 'swatch-books', colorCount: 1750, art: { template: 'article', palette: ['#d8c3a5', '#8d8d8a', '#f4f1ea'], caption: 'ARCHITECTURE' },
    name: L('Spectrane Architecture', 'Spectrane Architektur', 'Spectrane Arquitectura', 'Spectrane Architecture', 'Spectrane Architettura', 'Spectrane 建築'),
    summary: L('Paint-matched colours for walls, floors and façades.', 'Auf Wandfarben abgestimmte Töne für Wände, Böden und Fassaden.',
      'Colores igualados a pintura para paredes, suelos y fachadas.', 'Des couleurs accordées aux peintures pour murs, sols et façades.',
      'Colori abbinati alle vernici per pareti, pavimenti e facciate.', '與油漆配對的顏色，適用於牆身、地板及外牆。'),
    paragraphs: [L('1,750 colours on matt stock, with light reflectance values for every colour.',
      '1.750 Farben auf mattem Karton, mit Hellbezugswerten für jede Farbe.',
      '1.750 colores sobre cartulina mate, con el valor de reflexión de luz de cada color.',
      '1 750 couleurs sur support mat, avec la valeur de réflexion lumineuse de chacune.',
      '1.750 colori su supporto opaco, con il valore di riflessione della luce di ogni colore.',
      '1,750 種印於啞面卡紙上的顏色，並附每種顏色的光反射值。')],
  },
];
