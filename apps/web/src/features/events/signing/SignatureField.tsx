import { Box, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { type PointerEvent, useId, useRef } from 'react';
import { useT } from '../../../i18n';

export type SignatureKind = 'drawn' | 'typed';

/** The drawing's size in pixels (shown at the width of the field): well under the server's bounds. */
const WIDTH = 600;
const HEIGHT = 200;
const INK = '#1a1b4b';

/** A name written in italic on a transparent PNG the size of a drawn signature: the typed signature. */
export function typedSignature(name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return '';
  let size = 72;
  const font = () => `italic ${size}px Georgia, 'Times New Roman', serif`;
  context.font = font();
  // smaller until the name fits, for a long one
  while (size > 20 && context.measureText(name).width > WIDTH - 40) {
    size -= 4;
    context.font = font();
  }
  context.fillStyle = INK;
  context.textBaseline = 'middle';
  context.textAlign = 'center';
  context.fillText(name, WIDTH / 2, HEIGHT / 2);
  return canvas.toDataURL('image/png');
}

/**
 * The signature: drawn with a finger, a pen or the mouse on a canvas (pointer events), or, for
 * whoever cannot draw (a keyboard), the name typed above written in italic. The drawing is handed
 * up as a PNG data URL after each stroke.
 */
export function SignatureField({
  kind,
  onKindChange,
  fullName,
  drawn,
  onDrawn,
  error,
}: {
  kind: SignatureKind;
  onKindChange: (kind: SignatureKind) => void;
  fullName: string;
  drawn: string | null;
  onDrawn: (png: string | null) => void;
  error?: string;
}) {
  const t = useT();
  const labelId = useId();
  const errorId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    last.current = pointOf(event);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    const context = canvas.current?.getContext('2d');
    if (!from || !context) return;
    const to = pointOf(event);
    context.strokeStyle = INK;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
  };
  const end = () => {
    if (!last.current) return;
    last.current = null;
    if (canvas.current) onDrawn(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onDrawn(null);
  };

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {t('signing.link.signature')}
      </Text>
      <SegmentedControl
        value={kind}
        onChange={(value) => onKindChange(value === 'typed' ? 'typed' : 'drawn')}
        data={[
          { value: 'drawn', label: t('signing.link.kind.drawn') },
          { value: 'typed', label: t('signing.link.kind.typed') },
        ]}
        w="fit-content"
      />
      {kind === 'drawn' ? (
        <>
          <Box
            component="canvas"
            ref={canvas}
            width={WIDTH}
            height={HEIGHT}
            role="img"
            aria-label={t('signing.link.canvas')}
            aria-describedby={error ? errorId : undefined}
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
            bg="white"
            style={{
              width: '100%',
              maxWidth: WIDTH,
              aspectRatio: `${WIDTH} / ${HEIGHT}`,
              touchAction: 'none',
              border: `1px solid var(--mantine-color-${error ? 'red-6' : 'gray-5'})`,
              borderRadius: 'var(--mantine-radius-sm)',
              cursor: 'crosshair',
            }}
          />
          <Group justify="space-between" maw={WIDTH}>
            <Text size="xs" c="dimmed">
              {t('signing.link.canvas')}
            </Text>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconEraser size={14} />}
              onClick={clear}
              disabled={!drawn}
            >
              {t('signing.link.clear')}
            </Button>
          </Group>
        </>
      ) : (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('signing.link.typedHint')}
          </Text>
          <Box
            bg="white"
            maw={WIDTH}
            p="md"
            aria-label={t('signing.link.typedPreview')}
            role="img"
            style={{
              border: '1px solid var(--mantine-color-gray-5)',
              borderRadius: 'var(--mantine-radius-sm)',
              fontFamily: "Georgia, 'Times New Roman', serif",
              fontStyle: 'italic',
              fontSize: 32,
              color: INK,
              minHeight: 80,
              overflowWrap: 'anywhere',
            }}
          >
            {fullName}
          </Box>
        </Stack>
      )}
      {error && (
        <Text size="xs" c="red.8" id={errorId}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
