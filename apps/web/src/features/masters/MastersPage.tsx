import { ScrollArea, Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useT } from '../../i18n';
import { PageTitle } from '../layout/PageTitle';
import { describe, isMasterKey } from './descriptions';
import { MasterTable } from './MasterTable';
import { masterKeys } from './master-keys';

const routeApi = getRouteApi('/{-$locale}/_app/masterdata');

/** `/masterdata`: one tab per master, each a searchable list with its editor; the open tab lives in the URL. */
export function MastersPage() {
  const t = useT();
  const { tab = 'artist', q, id } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  // once open, the record leaves the URL: a reload does not open it again, and picking it again does
  const forgetOpened = useCallback(
    () => void navigate({ search: (search) => ({ ...search, id: undefined }), replace: true }),
    [navigate],
  );
  useDocumentTitle(`${t('page.masterdata')} · ${t('app.name')}`);

  return (
    <Stack gap="md">
      <PageTitle>{t('page.masterdata')}</PageTitle>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => {
          if (isMasterKey(value)) {
            void navigate({ search: { tab: value === 'artist' ? undefined : value }, replace: true });
          }
        }}
      >
        <ScrollArea type="auto" offsetScrollbars mb="md">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {masterKeys.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {t(`masters.${key}.tab`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        {masterKeys.map((key) => (
          <Tabs.Panel key={key} value={key}>
            {/* only the open tab renders; a new search from the palette starts it afresh */}
            <MasterTable key={q} description={describe(key)} opening={{ q, id }} onOpened={forgetOpened} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
