/** Money kept as JSON per currency, {"USD": 5, "EUR": 4.65, …}; a missing currency reads as 0. */
export const amountIn = (json: string | null, currency: string): number => {
  if (!json) return 0;
  const value = (JSON.parse(json) as Record<string, unknown>)[currency];
  return typeof value === 'number' ? value : 0;
};

/** Two decimals, as prices are stored and shown. */
export const roundPrice = (value: number): number => Math.round(value * 100) / 100;
