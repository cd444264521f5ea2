import { AppShell, NavLink, ScrollArea } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarMonth,
  IconCash,
  IconChartBar,
  IconDatabase,
  IconFileInvoice,
  IconSettings,
  IconTemplate,
} from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { paramOfLocale, switchLocalePath, useLocale, useT } from '../../i18n';
import { Guard } from '../auth/guard';

/**
 * Side menu links (spec §2): events, the calendar and the reports (ours: spec §2 lists neither), master data, templates; administration for admins only, at the foot.
 * A link shows only when the role may open its page (component guard, spec §6).
 */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const locale = useLocale();
  const params = { locale: paramOfLocale(locale) };
  const { pathname } = useLocation();
  const isActive = (path: string) => {
    const target = switchLocalePath(path, locale);
    return path === '/' ? pathname === target : pathname.startsWith(target);
  };

  return (
    <>
      <AppShell.Section grow component={ScrollArea}>
        <NavLink
          label={t('sidebar.event')}
          leftSection={<IconCalendarEvent size={18} />}
          active={isActive('/')}
          onClick={onNavigate}
          renderRoot={(props) => <Link to="/{-$locale}" params={params} {...props} />}
        />
        <Guard access="Calendario">
          <NavLink
            label={t('sidebar.calendar')}
            leftSection={<IconCalendarMonth size={18} />}
            active={isActive('/calendar')}
            onClick={onNavigate}
            renderRoot={(props) => <Link to="/{-$locale}/calendar" params={params} {...props} />}
          />
        </Guard>
        <Guard access="MasterData">
          <NavLink
            label={t('sidebar.masterdata')}
            leftSection={<IconDatabase size={18} />}
            active={isActive('/masterdata')}
            onClick={onNavigate}
            renderRoot={(props) => <Link to="/{-$locale}/masterdata" params={params} {...props} />}
          />
        </Guard>
        <Guard access="Informes">
          <NavLink
            label={t('sidebar.reports')}
            leftSection={<IconChartBar size={18} />}
            active={isActive('/reports')}
            onClick={onNavigate}
            renderRoot={(props) => <Link to="/{-$locale}/reports" params={params} {...props} />}
          />
        </Guard>
        <Guard access="Facturas">
          <NavLink
            label={t('sidebar.invoices')}
            leftSection={<IconFileInvoice size={18} />}
            active={isActive('/invoices') || isActive('/invoice')}
            onClick={onNavigate}
            renderRoot={(props) => <Link to="/{-$locale}/invoices" params={params} {...props} />}
          />
        </Guard>
        <Guard access="Pagos">
          <NavLink
            label={t('sidebar.payments')}
            leftSection={<IconCash size={18} />}
            active={isActive('/payments')}
            onClick={onNavigate}
            renderRoot={(props) => <Link to="/{-$locale}/payments" params={params} {...props} />}
          />
        </Guard>
        <Guard access="Plantillas">
          <NavLink
            label={t('sidebar.templates')}
            leftSection={<IconTemplate size={18} />}
            // the list, a template's editor and a new one
            active={isActive('/template') || isActive('/createtemplate')}
            onClick={onNavigate}
            renderRoot={(props) => <Link to="/{-$locale}/templates" params={params} {...props} />}
          />
        </Guard>
      </AppShell.Section>
      <Guard access="ROLE_ADMIN">
        <AppShell.Section>
          <NavLink
            label={t('sidebar.administrations')}
            leftSection={<IconSettings size={18} />}
            active={isActive('/administrations')}
            onClick={onNavigate}
            renderRoot={(props) => <Link to="/{-$locale}/administrations" params={params} {...props} />}
          />
        </AppShell.Section>
      </Guard>
    </>
  );
}
