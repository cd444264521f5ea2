import { type PartyKind, schema } from '@bolo/db';
import { AppError } from '../../shared/errors';
import { contractTypes, hiringDefaults } from '../defaults';
import { refuseHallWithoutVenue } from '../parties/parties';
import type { HiringRow } from '../schemas';
import { conditionsService } from './conditions';

/**
 * Whether a party's block may name `tipoContrato`: none, or one of the contracts an event generates
 * (promoter, artist, hall); the producer signs none of them.
 */
const isContractTypeAllowed = (type: PartyKind, tipoContrato: string): boolean =>
  tipoContrato === '' ||
  (type !== 'productor' && (contractTypes as readonly string[]).includes(tipoContrato));

/** The hiring conditions, one block per party of an event (spec §3). */
export const hiring = conditionsService<HiringRow>({
  table: schema.eventHiringConditions,
  notFound: 'condicionContratacion_not_found',
  part: (block) => `contratacion.${block.type}`,
  check(event, { type, tipoContrato = '' }) {
    // A create names the party and an update checks the stored block with the changes.
    if (!type) throw new AppError('validation_error');
    refuseHallWithoutVenue(type, event);
    if (!isContractTypeAllowed(type, tipoContrato)) throw new AppError('contract_type_not_allowed');
  },
  defaults: ({ type }) => (type ? hiringDefaults(type) : {}),
  settled: ['cache'],
});
