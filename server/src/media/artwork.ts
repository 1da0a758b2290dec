import { type Artwork, colorAt, inkOn, rect, svgDocument, text } from './svg';

type Draw = (art: Artwork) => string;

const background = (art: Artwork, fill = '#f4f1ea'): string => rect(0, 0, art.width, art.height, fill);

// A fan deck: strips turning out from one pivot, as on the logo.
const fan: Draw = ({ palette, width, height, caption }) => {
  const pivotX = width / 2;
  const pivotY = height * 0.78;
  const length = height * 0.6;
  const stripWidth = width * 0.09;
  const strips = Array.from({ length: 7 }, (_, i) => {
    const angle = -45 + i * 15;
    return `<g transform="translate(${pivotX} ${pivotY}) rotate(${angle})">${rect(-stripWidth / 2, -length, stripWidth, length, colorAt(palette, i), 'rx="8" stroke="#ffffff" stroke-width="3"')}</g>`;
  }).join('');
  return strips + `<circle cx="${pivotX}" cy="${pivotY - stripWidth / 3}" r="${stripWidth / 8}" fill="#ffffff"/>`
    + text(pivotX, height * 0.93, caption, height * 0.06, '#212529');
};

// Chips or a swatch book: a grid of colour chips with a label band.
const grid = (columns: number, rows: number): Draw => ({ palette, width, height, caption }) => {
  const gap = width * 0.03;
  const w = (width - gap * (columns + 1)) / columns;
  const h = (height * 0.78 - gap * (rows + 1)) / rows;
  const cells = Array.from({ length: columns * rows }, (_, i) =>
    rect(gap + (i % columns) * (w + gap), gap + Math.floor(i / columns) * (h + gap), w, h, colorAt(palette, i), 'rx="6"')).join('');
  return cells + rect(0, height * 0.8, width, height * 0.2, '#212529') + text(width / 2, height * 0.93, caption, height * 0.07, '#ffffff');
};

// A single colour chip or a large swatch card: the colour with its code underneath.
const chip: Draw = ({ palette, width, height, caption }) => {
  const color = colorAt(palette, 0);
  return rect(width * 0.1, height * 0.08, width * 0.8, height * 0.64, color, 'rx="10"')
    + text(width / 2, height * 0.84, caption, height * 0.075, '#212529') + text(width / 2, height * 0.93, color.toUpperCase(), height * 0.045, '#495057', 'middle', 400);
};

const card: Draw = ({ palette, width, height, caption }) =>
  rect(0, 0, width, height * 0.82, colorAt(palette, 0)) + rect(0, height * 0.82, width, height * 0.18, '#ffffff')
  + text(width * 0.06, height * 0.94, caption, height * 0.06, '#212529', 'start');

// Equipment and services: a simple pictogram over a colour band.
const device: Draw = ({ palette, width, height, caption }) =>
  rect(width * 0.15, height * 0.15, width * 0.7, height * 0.5, colorAt(palette, 0), 'rx="24"')
  + rect(width * 0.25, height * 0.25, width * 0.5, height * 0.3, colorAt(palette, 1), 'rx="12" opacity="0.9"')
  + rect(0, height * 0.75, width, height * 0.25, colorAt(palette, 2)) + text(width / 2, height * 0.9, caption, height * 0.07, inkOn(colorAt(palette, 2)));

const booth: Draw = ({ palette, width, height, caption }) =>
  `<polygon points="${width * 0.12},${height * 0.2} ${width * 0.88},${height * 0.2} ${width * 0.8},${height * 0.7} ${width * 0.2},${height * 0.7}" fill="${colorAt(palette, 2)}"/>`
  + rect(width * 0.12, height * 0.14, width * 0.76, height * 0.06, colorAt(palette, 1))
  + rect(width * 0.3, height * 0.42, width * 0.4, height * 0.2, colorAt(palette, 0), 'rx="4"')
  + text(width / 2, height * 0.88, caption, height * 0.08, '#212529');

const screen: Draw = ({ palette, width, height, caption }) =>
  rect(width * 0.08, height * 0.1, width * 0.84, height * 0.56, '#212529', 'rx="14"')
  + Array.from({ length: 5 }, (_, i) => rect(width * (0.14 + i * 0.15), height * 0.2, width * 0.12, height * 0.36, colorAt(palette, i), 'rx="4"')).join('')
  + rect(width * 0.4, height * 0.66, width * 0.2, height * 0.06, '#495057') + text(width / 2, height * 0.88, caption, height * 0.07, '#212529');

const documentPage: Draw = ({ palette, width, height, caption }) =>
  rect(width * 0.15, height * 0.06, width * 0.7, height * 0.88, '#ffffff', 'stroke="#ced4da" stroke-width="4"')
  + rect(width * 0.15, height * 0.06, width * 0.7, height * 0.3, colorAt(palette, 0))
  + Array.from({ length: 6 }, (_, i) => rect(width * 0.22, height * (0.45 + i * 0.07), width * (i % 2 ? 0.46 : 0.56), height * 0.025, '#ced4da')).join('')
  + text(width / 2, height * 0.25, caption, height * 0.06, inkOn(colorAt(palette, 0)));

const barcode: Draw = ({ palette, width, height, caption }) =>
  Array.from({ length: 36 }, (_, i) => rect(width * 0.12 + i * width * 0.021, height * 0.18, width * (0.006 + ((i * 7) % 5) * 0.003), height * 0.48, colorAt(palette, 0))).join('')
  + rect(width * 0.12, height * 0.72, width * 0.76, height * 0.04, colorAt(palette, 1)) + text(width / 2, height * 0.88, caption, height * 0.07, '#212529');

// Editorial images (articles, events, colour systems): colour fields with the title's initials.
const banner: Draw = ({ palette, width, height, caption }) =>
  palette.map((color, i) => rect((width / palette.length) * i, 0, width / palette.length + 1, height, color)).join('')
  + rect(0, height * 0.68, width, height * 0.32, 'rgba(33,37,41,0.72)') + text(width * 0.05, height * 0.87, caption, height * 0.1, '#ffffff', 'start');

const draws: Record<string, Draw> = {
  fan, book: grid(4, 3), chips: grid(3, 2), sheet: grid(3, 3), kit: grid(3, 1), chip, card, device, booth, screen,
  service: device, document: documentPage, barcode, article: banner, event: banner,
};

// Wide pictures (category headers): the palette in bands, slanted, with a fan deck on the right.
const wide: Draw = (art) => {
  const band = art.width / (art.palette.length + 1);
  const bands = art.palette.map((color, i) =>
    `<polygon points="${i * band},0 ${(i + 1) * band + band / 2},0 ${(i + 1) * band},${art.height} ${i * band - band / 2},${art.height}" fill="${color}"/>`).join('');
  const square = Math.min(art.height, art.width / 3);
  return bands + `<g transform="translate(${art.width - square * 1.1} 0)">${fan({ ...art, width: square, height: square, caption: '' })}</g>`;
};

/** Draws a media_images row as an SVG document of its recorded size. */
export const renderArtwork = (art: Artwork, title: string): string => {
  const draw = art.width > art.height * 1.6 && art.template !== 'article' && art.template !== 'event' ? wide : draws[art.template] ?? banner;
  const dark = art.template === 'article' || art.template === 'event';
  return svgDocument(art, background(art, dark ? '#212529' : '#f4f1ea') + draw(art), title);
};
