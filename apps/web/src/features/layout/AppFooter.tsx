import { Box, Group, SegmentedControl, Text } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { type Locale, loadMessages, switchLocalePath, useLocale, useT, writeLocaleCookie } from '../../i18n';

/** Grey footer: the ERDF acknowledgement (spec §1) and the language switch. */
export function AppFooter() {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  // the new language's messages first: the page then changes language in one go
  const switchTo = async (next: Locale) => {
    await loadMessages(next);
    writeLocaleCookie(next);
    void navigate({ href: `${switchLocalePath(location.pathname, next)}${location.searchStr}` });
  };

  return (
    <Box component="footer" bg="gray.3" px="lg" py="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="xs" c="gray.7" maw={760}>
          {t('footer.acknowledgement')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={t('footer.language')}
          value={locale}
          onChange={(value) => void switchTo(value === 'en' ? 'en' : 'es')}
          data={[
            { value: 'es', label: t('locale.es') },
            { value: 'en', label: t('locale.en') },
          ]}
        />
      </Group>
    </Box>
  );
}
