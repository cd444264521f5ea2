import { documentParties } from '@bolo/db';
import { departmentNames } from '@bolo/templating';
import type { TemplateCreateInput } from '../templates';
import type { Clause, ContractText, StarterTexts } from './texts';

const paragraph = (html: string) => `<p>${html}</p>`;

function table({ header, rows }: NonNullable<Clause['table']>): string {
  const cells = (tag: 'th' | 'td', row: readonly string[]) =>
    `<tr>${row.map((cell) => `<${tag}><p>${cell}</p></${tag}>`).join('')}</tr>`;
  return `<table><tbody>${cells('th', header)}${rows.map((row) => cells('td', row)).join('')}</tbody></table>`;
}

/** A contract's HTML as the editor writes it: title, REUNIDOS, EXPONEN, numbered CLÁUSULAS, the closing. */
export function contractBody(texts: StarterTexts, contract: ContractText): string {
  const { headings, ordinal } = texts;
  return [
    `<h1>${contract.title}</h1>`,
    paragraph('<strong>{{infoGeneral.name}}</strong>'),
    `<h2>${headings.parties}</h2>`,
    ...contract.parties.map(paragraph),
    `<h2>${headings.recitals}</h2>`,
    ...contract.recitals.map(paragraph),
    `<h2>${headings.clauses}</h2>`,
    ...contract.clauses.flatMap((clause, i) => [
      `<h3>${ordinal(i + 1)} ${clause.title}</h3>`,
      ...clause.paragraphs.map(paragraph),
      ...(clause.table ? [table(clause.table)] : []),
    ]),
    ...contract.closing.map(paragraph),
  ].join('');
}

/** Every template of one language: an email per department and party, and a contract per party. */
export function starterTemplates(texts: StarterTexts): TemplateCreateInput[] {
  const named = (...words: string[]) => `${words.join(' · ')}${texts.nameSuffix}`;
  const emails = departmentNames.flatMap((department) =>
    documentParties.map((party) => {
      const email = texts.emails[department][party];
      return {
        name: named(texts.departments[department], texts.parties[party]),
        type: 'email' as const,
        subType: department,
        party,
        subject: email.subject,
        body: [texts.greeting(party), ...email.paragraphs, texts.signOff].map(paragraph).join(''),
        master: texts.master,
        language: texts.language,
      };
    }),
  );
  const contracts = documentParties.map((party) => ({
    name: named(texts.contractName, texts.parties[party]),
    type: 'contract' as const,
    subType: party,
    party: null,
    subject: '',
    body: contractBody(texts, texts.contract(party)),
    master: texts.master,
    language: texts.language,
  }));
  return [...emails, ...contracts];
}
