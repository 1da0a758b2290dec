// Crawlers and link-preview fetchers (spec §3 isBolt): they skip cart loading. Headless Chrome and
// Lighthouse are deliberately absent: end-to-end tests and benchmarks must see the shopper's path.
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|bingpreview|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|skypeuripreview|yandex|baiduspider|duckduckbot|sogou|exabot|ia_archiver|semrush|ahrefs|mj12bot|petalbot|bytespider|gptbot|ccbot|applebot/i;

/** Whether a user agent is a known bot. */
export function isBot(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && BOT_PATTERN.test(userAgent));
}
