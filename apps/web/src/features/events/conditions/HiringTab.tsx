import { Text } from '@mantine/core';
import { useT } from '../../../i18n';
import type { EventTabProps } from '../event-tab';

/** Placeholder until the conditions work lands (same export, same props). */
export function HiringTab(_props: EventTabProps) {
  const t = useT();
  return <Text c="dimmed">{t('comingSoon.text')}</Text>;
}
