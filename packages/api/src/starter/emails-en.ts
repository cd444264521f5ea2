import { feeTiers, ifGiven, orBlank, orElse, toBeConfirmed } from './blanks';
import type { StarterTexts } from './texts';

/** A missing value prints “[to be confirmed]”, for the office to see before sending. */
const marker = toBeConfirmed.en;
const tbc = orBlank(marker);
/** A list joined with commas, the marker when it is empty (which `lista` cannot print). */
const list = (path: string) =>
  `{{#each ${path}}}{{#unless @first}}, {{/unless}}{{this}}{{else}}${marker}{{/each}}`;
const event = '“{{infoGeneral.name}}”';
const date = tbc('infoGeneral.date', 'fecha');
/** A subject's date, in brackets, left out while the event has none. */
const shortDate = ifGiven('infoGeneral.date', ' ({{fecha infoGeneral.date "corto"}})');
const when = `on ${date} in ${tbc('infoGeneral.location')}`;
const address = orElse('infoGeneral.address', '{{infoGeneral.address}}', `address ${marker}`);
const hall = tbc('sala.name');
/** A subject's hall, left out while the event has none. */
const atHall = ifGiven('sala.name', ' at {{sala.name}}');
const capacity = tbc('infoGeneral.aforo');
const doors = `Doors open at ${tbc('infoGeneral.aperturaPuertas')} and the show starts at ${tbc('infoGeneral.startTime')}.`;
const time = (key: string) => tbc(`produccion.${key}`);
const schedule = `Arrival: ${time('arrivalTime')}<br>Set-up: ${time('assemblyStart')}<br>Sound check: ${time('startSoundTest')} – ${time('endSoundTest')}<br>Show: ${time('showStart')} – ${time('showEnd')}<br>Backstage exit: ${time('backstageExit')}`;
const need = (key: string, label: string) =>
  `{{#if produccion.${key}}}${label}: ${tbc(`produccion.${key}Description`)}<br>{{/if}}`;
const calendar = `Announcement: ${tbc('infoGeneral.plazoAnuncio', 'fecha')}<br>On sale: ${tbc('infoGeneral.salidaVenta', 'fecha')}`;
const tickets = `Tickets:<br>{{#each entrada.entradas}}{{descripcion}}: {{dinero pvp}}<br>{{else}}${marker}<br>{{/each}}Sales channels: ${list('entrada.canales')}.`;
const fee = `{{#if contratacion.cacheFijoActivo}}The agreed fixed fee is {{dinero contratacion.cacheFijo}}{{#if contratacion.cacheFijoDescripcion}} ({{contratacion.cacheFijoDescripcion}}){{/if}}.{{/if}}{{#if contratacion.cacheVariableActivo}} A variable fee is added${ifGiven('contratacion.cacheVariableDescripcion', ' ({{contratacion.cacheVariableDescripcion}})')}:<br>${feeTiers.en(`${marker}<br>`)}{{/if}} We will send you the contract for signature in the coming days.`;
const accessible =
  '{{#if infoGeneral.isAccesible}}The venue is accessible to people with reduced mobility.{{else}}The venue is not fully accessible: please let us know if anyone in your team or audience needs assistance.{{/if}}';
const questions = `For any questions, please write to ${list('emailsDepartamentos.accesibilidad')}.`;
/** The day sheet: its link when it has one (always the current version), and the PDF attached. */
const daySheet =
  '{{#if hojaDeRuta.url}}The day sheet is always up to date at this link, which opens on a phone without an account and can be read offline once opened: {{hojaDeRuta.url}}<br>{{/if}}We also attach the day sheet as a PDF, with each day’s schedule, the contacts, the hotel and the notes.';
const daySheetChanges =
  'If anything changes, the day sheet at the link will show it with the time of the last change.';

