import { orderPath, orderPathOf } from '../../../../src/features/account/orderPaths';

describe('My Orders URLs and their printouts', () => {
  it('name an order, and each printout of it', () => {
    expect(orderPathOf('/account/order-history/view/000000001')).toEqual({ number: '000000001', printout: null });
    expect(orderPathOf('/account/order-history/view/000000001/print')).toEqual({ number: '000000001', printout: { kind: 'order' } });
    expect(orderPathOf('/account/order-history/view/000000001/print/invoices')).toEqual({ number: '000000001', printout: { kind: 'invoice', number: null } });
    expect(orderPathOf('/account/order-history/view/000000001/print/invoice/INV-1')).toEqual({ number: '000000001', printout: { kind: 'invoice', number: 'INV-1' } });
    expect(orderPathOf('/account/order-history/view/000000001/print/shipments')).toEqual({ number: '000000001', printout: { kind: 'shipment', number: null } });
    expect(orderPathOf('/account/order-history/view/000000001/print/shipment/7')).toEqual({ number: '000000001', printout: { kind: 'shipment', number: '7' } });
  });

  it('are built as they are read, numbers encoded', () => {
    for (const printout of [null, { kind: 'order' }, { kind: 'invoice', number: null }, { kind: 'invoice', number: 'A/1 b' }, { kind: 'shipment', number: '9' }] as const) {
      expect(orderPathOf(orderPath('A 1', printout))).toEqual({ number: 'A 1', printout });
    }
    expect(orderPath('000000001', { kind: 'invoice', number: 'A/1' })).toBe('/account/order-history/view/000000001/print/invoice/A%2F1');
  });

  it('name nothing for other pages, half-written printouts or broken encodings', () => {
    expect(orderPathOf('/account/order-history')).toBeNull();
    expect(orderPathOf('/account/order-history/view/000000001/print/invoice')).toBeNull();
    expect(orderPathOf('/account/order-history/view/000000001/print/invoices/2')).toBeNull();
    expect(orderPathOf('/account/order-history/view/000000001/print/receipt')).toBeNull();
    expect(orderPathOf('/account/order-history/view/%E0%A4%A')).toBeNull();
  });
});
