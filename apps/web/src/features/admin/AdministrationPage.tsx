import { Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHistory, IconListNumbers, IconMail, IconShieldLock, IconUsers } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { PageTitle } from '../layout/PageTitle';
import { LogsTab } from './LogsTab';
import { MailTab } from './MailTab';
import { PhasesTab } from './PhasesTab';
import { RolesTab } from './RolesTab';
import { isAdminTab } from './types';
import { UsersTab } from './UsersTab';

const routeApi = getRouteApi('/{-$locale}/_app/administrations');

/** `/administrations` (ROLE_ADMIN): users, roles, the sign-in log, the event phases and the mailbox; the open tab lives in the URL. */
export function AdministrationPage() {
  const t = useT();
  const { tab = 'users' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  useDocumentTitle(`${t('page.administrations')} · ${t('app.name')}`);

  return (
    <Stack gap="md">
      <PageTitle>{t('page.administrations')}</PageTitle>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => {
          if (isAdminTab(value)) {
            void navigate({ search: { tab: value === 'users' ? undefined : value }, replace: true });
          }
        }}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} />}>
            {t('admin.tab.users')}
          </Tabs.Tab>
          <Tabs.Tab value="roles" leftSection={<IconShieldLock size={16} />}>
            {t('admin.tab.roles')}
          </Tabs.Tab>
          <Tabs.Tab value="logs" leftSection={<IconHistory size={16} />}>
            {t('admin.tab.logs')}
          </Tabs.Tab>
          <Tabs.Tab value="phases" leftSection={<IconListNumbers size={16} />}>
            {t('phases.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="mail" leftSection={<IconMail size={16} />}>
            {t('mailbox.tab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="roles">
          <RolesTab />
        </Tabs.Panel>
        <Tabs.Panel value="logs">
          <LogsTab />
        </Tabs.Panel>
        <Tabs.Panel value="phases">
          <PhasesTab />
        </Tabs.Panel>
        <Tabs.Panel value="mail">
          <MailTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
