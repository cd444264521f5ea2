import { Badge, Text } from '@mantine/core';
import { useT } from '../../../i18n';
import { type ScheduleItem, stepName } from './advance';

/** A schedule step in words: its name, its kind beside a text of its own, its place. */
export function StepSummary({ step }: { step: Pick<ScheduleItem, 'label' | 'kind' | 'source' | 'place'> }) {
  const t = useT();
  return (
    <>
      <Text size="sm">{stepName(step, t)}</Text>
      {step.label && (
        <Badge variant="light" size="sm">
          {t(`advance.kind.${step.kind}`)}
        </Badge>
      )}
      {step.place && (
        <Text size="sm" c="dimmed">
          {step.place}
        </Text>
      )}
    </>
  );
}
