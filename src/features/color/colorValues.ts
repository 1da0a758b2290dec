// Plain helpers for showing colour standards.

const HEX = /^#?([0-9a-f]{6})$/i;

/** A #rrggbb value in lower case, or null for anything else (also never a CSS injection). */
export function normalizeHex(value: string | null | undefined): string | null {
  const match = HEX.exec((value ?? '').trim());
  return match ? `#${(match[1] ?? '').toLowerCase()}` : null;
}

/** The colour page of a standard: /color/{code}. */
export function colorPath(code: string): string {
  return `/color/${encodeURIComponent(code)}`;
}
