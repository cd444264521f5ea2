import type { TRPCRouterRecord } from '@trpc/server';
import { fileOutput } from '../shared/files';
import { accessProcedure } from '../trpc';
import {
  reportEventsInput,
  reportEventsOutput,
  reportExportInput,
  reportFilterInput,
  reportSummaryOutput,
} from './schemas';
import { exportReport, reportEvents, reportSummary } from './service';
import { exportWithholdings, quarterWithholdings } from './withholdings';
import { withholdingsExportInput, withholdingsInput, withholdingsOutput } from './withholdings-schemas';

/** Issue 21: the reports read every settled event's figures, so all of them are behind `Informes`. */
const reportProcedure = accessProcedure('Informes');

export const reportsRouter = {
  summary: reportProcedure
    .input(reportFilterInput)
    .output(reportSummaryOutput)
    .query(({ ctx, input }) => reportSummary(ctx.db, input)),
  events: reportProcedure
    .input(reportEventsInput)
    .output(reportEventsOutput)
    .query(({ ctx, input }) => reportEvents(ctx.db, input)),
  export: reportProcedure
    .input(reportExportInput)
    .output(fileOutput)
    .query(({ ctx, input }) => exportReport(ctx.db, input, ctx.locale)),
  /** Issue 30: the quarter's IRPF and IRNR withheld from the artists' invoices (modelos 111 and 216). */
  withholdings: reportProcedure
    .input(withholdingsInput)
    .output(withholdingsOutput)
    .query(({ ctx, input }) => quarterWithholdings(ctx.db, input)),
  withholdingsExport: reportProcedure
    .input(withholdingsExportInput)
    .output(fileOutput)
    .query(({ ctx, input }) => exportWithholdings(ctx.db, input, ctx.locale)),
} satisfies TRPCRouterRecord;
