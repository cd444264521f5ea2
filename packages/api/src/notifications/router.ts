import type { TRPCRouterRecord } from '@trpc/server';
import type { SignedIn } from '../context';
import { accessProcedure } from '../trpc';
import {
  markReadInput,
  notificationIdInput,
  notificationListInput,
  notificationOutput,
  notificationPageOutput,
  unreadOutput,
} from './schemas';
import { findNotification, listNotifications, markRead, unreadCount } from './service';

/** Spec §6: the notifications page and the header's bell are behind `Notificaciones`. */
const notificationProcedure = accessProcedure('Notificaciones');

const readerOf = (ctx: SignedIn) => ctx.auth.user;

export const notificationsRouter = {
  list: notificationProcedure
    .input(notificationListInput)
    .output(notificationPageOutput)
    .query(({ ctx, input }) => listNotifications(ctx.db, readerOf(ctx), input)),
  find: notificationProcedure
    .input(notificationIdInput)
    .output(notificationOutput)
    .query(({ ctx, input }) => findNotification(ctx.db, readerOf(ctx), input.id)),
  unreadCount: notificationProcedure
    .output(unreadOutput)
    .query(async ({ ctx }) => ({ unreadCount: await unreadCount(ctx.db, readerOf(ctx)) })),
  markRead: notificationProcedure
    .input(markReadInput)
    .output(unreadOutput)
    .mutation(({ ctx, input }) => markRead(ctx.db, readerOf(ctx), input.ids)),
  markAllRead: notificationProcedure
    .output(unreadOutput)
    .mutation(({ ctx }) => markRead(ctx.db, readerOf(ctx))),
} satisfies TRPCRouterRecord;
