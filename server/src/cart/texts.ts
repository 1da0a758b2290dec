import { bcp47 } from '../locale';

/**
 * Shopper-facing cart texts per store language: carrier and payment titles (store-scoped config in
 * Magento) and the brand's own messages. Magento's error messages stay in English, word for word, as the
 * storefront recognises them by text as well as by category.
 */
interface CartTexts {
  carriers: Record<'flatrate' | 'tablerate' | 'freeshipping', { carrier: string; method: string }>;
  payments: Record<'checkmo' | 'purchaseorder' | 'banktransfer' | 'cashondelivery' | 'free' | 'spectrane_card', string>;
  vat: string;
  salesTax: (region: string) => string;
  raisedToMinimum: (name: string, qty: string) => string;
  limitedByStock: (name: string, qty: string) => string;
  limitedByMaximum: (name: string, qty: string) => string;
  renderTypeMinimum: (min: string, have: string) => string;
  minimumAmount: (amount: string) => string;
}

const english: CartTexts = {
  carriers: {
    flatrate: { carrier: 'Flat Rate', method: 'Fixed' },
    tablerate: { carrier: 'Best Way', method: 'Table Rate' },
    freeshipping: { carrier: 'Free Shipping', method: 'Free' },
  },
  payments: {
    checkmo: 'Check / Money order', purchaseorder: 'Purchase Order', banktransfer: 'Bank Transfer Payment', cashondelivery: 'Cash On Delivery',
    free: 'No Payment Information Required', spectrane_card: 'Credit or Debit Card',
  },
  vat: 'VAT',
  salesTax: (region) => `${region} Sales Tax`,
  raisedToMinimum: (name, qty) => `The minimum quantity for ${name} is ${qty}, so ${qty} were added to your cart.`,
  limitedByStock: (name, qty) => `Only ${qty} of ${name} are available, so your cart now holds ${qty}.`,
  limitedByMaximum: (name, qty) => `You can buy at most ${qty} of ${name}, so your cart now holds ${qty}.`,
  renderTypeMinimum: (min, have) => `Barcode products are printed in runs of at least ${min}. Your cart holds ${have}; please add more to check out.`,
  minimumAmount: (amount) => `Minimum order amount is ${amount}`,
};

