import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { type AccessName, type EventAction, eventActions, eventParts, hasAccess } from '../access';
import type { SignedIn } from '../context';
import { AppError } from '../shared/errors';
import { byNameInput, checkNameInput, checkNameOutput, idInput, okOutput } from '../shared/schemas';
import { todayIn } from '../shared/time-zone';
import { accessProcedure, adminProcedure, protectedProcedure } from '../trpc';
import { addAnnotation, listAnnotations } from './annotations';
import { auditPage } from './audit';
import {
  calendarEvents,
  calendarFeed,
  calendarOptions,
  calendarSchedule,
  rotateCalendarFeed,
} from './calendar/calendar';
import { userFeeds } from './calendar/user-feeds';
import type { ConditionsService } from './conditions/conditions';
import { hiring } from './conditions/hiring';
import { production } from './conditions/production';
import { duplicateEvent } from './duplicate';
import { eventsByName, latestEvents, listDeletedEvents, listEvents } from './list';
import { isEventNameFree } from './names';
import { duplicableParts } from './options';
import { removeParty, saveParty } from './parties/parties';
import { listPhases, updatePhase } from './phases';
import {
  annotationInput,
  annotationOutput,
  auditInput,
  auditOutput,
  calendarEventsOutput,
  calendarFeedInput,
  calendarFeedOutput,
  calendarOptionOutput,
  calendarRangeInput,
  calendarScheduleOutput,
  conditionsListInput,
  deletedPageOutput,
  duplicateInput,
  duplicateWithInput,
  eventCreateInput,
  eventListInput,
  eventOutput,
  eventPageOutput,
  eventSummaryOutput,
  eventUpdateInput,
  hiringCreateInput,
  hiringOutput,
  hiringUpdateInput,
  pageInput,
  partyOutput,
  partyRemoveInput,
  partySaveInput,
  phaseOutput,
  phaseUpdateInput,
  productionCreateInput,
  productionOutput,
  productionUpdateInput,
  statusInput,
  userFeedInput,
  userFeedsOutput,
} from './schemas';
import { createEvent, findEvent, removeEvent, restoreEvent, setEventStatus, updateEvent } from './service';
import { requireEvent } from './store';

/** Spec §6: the general info is behind `InfoGeneral`, each other part behind its own name. */
const eventProcedure = accessProcedure(eventParts.general);
/** An action on the event beyond editing it: InfoGeneral and the action's own name (issue 28). */
const actionProcedure = (action: EventAction) => accessProcedure(eventParts.general, eventActions[action]);
const calendarProcedure = accessProcedure('Calendario');
/** A feed's secret is for the people who keep the calendars: the calendar page's or the masters'. */
const feedProcedure = protectedProcedure.use(({ ctx, next }) => {
  const { role } = ctx.auth.user;
  if (!hasAccess(role, 'Calendario') && !hasAccess(role, 'MasterData')) throw new AppError('forbidden');
  return next();
});

/** The event as the caller's role may see it. */
/** The first of the events a duplicate made (it makes one at least). */
const firstOf = (ids: readonly number[]) => ids[0] ?? 0;
const eventFor = (ctx: SignedIn, id: number) => findEvent(ctx.db, id, ctx.auth.user.role);
/** Who writes: the parts a write touches are checked against their role. */
const actorOf = (ctx: SignedIn) => ({ id: ctx.auth.user.id, role: ctx.auth.user.role });
/** The event after a write to it. */
const written = async (ctx: SignedIn, id: number, write: Promise<void>) => {
  await write;
  return eventFor(ctx, id);
};

/**
 * The generic verbs over one kind of condition block (spec §7 `/api/contractConditions`,
 * `/api/contractProduction`): the blocks of an event, one block, the latest, by event name,
 * create, update at the version read, delete.
 */
