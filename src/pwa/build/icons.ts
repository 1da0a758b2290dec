import { crc32, deflateSync } from 'node:zlib';

// Build time only (webpack.config.js loads it through tsx): the app icons as real PNG files,
// drawn from the favicon's design (brand square, three colour swatches), so that no image
// library and no committed binaries are needed. 4×4 supersampling smooths the edges.

type Rgb = readonly [number, number, number];

interface Shape {
  /** In units of a 64-unit square, like favicon.svg. */
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
  colour: Rgb;
}

export const BRAND_ORANGE = '#e8590c';

function hex(value: string): Rgb {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const SWATCHES: readonly Rgb[] = [hex('#ffffff'), hex('#ffd8a8'), hex('#1d4ed8')];

function inside(shape: Shape, x: number, y: number): boolean {
  if (x < shape.x || y < shape.y || x > shape.x + shape.width || y > shape.y + shape.height) return false;
  const cx = Math.min(Math.max(x, shape.x + shape.radius), shape.x + shape.width - shape.radius);
  const cy = Math.min(Math.max(y, shape.y + shape.radius), shape.y + shape.height - shape.radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= shape.radius ** 2;
}

/**
 * The shapes of one icon. `any`: the rounded brand square of the favicon. `maskable`: a full-bleed
 * square with the swatches shrunk into the central safe zone (a circle of 40 % radius), so no
 * launcher mask cuts them.
 */
export function iconShapes(purpose: 'any' | 'maskable'): Shape[] {
  const scale = purpose === 'maskable' ? 0.72 : 1;
  const at = (units: number) => 32 + (units - 32) * scale;
  const background: Shape = { x: 0, y: 0, width: 64, height: 64, radius: purpose === 'maskable' ? 0 : 12, colour: hex(BRAND_ORANGE) };
  const swatches = SWATCHES.map((colour, index) => ({
    x: at(12 + index * 14),
    y: at(12),
    width: 12 * scale,
    height: 40 * scale,
    radius: 3 * scale,
    colour,
  }));
  return [background, ...swatches];
}

/** RGBA pixels, row by row: the topmost shape under each sample, averaged with premultiplied alpha. */
export function rasterise(shapes: readonly Shape[], size: number, samples = 4): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const unit = 64 / size;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = (px + (sx + 0.5) / samples) * unit;
          const y = (py + (sy + 0.5) / samples) * unit;
          const top = shapes.findLast((shape) => inside(shape, x, y));
          if (!top) continue;
          r += top.colour[0];
          g += top.colour[1];
          b += top.colour[2];
          a += 1;
        }
      }
      const offset = (py * size + px) * 4;
      if (a > 0) {
        pixels[offset] = Math.round(r / a);
        pixels[offset + 1] = Math.round(g / a);
        pixels[offset + 2] = Math.round(b / a);
      }
      pixels[offset + 3] = Math.round((a / (samples * samples)) * 255);
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG of size×size pixels. */
export function encodePng(pixels: Uint8Array, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0; // filter type None
    rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

export interface IconFile {
  /** Path in the build output, e.g. icons/icon-192.png. */
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

export const ICON_FILES: readonly IconFile[] = [192, 512].flatMap((size) => [
  { file: `icons/icon-${size}.png`, size, purpose: 'any' as const },
  { file: `icons/icon-maskable-${size}.png`, size, purpose: 'maskable' as const },
]);

export function renderIcon(icon: IconFile): Buffer {
  return encodePng(rasterise(iconShapes(icon.purpose), icon.size), icon.size);
}
