import { useT } from '../../../lib/i18n/useT';
import { chosenFilters, type Filters } from './listingParams';
import type { FilterLabels } from './useFilterLabels';

interface ActiveFiltersProps {
  filters: Filters;
  labels: FilterLabels;
  onRemove: (key: string, value: string) => void;
  onClear: () => void;
}

/** The chosen filters as removable chips ("Now shopping by"), with "Clear all". */
export function ActiveFilters({ filters, labels, onRemove, onClear }: ActiveFiltersProps) {
  const t = useT();
  const chosen = chosenFilters(filters);
  if (chosen.length === 0) return null;
  return (
    <div className="active-filters">
      <h2 className="active-filters__title">{t('catalog.filter.active')}</h2>
      <ul className="active-filters__list">
        {chosen.map(({ key, value }) => {
          const text = `${labels.title(key)}: ${labels.option(key, value)}`;
          return (
            <li key={`${key}=${value}`}>
              <button type="button" className="chip" onClick={() => onRemove(key, value)} aria-label={t('catalog.filter.remove', { filter: text })}>
                <span>{text}</span>
                <span className="chip__x" aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="link-button active-filters__clear" onClick={onClear}>
        {t('catalog.filter.clearAll')}
      </button>
    </div>
  );
}