function conditionsRouter<Row extends { id: number; eventId: number; version: number }, CreateIn, UpdateIn>(
  access: AccessName,
  service: ConditionsService<Row>,
  schemas: {
    output: z.ZodType<Row>;
    create: z.ZodType<Partial<Row>, CreateIn>;
    update: z.ZodType<Partial<Row> & { id: number; version: number }, UpdateIn>;
  },
) {
  const { output } = schemas;
  const procedure = accessProcedure(access);
  // Inside a generic function tRPC's input type stays a deferred conditional type; the input
  // schemas give exactly these types.
  const fields = (input: unknown) => input as Partial<Row>;
  const changes = (input: unknown) => input as Partial<Row> & { id: number; version: number };
  const ofEvent = procedure
    .input(conditionsListInput)
    .output(z.array(output))
    .query(({ ctx, input }) => service.ofEvent(ctx.db, input.eventId));
  return {
    list: ofEvent,
    search: ofEvent,
    find: procedure
      .input(idInput)
      .output(output)
      .query(({ ctx, input }) => service.find(ctx.db, input.id)),
    latest: procedure.output(z.array(output)).query(({ ctx }) => service.latest(ctx.db)),
    byName: procedure
      .input(byNameInput)
      .output(z.array(output))
      .query(({ ctx, input }) => service.byName(ctx.db, input.name)),
    create: procedure
      .input(schemas.create)
      .output(output)
      .mutation(({ ctx, input }) => service.create(ctx.db, fields(input), ctx.auth.user.id)),
    update: procedure
      .input(schemas.update)
      .output(output)
      .mutation(({ ctx, input }) => service.update(ctx.db, changes(input), ctx.auth.user.id)),
    delete: procedure
      .input(idInput)
      .output(okOutput)
      .mutation(async ({ ctx, input }) => {
        await service.remove(ctx.db, input.id, ctx.auth.user.id);
        return { ok: true as const };
      }),
  } satisfies TRPCRouterRecord;
}

const eventList = eventProcedure
  .input(eventListInput)
  .meta({ output: eventPageOutput })
  .query(
    ({ ctx, input }): Promise<z.output<typeof eventPageOutput>> =>
      listEvents(ctx.db, input, ctx.auth.user.id, todayIn(ctx.timeZone)),
  );

