import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { eventTabOf, type NotificationRow } from './wording';

/** The event a notification is about, opened on the tab where what it tells is. */
export function NotificationEventLink({
  row,
  onOpen,
}: {
  row: Pick<NotificationRow, 'kind' | 'eventId' | 'eventName'>;
  onOpen?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  if (row.eventId === null) return null;
  const name = row.eventName ?? String(row.eventId);
  return (
    <Anchor
      size="sm"
      aria-label={t('notifications.openEvent', { event: name })}
      onClick={onOpen}
      renderRoot={(props) => (
        <Link
          to="/{-$locale}/event/{-$id}"
          params={{ locale: paramOfLocale(locale), id: String(row.eventId) }}
          search={{ tab: eventTabOf[row.kind] }}
          {...props}
        />
      )}
    >
      {name}
    </Anchor>
  );
}
