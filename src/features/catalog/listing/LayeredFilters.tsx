import { useId, useState } from 'react';
import { presentItems } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { FILTER_LIMIT } from './filterLabels';
import type { Aggregation, AggregationOption } from './listing.gql';
import type { Filters } from './listingParams';
import type { FilterLabels } from './useFilterLabels';

interface LayeredFiltersProps {
  aggregations: readonly Aggregation[];
  filters: Filters;
  labels: FilterLabels;
  onToggle: (key: string, value: string) => void;
}

interface GroupProps {
  aggregation: Aggregation;
  selected: readonly string[];
  labels: FilterLabels;
  onToggle: (key: string, value: string) => void;
}

/** Chosen values stay listed (and checked) even when the narrowed result no longer counts them. */
function optionsWithSelected(aggregation: Aggregation, selected: readonly string[], labels: FilterLabels): AggregationOption[] {
  const options = presentItems(aggregation.options);
  const missing = selected.filter((value) => !options.some((o) => o.value === value));
  return [...missing.map((value) => ({ value, label: labels.option(aggregation.attribute_code, value), count: null })), ...options];
}

function FilterGroup({ aggregation, selected, labels, onToggle }: GroupProps) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const options = optionsWithSelected(aggregation, selected, labels);
  const shown = expanded ? options : options.slice(0, FILTER_LIMIT);
  const key = aggregation.attribute_code;
  const title = aggregation.label ?? key;
  return (
    <fieldset className="filters__group">
      <legend className="filters__legend">{title}</legend>
      <ul id={listId} className="filters__options">
        {shown.map((option) => {
          const label = key === 'price' ? labels.option(key, option.value) : (option.label ?? option.value);
          return (
            <li key={option.value}>
              <label className="filters__option">
                <input type="checkbox" checked={selected.includes(option.value)} onChange={() => onToggle(key, option.value)} />
                <span className="filters__label">
                  {label}
                  {option.count !== null && <span className="filters__count"> ({option.count})</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {options.length > FILTER_LIMIT && (
        <button type="button" className="link-button filters__more" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('catalog.filter.showLess') : t('catalog.filter.showMore', { count: options.length - FILTER_LIMIT })}
        </button>
      )}
    </fieldset>
  );
}

/** Layered navigation from the listing's aggregations (spec §9 filter limit 8 with a show-more). */
export function LayeredFilters({ aggregations, filters, labels, onToggle }: LayeredFiltersProps) {
  const t = useT();
  const groups = aggregations.filter((a) => (a.options?.length ?? 0) > 0 || (filters[a.attribute_code]?.length ?? 0) > 0);
  if (groups.length === 0) return <p className="filters__empty">{t('catalog.filter.none')}</p>;
  return (
    <div className="filters__groups">
      {groups.map((aggregation) => (
        <FilterGroup
          key={aggregation.attribute_code}
          aggregation={aggregation}
          selected={filters[aggregation.attribute_code] ?? []}
          labels={labels}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}
