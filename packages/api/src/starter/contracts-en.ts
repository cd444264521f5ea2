import type { DocumentParty } from '@bolo/db';
import { feeTiers, fillIn, ifGiven, orBlank } from './blanks';
import type { ContractText } from './texts';

/** A missing party datum prints a line to fill in by hand. */
const fill = orBlank(fillIn);

const role: Record<DocumentParty, string> = {
  artista: 'THE ARTIST',
  promotor: 'THE PROMOTER',
  sala: 'THE VENUE',
};
const title: Record<DocumentParty, string> = {
  artista: 'PERFORMANCE AGREEMENT',
  promotor: 'EVENT PROMOTION AGREEMENT',
  sala: 'VENUE HIRE AGREEMENT',
};
const object: Record<DocumentParty, string> = {
  artista: `The purpose of this agreement is the live performance of ${fill('artista.name')} at the event “{{infoGeneral.name}}”, lasting approximately ${fill('infoGeneral.duration')} minutes{{#if artista.isTelonero}}, as the opening act{{/if}}.`,
  promotor:
    'The purpose of this agreement is the collaboration of THE PROMOTER with THE PRODUCER in organising, promoting and selling tickets for the event “{{infoGeneral.name}}”.',
  sala: `The purpose of this agreement is the hire of ${fill('sala.name')} by THE VENUE, with its technical equipment and the necessary staff, for the event “{{infoGeneral.name}}”.`,
};
const interest: Record<DocumentParty, string> = {
  artista: 'THE ARTIST wishes to perform at that event on the terms of this agreement.',
  promotor: 'THE PROMOTER wishes to take part in organising and promoting that event.',
  sala: `THE VENUE manages ${fill('sala.name')}, located at ${fill('sala.direccionSala')} (${fill('sala.city')}), with a capacity of ${fill('sala.capacity')}, and wishes to host that event.`,
};
const production: Record<DocumentParty, string> = {
  artista:
    "THE PRODUCER will provide THE ARTIST with the sound and lighting equipment and the technical crew listed in the artist's technical rider, which is attached as an annex and forms part of this agreement.",
  promotor:
    'THE PROMOTER will coordinate with THE PRODUCER the venue, box office, security and cleaning staff, and the technical and hospitality needs of the event.',
  sala: 'THE VENUE will provide load-in access, its technical equipment and the venue, box office, security and cleaning staff needed, and will comply with the regulations on public events and the emergency plan of the venue.',
};

const date = fill('infoGeneral.date', 'fecha');
const place = fill('infoGeneral.location');
const time = (key: string) => fill(`produccion.${key}`);

/**
 * An English contract for `party`, with the same parts as the Spanish one. Dates in their short
 * form: documents are rendered in the office's language, which would write Spanish month names.
 */
