import { Center, Loader } from '@mantine/core';
import { useT } from '../../i18n';

/** A named spinner in the place of what is on its way (a status, as the theme makes every Loader). */
export function Loading() {
  const t = useT();
  return (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
