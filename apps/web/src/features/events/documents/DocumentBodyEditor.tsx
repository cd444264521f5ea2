import { Textarea } from '@mantine/core';

/**
 * The body of an event document. Interim: a plain text area over the HTML until the templates'
 * rich-text editor lands (branch tpl-web); `revision` tells it a body came from outside.
 */
export function DocumentBodyEditor({
  label,
  body,
  revision,
  onChange,
}: {
  label: string;
  body: string;
  revision: number;
  onChange: (body: string) => void;
  pageBreak?: boolean;
}) {
  return (
    <Textarea
      key={revision}
      label={label}
      value={body}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize
      minRows={6}
      maxRows={20}
    />
  );
}
