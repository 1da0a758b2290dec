import type { PagesCopy } from './types';

/** English pages in British spelling (US stores get them americanised). */
export const englishPages: PagesCopy = {
  about: {
    title: 'About Spectrane', heading: 'One shared language for colour',
    paragraphs: [
      'Spectrane has printed colour standards since 1974. Designers, printers, dye houses and factories use our guides so that a colour chosen in a studio is the colour that comes off the press.',
      'Every guide is printed under controlled light and checked against our master standards. Browse the {link:@category:colour-guides|colour guides} or {link:@page:dealers|find a dealer near you}.',
    ],
  },
  dealers: {
    title: 'Spectrane dealers', heading: 'Buy Spectrane from a dealer near you',
    paragraphs: [
      'Our authorised dealers stock the full range of guides, chip sets and lighting booths, and can show them to you in person.',
      'Every dealer below is trained by the Spectrane colour team.',
    ],
  },
  contact: {
    title: 'Customer service', heading: 'How can we help?',
    paragraphs: [
      'Our customer service team answers within one working day. Write to service@spectrane.example or call us Monday to Friday, 9:00 to 17:00.',
      'Questions about an order? Have your order number ready. Looking for advice on colour? Book a {link:@product:SSV-CONSULT|colour consultation}.',
    ],
  },
  shipping: {
    title: 'Shipping', heading: 'Shipping and delivery',
    paragraphs: [
      'Orders placed before 14:00 on a working day leave our warehouse the same day. Standard delivery takes two to four working days.',
      'Guides travel in light-proof packaging, because light fades printed colour.',
    ],
  },
  returns: {
    title: 'Returns', heading: 'Returns and refunds',
    paragraphs: [
      'You can return unopened guides within 30 days for a full refund. Custom colour standards and opened digital downloads cannot be returned.',
      'Start a return from your account, or contact customer service.',
    ],
  },
  faq: {
    title: 'FAQ', heading: 'Frequently asked questions',
    paragraphs: [
      'How often should I replace my guide? Printed inks age; we recommend a new guide every 12 to 18 months of daily use.',
      'What is the difference between coated and uncoated? Coated paper holds ink on its surface and looks brighter; uncoated paper absorbs ink and looks softer.',
    ],
  },
  'privacy-policy': {
    title: 'Privacy policy', heading: 'Privacy policy',
    paragraphs: [
      'We process your personal data only to run your account, deliver your orders and, if you agree, send you our newsletter.',
      'You can ask us at any time which data we hold about you, and have it corrected or deleted.',
    ],
  },
  'terms-and-conditions': {
    title: 'Terms and conditions', heading: 'Terms and conditions',
    paragraphs: [
      'These terms apply to every order placed in the Spectrane online shop. Prices include the taxes shown at checkout.',
      'A contract is formed when we confirm the dispatch of your order.',
    ],
  },
  imprint: {
    title: 'Company information', heading: 'Company information',
    paragraphs: ['Spectrane Colour Standards Ltd., 12 Prism Lane, Colourton. Registered company 0451 2210. Contact: service@spectrane.example.'],
  },
  'cookie-settings': {
    title: 'Cookie settings', heading: 'Cookie settings',
    paragraphs: [
      'We use necessary cookies to keep your basket and login working. Analytics cookies are only set with your consent.',
      'You can change your choice at any time on this page.',
    ],
  },
  careers: {
    title: 'Careers', heading: 'Work with colour',
    paragraphs: ['We are looking for colour technicians, printers and developers. Send your application to jobs@spectrane.example.'],
  },
  'no-route': {
    title: '404 Not Found', heading: 'Whoops, our bad...',
    paragraphs: ['The page you requested was not found. Go back to the {link:|home page} or browse our {link:@category:colour-guides|colour guides}.'],
  },
};
