import {
  Accordion,
  Badge,
  Code,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import type { Variable, VariableGroup } from '../api';
import classes from './VariablePicker.module.css';
import { searchVariables } from './variables';

const SEARCH_MS = 150;

function VariableButton({
  group,
  variable,
  onPick,
}: {
  group: VariableGroup;
  variable: Variable;
  onPick: (placeholder: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const label = `${group.label[locale]} · ${variable.label[locale]}`;
  return (
    <UnstyledButton
      className={classes.variable}
      aria-label={t('templates.variables.insert', { label })}
      // keeps the caret where it is in the subject or the body until the insert moves it
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(variable.placeholder)}
    >
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text size="sm">{variable.label[locale]}</Text>
        {variable.kind === 'rows' && (
          <Badge size="xs" variant="outline">
            {t('templates.variables.rows')}
          </Badge>
        )}
      </Group>
      <Code fz="xs" c="dimmed" bg="transparent" p={0}>
        {`${group.key}.${variable.key}`}
      </Code>
    </UnstyledButton>
  );
}

/**
 * The variables of the catalogue by group, searched by label (either language) or name; a click
 * inserts one where the caret is in `target` (a chip in the body, text in the subject).
 */
export function VariablePicker({
  groups,
  target,
  onPick,
}: {
  groups: readonly VariableGroup[];
  target: 'subject' | 'body';
  onPick: (placeholder: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_MS);
  const [opened, setOpened] = useState<string[]>([]);
  const shown = searchVariables(groups, q);
  return (
    <Paper withBorder radius="md" p="sm" pos="sticky" top={76}>
      <Stack gap="xs">
        <Text fw={600}>{t('templates.variables.title')}</Text>
        <Text size="xs" c="dimmed">
          {t(target === 'subject' ? 'templates.variables.intoSubject' : 'templates.variables.intoBody')}
        </Text>
        <TextInput
          aria-label={t('templates.variables.search')}
          placeholder={t('templates.variables.search')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <ScrollArea.Autosize mah="calc(100vh - 300px)" type="auto" offsetScrollbars>
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed" py="sm">
              {t('templates.variables.none', { q })}
            </Text>
          ) : (
            <Accordion
              multiple
              variant="contained"
              chevronPosition="left"
              // while searching, every group that matches is open
              value={q ? shown.map((group) => group.key) : opened}
              onChange={setOpened}
            >
              {shown.map((group) => (
                <Accordion.Item key={group.key} value={group.key}>
                  <Accordion.Control>
                    <Text size="sm" fw={500}>
                      {group.label[locale]}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap={2}>
                      {group.variables.map((variable) => (
                        <VariableButton
                          key={variable.key}
                          group={group}
                          variable={variable}
                          onPick={onPick}
                        />
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
