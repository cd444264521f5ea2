import { Code, Stack, Text } from '@mantine/core';

/** A SHA-256 written whole under its label, breaking anywhere so that it fits a phone. */
export function Sha256({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {value}
      </Code>
    </Stack>
  );
}
