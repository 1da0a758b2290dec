import './ColorSwatch.css';
import { normalizeHex } from './colorValues';

interface ColorSwatchProps {
  hex: string;
  size?: 'small' | 'large';
  className?: string;
}

/**
 * A colour chip. Decorative: the code, name and values beside it say the same in text, so nobody
 * depends on seeing the colour. A value that is not #rrggbb shows as an empty (striped) chip.
 */
export function ColorSwatch({ hex, size = 'small', className }: ColorSwatchProps) {
  const color = normalizeHex(hex);
  const classes = ['color-swatch', `color-swatch--${size}`, color ? null : 'color-swatch--unknown', className].filter(Boolean).join(' ');
  return <span className={classes} style={color ? { backgroundColor: color } : undefined} aria-hidden="true" />;
}
