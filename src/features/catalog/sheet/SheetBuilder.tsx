import './SheetBuilder.css';
import { useRef } from 'react';
import { Price } from '../../../components/Price';
import { useT } from '../../../lib/i18n/useT';
import { usePriceDisplay } from '../../../shared/prices/usePriceDisplay';
import { SheetGrid } from './SheetGrid';
import { SheetPalette } from './SheetPalette';
import { type SheetNews, useSheetBuilder } from './useSheetBuilder';
import type { Translate } from '../../../lib/i18n/useT';

const newsText = (t: Translate, news: SheetNews, count: number, size: number): string => {
  const values = { name: news.color.name, code: news.color.code, count, size };
  switch (news.outcome) {
    case 'added': return t('catalog.sheet.added', values);
    case 'removed': return t('catalog.sheet.removed', values);
    case 'full': return t('catalog.sheet.full', values);
    case 'deactivated': return t('catalog.sheet.deactivatedPick', values);
  }
};

/**
 * Build Your Sheet (spec §2.3 "category page with Build Your Sheet"): pick colour chips into a sheet of the
 * category's size, take them off again, and add the sheet to the cart as one item. Loaded only on such a
 * category (CategoryPage, capability sheetBuilder).
 */
export default function SheetBuilder({ categoryUid }: { categoryUid: string }) {
  const t = useT();
  const display = usePriceDisplay();
  const heading = useRef<HTMLHeadingElement>(null);
  const builder = useSheetBuilder(categoryUid);
  const { size, chips } = builder;
  if (builder.loading && !builder.available) return <p className="sheet-builder" role="status">{t('global.fetch')}</p>;
  if (!builder.available) return null;
  const full = chips.length >= size;
  const price = builder.price;
  return (
    <section className="sheet-builder" aria-labelledby="sheet-builder-title">
      <h2 id="sheet-builder-title" className="sheet-builder__title">{t('catalog.sheet.title')}</h2>
      <p className="sheet-builder__intro">{t('catalog.sheet.intro', { size })}</p>
      <div className="sheet-builder__layout">
        <div className="sheet-builder__colors">
          <h3 className="sheet-builder__subtitle">{t('catalog.sheet.colors')}</h3>
          <SheetPalette colors={builder.colors} chips={chips} full={full} onPick={builder.pick} />
        </div>
        <div className="sheet-builder__sheet">
          <h3 className="sheet-builder__subtitle" ref={heading} tabIndex={-1}>{t('catalog.sheet.yourSheet')}</h3>
          <p className="sheet-builder__count" data-testid="sheet-count">{t('catalog.sheet.count', { count: chips.length, size })}</p>
          <SheetGrid size={size} chips={chips} byCode={builder.byCode} onRemove={builder.remove} onEmptied={() => heading.current?.focus()} />
          <p className="sheet-builder__news" role="status">
            {builder.news ? newsText(t, builder.news, chips.length, size) : ''}
          </p>
          <div className="sheet-builder__buy">
            {price && (
              <span className="sheet-builder__price">
                {builder.name}{' '}
                <Price display={display} final={price.final_price.value ?? 0} regular={price.regular_price.value} />
              </span>
            )}
            <button type="button" className="button button--primary" disabled={!builder.canAdd} onClick={() => void builder.add()}>
              {t('catalog.sheet.addToCart')}
            </button>
            {chips.length === 0 && <span className="sheet-builder__hint">{t('catalog.sheet.pickFirst')}</span>}
            {chips.length > 0 && (
              <button type="button" className="link-button" onClick={() => { builder.clear(); heading.current?.focus(); }}>
                {t('catalog.sheet.clear')}
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