export const eventsRouter = {
  list: eventList,
  /** The legacy POST search and filter: the list's filters in a body. */
  search: eventList,
  find: eventProcedure
    .input(idInput)
    .output(eventOutput)
    .query(({ ctx, input }) => eventFor(ctx, input.id)),
  latest: eventProcedure.output(z.array(eventSummaryOutput)).query(({ ctx }) => latestEvents(ctx.db)),
  byName: eventProcedure
    .input(byNameInput)
    .output(z.array(eventSummaryOutput))
    .query(({ ctx, input }) => eventsByName(ctx.db, input.name)),
  checkName: eventProcedure
    .input(checkNameInput)
    .output(checkNameOutput)
    .query(async ({ ctx, input }) => ({
      available: await isEventNameFree(ctx.db, input.value, input.excludeId),
    })),
  create: eventProcedure
    .input(eventCreateInput)
    .output(eventOutput)
    .mutation(async ({ ctx, input }) => eventFor(ctx, await createEvent(ctx.db, input, actorOf(ctx)))),
  /** Saves the general info at the version read (the other parts have their own procedures). */
  update: eventProcedure
    .input(eventUpdateInput)
    .output(eventOutput)
    .mutation(({ ctx, input }) => written(ctx, input.id, updateEvent(ctx.db, input, ctx.auth.user.id))),
  setStatus: actionProcedure('status')
    .input(statusInput)
    .output(eventOutput)
    .mutation(({ ctx, input }) => written(ctx, input.id, setEventStatus(ctx.db, input, ctx.auth.user.id))),
  delete: actionProcedure('delete')
    .input(idInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await removeEvent(ctx.db, input.id, ctx.auth.user.id);
      return { ok: true as const };
    }),
  restore: actionProcedure('delete')
    .input(idInput)
    .output(eventOutput)
    .mutation(({ ctx, input }) => written(ctx, input.id, restoreEvent(ctx.db, input.id, ctx.auth.user.id))),
  /** The deleted events, the last deleted first. */
  deleted: eventProcedure
    .input(pageInput)
    .output(deletedPageOutput)
    .query(({ ctx, input }) => listDeletedEvents(ctx.db, input)),
  /** A copy of every part (status Borrador, phase Creacion). */
  duplicate: actionProcedure('duplicate')
    .input(duplicateInput)
    .output(eventOutput)
    .mutation(async ({ ctx, input }) =>
      eventFor(
        ctx,
        firstOf(await duplicateEvent(ctx.db, { ...input, parts: duplicableParts }, actorOf(ctx))),
      ),
    ),
  /** Copies of the general info and the parts chosen, on the days and at the hall asked: the first one. */
  duplicateWith: actionProcedure('duplicate')
    .input(duplicateWithInput)
    .output(eventOutput)
    .mutation(async ({ ctx, input }) =>
      eventFor(ctx, firstOf(await duplicateEvent(ctx.db, input, actorOf(ctx)))),
    ),
  annotations: {
    list: eventProcedure
      .input(idInput)
      .output(z.array(annotationOutput))
      .query(({ ctx, input }) => listAnnotations(ctx.db, input.id)),
    add: eventProcedure
      .input(annotationInput)
      .output(annotationOutput)
      .mutation(({ ctx, input }) => addAnnotation(ctx.db, input, ctx.auth.user.id)),
  },
  /** Who changed which field when, the newest first; a deleted event's trail too. */
  audit: eventProcedure
    .input(auditInput)
    .output(auditOutput)
    .query(async ({ ctx, input }) => {
      await requireEvent(ctx.db, input.id);
      return auditPage(ctx.db, input, ctx.auth.user.role, ctx.locale);
    }),
  /** The calendar page: the events of the days shown, the calendars, the iCal feeds. */
  calendar: {
    events: calendarProcedure
      .input(calendarRangeInput)
      .output(calendarEventsOutput)
      .query(({ ctx, input }) => calendarEvents(ctx.db, input)),
    /** The day view's schedules: the advance's, so the production's to read too. */
    schedule: accessProcedure('Calendario', eventParts.production)
      .input(calendarRangeInput)
      .output(calendarScheduleOutput)
      .query(({ ctx, input }) => calendarSchedule(ctx.db, input)),
    calendars: calendarProcedure
      .output(z.array(calendarOptionOutput))
      .query(({ ctx }) => calendarOptions(ctx.db)),
    feed: feedProcedure
      .input(calendarFeedInput)
      .output(calendarFeedOutput)
      .query(({ ctx, input }) => calendarFeed(ctx.db, input.calendarId, ctx.services.publicUrl)),
    rotateFeed: feedProcedure
      .input(calendarFeedInput)
      .output(calendarFeedOutput)
      .mutation(({ ctx, input }) => rotateCalendarFeed(ctx.db, input.calendarId, ctx.services.publicUrl)),
    /**
     * Everyone's own feeds, no set-up (made on first asking, so a mutation), with `rotate` one of
     * them revoked and replaced. What they hold follows the role when a calendar reads them.
     */
    myFeeds: protectedProcedure
      .input(userFeedInput)
      .output(userFeedsOutput)
      .mutation(({ ctx, input }) =>
        userFeeds(ctx.db, ctx.auth.user.id, ctx.services.publicUrl, input.rotate),
      ),
  },
  phases: {
    list: eventProcedure.output(z.array(phaseOutput)).query(({ ctx }) => listPhases(ctx.db)),
    update: adminProcedure
      .input(phaseUpdateInput)
      .output(phaseOutput)
      .mutation(({ ctx, input }) => updatePhase(ctx.db, input, ctx.auth.user.id)),
  },
  parties: {
    save: accessProcedure(eventParts.parties)
      .input(partySaveInput)
      .output(partyOutput)
      .mutation(({ ctx, input }) => saveParty(ctx.db, input, ctx.auth.user.id)),
    remove: accessProcedure(eventParts.parties)
      .input(partyRemoveInput)
      .output(okOutput)
      .mutation(async ({ ctx, input }) => {
        await removeParty(ctx.db, input, ctx.auth.user.id);
        return { ok: true as const };
      }),
  },
  hiring: conditionsRouter(eventParts.hiring, hiring, {
    output: hiringOutput,
    create: hiringCreateInput,
    update: hiringUpdateInput,
  }),
  production: conditionsRouter(eventParts.production, production, {
    output: productionOutput,
    create: productionCreateInput,
    update: productionUpdateInput,
  }),
} satisfies TRPCRouterRecord;
