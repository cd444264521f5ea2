import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { hasAccess, mayRead } from '../access';
import { isEventNameFree } from '../events';
import { masters } from '../masters';
import { fromBody, type RestRoute } from '../rest';
import { AppError } from '../shared/errors';
import { checkNameInput, checkNameOutput } from '../shared/schemas';
import { protectedProcedure } from '../trpc';

/** The `type` of the legacy name check (`POST /api/verification/name`) → the master it asks. */
export const nameCheckTypes = {
  artista: 'artist',
  promotor: 'promoter',
  sala: 'hall',
  productor: 'producer',
  proveedor: 'provider',
  departamento: 'department',
  calendario: 'calendar',
  jms: 'jms',
  equipo: 'team',
  empresa: 'company',
  firmante: 'signatory',
} as const satisfies Record<string, keyof typeof masters>;

/** Event names are checked by the same call (spec §5), behind the events' own access name. */
const eventTypes = ['evento', 'event'] as const;
const masterType = z.enum([
  ...(Object.keys(nameCheckTypes) as (keyof typeof nameCheckTypes)[]),
  ...(Object.keys(masters) as (keyof typeof masters)[]),
]);
const nameCheckType = z.union([masterType, z.enum(eventTypes)]);

export const nameCheckInput = checkNameInput.extend({ type: nameCheckType });

const masterOf = (type: z.infer<typeof masterType>) =>
  masters[
    type in nameCheckTypes
      ? nameCheckTypes[type as keyof typeof nameCheckTypes]
      : (type as keyof typeof masters)
  ];

/** Mounted under `masters` (its legacy place): it asks both masters and events, so neither owns it. */
export const nameCheckRouter = {
  /** Whether a name is free among the `type` names (any case or accents): a master's, or events'. */
  checkName: protectedProcedure
    .input(nameCheckInput)
    .output(checkNameOutput)
    .query(async ({ ctx, input: { type, value, excludeId } }) => {
      const ofEvents = type === 'evento' || type === 'event';
      const { role } = ctx.auth.user;
      if (!(ofEvents ? mayRead(role, 'general') : hasAccess(role, 'MasterData')))
        throw new AppError('forbidden');
      const free = ofEvents
        ? await isEventNameFree(ctx.db, value, excludeId)
        : await masterOf(type).service.isNameFree(ctx.db, value, excludeId);
      return { available: free };
    }),
} satisfies TRPCRouterRecord;

export const nameCheckRest: RestRoute[] = [
  { method: 'POST', path: '/api/verification/name', procedure: 'masters.checkName', input: fromBody },
];
