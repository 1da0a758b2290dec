import type { StoreCopy } from './types';

/** Traditional Chinese as written in Hong Kong (私隱, 網店). */
export const chineseCopy: StoreCopy = {
  defaultTitle: 'Spectrane 色彩標準',
  defaultDescription: 'Spectrane 為設計師、印刷商及製造商提供色彩指南、色卡套裝及色版冊，確保每一種顏色都準確一致。',
  defaultKeywords: '色彩指南, 色彩標準, 色卡套裝, 色版冊, 配色',
  copyright: 'Spectrane。版權所有。',
  logoAlt: 'Spectrane 色彩標準',
  welcome: '歡迎光臨 Spectrane',
  europe: '歐洲',
  banner: {
    title: '頁首橫額',
    text: (amount) => `色彩指南滿 ${amount} 即享免費送貨。`,
    cta: '立即選購',
  },
  nav: {
    title: '主導覽',
    colourGuides: '色彩指南',
    chipSets: '色卡套裝',
    articles: '文章',
    events: '活動',
    colourFinder: '顏色搜尋',
  },
  footer: {
    title: '頁尾連結',
    about: { title: '關於 Spectrane', aboutUs: '關於我們', dealers: '經銷商', careers: '招聘' },
    service: { title: '客戶服務', contact: '聯絡我們', shipping: '送貨資訊', returns: '退貨', faq: '常見問題' },
    legal: { title: '法律資訊', privacy: '私隱政策', terms: '條款及細則', imprint: '公司資料', cookies: 'Cookie 設定' },
  },
  // Hong Kong URLs stay in English, as Hong Kong sites usually keep them.
  slugs: {
    colourGuides: 'colour-guides', chipSets: 'chip-sets', articles: 'articles', about: 'about-spectrane',
    dealers: 'spectrane-dealers',
  },
  home: {
    title: '首頁',
    heading: '每一種顏色，都恰到好處',
    intro: 'Spectrane 色彩指南及色卡套裝，讓設計工作室、印刷廠及工廠以同一種語言溝通色彩。',
    cta: '瀏覽色彩指南',
  },
  message: (country, store, link) => `您的所在地：${country}。${link(`前往 Spectrane「${store}」網店`)}，查看當地價格及送貨安排。`,
};
