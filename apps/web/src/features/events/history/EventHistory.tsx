import { Text } from '@mantine/core';
import { useT } from '../../../i18n';

/** Placeholder until the history work lands (same export, same props). */
export function EventHistory(_props: { eventId: number }) {
  const t = useT();
  return <Text c="dimmed">{t('comingSoon.text')}</Text>;
}
