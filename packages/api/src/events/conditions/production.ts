import { schema } from '@bolo/db';
import type { ProductionRow } from '../schemas';
import { conditionsService } from './conditions';

/** The production conditions of an event (spec §3): one block. */
export const production = conditionsService<ProductionRow>({
  table: schema.eventProductionConditions,
  notFound: 'condiciones_produccion_not_found',
  part: () => 'produccion',
});
