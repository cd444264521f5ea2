import { ifGiven, orBlank, toBeConfirmed } from './blanks';
import { englishContract } from './contracts-en';
import { spanishContract } from './contracts-es';
import { englishEmails } from './emails-en';
import { spanishEmails } from './emails-es';
import type { StarterTexts } from './texts';

/** The office's name and, when it has one, its phone under the sender's name. */
const office = (marker: string) =>
  `${orBlank(marker)('empresa.name')}${ifGiven('empresa.telefono', ' · {{empresa.telefono}}')}`;

const spanishOrdinals = [
  'PRIMERA',
  'SEGUNDA',
  'TERCERA',
  'CUARTA',
  'QUINTA',
  'SEXTA',
  'SÉPTIMA',
  'OCTAVA',
  'NOVENA',
  'DÉCIMA',
];

const spanish: StarterTexts = {
  language: 'es',
  master: true,
  nameSuffix: '',
  departments: {
    confirmacion: 'Confirmación',
    produccion: 'Producción',
    comunicacion: 'Comunicación',
    accesibilidad: 'Accesibilidad',
    avance: 'Avance',
  },
  parties: { artista: 'Artista', promotor: 'Promotor', sala: 'Sala' },
  contractName: 'Contrato',
  greeting: (party) => `Estimado equipo de ${orBlank(toBeConfirmed.es)(`${party}.name`)}:`,
  signOff: `Un cordial saludo,<br>{{usuario.name}} {{usuario.lastName}}<br>${office(toBeConfirmed.es)}`,
  emails: spanishEmails,
  headings: { parties: 'REUNIDOS', recitals: 'EXPONEN', clauses: 'CLÁUSULAS' },
  ordinal: (n) => `${spanishOrdinals[n - 1] ?? n}.`,
  contract: spanishContract,
};

const english: StarterTexts = {
  language: 'en',
  master: false,
  nameSuffix: ' (EN)',
  departments: {
    confirmacion: 'Confirmation',
    produccion: 'Production',
    comunicacion: 'Communication',
    accesibilidad: 'Accessibility',
    avance: 'Advance',
  },
  parties: { artista: 'Artist', promotor: 'Promoter', sala: 'Venue' },
  contractName: 'Contract',
  greeting: (party) => `Dear ${orBlank(toBeConfirmed.en)(`${party}.name`)} team,`,
  signOff: `Kind regards,<br>{{usuario.name}} {{usuario.lastName}}<br>${office(toBeConfirmed.en)}`,
  emails: englishEmails,
  headings: { parties: 'PARTIES', recitals: 'RECITALS', clauses: 'CLAUSES' },
  ordinal: (n) => `${n}.`,
  contract: englishContract,
};

/** The languages of the starter set: Spanish (the masters) and English. */
export const starterLanguages = [spanish, english] as const;
