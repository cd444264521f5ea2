import { Text, UnstyledButton } from '@mantine/core';
import { useT } from '../../i18n';

function LogoText() {
  const t = useT();
  return (
    <Text component="span" c="white" fw={700} fz={26} ff="heading" lts={0.5}>
      {t('app.name')}
    </Text>
  );
}

/** The logo as a plain mark (visitor pages). */
export function Logo() {
  return <LogoText />;
}

/** The logo as the way home (staff pages). */
export function HomeLogo({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <UnstyledButton onClick={onClick} aria-label={t('header.home')}>
      <LogoText />
    </UnstyledButton>
  );
}
