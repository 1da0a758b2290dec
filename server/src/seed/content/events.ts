import { L, type Localized } from '../localized';
import type { ArtSpec } from '../catalog/types';

export interface EventDefinition {
  id: number;
  /** Days from the day the store is seeded, so the sample always has upcoming and past events. */
  startsInDays: number;
  startHour: number;
  durationHours: number;
  timezone: string;
  countryCode: string | null;
  online: boolean;
  registrationUrl: string | null;
  art: ArtSpec;
  title: Localized;
  summary: Localized;
  paragraphs: Localized[];
  locationName: Localized;
  address: string | null;
  city: Localized | null;
}

const online = L('Online', 'Online', 'En línea', 'En ligne', 'Online', '網上');

export const eventDefinitions: EventDefinition[] = [
  {
    id: 1, startsInDays: 14, startHour: 16, durationHours: 1, timezone: 'Europe/London', countryCode: null, online: true,
    registrationUrl: 'https://events.spectrane.example/webinar-trends-2027', art: { template: 'event', palette: ['#9caf88', '#d1307a', '#0047ab'], caption: 'WEBINAR' },
    title: L('Webinar: Colour Trends 2027', 'Webinar: Farbtrends 2027', 'Webinar: tendencias de color 2027', 'Webinaire : tendances couleur 2027', 'Webinar: tendenze colore 2027', '網上講座：2027 色彩趨勢'),
    summary: L('Our trend team presents next year’s palettes in 45 minutes, with time for questions.',
      'Unser Trendteam stellt die Paletten des nächsten Jahres in 45 Minuten vor, mit Zeit für Fragen.',
      'Nuestro equipo de tendencias presenta las paletas del próximo año en 45 minutos, con turno de preguntas.',
      'Notre équipe tendances présente les palettes de l’an prochain en 45 minutes, avec questions.',
      'Il nostro team tendenze presenta le palette del prossimo anno in 45 minuti, con domande finali.',
      '我們的趨勢團隊以 45 分鐘介紹明年色板，並設問答環節。'),
    paragraphs: [L('Free of charge; registration required. The recording is sent to every participant.',
      'Kostenlos; Anmeldung erforderlich. Die Aufzeichnung erhalten alle Teilnehmenden.',
      'Gratuito; inscripción obligatoria. La grabación se envía a todos los participantes.',
      'Gratuit ; inscription obligatoire. L’enregistrement est envoyé à chaque participant.',
      'Gratuito; iscrizione obbligatoria. La registrazione viene inviata a tutti i partecipanti.',
      '免費參加，須預先登記。錄影會寄給每位參加者。')],
    locationName: online, address: null, city: null,
  },
  {
    id: 2, startsInDays: 40, startHour: 9, durationHours: 4 * 24 - 15, timezone: 'Europe/Berlin', countryCode: 'DE', online: false,
    registrationUrl: null, art: { template: 'event', palette: ['#e8590c', '#3b3b3d', '#f4f1ea'], caption: 'PRINT EXPO' },
    title: L('Spectrane at Print Expo Düsseldorf', 'Spectrane auf der Print Expo Düsseldorf', 'Spectrane en Print Expo Düsseldorf', 'Spectrane au Print Expo de Düsseldorf', 'Spectrane al Print Expo di Düsseldorf', 'Spectrane 參展杜塞爾多夫 Print Expo'),
    summary: L('Visit our stand in hall 7 to see the new lighting booths and the 2027 guides.',
      'Besuchen Sie unseren Stand in Halle 7 und sehen Sie die neuen Abmusterungskabinen und die Fächer 2027.',
      'Visite nuestro estand en el pabellón 7 para ver las nuevas cabinas de luz y las guías 2027.',
      'Venez sur notre stand, hall 7, découvrir les nouvelles cabines et les guides 2027.',
      'Visita il nostro stand nel padiglione 7 per vedere le nuove cabine di luce e le guide 2027.',
      '歡迎蒞臨 7 號展館的展位，率先體驗全新標準光源箱及 2027 年版色卡。'),
    paragraphs: [L('Four days of live demonstrations: metamerism checks, instrument calibration and brand colour workshops.',
      'Vier Tage Live-Vorführungen: Metamerie-Prüfung, Gerätekalibrierung und Workshops zu Markenfarben.',
      'Cuatro días de demostraciones en directo: metamerismo, calibración de instrumentos y talleres de color de marca.',
      'Quatre jours de démonstrations : métamérisme, étalonnage d’instruments et ateliers couleur de marque.',
      'Quattro giorni di dimostrazioni dal vivo: metamerismo, taratura degli strumenti e workshop sui colori del brand.',
      '一連四日現場示範：同色異譜檢查、儀器校準及品牌色彩工作坊。')],
    locationName: L('Messe Düsseldorf, hall 7', 'Messe Düsseldorf, Halle 7', 'Messe Düsseldorf, pabellón 7', 'Messe Düsseldorf, hall 7', 'Messe Düsseldorf, padiglione 7', '杜塞爾多夫展覽中心 7 號館'),
    address: 'Stockumer Kirchstraße 61', city: L('Düsseldorf', 'Düsseldorf', 'Düsseldorf', 'Düsseldorf', 'Düsseldorf', '杜塞爾多夫'),
  },
  {
    id: 3, startsInDays: 70, startHour: 9, durationHours: 8, timezone: 'Europe/London', countryCode: 'GB', online: false,
    registrationUrl: 'https://events.spectrane.example/workshop-london', art: { template: 'event', palette: ['#1f5f8b', '#f5b700'], caption: 'WORKSHOP' },
    title: L('Colour Management Workshop London', 'Workshop Farbmanagement in London', 'Taller de gestión del color en Londres', 'Atelier gestion de la couleur à Londres', 'Workshop gestione del colore a Londra', '倫敦色彩管理工作坊'),
    summary: L('A hands-on day for prepress and press operators, in small groups.',
      'Ein Praxistag für Druckvorstufe und Drucker, in kleinen Gruppen.',
      'Un día práctico para preimpresión y maquinistas, en grupos reducidos.',
      'Une journée pratique pour le prépresse et les conducteurs, en petits groupes.',
      'Una giornata pratica per prestampa e stampatori, in piccoli gruppi.',
      '為印前及印刷操作員而設的小組實務工作日。'),
    paragraphs: [L('Bring your own jobs: we measure them together and set up your workflow step by step.',
      'Bringen Sie eigene Aufträge mit: Wir messen sie gemeinsam und richten Ihren Workflow Schritt für Schritt ein.',
      'Traiga sus propios trabajos: los medimos juntos y configuramos su flujo paso a paso.',
      'Apportez vos travaux : nous les mesurons ensemble et réglons votre flux pas à pas.',
      'Porta i tuoi lavori: li misuriamo insieme e impostiamo il tuo flusso passo dopo passo.',
      '歡迎帶同您的印刷品：我們會一起量度，並逐步設定您的工作流程。')],
    locationName: L('Spectrane Colour Studio', 'Spectrane Colour Studio', 'Spectrane Colour Studio', 'Spectrane Colour Studio', 'Spectrane Colour Studio', 'Spectrane 色彩工作室'),
    address: '48 Clerkenwell Road', city: L('London', 'London', 'Londres', 'Londres', 'Londra', '倫敦'),
  },
  {
    id: 4, startsInDays: 100, startHour: 11, durationHours: 2 * 24 + 8, timezone: 'Asia/Hong_Kong', countryCode: 'HK', online: false,
    registrationUrl: null, art: { template: 'event', palette: ['#d7263d', '#f5b700', '#00a36c'], caption: 'COLOUR LAB' },
    title: L('Spectrane Colour Lab at Hong Kong Design Week', 'Spectrane Colour Lab auf der Hong Kong Design Week', 'Spectrane Colour Lab en la Hong Kong Design Week',
      'Spectrane Colour Lab à la Hong Kong Design Week', 'Spectrane Colour Lab alla Hong Kong Design Week', '香港設計週 Spectrane 色彩實驗室'),
    summary: L('Three days of talks and a pop-up lab where you can match your own samples.',
      'Drei Tage Vorträge und ein Pop-up-Labor, in dem Sie eigene Muster abstimmen können.',
      'Tres días de charlas y un laboratorio temporal donde igualar sus propias muestras.',
      'Trois jours de conférences et un laboratoire éphémère pour faire correspondre vos échantillons.',
      'Tre giorni di talk e un laboratorio pop-up dove abbinare i tuoi campioni.',
      '一連三日講座，並設期間限定實驗室，讓您為自己的樣本配色。'),
    paragraphs: [L('Entry is free with a Design Week pass.', 'Der Eintritt ist mit einem Design-Week-Pass frei.', 'La entrada es gratuita con el pase de la Design Week.',
      'Entrée libre avec le pass Design Week.', 'Ingresso gratuito con il pass della Design Week.', '持設計週通行證可免費入場。')],
    locationName: L('PMQ, Hollywood Road', 'PMQ, Hollywood Road', 'PMQ, Hollywood Road', 'PMQ, Hollywood Road', 'PMQ, Hollywood Road', '元創方 PMQ'),
    address: '35 Aberdeen Street, Central', city: L('Hong Kong', 'Hongkong', 'Hong Kong', 'Hong Kong', 'Hong Kong', '香港'),
  },
  {
    id: 5, startsInDays: -30, startHour: 10, durationHours: 7, timezone: 'America/New_York', countryCode: 'US', online: false,
    registrationUrl: null, art: { template: 'event', palette: ['#6c3461', '#f4c2c2'], caption: 'OPEN STUDIO' },
    title: L('Spectrane Open Studio New York', 'Spectrane Open Studio New York', 'Spectrane Open Studio Nueva York', 'Spectrane Open Studio New York', 'Spectrane Open Studio New York', 'Spectrane 紐約開放工作室'),
    summary: L('Our New York studio opened its doors for a day of demos and portfolio reviews.',
      'Unser Studio in New York öffnete seine Türen für einen Tag mit Vorführungen und Mappenberatung.',
      'Nuestro estudio de Nueva York abrió sus puertas para un día de demostraciones y revisión de portfolios.',
      'Notre studio new-yorkais a ouvert ses portes pour une journée de démonstrations et de revues de portfolios.',
      'Il nostro studio di New York ha aperto le porte per una giornata di demo e revisione di portfolio.',
      '我們的紐約工作室開放一天，舉行示範及作品集點評。'),
    paragraphs: [L('Thank you to the more than 300 visitors. The next open studio will be announced here.',
      'Danke an die mehr als 300 Besucherinnen und Besucher. Das nächste Open Studio kündigen wir hier an.',
      'Gracias a los más de 300 visitantes. Anunciaremos aquí el próximo open studio.',
      'Merci aux plus de 300 visiteurs. Le prochain open studio sera annoncé ici.',
      'Grazie agli oltre 300 visitatori. Il prossimo open studio sarà annunciato qui.',
      '感謝逾 300 位訪客。下一次開放日將在此公布。')],
    locationName: L('Spectrane Studio SoHo', 'Spectrane Studio SoHo', 'Spectrane Studio SoHo', 'Spectrane Studio SoHo', 'Spectrane Studio SoHo', 'Spectrane SoHo 工作室'),
    address: '211 Spring Street', city: L('New York', 'New York', 'Nueva York', 'New York', 'New York', '紐約'),
  },
];