export function englishContract(party: DocumentParty): ContractText {
  const them = role[party];
  return {
    title: title[party],
    parties: [
      `On the one part, ${fill('firmante.name')}${ifGiven('firmante.apellido', ' {{firmante.apellido}}')}, with identity document ${fill('firmante.dni')} and address for these purposes at ${fill('firmante.domicilio')}, acting as ${fill('firmante.cargo')} for and on behalf of ${fill('empresa.name')}, with tax id ${fill('empresa.cif')} and registered office at ${fill('empresa.direccion')} (hereinafter, THE PRODUCER).`,
      `On the other part, ${fill(`${party}.nameSignatory`)}, with identity document ${fill(`${party}.dniFirmante`)}, acting for and on behalf of ${fill(`${party}.name`)}, with tax id ${fill(`${party}.cif`)} and address at ${fill(`${party}.address`)} (hereinafter, ${them}).`,
      'Both parties acknowledge each other the legal capacity to enter into this agreement and, to that end,',
    ],
    recitals: [
      `I. THE PRODUCER organises the event “{{infoGeneral.name}}”, to be held on ${date} in ${place}.`,
      `II. ${interest[party]}`,
      'III. The parties agree to enter into this agreement on the following',
    ],
    clauses: [
      { title: 'PURPOSE', paragraphs: [object[party]] },
      {
        title: 'DATE AND PLACE',
        paragraphs: [
          `The event will take place on ${date} in ${place} (${fill('infoGeneral.address')}). Doors open at ${fill('infoGeneral.aperturaPuertas')} and the show starts at ${fill('infoGeneral.startTime')}. The expected capacity is ${fill('infoGeneral.aforo')}.{{#if contratacion.politicaMenores}} Minors policy: {{contratacion.politicaMenores}}.{{/if}}`,
        ],
      },
      {
        title: 'FEES',
        paragraphs: ['The parties agree on the following fees, to which the applicable taxes will be added:'],
        table: {
          header: ['Item', 'Terms'],
          rows: [
            [
              'Fixed fee',
              '{{#if contratacion.cacheFijoActivo}}{{dinero contratacion.cacheFijo}}{{#if contratacion.cacheFijoDescripcion}} ({{contratacion.cacheFijoDescripcion}}){{/if}}{{else}}No fixed fee is agreed.{{/if}}',
            ],
            [
              'Variable fee',
              `{{#if contratacion.cacheVariableActivo}}${ifGiven('contratacion.cacheVariableDescripcion', '{{contratacion.cacheVariableDescripcion}}<br>')}${feeTiers.en()}{{else}}No variable fee is agreed.{{/if}}`,
            ],
          ],
        },
      },
      {
        title: 'PAYMENT',
        paragraphs: [
          `The fixed fee will be paid by ${fill('contratacion.formaPagoFijo')}{{#if contratacion.cacheVariableActivo}}, and the variable fee by ${fill('contratacion.formaPagoVariable')} once the box office has been settled{{/if}}, against the corresponding invoice.`,
          '{{contratacion.observacionesGenerales}}',
        ],
      },
      {
        title: 'PRODUCTION AND RIDER',
        paragraphs: [
          `Schedule: arrival at ${time('arrivalTime')}, set-up from ${time('assemblyStart')}, sound check from ${time('startSoundTest')} to ${time('endSoundTest')} and show from ${time('showStart')} to ${time('showEnd')}.`,
          `${production[party]}{{#if produccion.backline}} Backline: ${fill('produccion.backlineDescription')}.{{/if}}{{#if produccion.catering}} Catering: ${fill('produccion.cateringDescription')}.{{/if}}{{#if produccion.observations}} Technical notes: {{produccion.observations}}.{{/if}}`,
        ],
      },
      {
        title: 'PROMOTION',
        paragraphs: [
          `The event will not be announced before ${fill('infoGeneral.plazoAnuncio', 'fecha')} and tickets will go on sale on ${fill('infoGeneral.salidaVenta', 'fecha')}. The parties will coordinate the communication of the event and will only use artwork approved by both.`,
          `{{#if contratacion.exclusividad}}Exclusivity: ${fill('contratacion.observacionesExclusividad')}{{/if}}`,
        ],
      },
      {
        title: 'GUEST TICKETS',
        paragraphs: [
          `{{#if contratacion.invitaciones}}{{contratacion.invitaciones}} guest tickets are reserved for ${them}{{#if contratacion.observacionesInvitaciones}} ({{contratacion.observacionesInvitaciones}}){{/if}}.{{else}}No guest tickets are agreed.{{/if}}`,
        ],
      },
      {
        title: 'CANCELLATION',
        paragraphs: [
          'A party that cancels the event for reasons attributable to it will compensate the other for the documented expenses incurred up to the cancellation, which must be notified in writing as early as possible.',
        ],
      },
      {
        title: 'FORCE MAJEURE',
        paragraphs: [
          'Neither party will be liable for failing to perform this agreement because of force majeure, such as natural disasters, orders of the authorities, epidemics, general strikes or documented serious illness. In that case the parties will try to agree on a new date and, failing that, the agreement will terminate without compensation and any advance payments will be returned.',
        ],
      },
      {
        title: 'GOVERNING LAW AND JURISDICTION',
        paragraphs: [
          'This agreement is governed by Spanish law. For any dispute about its interpretation or performance, the parties expressly waive any other jurisdiction and submit to the courts of Madrid.',
        ],
      },
    ],
    closing: [
      'In witness whereof, the parties sign this agreement in duplicate, to a single effect, in Madrid on {{fecha date.hoy}}.',
    ],
  };
}
