import { useRef } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { sheetSlots, type SheetColor } from './sheetState';

interface SheetGridProps {
  size: number;
  chips: readonly string[];
  byCode: ReadonlyMap<string, SheetColor>;
  onRemove: (code: string) => void;
  /** Where focus goes when the last chip leaves the sheet. */
  onEmptied: () => void;
}

/** The sheet: `size` slots, filled in picking order, each filled one with its remove button. */
export function SheetGrid({ size, chips, byCode, onRemove, onEmptied }: SheetGridProps) {
  const t = useT();
  const grid = useRef<HTMLOListElement>(null);

  const remove = (code: string, index: number) => {
    onRemove(code);
    // The button goes away with its chip: focus the chip that takes its place, else the one before.
    requestAnimationFrame(() => {
      const buttons = grid.current?.querySelectorAll<HTMLButtonElement>('.sheet-slot__remove') ?? [];
      const next = buttons[Math.min(index, buttons.length - 1)];
      if (next) next.focus();
      else onEmptied();
    });
  };

  return (
    <ol className="sheet-grid" ref={grid}>
      {sheetSlots(chips, size).map((code, index) => {
        const color = code ? byCode.get(code) : undefined;
        const deactivated = code !== null && !color?.active;
        return (
          <li key={code ?? `empty-${index}`} className={`sheet-slot${code ? ' sheet-slot--filled' : ''}${deactivated ? ' sheet-slot--deactivated' : ''}`}>
            {code ? (
              <>
                <span className="sheet-slot__swatch" style={{ backgroundColor: color?.hex }} aria-hidden="true" />
                <span className="sheet-slot__code">{code}</span>
                <button
                  type="button"
                  className="sheet-slot__remove"
                  aria-label={t('catalog.sheet.remove', { name: color?.name ?? code, code })}
                  onClick={() => remove(code, index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </>
            ) : (
              <span className="visually-hidden">{t('catalog.sheet.emptySlot', { position: index + 1 })}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
