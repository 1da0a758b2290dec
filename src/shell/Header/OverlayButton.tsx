import { Icon, type IconName } from '../../components/icons';
import type { ReactNode } from 'react';

interface OverlayButtonProps {
  /** The button's own class, beside icon-button. */
  className: string;
  icon: IconName;
  /** The accessible name (visually hidden). */
  label: string;
  /** Whether the overlay it opens is open (aria-expanded); left out for a button that does not say. */
  expanded?: boolean;
  onOpen: () => void;
  /** Fetches the overlay's code: pointing at the button or focusing it starts it before the click. */
  preload: () => void;
  children?: ReactNode;
}

/** A header icon button that opens an overlay (menu, search, mini-cart) whose code loads on demand. */
export function OverlayButton({ className, icon, label, expanded, onOpen, preload, children }: OverlayButtonProps) {
  return (
    <button type="button" className={`icon-button ${className}`} aria-expanded={expanded} onClick={onOpen} onPointerEnter={preload} onFocus={preload}>
      <Icon name={icon} />
      <span className="visually-hidden">{label}</span>
      {children}
    </button>
  );
}
