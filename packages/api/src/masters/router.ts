import type { TRPCRouterRecord } from '@trpc/server';
import type { RestRoute } from '../rest';
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
} satisfies TRPCRouterRecord;

export const mastersRest: RestRoute[] = [...Object.values(masters).flatMap((master) => master.rest)];
