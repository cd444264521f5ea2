import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { hasAccess } from '../access';
import { isEventNameFree } from '../events/names';
import { mayRead } from '../events/parts';
import { fromBody, type RestRoute } from '../rest';
import { AppError } from '../shared/errors';
import { checkNameInput, checkNameOutput } from '../shared/schemas';
import { protectedProcedure } from '../trpc';
import { artists } from './artists';
import { calendars } from './calendars';
import { companies } from './companies';
import { departments } from './departments';
import { halls } from './halls';
import { jms } from './jms';
import { producers } from './producers';
import { promoters } from './promoters';
import { providers } from './providers';
import { signatories } from './signatories';
import { teams } from './teams';

export const masters = {
  artist: artists,
  promoter: promoters,
  hall: halls,
  producer: producers,
  provider: providers,
  department: departments,
  calendar: calendars,
  jms,
  team: teams,
  company: companies,
  signatory: signatories,
} as const;

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

export const mastersRouter = {
  artist: artists.router,
  promoter: promoters.router,
  hall: halls.router,
  producer: producers.router,
  provider: providers.router,
  department: departments.router,
  calendar: calendars.router,
  jms: jms.router,
  team: teams.router,
  company: companies.router,
  signatory: signatories.router,
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

export const mastersRest: RestRoute[] = [
  ...Object.values(masters).flatMap((master) => master.rest),
  { method: 'POST', path: '/api/verification/name', procedure: 'masters.checkName', input: fromBody },
];
