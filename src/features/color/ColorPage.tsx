import './color.css';
import './ColorPage.css';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { presentItems } from '../../lib/graphql/present';
import { useT } from '../../lib/i18n/useT';
import { useCatalogConfig } from '../../shared/catalog/useCatalogConfig';
import { useContentSeo } from '../../shared/seo/useContentSeo';
import { NotFoundPage, PageLoading } from '../content';
import { type ColorStandard, GET_COLORS } from './color.gql';
import { ColorSwatch } from './ColorSwatch';
import { ColorValueList } from './ColorValues';
import { colorPath } from './colorValues';

const FAMILY_SHOWN = 24;

/** The other standards of a colour's family, as chips linking to their pages. */
function FamilyColors({ color }: { color: ColorStandard }) {
  const t = useT();
  const family = color.family?.value ?? '';
  const { data } = useQuery(GET_COLORS, { variables: { filter: { family: { eq: family } }, pageSize: FAMILY_SHOWN }, skip: !family });
  const others = presentItems(data?.colors?.items).filter((other) => other.code !== color.code);
  if (others.length === 0) return null;
  return (
    <section className="color-family" aria-labelledby="color-family-title">
      <h2 id="color-family-title">{t('color.page.family', { family: color.family?.label ?? '' })}</h2>
      <ul className="color-chips">
        {others.map((other) => (
          <li key={other.code}>
            <Link to={colorPath(other.code)} className="color-chip">
              <ColorSwatch hex={other.hex} />
              <span className="color-chip__code">{other.code}</span>
              <span className="color-chip__name">{other.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec §2.3 colour page (/color/{code}): one colour standard, its values, its chip and its family. */
export default function ColorPage() {
  const t = useT();
  const { code = '' } = useParams();
  const suffix = useCatalogConfig().config.productUrlSuffix;
  const { data, loading } = useQuery(GET_COLORS, { variables: { filter: { code: { eq: code.toUpperCase() } }, pageSize: 1 } });
  const color = presentItems(data?.colors?.items)[0] ?? null;
  const title = color ? `${color.code} ${color.name ?? ''}`.trim() : null;
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), to: '/' }, { label: title ?? '' }];
  useContentSeo({
    title,
    description: color ? t('color.page.description', { code: color.code, name: color.name ?? '', hex: color.hex.toUpperCase() }) : null,
    crumbs: color ? crumbs : undefined,
    path: color ? colorPath(color.code) : undefined,
  });

  if (!color) return loading ? <PageLoading /> : <NotFoundPage />;
  return (
    <div className="color-page">
      <Breadcrumbs items={crumbs} />
      <div className="color-detail">
        <ColorSwatch hex={color.hex} size="large" className="color-detail__swatch" />
        <div className="color-detail__text">
          <p className="color-detail__code">{color.code}</p>
          <h1 className="color-detail__title">{color.name ?? color.code}</h1>
          <ColorValueList color={color} />
          <div className="color-detail__actions">
            {color.product?.url_key && (
              <Link className="button button--primary" to={`/${color.product.url_key}${suffix}`}>
                {t('color.page.buyChip')}
              </Link>
            )}
            <Link className="button" to={`/color-finder?hex=${encodeURIComponent(color.hex)}`}>
              {t('color.page.findSimilar')}
            </Link>
          </div>
        </div>
      </div>
      <FamilyColors color={color} />
    </div>
  );
}
