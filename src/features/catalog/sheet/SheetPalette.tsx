import { useT } from '../../../lib/i18n/useT';
import type { SheetColor } from './sheetState';

interface SheetPaletteProps {
  colors: SheetColor[];
  chips: readonly string[];
  full: boolean;
  onPick: (color: SheetColor) => void;
}

/**
 * The colours to pick from, as toggle buttons (aria-pressed: on the sheet). A deactivated colour is marked and
 * stays focusable (aria-disabled) so that a shopper who tries it hears why it cannot be picked.
 */
export function SheetPalette({ colors, chips, full, onPick }: SheetPaletteProps) {
  const t = useT();
  return (
    <ul className="sheet-palette">
      {colors.map((color) => {
        const picked = chips.includes(color.code);
        const blocked = !picked && (!color.active || full);
        return (
          <li key={color.code}>
            <button
              type="button"
              className={`sheet-chip${color.active ? '' : ' sheet-chip--deactivated'}`}
              aria-pressed={picked}
              aria-disabled={blocked || undefined}
              onClick={() => onPick(color)}
            >
              <span className="sheet-chip__swatch" style={{ backgroundColor: color.hex }} aria-hidden="true" />
              {/* Spaces between the parts: the button's accessible name reads "SR-110 Poppy Red". */}
              <span className="sheet-chip__code">{color.code}</span>{' '}
              <span className="sheet-chip__name">{color.name}</span>
              {!color.active && <>{' '}<span className="sheet-chip__state">{t('catalog.sheet.deactivated')}</span></>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
