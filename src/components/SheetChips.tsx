import './SheetChips.css';
import { useT } from '../lib/i18n/useT';

/**
 * The chips of a Build Your Sheet sheet as a line of code tokens (cart, mini-cart, checkout review, orders):
 * one list, named by how many chips it holds.
 */
export function SheetChips({ codes, className = '' }: { codes: readonly string[]; className?: string }) {
  const t = useT();
  if (codes.length === 0) return null;
  return (
    <ul className={`sheet-chips ${className}`.trim()} aria-label={t('sheetChips.label', { count: codes.length })}>
      {codes.map((code) => <li key={code} className="sheet-chips__chip">{code}</li>)}
    </ul>
  );
}

/** The chip codes a sheet's option value holds ("SR-110,SB-120"). */
export const chipCodes = (value: string | null | undefined): string[] =>
  (value ?? '').split(',').map((code) => code.trim()).filter(Boolean);
