export interface Rgb { r: number; g: number; b: number }
export interface Lab { l: number; a: number; b: number }

/** "#e8590c" or "e8590c" (also 3-digit) → RGB 0–255; null when it is not a hex colour. */
export const parseHex = (hex: string): Rgb | null => {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? match[1].split('').map((d) => d + d).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
};

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const round = (value: number, digits = 2): number => Math.round(value * 10 ** digits) / 10 ** digits;

// sRGB → XYZ already adapted to D50 (Bradford), the illuminant of print colour standards.
const toXyzD50 = [
  [0.4360747, 0.3850649, 0.1430804],
  [0.2225045, 0.7168786, 0.0606169],
  [0.0139322, 0.0971045, 0.7141733],
] as const;
const whiteD50 = [0.96422, 1, 0.82521] as const;

/** CIE L*a*b* (D50) of an sRGB colour. */
export const rgbToLab = ({ r, g, b }: Rgb): Lab => {
  const rgb = [linear(r), linear(g), linear(b)];
  const xyz = toXyzD50.map((row) => row[0] * (rgb[0] ?? 0) + row[1] * (rgb[1] ?? 0) + row[2] * (rgb[2] ?? 0));
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const [fx, fy, fz] = xyz.map((value, i) => f(value / (whiteD50[i] ?? 1))) as [number, number, number];
  return { l: round(116 * fy - 16), a: round(500 * (fx - fy)), b: round(200 * (fy - fz)) };
};

/** CIE76 colour difference. */
export const deltaE76 = (x: Lab, y: Lab): number => round(Math.hypot(x.l - y.l, x.a - y.a, x.b - y.b));
