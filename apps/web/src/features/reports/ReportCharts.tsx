import '@mantine/charts/styles.css';
import type { ReportSummary } from '@bolo/api/reports/public';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { marginColor, monthLabel } from './report-filter';

const POSITIVE_COLOR = 'teal.6';

/** The halls a chart shows: the greatest margins (the server sends them in that order). */
const SHOWN_HALLS = 12;

/**
 * The margin by month and by hall, in euros. Recharts is large: the page loads this module lazily,
 * so no other page's first load carries it.
 */
export function ReportCharts({ summary }: { summary: ReportSummary }) {
  const t = useT();
  const locale = useLocale();
  const series = [{ name: 'margin', label: t('reports.chart.margin'), color: POSITIVE_COLOR }];
  // a loss is a red bar
  const barColor = (value: number) => marginColor(value, POSITIVE_COLOR);
  const euros = (cents: number) => formatMoney(cents, locale);
  const byMonth = summary.byMonth.map((row) => ({
    month: monthLabel(row.month, locale),
    margin: row.margin,
  }));
  const byHall = summary.byHall.slice(0, SHOWN_HALLS).map((row) => ({
    hall: row.hallName ?? t('reports.noHall'),
    margin: row.margin,
  }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartFigure title={t('reports.chart.byMonth')}>
        <BarChart
          h={260}
          data={byMonth}
          dataKey="month"
          series={series}
          getBarColor={barColor}
          valueFormatter={euros}
        />
      </ChartFigure>
      <ChartFigure title={t('reports.chart.byHall')}>
        <BarChart
          h={Math.max(160, byHall.length * 32)}
          data={byHall}
          dataKey="hall"
          orientation="vertical"
          yAxisProps={{ width: 140 }}
          series={series}
          getBarColor={barColor}
          valueFormatter={euros}
        />
      </ChartFigure>
    </SimpleGrid>
  );
}

/** A chart in its card, named by its title for screen readers. */
function ChartFigure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" shadow="xs" component="figure" m={0} aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
