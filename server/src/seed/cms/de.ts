import type { PagesCopy } from './types';

export const germanPages: PagesCopy = {
  about: {
    title: 'Über Spectrane', heading: 'Eine gemeinsame Sprache für Farbe',
    paragraphs: [
      'Spectrane druckt seit 1974 Farbstandards. Gestalter, Druckereien, Färbereien und Fabriken nutzen unsere Fächer, damit die im Studio gewählte Farbe auch aus der Maschine kommt.',
      'Jeder Fächer wird unter kontrolliertem Licht gedruckt und mit unseren Masterstandards abgeglichen. Entdecken Sie die {link:@category:colour-guides|Farbfächer} oder {link:@page:dealers|finden Sie einen Händler in Ihrer Nähe}.',
    ],
  },
  dealers: {
    title: 'Spectrane-Händler', heading: 'Spectrane bei einem Händler in Ihrer Nähe',
    paragraphs: [
      'Unsere autorisierten Händler führen das gesamte Sortiment an Farbfächern, Farbmustern und Abmusterungskabinen und zeigen es Ihnen gern persönlich.',
      'Alle unten genannten Händler sind vom Spectrane-Farbteam geschult.',
    ],
  },
  contact: {
    title: 'Kundenservice', heading: 'Wie können wir helfen?',
    paragraphs: [
      'Unser Kundenservice antwortet innerhalb eines Werktags. Schreiben Sie an service@spectrane.example oder rufen Sie uns montags bis freitags von 9 bis 17 Uhr an.',
      'Fragen zu einer Bestellung? Halten Sie Ihre Bestellnummer bereit. Sie suchen Farbberatung? Buchen Sie eine {link:@product:SSV-CONSULT|Farbberatung}.',
    ],
  },
  shipping: {
    title: 'Versand', heading: 'Versand und Lieferung',
    paragraphs: [
      'Bestellungen, die werktags vor 14 Uhr eingehen, verlassen unser Lager am selben Tag. Die Standardlieferung dauert zwei bis vier Werktage.',
      'Farbfächer reisen in lichtdichter Verpackung, denn Licht lässt Druckfarben verblassen.',
    ],
  },
  returns: {
    title: 'Rücksendungen', heading: 'Rücksendung und Erstattung',
    paragraphs: [
      'Ungeöffnete Farbfächer können Sie innerhalb von 30 Tagen zurückgeben und erhalten den vollen Betrag zurück. Individuelle Farbstandards und geöffnete Downloads sind ausgenommen.',
      'Starten Sie die Rücksendung in Ihrem Konto oder wenden Sie sich an den Kundenservice.',
    ],
  },
  faq: {
    title: 'Häufige Fragen', heading: 'Häufig gestellte Fragen',
    paragraphs: [
      'Wie oft sollte ich meinen Fächer ersetzen? Druckfarben altern; bei täglicher Nutzung empfehlen wir alle 12 bis 18 Monate einen neuen Fächer.',
      'Was ist der Unterschied zwischen gestrichen und ungestrichen? Gestrichenes Papier hält die Farbe an der Oberfläche und wirkt brillanter; ungestrichenes Papier saugt sie auf und wirkt weicher.',
    ],
  },
  'privacy-policy': {
    title: 'Datenschutz', heading: 'Datenschutzerklärung',
    paragraphs: [
      'Wir verarbeiten Ihre personenbezogenen Daten nur, um Ihr Konto zu führen, Bestellungen zu liefern und – mit Ihrer Einwilligung – unseren Newsletter zu senden.',
      'Sie können jederzeit Auskunft über Ihre Daten verlangen und sie berichtigen oder löschen lassen.',
    ],
  },
  'terms-and-conditions': {
    title: 'AGB', heading: 'Allgemeine Geschäftsbedingungen',
    paragraphs: [
      'Diese Bedingungen gelten für alle Bestellungen im Spectrane-Onlineshop. Die Preise enthalten die an der Kasse ausgewiesenen Steuern.',
      'Der Vertrag kommt zustande, wenn wir den Versand Ihrer Bestellung bestätigen.',
    ],
  },
  imprint: {
    title: 'Impressum', heading: 'Impressum',
    paragraphs: ['Spectrane Colour Standards Ltd., 12 Prism Lane, Colourton. Registernummer 0451 2210. Kontakt: service@spectrane.example.'],
  },
  'cookie-settings': {
    title: 'Cookie-Einstellungen', heading: 'Cookie-Einstellungen',
    paragraphs: [
      'Wir verwenden notwendige Cookies, damit Warenkorb und Anmeldung funktionieren. Analyse-Cookies setzen wir nur mit Ihrer Einwilligung.',
      'Sie können Ihre Wahl jederzeit auf dieser Seite ändern.',
    ],
  },
  careers: {
    title: 'Karriere', heading: 'Arbeiten mit Farbe',
    paragraphs: ['Wir suchen Farbtechniker, Drucker und Entwickler. Senden Sie Ihre Bewerbung an jobs@spectrane.example.'],
  },
  'no-route': {
    title: '404 – Seite nicht gefunden', heading: 'Hoppla, da ist etwas schiefgelaufen …',
    paragraphs: ['Die angeforderte Seite wurde nicht gefunden. Zurück zur {link:|Startseite} oder stöbern Sie in unseren {link:@category:colour-guides|Farbfächern}.'],
  },
};
