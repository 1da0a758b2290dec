import type { PagesCopy } from './types';

/** Traditional Chinese (Hong Kong). */
export const chinesePages: PagesCopy = {
  about: {
    title: '關於 Spectrane', heading: '一種共通的色彩語言',
    paragraphs: [
      'Spectrane 自 1974 年起印製色彩標準。設計師、印刷廠、染廠及工廠都使用我們的色卡，確保在工作室選定的顏色，就是印刷機印出的顏色。',
      '每本色卡均在受控光源下印製，並與母版標準核對。瀏覽{link:@category:colour-guides|色彩指南}，或{link:@page:dealers|尋找附近的經銷商}。',
    ],
  },
  dealers: {
    title: 'Spectrane 經銷商', heading: '在附近的經銷商購買 Spectrane',
    paragraphs: [
      '我們的授權經銷商提供全系列色卡、色卡套裝及標準光源箱，並可親身為您示範。',
      '以下所有經銷商均經 Spectrane 色彩團隊培訓。',
    ],
  },
  contact: {
    title: '客戶服務', heading: '我們可以如何協助您？',
    paragraphs: [
      '客戶服務團隊會在一個工作天內回覆。請電郵至 service@spectrane.example，或於星期一至五上午 9 時至下午 5 時致電我們。',
      '查詢訂單？請準備好訂單編號。需要色彩建議？歡迎預約{link:@product:SSV-CONSULT|色彩諮詢}。',
    ],
  },
  shipping: {
    title: '送貨', heading: '送貨及付運',
    paragraphs: [
      '於工作天下午 2 時前落單，貨品會於同日從倉庫寄出。標準送貨需時兩至四個工作天。',
      '色卡以防光包裝寄送，因為光線會令印刷顏色褪色。',
    ],
  },
  returns: {
    title: '退貨', heading: '退貨及退款',
    paragraphs: [
      '未拆封的色卡可於 30 天內退回並獲全數退款。訂製色彩標準及已開啟的數碼下載恕不退換。',
      '請在帳戶內申請退貨，或聯絡客戶服務。',
    ],
  },
  faq: {
    title: '常見問題', heading: '常見問題',
    paragraphs: [
      '色卡應多久更換一次？印刷油墨會老化；如每日使用，我們建議每 12 至 18 個月更換一次。',
      '塗布紙與非塗布紙有何分別？塗布紙令油墨留在表面，顏色較鮮明；非塗布紙吸收油墨，顏色較柔和。',
    ],
  },
  'privacy-policy': {
    title: '私隱政策', heading: '私隱政策',
    paragraphs: [
      '我們只會為管理您的帳戶、付運訂單，以及在您同意下寄送電子報而處理您的個人資料。',
      '您可隨時查詢我們持有的資料，並要求更正或刪除。',
    ],
  },
  'terms-and-conditions': {
    title: '條款及細則', heading: '條款及細則',
    paragraphs: [
      '本條款適用於 Spectrane 網上商店的所有訂單。價格已包括結帳時列明的稅項。',
      '合約於我們確認寄出訂單時成立。',
    ],
  },
  imprint: {
    title: '公司資料', heading: '公司資料',
    paragraphs: ['Spectrane Colour Standards Ltd.，12 Prism Lane, Colourton。公司註冊編號 0451 2210。聯絡：service@spectrane.example。'],
  },
  'cookie-settings': {
    title: 'Cookie 設定', heading: 'Cookie 設定',
    paragraphs: [
      '我們使用必要的 Cookie 以維持購物車及登入功能。分析 Cookie 只會在您同意後設置。',
      '您可隨時在此頁更改選擇。',
    ],
  },
  careers: {
    title: '招聘', heading: '與色彩共事',
    paragraphs: ['我們正招聘色彩技術員、印刷師及開發人員。請將履歷寄至 jobs@spectrane.example。'],
  },
  'no-route': {
    title: '404 找不到頁面', heading: '抱歉，出了點問題……',
    paragraphs: ['找不到您要求的頁面。返回{link:|首頁}，或瀏覽我們的{link:@category:colour-guides|色彩指南}。'],
  },
};
