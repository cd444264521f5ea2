/** What other domains and the browser may use of this one: zod schemas, enums and labels, no server code. */

export { type TaxPerson, taxPersons } from '@bolo/db/tax-persons';
export { type TaxTerritory, taxTerritories } from '@bolo/db/ticket-taxes';
export { localizedRuleMessage, ruleMessagesIn } from '../shared/rule-messages';
export { color, countryCodes, emailAddress, isEmail, masterName, reference } from './fields';
export {
  artistTaxFields,
  type CertificateField,
  certificateFields,
  type MasterInput,
  type MasterKey,
  masterRowRules,
  masterSchemas,
  masterTransferLimits,
  searchKey,
} from './schemas';
export {
  type CompanyShowDay,
  type ShowDayField,
  type ShowDaySchedule,
  scheduleOf,
  showDayFields,
  showDayOrderIssues,
  showDaySchedule,
  showDayScheduleOutput,
} from './show-day';
