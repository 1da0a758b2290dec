import { pickColor, removeChip, type SheetColor, sheetCartItem, sheetSlots, unavailableChips } from '../../../../../src/features/catalog/sheet/sheetState';

const color = (code: string, active = true): SheetColor => ({ code, name: `Colour ${code}`, hex: '#123456', active });
const red = color('SR-110');
const blue = color('SB-120');
const mustard = color('SY-310', false);

describe('the Build Your Sheet builder state', () => {
  it('adds picked colours in order and takes one off when it is picked again', () => {
    const one = pickColor([], 3, red);
    expect(one).toEqual({ chips: ['SR-110'], outcome: 'added' });
    const two = pickColor(one.chips, 3, blue);
    expect(two).toEqual({ chips: ['SR-110', 'SB-120'], outcome: 'added' });
    expect(pickColor(two.chips, 3, red)).toEqual({ chips: ['SB-120'], outcome: 'removed' });
  });

  it('never adds a deactivated colour, nor more chips than the sheet holds', () => {
    expect(pickColor(['SR-110'], 3, mustard)).toEqual({ chips: ['SR-110'], outcome: 'deactivated' });
    const full = ['SR-110', 'SB-120'];
    expect(pickColor(full, 2, color('SN-500'))).toEqual({ chips: full, outcome: 'full' });
    // Taking a chip off a full sheet still works, and a deactivated chip already on it can be removed.
    expect(pickColor(full, 2, blue)).toEqual({ chips: ['SR-110'], outcome: 'removed' });
    expect(pickColor(['SY-310'], 2, mustard)).toEqual({ chips: [], outcome: 'removed' });
  });

  it('removes one chip and keeps the others in order', () => {
    expect(removeChip(['SR-110', 'SB-120', 'SN-500'], 'SB-120')).toEqual(['SR-110', 'SN-500']);
    expect(removeChip(['SR-110'], 'XX-000')).toEqual(['SR-110']);
  });

  it('lays the chips into the sheet\'s slots, empty slots after them', () => {
    expect(sheetSlots(['SR-110', 'SB-120'], 4)).toEqual(['SR-110', 'SB-120', null, null]);
    expect(sheetSlots([], 2)).toEqual([null, null]);
  });

  it('finds chips whose colour is deactivated or unknown', () => {
    const colors = new Map([red, blue, mustard].map((c) => [c.code, c]));
    expect(unavailableChips(['SR-110', 'SY-310', 'XX-000'], colors)).toEqual(['SY-310', 'XX-000']);
    expect(unavailableChips(['SR-110', 'SB-120'], colors)).toEqual([]);
  });

  it('makes one Magento cart item: the sheet SKU, quantity 1, the codes in the CHIPS field option', () => {
    expect(sheetCartItem('SBS-SHEET', 'Y3VzdG9tLW9wdGlvbi85OQ==', ['SR-110', 'SB-120'])).toEqual({
      sku: 'SBS-SHEET', quantity: 1, entered_options: [{ uid: 'Y3VzdG9tLW9wdGlvbi85OQ==', value: 'SR-110,SB-120' }],
    });
  });
});
