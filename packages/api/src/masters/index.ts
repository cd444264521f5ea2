import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { fromBody, type RestRoute } from '../rest';
import { accessProcedure } from '../trpc';
import { artists } from './artists';
import { calendars } from './calendars';
import { companies } from './companies';
import { departments } from './departments';
import { checkNameInput, checkNameOutput } from './factory';
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

const nameCheckType = z.enum([
  ...(Object.keys(nameCheckTypes) as (keyof typeof nameCheckTypes)[]),
  ...(Object.keys(masters) as (keyof typeof masters)[]),
]);

export const nameCheckInput = checkNameInput.extend({ type: nameCheckType });

const masterOf = (type: z.infer<typeof nameCheckType>) =>
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
  /** Whether a name is free in the master `type` names (any case or accents). */
  checkName: accessProcedure('MasterData')
    .input(nameCheckInput)
    .output(checkNameOutput)
    .query(async ({ ctx, input }) => ({
      available: await masterOf(input.type).service.isNameFree(ctx.db, input.value, input.excludeId),
    })),
} satisfies TRPCRouterRecord;

export const mastersRest: RestRoute[] = [
  ...Object.values(masters).flatMap((master) => master.rest),
  { method: 'POST', path: '/api/verification/name', procedure: 'masters.checkName', input: fromBody },
];
