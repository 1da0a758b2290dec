/** Magento's dates ('Y-m-d H:i:s', or ISO) as a Date; null when it cannot be read. */
export function magentoDate(value: string): Date | null {
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}
