import { escapeHtml } from '../lib/html';

/** What every generated picture is drawn from (a media_images row). */
export interface Artwork {
  template: string;
  palette: string[];
  caption: string;
  width: number;
  height: number;
}

export const colorAt = (palette: string[], index: number): string => palette[index % Math.max(palette.length, 1)] ?? '#8d8d8a';

/** Black or white text, whichever reads better on `hex`. */
export const inkOn = (hex: string): string => {
  const value = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const luminance = 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 150 ? '#212529' : '#ffffff';
};

export const text = (x: number, y: number, content: string, size: number, fill: string, anchor = 'middle', weight = 700): string =>
  `<text x="${x}" y="${y}" font-family="Helvetica Neue, Arial, sans-serif" font-size="${size}" font-weight="${weight}" `
  + `fill="${fill}" text-anchor="${anchor}" letter-spacing="1">${escapeHtml(content)}</text>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

/** The document around a drawing: fixed size (width/height attributes) so it never shifts a layout. */
export const svgDocument = (art: Artwork, body: string, title: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${art.width}" height="${art.height}" viewBox="0 0 ${art.width} ${art.height}" `
  + `role="img" aria-label="${escapeHtml(title)}"><title>${escapeHtml(title)}</title>${body}</svg>`;
