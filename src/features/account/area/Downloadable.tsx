import { useT } from '../../../lib/i18n/useT';

/** Downloadable products: the list is not built yet (see the account issue's report); says so plainly. */
export default function Downloadable() {
  const t = useT();
  return <p>{t('account.downloadable.none')}</p>;
}
