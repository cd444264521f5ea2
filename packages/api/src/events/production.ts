import { schema } from '@bolo/db';
import { conditionsService } from './conditions';
import type { ProductionRow } from './schemas';

/** The production conditions of an event (spec §3): one block. */
export const production = conditionsService<ProductionRow>({
  table: schema.eventProductionConditions,
  notFound: 'condiciones_produccion_not_found',
  part: () => 'produccion',
});