const texts: Record<string, CartTexts> = {
  en: english,
  de: {
    carriers: {
      flatrate: { carrier: 'Pauschalversand', method: 'Festpreis' },
      tablerate: { carrier: 'Bester Weg', method: 'Gewichtstarif' },
      freeshipping: { carrier: 'Kostenloser Versand', method: 'Kostenlos' },
    },
    payments: {
      checkmo: 'Scheck / Zahlungsanweisung', purchaseorder: 'Bestellung auf Rechnung', banktransfer: 'Banküberweisung', cashondelivery: 'Nachnahme',
      free: 'Keine Zahlungsinformationen erforderlich', spectrane_card: 'Kredit- oder Debitkarte',
    },
    vat: 'MwSt.',
    salesTax: (region) => `Umsatzsteuer ${region}`,
    raisedToMinimum: (name, qty) => `Die Mindestmenge für ${name} beträgt ${qty}; es wurden ${qty} in den Warenkorb gelegt.`,
    limitedByStock: (name, qty) => `Von ${name} sind nur ${qty} verfügbar; Ihr Warenkorb enthält jetzt ${qty}.`,
    limitedByMaximum: (name, qty) => `Von ${name} können höchstens ${qty} bestellt werden; Ihr Warenkorb enthält jetzt ${qty}.`,
    renderTypeMinimum: (min, have) => `Barcode-Produkte werden ab ${min} Stück gedruckt. Ihr Warenkorb enthält ${have}; bitte fügen Sie weitere hinzu, um zur Kasse zu gehen.`,
    minimumAmount: (amount) => `Der Mindestbestellwert beträgt ${amount}`,
  },
  es: {
    carriers: {
      flatrate: { carrier: 'Tarifa plana', method: 'Fija' },
      tablerate: { carrier: 'Mejor opción', method: 'Tarifa por peso' },
      freeshipping: { carrier: 'Envío gratuito', method: 'Gratis' },
    },
    payments: {
      checkmo: 'Cheque / giro postal', purchaseorder: 'Orden de compra', banktransfer: 'Transferencia bancaria', cashondelivery: 'Contra reembolso',
      free: 'No se requiere información de pago', spectrane_card: 'Tarjeta de crédito o débito',
    },
    vat: 'IVA',
    salesTax: (region) => `Impuesto sobre ventas ${region}`,
    raisedToMinimum: (name, qty) => `La cantidad mínima de ${name} es ${qty}, así que se han añadido ${qty} al carrito.`,
    limitedByStock: (name, qty) => `Solo hay ${qty} unidades de ${name} disponibles; su carrito contiene ahora ${qty}.`,
    limitedByMaximum: (name, qty) => `Puede comprar como máximo ${qty} unidades de ${name}; su carrito contiene ahora ${qty}.`,
    renderTypeMinimum: (min, have) => `Los productos con código de barras se imprimen a partir de ${min} unidades. Su carrito contiene ${have}; añada más para pagar.`,
    minimumAmount: (amount) => `El importe mínimo del pedido es ${amount}`,
  },
  fr: {
    carriers: {
      flatrate: { carrier: 'Forfait', method: 'Fixe' },
      tablerate: { carrier: 'Meilleure option', method: 'Tarif au poids' },
      freeshipping: { carrier: 'Livraison gratuite', method: 'Gratuite' },
    },
    payments: {
      checkmo: 'Chèque / mandat', purchaseorder: 'Bon de commande', banktransfer: 'Virement bancaire', cashondelivery: 'Paiement à la livraison',
      free: 'Aucune information de paiement requise', spectrane_card: 'Carte de crédit ou de débit',
    },
    vat: 'TVA',
    salesTax: (region) => `Taxe de vente ${region}`,
    raisedToMinimum: (name, qty) => `La quantité minimale pour ${name} est de ${qty} ; ${qty} ont été ajoutés à votre panier.`,
    limitedByStock: (name, qty) => `Seulement ${qty} ${name} disponibles ; votre panier en contient désormais ${qty}.`,
    limitedByMaximum: (name, qty) => `Vous pouvez acheter au plus ${qty} ${name} ; votre panier en contient désormais ${qty}.`,
    renderTypeMinimum: (min, have) => `Les produits à code-barres sont imprimés à partir de ${min} exemplaires. Votre panier en contient ${have} ; ajoutez-en pour passer commande.`,
    minimumAmount: (amount) => `Le montant minimum de commande est de ${amount}`,
  },
  it: {
    carriers: {
      flatrate: { carrier: 'Tariffa fissa', method: 'Fissa' },
      tablerate: { carrier: 'Via migliore', method: 'Tariffa a peso' },
      freeshipping: { carrier: 'Spedizione gratuita', method: 'Gratuita' },
    },
    payments: {
      checkmo: 'Assegno / vaglia', purchaseorder: 'Ordine d’acquisto', banktransfer: 'Bonifico bancario', cashondelivery: 'Contrassegno',
      free: 'Nessuna informazione di pagamento richiesta', spectrane_card: 'Carta di credito o di debito',
    },
    vat: 'IVA',
    salesTax: (region) => `Imposta sulle vendite ${region}`,
    raisedToMinimum: (name, qty) => `La quantità minima per ${name} è ${qty}, quindi ne sono stati aggiunti ${qty} al carrello.`,
    limitedByStock: (name, qty) => `Sono disponibili solo ${qty} ${name}; il carrello ora ne contiene ${qty}.`,
    limitedByMaximum: (name, qty) => `Puoi acquistare al massimo ${qty} ${name}; il carrello ora ne contiene ${qty}.`,
    renderTypeMinimum: (min, have) => `I prodotti con codice a barre si stampano a partire da ${min} pezzi. Il carrello ne contiene ${have}; aggiungine altri per procedere all’acquisto.`,
    minimumAmount: (amount) => `L’importo minimo dell’ordine è ${amount}`,
  },
  zh: {
    carriers: {
      flatrate: { carrier: '統一運費', method: '固定' },
      tablerate: { carrier: '最佳方式', method: '按重量計費' },
      freeshipping: { carrier: '免費送貨', method: '免費' },
    },
    payments: {
      checkmo: '支票 / 匯票', purchaseorder: '採購訂單', banktransfer: '銀行轉賬', cashondelivery: '貨到付款', free: '無需付款資料',
      spectrane_card: '信用卡或扣賬卡',
    },
    vat: '增值稅',
    salesTax: (region) => `${region} 銷售稅`,
    raisedToMinimum: (name, qty) => `${name} 的最低購買數量為 ${qty}，已將 ${qty} 件加入購物車。`,
    limitedByStock: (name, qty) => `${name} 僅剩 ${qty} 件，購物車現有 ${qty} 件。`,
    limitedByMaximum: (name, qty) => `${name} 最多可購買 ${qty} 件，購物車現有 ${qty} 件。`,
    renderTypeMinimum: (min, have) => `條碼產品最少 ${min} 件起印。您的購物車有 ${have} 件，請加購後再結賬。`,
    minimumAmount: (amount) => `最低訂單金額為 ${amount}`,
  },
};

/** The texts of a store locale (en_US → en); unknown languages read English. */
export const cartTexts = (locale: string): CartTexts => texts[locale.slice(0, 2)] ?? english;

/** A quantity as the store's locale writes it (2, 2.5 → "2,5" in German). */
export const formatQty = (locale: string, qty: number): string => new Intl.NumberFormat(bcp47(locale)).format(qty);

/** A rate in percent as the store's locale writes a percentage ("19 %" in German, "7.25%" in English). */
export const formatPercent = (locale: string, percent: number): string =>
  new Intl.NumberFormat(bcp47(locale), { style: 'percent', maximumFractionDigits: 3 }).format(percent / 100);

export const formatMoney = (locale: string, amount: number, currency: string): string =>
  new Intl.NumberFormat(bcp47(locale), { style: 'currency', currency }).format(amount);
