import type { DocumentParty, TemplateLanguage } from '@bolo/db';
import type { DepartmentName } from '@bolo/templating';

/** An email of the starter set: its subject and its paragraphs (inline HTML, `<br>` for lines). */
export interface EmailText {
  subject: string;
  paragraphs: string[];
}

/** A numbered clause of a contract: its heading, its paragraphs and, for the fee, a table. */
export interface Clause {
  title: string;
  paragraphs: string[];
  /** Rows of label and value, under a header row. */
  table?: { header: [string, string]; rows: [string, string][] };
}

/** The parts of a contract for one party, in the order a Spanish performance contract has them. */
export interface ContractText {
  title: string;
  parties: string[];
  recitals: string[];
  clauses: Clause[];
  closing: string[];
}

/** Everything of the starter set that is written in one language. */
export interface StarterTexts {
  /** The templates' language: their documents print days, amounts and labels in it. */
  language: TemplateLanguage;
  /** Whether this language's templates are the masters documents are generated from. */
  master: boolean;
  /** Added to every template name, so the languages' names never collide. */
  nameSuffix: string;
  departments: Record<DepartmentName, string>;
  parties: Record<DocumentParty, string>;
  contractName: string;
  /** The first and the last paragraph of every email. */
  greeting: (party: DocumentParty) => string;
  signOff: string;
  emails: Record<DepartmentName, Record<DocumentParty, EmailText>>;
  headings: { parties: string; recitals: string; clauses: string };
  ordinal: (n: number) => string;
  contract: (party: DocumentParty) => ContractText;
}
