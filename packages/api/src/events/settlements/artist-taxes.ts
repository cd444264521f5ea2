import type { TaxPerson } from '@bolo/db/tax-persons';

/**
 * The taxes on an artist's fee, by the artist's tax situation (docs/decisions.md, issue 27 — what
 * the artist is paid). A pure module: the browser shows the same rates the server applies.
 *
 *   natural person resident in Spain  IVA 10 % (art. 91.Uno.2.13º Ley 37/1992), IRPF 15 %, or 7 %
 *                                     when the artist declared the reduced rate
 *   company resident in Spain         IVA 21 % (art. 90 Ley 37/1992), no withholding
 *   non-resident (person or company)  no IVA charged: the promoter self-assesses it (inversión del
 *                                     sujeto pasivo, art. 84.Uno.2º Ley 37/1992); IRNR 24 %, or 19 %
 *                                     for a resident of the EU or the EEA
 */

/** Spain's IRPF on a resident natural person's professional fee, and the reduced rate the artist may declare. */
export const IRPF_PORCIENTO = 15;
export const IRPF_REDUCED_PORCIENTO = 7;
/** IRNR on a non-resident's fee; a resident of the EU or the EEA pays the lower rate. */
export const IRNR_PORCIENTO = 24;
export const IRNR_EU_EEA_PORCIENTO = 19;
/** IVA on the services of a performer who is a natural person to the organiser of a musical or theatrical work. */
export const IVA_PERFORMER_PORCIENTO = 10;
/** IVA's general rate: a company's invoice. */
export const IVA_GENERAL_PORCIENTO = 21;

/** The member states of the European Union and the three other EEA states (IS, LI, NO). */
export const euEeaCountries: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
]);

export const taxSituations = ['natural_resident', 'company', 'non_resident'] as const;
export type TaxSituation = (typeof taxSituations)[number];

export type WithholdingKind = 'IRPF' | 'IRNR';

/** What the artist's master says of the artist's taxes. */
export interface ArtistTaxProfile {
  /** ISO 3166-1 alpha-2. */
  taxResidence: string;
  taxPerson: TaxPerson;
  /** A resident natural person declared the reduced IRPF rate. */
  reducedIrpf: boolean;
}

export interface ArtistTaxes {
  situation: TaxSituation;
  /**
   * The IVA the artist charges on the fee; 0 with `reverseCharge`, where the promoter declares it,
   * and 0 with `notSubject`, a cancelled show's fee: an indemnity, outside IVA.
   */
  feeVat: { porciento: number; reverseCharge: boolean; notSubject: boolean };
  /** The tax withheld from the fee; no kind for a company resident in Spain. */
  withholding: { kind: WithholdingKind | null; porciento: number };
}

/** A non-resident is anyone whose tax residence is not Spain, a natural person or a company. */
export function taxSituationOf(profile: Pick<ArtistTaxProfile, 'taxResidence' | 'taxPerson'>): TaxSituation {
  if (profile.taxResidence.toUpperCase() !== 'ES') return 'non_resident';
  return profile.taxPerson === 'company' ? 'company' : 'natural_resident';
}

/** The IVA and the withholding on an artist's fee, by the artist's tax situation. */
export function artistTaxesOf(profile: ArtistTaxProfile): ArtistTaxes {
  const situation = taxSituationOf(profile);
  switch (situation) {
    case 'natural_resident':
      return {
        situation,
        feeVat: { porciento: IVA_PERFORMER_PORCIENTO, reverseCharge: false, notSubject: false },
        withholding: {
          kind: 'IRPF',
          porciento: profile.reducedIrpf ? IRPF_REDUCED_PORCIENTO : IRPF_PORCIENTO,
        },
      };
    case 'company':
      return {
        situation,
        feeVat: { porciento: IVA_GENERAL_PORCIENTO, reverseCharge: false, notSubject: false },
        withholding: { kind: null, porciento: 0 },
      };
    case 'non_resident':
      return {
        situation,
        feeVat: { porciento: 0, reverseCharge: true, notSubject: false },
        withholding: {
          kind: 'IRNR',
          porciento: euEeaCountries.has(profile.taxResidence.toUpperCase())
            ? IRNR_EU_EEA_PORCIENTO
            : IRNR_PORCIENTO,
        },
      };
  }
}

/**
 * The taxes on a cancelled show's fee: an indemnity for the show not played, not the price of a
 * service, so outside IVA (art. 78.Tres.1º Ley 37/1992) and with no reverse charge either; the
 * withholding stays, as on any income of the artist's activity (docs/decisions.md, issue 27 —
 * cancelled shows).
 */
export const cancellationTaxesOf = (profile: ArtistTaxProfile): ArtistTaxes => ({
  ...artistTaxesOf(profile),
  feeVat: { porciento: 0, reverseCharge: false, notSubject: true },
});

/** The note a sheet prints for a fee on which the promoter self-assesses the IVA. */
export const reverseChargeNote = {
  es: 'Inversión del sujeto pasivo: el IVA lo declara el promotor (art. 84.Uno.2º Ley 37/1992)',
  en: 'Reverse charge: the promoter accounts for the VAT (art. 84.Uno.2º Ley 37/1992)',
} as const;

/** The note a sheet prints for a cancellation fee outside IVA (spelt out: the sheet has no IVA line). */
export const notSubjectNote = {
  es: 'Indemnización por cancelación, no sujeta al impuesto sobre el valor añadido (art. 78.Tres.1º Ley 37/1992)',
  en: 'Cancellation indemnity, outside the scope of VAT (art. 78.Tres.1º Ley 37/1992)',
} as const;
