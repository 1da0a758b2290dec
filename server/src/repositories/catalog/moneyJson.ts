/** Money kept as JSON per currency, {"USD": 5, "EUR": 4.65, …}; a missing currency reads as 0. */
export const amountIn = (json: string | null, currency: string): number => {
  if (!json) return 0;
  const value = (JSON.parse(json) as Record<string, unknown>)[currency];
  return typeof value === 'number' ? value : 0;
};

/**
 * Two decimals, half away from zero, as prices are stored and shown. Cents are fixed at 6 places first so
 * a binary near-miss (338 × 0.0725 = 24.504999…) still rounds the way the decimal amount does (24.51).
 */
export const roundPrice = (value: number): number => {
  const cents = Number((Math.abs(value) * 100).toFixed(6));
  return (Math.sign(value) * Math.round(cents)) / 100 || 0;
};
