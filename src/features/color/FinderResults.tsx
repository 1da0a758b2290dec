import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { presentItems } from '../../lib/graphql/present';
import { type MessageId } from '../../lib/i18n/messages';
import { useT } from '../../lib/i18n/useT';
import { type ColorMatch } from './color.gql';
import { ColorSwatch } from './ColorSwatch';
import { colorPath } from './colorValues';

/** How a CIE76 ΔE reads to the eye (2.3 is the just-noticeable difference). */
export function closeness(deltaE: number): MessageId {
  if (deltaE < 1) return 'color.finder.closeness.identical';
  if (deltaE < 2.3) return 'color.finder.closeness.barely';
  if (deltaE < 5) return 'color.finder.closeness.close';
  return 'color.finder.closeness.different';
}

interface FinderResultsProps {
  hex: string;
  matches: ReadonlyArray<ColorMatch | null> | null;
  loading: boolean;
  errorText: string | null;
}

/** The nearest standards to the chosen colour, nearest first, each with its ΔE in words and numbers. */
export function FinderResults({ hex, matches, loading, errorText }: FinderResultsProps) {
  const t = useT();
  const intl = useIntl();
  const items = presentItems(matches);
  return (
    <section className="finder-results" aria-labelledby="finder-results-title" aria-busy={loading || undefined}>
      <h2 id="finder-results-title" className="finder-results__title">
        <ColorSwatch hex={hex} />
        {t('color.finder.results', { hex: hex.toUpperCase() })}
      </h2>
      {loading && items.length === 0 && <Loading>{t('global.fetch')}</Loading>}
      {errorText && <p role="alert">{errorText}</p>}
      {!loading && !errorText && items.length === 0 && <p>{t('color.finder.none')}</p>}
      <ol className="finder-results__list">
        {items.map(({ color, delta_e: deltaE }) => (
          <li key={color.code} className="finder-match">
            <ColorSwatch hex={color.hex} size="large" className="finder-match__swatch" />
            <div className="finder-match__text">
              <Link to={colorPath(color.code)} className="finder-match__name">
                {color.code} {color.name}
              </Link>
              <span className="finder-match__family">{color.family?.label}</span>
              <span className="finder-match__delta">
                {t('color.finder.deltaE', { value: intl.formatNumber(deltaE, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) })} · {t(closeness(deltaE))}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
