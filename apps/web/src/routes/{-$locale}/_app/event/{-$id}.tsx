import { Tabs } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { HiringTab } from '../../../../features/events/conditions/HiringTab';
import { ProductionTab } from '../../../../features/events/conditions/ProductionTab';
import { EventHistory } from '../../../../features/events/history/EventHistory';
import { ComingSoon } from '../../../../features/layout/ComingSoon';
import { useT } from '../../../../i18n';

export const Route = createFileRoute('/{-$locale}/_app/event/{-$id}')({
  component: EventPage,
});

/** Stand-in until the editor shell arrives: the conditions tabs and the history, to work on them. */
function EventPage() {
  const t = useT();
  const { id } = Route.useParams();
  const eventId = Number(id);
  const onDirtyChange = useCallback(() => {}, []);
  if (!Number.isInteger(eventId) || eventId < 1) return <ComingSoon page="event" />;
  return (
    <Tabs defaultValue="hiring" keepMounted>
      <Tabs.List mb="md">
        <Tabs.Tab value="hiring">Condiciones de contratación</Tabs.Tab>
        <Tabs.Tab value="production">Condiciones de producción</Tabs.Tab>
        <Tabs.Tab value="history">{t('history.title')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="hiring">
        <HiringTab eventId={eventId} onDirtyChange={onDirtyChange} />
      </Tabs.Panel>
      <Tabs.Panel value="production">
        <ProductionTab eventId={eventId} onDirtyChange={onDirtyChange} />
      </Tabs.Panel>
      <Tabs.Panel value="history">
        <EventHistory eventId={eventId} />
      </Tabs.Panel>
    </Tabs>
  );
}
