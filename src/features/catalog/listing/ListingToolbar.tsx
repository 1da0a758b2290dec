import { useId } from 'react';
import { presentItems } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { type SortChoice } from './listingParams';
import type { SortFields } from './listing.gql';
import type { ListMode } from '../../../shared/catalog/useCatalogConfig';

interface ListingToolbarProps {
  sortFields: SortFields | null;
  sort: SortChoice;
  onSort: (sort: SortChoice) => void;
  sizes: number[];
  size: number;
  onSize: (size: number) => void;
}

function ModeIcon({ mode }: { mode: ListMode }) {
  const path = mode === 'grid' ? 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' : 'M4 5h16M4 12h16M4 19h16';
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

interface ModeSwitchProps {
  modes: ListMode[];
  mode: ListMode;
  onMode: (mode: ListMode) => void;
}

/** Grid or list (spec §9: default mode grid), as two toggle buttons. */
export function ModeSwitch({ modes, mode, onMode }: ModeSwitchProps) {
  const t = useT();
  if (modes.length < 2) return null;
  return (
    <div className="listing-toolbar__modes" role="group" aria-label={t('catalog.toolbar.view')}>
      {modes.map((m) => (
        <button key={m} type="button" className="listing-toolbar__mode" aria-pressed={m === mode} onClick={() => onMode(m)}>
          <ModeIcon mode={m} />
          <span className="visually-hidden">{t(m === 'grid' ? 'catalog.toolbar.grid' : 'catalog.toolbar.list')}</span>
        </button>
      ))}
    </div>
  );
}

/** Sort (options from the API's sort_fields), direction and page size. */
export function ListingToolbar({ sortFields, sort, onSort, sizes, size, onSize }: ListingToolbarProps) {
  const t = useT();
  const sortId = useId();
  const sizeId = useId();
  const options = presentItems(sortFields?.options).flatMap(({ label, value }) => (value ? [{ label, value }] : []));
  if (!options.some((o) => o.value === sort.field)) options.unshift({ value: sort.field, label: sort.field });
  const descending = sort.dir === 'DESC';
  return (
    <div className="listing-toolbar">
      <div className="listing-toolbar__sort">
        <label htmlFor={sortId}>{t('catalog.toolbar.sortBy')}</label>
        <select id={sortId} value={sort.field} onChange={(event) => onSort({ field: event.target.value, dir: sort.dir })}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label ?? o.value}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="listing-toolbar__direction"
          onClick={() => onSort({ field: sort.field, dir: descending ? 'ASC' : 'DESC' })}
        >
          <span aria-hidden="true">{descending ? '↓' : '↑'}</span>
          <span className="visually-hidden">{t(descending ? 'catalog.toolbar.setAscending' : 'catalog.toolbar.setDescending')}</span>
        </button>
      </div>
      {sizes.length > 1 && (
        <div className="listing-toolbar__size">
          <label htmlFor={sizeId}>{t('catalog.toolbar.show')}</label>
          <select id={sizeId} value={size} onChange={(event) => onSize(Number(event.target.value))}>
            {sizes.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
