import { L } from '../../localized';
import type { CustomOptionDefinition } from '../types';

/** Customizable options shared by several guides (Magento: custom options copied per product). */
export const personalisation: CustomOptionDefinition = {
  type: 'field', required: false, usd: 15, maxCharacters: 24, sku: 'ENGRAVE',
  title: L('Personalised engraving', 'Persönliche Gravur', 'Grabado personalizado', 'Gravure personnalisée', 'Incisione personalizzata', '個人化刻字'),
};

export const protectiveCase: CustomOptionDefinition = {
  type: 'radio', required: true,
  title: L('Case', 'Etui', 'Funda', 'Étui', 'Custodia', '保護套'),
  values: [
    { title: L('No case', 'Ohne Etui', 'Sin funda', 'Sans étui', 'Senza custodia', '不需要保護套'), usd: 0 },
    { title: L('Protective sleeve', 'Schutzhülle', 'Funda protectora', 'Housse de protection', 'Custodia protettiva', '保護套'), usd: 19, sku: 'SLEEVE' },
    { title: L('Hard case', 'Hartschalenetui', 'Estuche rígido', 'Étui rigide', 'Custodia rigida', '硬殼保護盒'), usd: 35, sku: 'HARD' },
  ],
};

export const giftWrap: CustomOptionDefinition = {
  type: 'checkbox', required: false,
  title: L('Extras', 'Extras', 'Extras', 'Extras', 'Extra', '附加選項'),
  values: [
    { title: L('Gift wrapping', 'Geschenkverpackung', 'Envoltorio de regalo', 'Emballage cadeau', 'Confezione regalo', '禮品包裝'), usd: 6, sku: 'GIFT' },
    { title: L('Printed certificate of accuracy', 'Gedrucktes Genauigkeitszertifikat', 'Certificado de precisión impreso', 'Certificat de précision imprimé', 'Certificato di precisione stampato', '印刷版準確度證書'), percent: 5, sku: 'CERT' },
  ],
};

export const binding: CustomOptionDefinition = {
  type: 'drop_down', required: true,
  title: L('Binding', 'Bindung', 'Encuadernación', 'Reliure', 'Rilegatura', '裝訂方式'),
  values: [
    { title: L('Screw post', 'Buchschraube', 'Tornillo de encuadernar', 'Vis de reliure', 'Vite passante', '螺絲裝訂'), usd: 0 },
    { title: L('Ring binder', 'Ringbuch', 'Carpeta de anillas', 'Classeur à anneaux', 'Raccoglitore ad anelli', '活頁夾'), usd: 12, sku: 'RING' },
  ],
};

export const consultationDate: CustomOptionDefinition = {
  type: 'date_time', required: true, usd: 0,
  title: L('Preferred appointment', 'Wunschtermin', 'Cita preferida', 'Rendez-vous souhaité', 'Appuntamento preferito', '首選預約時間'),
};

export const consultationTopic: CustomOptionDefinition = {
  type: 'multiple', required: false,
  title: L('Topics', 'Themen', 'Temas', 'Sujets', 'Argomenti', '主題'),
  values: [
    { title: L('Brand colour palette', 'Markenfarbpalette', 'Paleta de color de marca', 'Palette de marque', 'Palette del brand', '品牌色板'), usd: 0 },
    { title: L('Print production', 'Druckproduktion', 'Producción de impresión', 'Production imprimée', 'Produzione di stampa', '印刷生產'), usd: 0 },
    { title: L('Textiles and dyeing', 'Textil und Färben', 'Textil y tintura', 'Textile et teinture', 'Tessile e tintura', '紡織及染色'), usd: 25 },
  ],
};

export const brief: CustomOptionDefinition = {
  type: 'area', required: false, usd: 0, maxCharacters: 500,
  title: L('Your brief', 'Ihr Briefing', 'Su briefing', 'Votre brief', 'Il tuo brief', '您的需求簡介'),
};

export const referenceFile: CustomOptionDefinition = {
  type: 'file', required: false, usd: 0, extensions: 'jpg, png, pdf', maxWidth: 4000, maxHeight: 4000,
  title: L('Reference image', 'Referenzbild', 'Imagen de referencia', 'Image de référence', 'Immagine di riferimento', '參考圖片'),
};
