import type { StarterTexts } from './texts';

/**
 * Documents are rendered in the office's language (Spanish): dates go in their short, numeric
 * form and lists are joined here with commas, so an English text carries no Spanish words.
 */
const list = (path: string) => `{{#each ${path}}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}`;
const event = '“{{infoGeneral.name}}”';
const when = 'on {{fecha infoGeneral.date "corto"}} in {{infoGeneral.location}}';
const doors =
  'Doors open at {{infoGeneral.aperturaPuertas}} and the show starts at {{infoGeneral.startTime}}.';
const schedule =
  'Arrival: {{produccion.arrivalTime}}<br>Set-up: {{produccion.assemblyStart}}<br>Sound check: {{produccion.startSoundTest}} – {{produccion.endSoundTest}}<br>Show: {{produccion.showStart}} – {{produccion.showEnd}}<br>Backstage exit: {{produccion.backstageExit}}';
const need = (key: string, label: string) =>
  `{{#if produccion.${key}}}${label}: {{produccion.${key}Description}}<br>{{/if}}`;
const calendar =
  'Announcement: {{fecha infoGeneral.plazoAnuncio "corto"}}<br>On sale: {{fecha infoGeneral.salidaVenta "corto"}}';
const tickets = `Tickets:<br>{{#each entrada.entradas}}{{descripcion}}: {{dinero pvp}}<br>{{/each}}Sales channels: ${list('entrada.canales')}.`;
const fee =
  '{{#if contratacion.cacheFijoActivo}}The agreed fixed fee is {{dinero contratacion.cacheFijo}}{{#if contratacion.cacheFijoDescripcion}} ({{contratacion.cacheFijoDescripcion}}){{/if}}.{{/if}}{{#if contratacion.cacheVariableActivo}} A variable fee is added: {{contratacion.cacheVariableDescripcion}}.{{/if}} We will send you the contract for signature in the coming days.';
const accessible =
  '{{#if infoGeneral.isAccesible}}The venue is accessible to people with reduced mobility.{{else}}The venue is not fully accessible: please let us know if anyone in your team or audience needs assistance.{{/if}}';
const questions = `For any questions, please write to ${list('emailsDepartamentos.accesibilidad')}.`;

/** The starter set in English: templates to choose for an event's documents, never masters. */
export const englishEmails: StarterTexts['emails'] = {
  confirmacion: {
    artista: {
      subject: 'Performance confirmation: {{infoGeneral.name}} ({{fecha infoGeneral.date "corto"}})',
      paragraphs: [
        `We are pleased to confirm the performance of {{artista.name}} at ${event}, ${when} ({{infoGeneral.address}}).`,
        `${doors} The set is expected to last {{infoGeneral.duration}} minutes.`,
        fee,
        'Please confirm that you have received this email and let us know of any change in the line-up or in your technical needs.',
      ],
    },
    promotor: {
      subject: 'Event confirmation: {{infoGeneral.name}} ({{fecha infoGeneral.date "corto"}})',
      paragraphs: [
        `We confirm that ${event} will take place ${when}, with a capacity of {{infoGeneral.aforo}}.`,
        doors,
        `{{#if entrada.precioMinimo}}Tickets will cost from {{dinero entrada.precioMinimo}} to {{dinero entrada.precioMaximo}} and will be sold through ${list('entrada.canales')}.{{/if}}`,
        fee,
      ],
    },
    sala: {
      subject:
        'Date confirmation: {{infoGeneral.name}} at {{sala.name}} ({{fecha infoGeneral.date "corto"}})',
      paragraphs: [
        `We confirm the booking of {{sala.name}} for ${event} on {{fecha infoGeneral.date "corto"}}.`,
        `Expected attendance: {{infoGeneral.aforo}}. ${doors}`,
        'Technical needs: crew arrival at {{produccion.arrivalTime}}, set-up from {{produccion.assemblyStart}} and sound check from {{produccion.startSoundTest}} to {{produccion.endSoundTest}}.{{#if produccion.observations}} Technical notes: {{produccion.observations}}.{{/if}}',
        "We would be grateful if you could send us the venue's current technical specification and the contact of the technical manager on the day.",
      ],
    },
  },
  produccion: {
    artista: {
      subject: 'Production sheet: {{infoGeneral.name}} ({{fecha infoGeneral.date "corto"}})',
      paragraphs: [
        `Here is the production schedule for ${event}, ${when} ({{infoGeneral.address}}):`,
        schedule,
        `${need('backline', 'Backline')}${need('catering', 'Catering')}${need('camerino', 'Dressing room')}${need('hospitality', 'Hospitality')}${need('acommodation', 'Accommodation')}${need('transfer', 'Transfer')}`,
        'Please send us your current technical and hospitality rider and the list of people travelling.',
      ],
    },
    promotor: {
      subject: 'Event production: {{infoGeneral.name}} ({{fecha infoGeneral.date "corto"}})',
      paragraphs: [
        `This is the production schedule for ${event}, ${when}:`,
        schedule,
        `${need('donwloadAccess', 'Load-in access')}${need('parking', 'Parking')}${need('merchandising', 'Merchandising')}${need('catering', 'Catering')}`,
        'We will coordinate the venue, box office and security staff with you. {{produccion.observaciones}}',
      ],
    },
    sala: {
      subject: 'Technical needs: {{infoGeneral.name}} at {{sala.name}}',
      paragraphs: [
        `Here are the schedule and technical needs of ${event} at {{sala.name}} on {{fecha infoGeneral.date "corto"}}:`,
        schedule,
        `Stage: {{infoGeneral.escenario}} {{infoGeneral.observacionesEscenario}}<br>${need('donwloadAccess', 'Load-in access')}${need('backline', 'Backline')}${need('parking', 'Parking')}${need('camerino', 'Dressing room')}`,
        "{{#if produccion.observations}}Technical notes: {{produccion.observations}}. {{/if}}Please confirm the venue's technical staff for the set-up and the show.",
      ],
    },
  },
  comunicacion: {
    artista: {
      subject: 'Communication: announcing {{infoGeneral.name}}',
      paragraphs: [
        `Here is the communication calendar of ${event} ({{fecha infoGeneral.date "corto"}}, {{infoGeneral.location}}):`,
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
      subject: 'Announcement and ticket sales: {{infoGeneral.name}} at {{sala.name}}',
      paragraphs: [
        `Here are the communication dates of ${event} at {{sala.name}}:`,
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
      subject: 'Accessibility and emergency plan: {{infoGeneral.name}} at {{sala.name}}',
      paragraphs: [
        `We are preparing the accessibility and health and safety of ${event} at {{sala.name}} on {{fecha infoGeneral.date "corto"}}.`,
        accessible,
        "{{#if infoGeneral.isPrl}}We would be grateful if you could send us the venue's emergency plan, its risk assessment and its internal safety rules, so we can pass them on to everyone working at the event.{{/if}} Please also tell us the places reserved for people with reduced mobility and the evacuation routes.",
        questions,
      ],
    },
  },
};