/** The starter set in English: templates to choose for an event's documents, never masters. */
export const englishEmails: StarterTexts['emails'] = {
  confirmacion: {
    artista: {
      subject: `Performance confirmation: {{infoGeneral.name}}${shortDate}`,
      paragraphs: [
        `We are pleased to confirm the performance of ${tbc('artista.name')} at ${event}, ${when} (${address}).`,
        `${doors} The set is expected to last ${orElse('infoGeneral.duration', '{{infoGeneral.duration}} minutes', marker)}.`,
        fee,
        'Please confirm that you have received this email and let us know of any change in the line-up or in your technical needs.',
      ],
    },
    promotor: {
      subject: `Event confirmation: {{infoGeneral.name}}${shortDate}`,
      paragraphs: [
        `We confirm that ${event} will take place ${when}, with a capacity of ${capacity}.`,
        doors,
        `{{#if entrada.precioMinimo}}Tickets will cost from {{dinero entrada.precioMinimo}} to {{dinero entrada.precioMaximo}} and will be sold through ${list('entrada.canales')}.{{/if}}`,
        fee,
      ],
    },
    sala: {
      subject: `Date confirmation: {{infoGeneral.name}}${atHall}${shortDate}`,
      paragraphs: [
        `We confirm the booking of ${hall} for ${event} on ${date}.`,
        `Expected attendance: ${capacity}. ${doors}`,
        `Technical needs: crew arrival at ${time('arrivalTime')}, set-up from ${time('assemblyStart')} and sound check from ${time('startSoundTest')} to ${time('endSoundTest')}.{{#if produccion.observations}} Technical notes: {{produccion.observations}}.{{/if}}`,
        "We would be grateful if you could send us the venue's current technical specification and the contact of the technical manager on the day.",
      ],
    },
  },
  produccion: {
    artista: {
      subject: `Production sheet: {{infoGeneral.name}}${shortDate}`,
      paragraphs: [
        `Here is the production schedule for ${event}, ${when} (${address}):`,
        schedule,
        `${need('backline', 'Backline')}${need('catering', 'Catering')}${need('camerino', 'Dressing room')}${need('hospitality', 'Hospitality')}${need('acommodation', 'Accommodation')}${need('transfer', 'Transfer')}`,
        'Please send us your current technical and hospitality rider and the list of people travelling.',
      ],
    },
    promotor: {
      subject: `Event production: {{infoGeneral.name}}${shortDate}`,
      paragraphs: [
        `This is the production schedule for ${event}, ${when}:`,
        schedule,
        `${need('donwloadAccess', 'Load-in access')}${need('parking', 'Parking')}${need('merchandising', 'Merchandising')}${need('catering', 'Catering')}`,
        'We will coordinate the venue, box office and security staff with you. {{produccion.observaciones}}',
      ],
    },
    sala: {
      subject: `Technical needs: {{infoGeneral.name}}${atHall}`,
      paragraphs: [
        `Here are the schedule and technical needs of ${event} at ${hall} on ${date}:`,
        schedule,
        `Stage: ${tbc('infoGeneral.escenario')}${ifGiven('infoGeneral.observacionesEscenario', ' {{infoGeneral.observacionesEscenario}}')}<br>${need('donwloadAccess', 'Load-in access')}${need('backline', 'Backline')}${need('parking', 'Parking')}${need('camerino', 'Dressing room')}`,
        "{{#if produccion.observations}}Technical notes: {{produccion.observations}}. {{/if}}Please confirm the venue's technical staff for the set-up and the show.",
      ],
    },
  },
  comunicacion: {
    artista: {
      subject: 'Communication: announcing {{infoGeneral.name}}',
      paragraphs: [
        `Here is the communication calendar of ${event} (${date}, ${tbc('infoGeneral.location')}):`,
        calendar,
        tickets,
        'Please do not publish the date before the announcement, and send us high-resolution press photos, your biography and your social media links so we can prepare the campaign.',
      ],
    },
    promotor: {
      subject: 'Communication plan: {{infoGeneral.name}}',
      paragraphs: [
        `Here is the communication calendar of ${event}, ${when}:`,
        calendar,
        tickets,
        'We will coordinate the local press and social media campaign with you and send you the artwork before the announcement.',
      ],
    },
    sala: {
      subject: `Announcement and ticket sales: {{infoGeneral.name}}${atHall}`,
      paragraphs: [
        `Here are the communication dates of ${event} at ${hall}:`,
        calendar,
        tickets,
        "We would be grateful if you could add the show to the venue's listings and channels from the announcement, and tell us which poster sites are available.",
      ],
    },
  },
  accesibilidad: {
    artista: {
      subject: 'Accessibility and health and safety: {{infoGeneral.name}}',
      paragraphs: [
        `Here is the accessibility and health and safety information for ${event}, ${when}.`,
        accessible,
        '{{#if infoGeneral.isPrl}}To coordinate health and safety between companies, please send us, at least ten days before the event, the list of people who will enter the venue and the health and safety documents of your technical crew (risk assessment, training and information, and medical fitness).{{/if}}',
        questions,
      ],
    },
    promotor: {
      subject: 'Event accessibility and health and safety: {{infoGeneral.name}}',
      paragraphs: [
        `Here is the accessibility and health and safety information for ${event}, ${when}.`,
        accessible,
        '{{#if infoGeneral.isPrl}}Please send us the health and safety documents of the companies and staff you hire for the event, so we can include them in the coordination between companies.{{/if}} Please also set aside accessible seats in the ticket sale.',
        questions,
      ],
    },
    sala: {
      subject: `Accessibility and emergency plan: {{infoGeneral.name}}${atHall}`,
      paragraphs: [
        `We are preparing the accessibility and health and safety of ${event} at ${hall} on ${date}.`,
        accessible,
        "{{#if infoGeneral.isPrl}}We would be grateful if you could send us the venue's emergency plan, its risk assessment and its internal safety rules, so we can pass them on to everyone working at the event.{{/if}} Please also tell us the places reserved for people with reduced mobility and the evacuation routes.",
        questions,
      ],
    },
  },
  avance: {
    artista: {
      subject: `Day sheet: {{infoGeneral.name}}${shortDate}`,
      paragraphs: [
        `Here is the day sheet for ${event}, ${when} (${address}).`,
        daySheet,
        `Please go through it with your tour manager and let us know of any change in the times or in who is travelling. ${daySheetChanges}`,
      ],
    },
    promotor: {
      subject: `Event day sheet: {{infoGeneral.name}}${shortDate}`,
      paragraphs: [
        `Here is the day sheet for ${event}, ${when}.`,
        daySheet,
        `Please share it with the venue, box office and security staff you coordinate. ${daySheetChanges}`,
      ],
    },
    sala: {
      subject: `Day sheet: {{infoGeneral.name}}${atHall}${shortDate}`,
      paragraphs: [
        `Here is the day sheet for ${event} at ${hall} on ${date}.`,
        daySheet,
        `We would be grateful if you could share it with the technical manager on the day. ${daySheetChanges}`,
      ],
    },
  },
};
