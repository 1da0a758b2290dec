import { L, type Localized } from '../localized';

export interface ColorDefinition {
  code: string;
  hex: string;
  family: string;
  finish: 'coated' | 'uncoated';
  name: Localized;
  /** Temporarily deactivated in Build Your Sheet (out of stock). */
  deactivated?: boolean;
}

const c = (code: string, hex: string, family: string, name: Localized, extra: Partial<ColorDefinition> = {}): ColorDefinition =>
  ({ code, hex, family, finish: 'coated', name, ...extra });

/** The Spectrane colour standards sold as single chips (Build Your Sheet) and shown on the colour page. */
export const colorDefinitions: ColorDefinition[] = [
  c('SR-110', '#d7263d', 'red', L('Poppy Red', 'Mohnrot', 'Rojo amapola', 'Rouge coquelicot', 'Rosso papavero', '罌粟紅')),
  c('SR-210', '#f0544f', 'red', L('Coral Red', 'Korallenrot', 'Rojo coral', 'Rouge corail', 'Rosso corallo', '珊瑚紅')),
  c('SR-340', '#8c1c2b', 'red', L('Garnet', 'Granatrot', 'Granate', 'Grenat', 'Granata', '石榴紅')),
  c('SR-420', '#a84a32', 'red', L('Brick Red', 'Ziegelrot', 'Rojo ladrillo', 'Rouge brique', 'Rosso mattone', '磚紅'), { finish: 'uncoated' }),
  c('SO-120', '#f28c28', 'orange', L('Tangerine', 'Mandarine', 'Mandarina', 'Mandarine', 'Mandarino', '柑橘橙')),
  c('SO-250', '#e8590c', 'orange', L('Spectrane Orange', 'Spectrane-Orange', 'Naranja Spectrane', 'Orange Spectrane', 'Arancio Spectrane', 'Spectrane 橙')),
  c('SO-330', '#f7b27a', 'orange', L('Apricot', 'Aprikose', 'Albaricoque', 'Abricot', 'Albicocca', '杏色'), { finish: 'uncoated' }),
  c('SY-105', '#f7e14b', 'yellow', L('Lemon', 'Zitronengelb', 'Limón', 'Citron', 'Limone', '檸檬黃')),
  c('SY-230', '#f5b700', 'yellow', L('Sunflower', 'Sonnenblume', 'Girasol', 'Tournesol', 'Girasole', '向日葵黃')),
  c('SY-310', '#c9a227', 'yellow', L('Mustard', 'Senfgelb', 'Mostaza', 'Moutarde', 'Senape', '芥末黃'), { deactivated: true }),
  c('SG-140', '#4f7942', 'green', L('Fern', 'Farngrün', 'Helecho', 'Fougère', 'Felce', '蕨綠')),
  c('SG-220', '#00a36c', 'green', L('Jade', 'Jadegrün', 'Jade', 'Jade', 'Giada', '翡翠綠')),
  c('SG-360', '#9caf88', 'green', L('Sage', 'Salbeigrün', 'Salvia', 'Sauge', 'Salvia', '鼠尾草綠'), { finish: 'uncoated' }),
  c('SG-450', '#a4d65e', 'green', L('Lime', 'Limettengrün', 'Lima', 'Citron vert', 'Lime', '青檸綠')),
  c('SB-120', '#1f5f8b', 'blue', L('Harbour Blue', 'Hafenblau', 'Azul puerto', 'Bleu port', 'Blu porto', '港灣藍')),
  c('SB-210', '#0047ab', 'blue', L('Cobalt', 'Kobaltblau', 'Cobalto', 'Bleu cobalt', 'Blu cobalto', '鈷藍')),
  c('SB-330', '#87ceeb', 'blue', L('Sky Blue', 'Himmelblau', 'Celeste', 'Bleu ciel', 'Azzurro cielo', '天藍')),
  c('SB-440', '#008080', 'blue', L('Teal', 'Petrol', 'Verde azulado', 'Bleu canard', 'Verde acqua', '孔雀藍')),
  c('SB-520', '#191970', 'blue', L('Midnight', 'Mitternachtsblau', 'Azul medianoche', 'Bleu nuit', 'Blu notte', '午夜藍'), { finish: 'uncoated' }),
  c('SV-150', '#b57edc', 'purple', L('Lavender', 'Lavendel', 'Lavanda', 'Lavande', 'Lavanda', '薰衣草紫')),
  c('SV-260', '#6c3461', 'purple', L('Plum', 'Pflaume', 'Ciruela', 'Prune', 'Prugna', '梅子紫')),
  c('SV-310', '#7f3fbf', 'purple', L('Violet', 'Violett', 'Violeta', 'Violet', 'Viola', '紫羅蘭'), { deactivated: true }),
  c('SP-120', '#f4c2c2', 'pink', L('Blush', 'Zartrosa', 'Rosa palo', 'Rose poudré', 'Rosa cipria', '胭脂粉')),
  c('SP-240', '#d1307a', 'pink', L('Fuchsia', 'Fuchsia', 'Fucsia', 'Fuchsia', 'Fucsia', '紫紅')),
  c('SK-130', '#6b4226', 'brown', L('Cocoa', 'Kakao', 'Cacao', 'Cacao', 'Cacao', '可可棕')),
  c('SK-220', '#d8c3a5', 'brown', L('Sand', 'Sand', 'Arena', 'Sable', 'Sabbia', '沙色'), { finish: 'uncoated' }),
  c('SK-310', '#c8553d', 'brown', L('Terracotta', 'Terrakotta', 'Terracota', 'Terre cuite', 'Terracotta', '赤陶色'), { deactivated: true }),
  c('SN-100', '#f4f1ea', 'neutral', L('Chalk White', 'Kreideweiß', 'Blanco tiza', 'Blanc craie', 'Bianco gesso', '粉筆白')),
  c('SN-250', '#8d8d8a', 'neutral', L('Stone Grey', 'Steingrau', 'Gris piedra', 'Gris pierre', 'Grigio pietra', '石灰色')),
  c('SN-400', '#3b3b3d', 'neutral', L('Graphite', 'Graphit', 'Grafito', 'Graphite', 'Grafite', '石墨灰')),
  c('SN-500', '#111111', 'neutral', L('Jet Black', 'Tiefschwarz', 'Negro azabache', 'Noir de jais', 'Nero corvino', '烏黑')),
];

export const colorByCode = (code: string): ColorDefinition => {
  const color = colorDefinitions.find((candidate) => candidate.code === code);
  if (!color) throw new Error(`Unknown colour ${code}`);
  return color;
};
