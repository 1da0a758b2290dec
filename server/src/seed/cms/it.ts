import type { PagesCopy } from './types';

export const italianPages: PagesCopy = {
  about: {
    title: 'Informazioni su Spectrane', heading: 'Un linguaggio comune per il colore',
    paragraphs: [
      'Spectrane stampa standard colore dal 1974. Designer, tipografie, tintorie e fabbriche usano le nostre guide perché il colore scelto in studio sia quello che esce dalla macchina.',
      'Ogni guida è stampata in luce controllata e verificata sui nostri standard master. Scopri le {link:@category:colour-guides|mazzette colori} o {link:@page:dealers|trova un rivenditore vicino a te}.',
    ],
  },
  dealers: {
    title: 'Rivenditori Spectrane', heading: 'Acquista Spectrane da un rivenditore vicino',
    paragraphs: [
      'I nostri rivenditori autorizzati hanno l’intera gamma di guide, campioni e cabine di luce e te la mostrano di persona.',
      'Tutti i rivenditori qui sotto sono formati dal team colore Spectrane.',
    ],
  },
  contact: {
    title: 'Servizio clienti', heading: 'Come possiamo aiutarti?',
    paragraphs: [
      'Il servizio clienti risponde entro un giorno lavorativo. Scrivi a service@spectrane.example o chiamaci dal lunedì al venerdì, dalle 9 alle 17.',
      'Domande su un ordine? Tieni a portata di mano il numero d’ordine. Cerchi un consiglio? Prenota una {link:@product:SSV-CONSULT|consulenza colore}.',
    ],
  },
  shipping: {
    title: 'Spedizioni', heading: 'Spedizione e consegna',
    paragraphs: [
      'Gli ordini effettuati entro le 14 di un giorno lavorativo partono lo stesso giorno. La consegna standard richiede da due a quattro giorni lavorativi.',
      'Le guide viaggiano in imballaggi oscurati, perché la luce sbiadisce il colore stampato.',
    ],
  },
  returns: {
    title: 'Resi', heading: 'Resi e rimborsi',
    paragraphs: [
      'Puoi restituire le guide non aperte entro 30 giorni con rimborso completo. Gli standard personalizzati e i download aperti non sono rimborsabili.',
      'Avvia il reso dal tuo account o contatta il servizio clienti.',
    ],
  },
  faq: {
    title: 'Domande frequenti', heading: 'Domande frequenti',
    paragraphs: [
      'Ogni quanto devo sostituire la guida? Gli inchiostri invecchiano: con uso quotidiano consigliamo una nuova guida ogni 12–18 mesi.',
      'Che differenza c’è tra patinata e non patinata? La carta patinata trattiene l’inchiostro in superficie ed è più brillante; quella non patinata lo assorbe ed è più morbida.',
    ],
  },
  'privacy-policy': {
    title: 'Informativa sulla privacy', heading: 'Informativa sulla privacy',
    paragraphs: [
      'Trattiamo i tuoi dati personali solo per gestire il tuo account, consegnare gli ordini e, con il tuo consenso, inviarti la newsletter.',
      'Puoi chiederci in ogni momento quali dati conserviamo e farli correggere o cancellare.',
    ],
  },
  'terms-and-conditions': {
    title: 'Termini e condizioni', heading: 'Condizioni generali di vendita',
    paragraphs: [
      'Queste condizioni valgono per tutti gli ordini nel negozio online Spectrane. I prezzi includono le imposte indicate al checkout.',
      'Il contratto è concluso quando confermiamo la spedizione dell’ordine.',
    ],
  },
  imprint: {
    title: 'Note legali', heading: 'Note legali',
    paragraphs: ['Spectrane Colour Standards Ltd., 12 Prism Lane, Colourton. Società registrata 0451 2210. Contatto: service@spectrane.example.'],
  },
  'cookie-settings': {
    title: 'Impostazioni cookie', heading: 'Impostazioni cookie',
    paragraphs: [
      'Usiamo cookie necessari per il carrello e l’accesso. I cookie analitici vengono impostati solo con il tuo consenso.',
      'Puoi cambiare la tua scelta in qualsiasi momento da questa pagina.',
    ],
  },
  careers: {
    title: 'Lavora con noi', heading: 'Lavorare con il colore',
    paragraphs: ['Cerchiamo tecnici del colore, stampatori e sviluppatori. Invia la tua candidatura a jobs@spectrane.example.'],
  },
  'no-route': {
    title: '404 Pagina non trovata', heading: 'Ops, qualcosa è andato storto...',
    paragraphs: ['La pagina richiesta non è stata trovata. Torna alla {link:|home page} o sfoglia le nostre {link:@category:colour-guides|mazzette colori}.'],
  },
};
