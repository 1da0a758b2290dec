import { L, type Localized } from '../localized';

export interface AttributeOptionDefinition {
  key: string;
  label: Localized;
  /** Hex for visual swatches, short text for text swatches. */
  swatch: string | null;
}

export interface AttributeDefinition {
  id: number;
  code: string;
  label: Localized;
  position: number;
  swatchType: 'visual' | 'text' | null;
  filterable: boolean;
  options: AttributeOptionDefinition[];
}

const option = (key: string, label: Localized, swatch: string | null = null): AttributeOptionDefinition => ({ key, label, swatch });

// Attribute ids as a default Magento install numbers them where Magento has the attribute (color = 93).
export const colorFamily: AttributeDefinition = {
  id: 200, code: 'color_family', position: 10, swatchType: 'visual', filterable: true,
  label: L('Colour family', 'Farbfamilie', 'Familia de color', 'Famille de couleurs', 'Famiglia di colori', '色系'),
  options: [
    option('red', L('Reds', 'Rottöne', 'Rojos', 'Rouges', 'Rossi', '紅色系'), '#d7263d'),
    option('orange', L('Oranges', 'Orangetöne', 'Naranjas', 'Oranges', 'Arancioni', '橙色系'), '#f28c28'),
    option('yellow', L('Yellows', 'Gelbtöne', 'Amarillos', 'Jaunes', 'Gialli', '黃色系'), '#f5b700'),
    option('green', L('Greens', 'Grüntöne', 'Verdes', 'Verts', 'Verdi', '綠色系'), '#4f7942'),
    option('blue', L('Blues', 'Blautöne', 'Azules', 'Bleus', 'Blu', '藍色系'), '#1f5f8b'),
    option('purple', L('Purples', 'Violetttöne', 'Morados', 'Violets', 'Viola', '紫色系'), '#6c3461'),
    option('pink', L('Pinks', 'Rosatöne', 'Rosas', 'Roses', 'Rosa', '粉色系'), '#d1307a'),
    option('brown', L('Browns', 'Brauntöne', 'Marrones', 'Bruns', 'Marroni', '棕色系'), '#6b4226'),
    option('neutral', L('Neutrals', 'Neutraltöne', 'Neutros', 'Neutres', 'Neutri', '中性色系'), '#8d8d8a'),
  ],
};

export const finish: AttributeDefinition = {
  id: 201, code: 'finish', position: 20, swatchType: 'text', filterable: true,
  label: L('Finish', 'Oberfläche', 'Acabado', 'Finition', 'Finitura', '表面處理'),
  options: [
    option('coated', L('Coated', 'Gestrichen', 'Estucado', 'Couché', 'Patinata', '塗布紙'), 'C'),
    option('uncoated', L('Uncoated', 'Ungestrichen', 'No estucado', 'Non couché', 'Non patinata', '非塗布紙'), 'U'),
    option('metallic', L('Metallic', 'Metallic', 'Metálico', 'Métallisé', 'Metallizzata', '金屬色'), 'M'),
    option('textile', L('Textile', 'Textil', 'Textil', 'Textile', 'Tessile', '紡織品'), 'TX'),
    option('plastic', L('Plastic', 'Kunststoff', 'Plástico', 'Plastique', 'Plastica', '塑膠'), 'PL'),
  ],
};

export const format: AttributeDefinition = {
  id: 202, code: 'format', position: 40, swatchType: 'text', filterable: false,
  label: L('Format', 'Format', 'Formato', 'Format', 'Formato', '尺寸'),
  options: [
    option('a5', L('A5 (148 × 210 mm)', 'A5 (148 × 210 mm)', 'A5 (148 × 210 mm)', 'A5 (148 × 210 mm)', 'A5 (148 × 210 mm)', 'A5（148 × 210 毫米）'), 'A5'),
    option('a4', L('A4 (210 × 297 mm)', 'A4 (210 × 297 mm)', 'A4 (210 × 297 mm)', 'A4 (210 × 297 mm)', 'A4 (210 × 297 mm)', 'A4（210 × 297 毫米）'), 'A4'),
    option('a3', L('A3 (297 × 420 mm)', 'A3 (297 × 420 mm)', 'A3 (297 × 420 mm)', 'A3 (297 × 420 mm)', 'A3 (297 × 420 mm)', 'A3（297 × 420 毫米）'), 'A3'),
  ],
};

// Magento's "material" (a filterable select in Luma's catalogue too): what a guide is made of.
export const material: AttributeDefinition = {
  id: 203, code: 'material', position: 25, swatchType: null, filterable: true,
  label: L('Material', 'Material', 'Material', 'Matière', 'Materiale', '物料'),
  options: [
    option('paper', L('Paper', 'Papier', 'Papel', 'Papier', 'Carta', '紙張')),
    option('card', L('Card stock', 'Karton', 'Cartulina', 'Carton', 'Cartoncino', '卡紙')),
    option('cotton', L('Cotton', 'Baumwolle', 'Algodón', 'Coton', 'Cotone', '棉布')),
    option('polyester', L('Polyester', 'Polyester', 'Poliéster', 'Polyester', 'Poliestere', '聚酯纖維')),
    option('pvc', L('PVC', 'PVC', 'PVC', 'PVC', 'PVC', 'PVC 膠片')),
  ],
};

/** Magento's own "color" attribute: one option per colour standard, filled from colors.ts. */
export const colorAttribute = {
  id: 93, code: 'color', position: 30, swatchType: 'visual' as const, filterable: true,
  label: L('Colour', 'Farbe', 'Color', 'Couleur', 'Colore', '顏色'),
};

export const selectAttributes: AttributeDefinition[] = [colorFamily, finish, format];

/** Select attributes added later: their options are written after the colours, so earlier option ids stay as they were. */
export const laterSelectAttributes: AttributeDefinition[] = [material];
