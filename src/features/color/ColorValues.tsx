import { useIntl } from 'react-intl';
import { useT } from '../../lib/i18n/useT';
import type { ColorStandard } from './color.gql';

/** A standard's values as a definition list: HEX, RGB, CIE L*a*b*, family and finish. */
export function ColorValueList({ color }: { color: ColorStandard }) {
  const t = useT();
  const intl = useIntl();
  const lab = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  const rows: Array<[string, string]> = [
    [t('color.values.hex'), color.hex.toUpperCase()],
    [t('color.values.rgb'), `${color.rgb.r}, ${color.rgb.g}, ${color.rgb.b}`],
    [t('color.values.lab'), `${lab(color.lab.l)} / ${lab(color.lab.a)} / ${lab(color.lab.b)}`],
  ];
  if (color.family?.label) rows.push([t('color.values.family'), color.family.label]);
  if (color.finish?.label) rows.push([t('color.values.finish'), color.finish.label]);
  return (
    <dl className="color-values">
      {rows.map(([label, value]) => (
        <div key={label} className="color-values__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
