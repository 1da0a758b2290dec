import type { PagesCopy } from './types';

export const spanishPages: PagesCopy = {
  about: {
    title: 'Acerca de Spectrane', heading: 'Un mismo lenguaje para el color',
    paragraphs: [
      'Spectrane imprime estándares de color desde 1974. Diseñadores, imprentas, tintorerías y fábricas usan nuestras guías para que el color elegido en el estudio sea el que sale de la máquina.',
      'Cada guía se imprime bajo luz controlada y se comprueba con nuestros estándares maestros. Descubra las {link:@category:colour-guides|guías de color} o {link:@page:dealers|encuentre un distribuidor cercano}.',
    ],
  },
  dealers: {
    title: 'Distribuidores de Spectrane', heading: 'Compre Spectrane en un distribuidor cercano',
    paragraphs: [
      'Nuestros distribuidores autorizados tienen toda la gama de guías, muestras y cabinas de luz, y se la enseñan en persona.',
      'Todos los distribuidores de esta lista han sido formados por el equipo de color de Spectrane.',
    ],
  },
  contact: {
    title: 'Atención al cliente', heading: '¿En qué podemos ayudarle?',
    paragraphs: [
      'Nuestro equipo responde en un día laborable. Escriba a service@spectrane.example o llámenos de lunes a viernes, de 9:00 a 17:00.',
      '¿Preguntas sobre un pedido? Tenga a mano su número de pedido. ¿Busca asesoramiento? Reserve una {link:@product:SSV-CONSULT|consulta de color}.',
    ],
  },
  shipping: {
    title: 'Envíos', heading: 'Envío y entrega',
    paragraphs: [
      'Los pedidos realizados antes de las 14:00 en día laborable salen del almacén el mismo día. La entrega estándar tarda de dos a cuatro días laborables.',
      'Las guías viajan en embalaje opaco, porque la luz decolora el color impreso.',
    ],
  },
  returns: {
    title: 'Devoluciones', heading: 'Devoluciones y reembolsos',
    paragraphs: [
      'Puede devolver guías sin abrir en un plazo de 30 días y recibir el reembolso completo. Los estándares personalizados y las descargas abiertas no admiten devolución.',
      'Inicie la devolución desde su cuenta o contacte con atención al cliente.',
    ],
  },
  faq: {
    title: 'Preguntas frecuentes', heading: 'Preguntas frecuentes',
    paragraphs: [
      '¿Cada cuánto debo cambiar mi guía? Las tintas envejecen; con uso diario recomendamos una guía nueva cada 12 a 18 meses.',
      '¿Qué diferencia hay entre estucado y no estucado? El papel estucado mantiene la tinta en superficie y se ve más vivo; el no estucado la absorbe y se ve más suave.',
    ],
  },
  'privacy-policy': {
    title: 'Política de privacidad', heading: 'Política de privacidad',
    paragraphs: [
      'Tratamos sus datos personales solo para gestionar su cuenta, entregar sus pedidos y, si lo acepta, enviarle nuestro boletín.',
      'Puede preguntarnos en cualquier momento qué datos tenemos y pedir que se corrijan o eliminen.',
    ],
  },
  'terms-and-conditions': {
    title: 'Términos y condiciones', heading: 'Términos y condiciones',
    paragraphs: [
      'Estas condiciones se aplican a todos los pedidos de la tienda online de Spectrane. Los precios incluyen los impuestos indicados en el pago.',
      'El contrato se perfecciona cuando confirmamos el envío de su pedido.',
    ],
  },
  imprint: {
    title: 'Información legal', heading: 'Información legal',
    paragraphs: ['Spectrane Colour Standards Ltd., 12 Prism Lane, Colourton. Sociedad registrada 0451 2210. Contacto: service@spectrane.example.'],
  },
  'cookie-settings': {
    title: 'Configuración de cookies', heading: 'Configuración de cookies',
    paragraphs: [
      'Usamos cookies necesarias para que la cesta y el inicio de sesión funcionen. Las cookies analíticas solo se instalan con su consentimiento.',
      'Puede cambiar su elección en cualquier momento en esta página.',
    ],
  },
  careers: {
    title: 'Empleo', heading: 'Trabaje con el color',
    paragraphs: ['Buscamos técnicos de color, impresores y desarrolladores. Envíe su candidatura a jobs@spectrane.example.'],
  },
  'no-route': {
    title: '404 No encontrado', heading: 'Vaya, algo ha fallado...',
    paragraphs: ['No hemos encontrado la página solicitada. Vuelva a la {link:|página de inicio} o vea nuestras {link:@category:colour-guides|guías de color}.'],
  },
};
