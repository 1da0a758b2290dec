import { orderItemOptions } from '../../../../src/features/account/area/orderItemOptions';
import { itemOptionLines, sheetChipsOf } from '../../../../src/features/cart/itemOptions';
import { cartProduct, simpleItem } from '../../helpers/cartFixtures';

// A Build Your Sheet line (render_type build-your-sheet) shows its chips as codes, not as an option line.
const chipsOption = { label: 'Chips', values: [{ label: '', value: 'SR-110,SB-120' }] };

describe('the chips of a Build Your Sheet line', () => {
  it('reads a sheet line\'s chips and leaves them out of its option lines', () => {
    const sheet = simpleItem('1', cartProduct('SBS-SHEET', 'Your Color Sheet', { render_type: 'build-your-sheet' }), 1, { customizable_options: [chipsOption] });
    expect(sheetChipsOf(sheet)).toEqual(['SR-110', 'SB-120']);
    expect(itemOptionLines(sheet, 'Links')).toEqual([]);
  });

  it('leaves any other line (or a stock build without render_type) as option lines', () => {
    const other = simpleItem('2', cartProduct('SFD-CORE-C', 'Core Fan Deck'), 1, { customizable_options: [chipsOption] });
    expect(sheetChipsOf(other)).toEqual([]);
    expect(itemOptionLines(other, 'Links')).toEqual([{ label: 'Chips', value: 'SR-110,SB-120' }]);
  });

  it('shows an order item\'s options, a sheet\'s entered chips as codes', () => {
    const entered_options = [{ label: 'Chips', value: 'SR-110,SB-120' }];
    expect(orderItemOptions({ product: { render_type: 'build-your-sheet' }, entered_options, selected_options: [] }))
      .toEqual({ lines: [], chips: ['SR-110', 'SB-120'] });
    expect(orderItemOptions({ product: null, entered_options, selected_options: [{ label: 'Case', value: 'Hard case' }] }))
      .toEqual({ lines: [{ label: 'Case', value: 'Hard case' }, { label: 'Chips', value: 'SR-110,SB-120' }], chips: [] });
  });
});
