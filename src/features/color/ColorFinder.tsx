import { useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { useT } from '../../lib/i18n/useT';
import { useContentSeo } from '../../shared/seo/useContentSeo';
import { loginPathFor } from '../account';
import { FIND_COLORS, GET_COLOR_FAMILIES } from './color.gql';
import { normalizeHex } from './colorValues';
import { finderErrorText, isAuthorizationError } from './finderErrors';
import { FinderResults } from './FinderResults';

const RESULTS = 8;
const DEFAULT_PICK = '#e8590c';

/** The family choices: every family of the standards once, in their order. */
function useFamilies(): Array<{ value: string; label: string }> {
  const { data } = useQuery(GET_COLOR_FAMILIES, { variables: { pageSize: 200 } });
  const seen = new Map<string, string>();
  for (const item of data?.colors?.items ?? []) if (item?.family && !seen.has(item.family.value)) seen.set(item.family.value, item.family.label ?? item.family.value);
  return Array.from(seen, ([value, label]) => ({ value, label }));
}

/** A signed-in customer's colour finder: a colour in, the nearest standards (ΔE) out; the query is in the URL. */
export function ColorFinder() {
  const t = useT();
  const ids = { hex: useId(), family: useId(), error: useId() };
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const hex = normalizeHex(params.get('hex'));
  const family = params.get('family') || null;
  const [text, setText] = useState(hex ?? '');
  const [familyChoice, setFamilyChoice] = useState(family ?? '');
  const [invalid, setInvalid] = useState(false);
  const families = useFamilies();
  const title = t('color.finder.title');
  useContentSeo({ title, description: t('color.finder.intro'), path: '/color-finder' });
  // Spec §8: colour-finder errors are silent; an expired session goes back to login, others show here.
  const { data, loading, error } = useQuery(FIND_COLORS, {
    variables: { hex: hex ?? '', family, limit: RESULTS },
    skip: !hex,
    errorPolicy: 'all',
    context: { silent: true },
  });

  if (error && isAuthorizationError(error)) return <Navigate to={loginPathFor(pathname + search)} replace />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalizeHex(text);
    setInvalid(!value);
    if (value) setParams(familyChoice ? { hex: value, family: familyChoice } : { hex: value });
  };
  const picked = normalizeHex(text) ?? DEFAULT_PICK;

  return (
    <div className="color-finder">
      <Breadcrumbs items={[{ label: t('breadcrumbs.home'), to: '/' }, { label: title }]} />
      <h1 className="color-finder__title">{title}</h1>
      <p className="color-finder__intro">{t('color.finder.intro')}</p>
      <form className="color-finder__form" onSubmit={submit} noValidate>
        <div className="color-finder__field">
          <label htmlFor={ids.hex}>{t('color.finder.hex')}</label>
          <div className="color-finder__hex">
            <input type="color" value={picked} onChange={(event) => setText(event.target.value)} aria-label={t('color.finder.picker')} />
            <input
              id={ids.hex}
              type="text"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="#e8590c"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? ids.error : undefined}
            />
          </div>
          {invalid && (
            <p id={ids.error} className="color-finder__error" role="alert">
              {t('color.finder.invalidHex')}
            </p>
          )}
        </div>
        <div className="color-finder__field">
          <label htmlFor={ids.family}>{t('color.finder.family')}</label>
          <select id={ids.family} value={familyChoice} onChange={(event) => setFamilyChoice(event.target.value)}>
            <option value="">{t('color.finder.anyFamily')}</option>
            {families.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t('color.finder.submit')}
        </button>
      </form>
      {hex && <FinderResults hex={hex} matches={data?.colorFinder ?? null} loading={loading} errorText={error ? finderErrorText(error) ?? t('global.pageError') : null} />}
    </div>
  );
}
