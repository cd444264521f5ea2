import { contractTypes, paymentTypes } from '@bolo/api/events/public';
import {
  Alert,
  Divider,
  Input,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useT } from '../../../i18n';
import { CurrencySelect } from './CurrencySelect';
import type { Exclusivity, HiringFormValues, PartyKind } from './hiring-form';
import { useMoneyInputProps } from './money-input';
import { TierEditor } from './TierEditor';

const exclusivityChoices: Exclusivity[] = ['si', 'no', ''];

/** One party's hiring conditions (spec §3): fixed and variable fee, contract, exclusivity, notes. */
export function HiringBlock({
  form,
  party,
  liveErrors,
  disabled,
}: {
  form: UseFormReturnType<HiringFormValues>;
  party: PartyKind;
  liveErrors: Record<string, string>;
  disabled: boolean;
}) {
  const t = useT();
  const values = form.values[party];
  const money = useMoneyInputProps(values.cache.currency);
  const exclusivityLabel = useId();
  const field = <K extends string>(name: K) => ({
    ...form.getInputProps(`${party}.${name}`),
    disabled,
  });
  const checkbox = (name: string) => ({
    ...form.getInputProps(`${party}.${name}`, { type: 'checkbox' }),
    disabled,
  });
  const payments = [
    { value: '', label: t('conditions.payment.none') },
    ...paymentTypes.map((type) => ({ value: type, label: t(`conditions.payment.${type}`) })),
  ];
  const isProducer = party === 'productor';
  const contracts = [
    { value: '', label: t('conditions.tipoContrato.none') },
    ...(isProducer
      ? []
      : contractTypes.map((type) => ({ value: type, label: t(`conditions.tipoContrato.${type}`) }))),
  ];

  return (
    <Stack gap="lg">
      {disabled && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('conditions.hallWithoutVenue')}
        </Alert>
      )}
      <Stack gap="sm">
        <Title order={5}>{t('conditions.fijo.title')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Switch label={t('conditions.fijo.active')} {...checkbox('cache.fijo.active')} mt={{ sm: 28 }} />
          <CurrencySelect
            label={t('conditions.currency')}
            description={t('conditions.currency.help')}
            {...field('cache.currency')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <NumberInput
            {...money}
            label={t('conditions.fijo.quantity', { currency: money.rightSection })}
            {...field('cache.fijo.quantity')}
            disabled={disabled || !values.cache.fijo.active}
          />
          <NativeSelect label={t('conditions.formaPagoFijo')} data={payments} {...field('formaPagoFijo')} />
        </SimpleGrid>
        <Textarea
          label={t('conditions.fijo.description')}
          autosize
          minRows={1}
          maxRows={6}
          {...field('cache.fijo.description')}
        />
      </Stack>

      <Divider />
      <Stack gap="sm">
        <Title order={5}>{t('conditions.variable.title')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Switch
            label={t('conditions.variable.active')}
            {...checkbox('cache.variable.active')}
            mt={{ sm: 28 }}
          />
          <NativeSelect
            label={t('conditions.formaPagoVariable')}
            data={payments}
            {...field('formaPagoVariable')}
          />
        </SimpleGrid>
        {!values.cache.variable.active && values.cache.variable.sections.length > 0 && (
          <Alert color="gray" variant="light" p="xs">
            {t('conditions.variable.inactive')}
          </Alert>
        )}
        <TierEditor
          form={form}
          path={`${party}.cache.variable.sections`}
          sections={values.cache.variable.sections}
          currency={values.cache.currency}
          onAdd={(section) => form.insertListItem(`${party}.cache.variable.sections`, section)}
          errors={liveErrors}
          disabled={disabled}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Switch
            label={t('conditions.versus')}
            description={t('conditions.versus.help')}
            {...checkbox('cache.versus')}
            error={liveErrors[`${party}.cache.versus`]}
          />
          <NumberInput
            {...money}
            label={t('conditions.promoterProfit')}
            description={t('conditions.promoterProfit.help')}
            {...field('cache.promoterProfit')}
          />
        </SimpleGrid>
        <Textarea
          label={t('conditions.variable.description')}
          autosize
          minRows={1}
          maxRows={6}
          {...field('cache.variable.description')}
        />
      </Stack>

      <Divider />
      <Stack gap="sm">
        <Title order={5}>{t('conditions.contract.title')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <NativeSelect
            label={t('conditions.tipoContrato')}
            data={contracts}
            description={isProducer ? t('conditions.tipoContrato.producer') : undefined}
            {...field('tipoContrato')}
            disabled={disabled || isProducer}
          />
          <Input.Wrapper label={t('conditions.exclusividad')} id={exclusivityLabel}>
            <SegmentedControl
              fullWidth
              aria-labelledby={`${exclusivityLabel}-label`}
              data={exclusivityChoices.map((value) => ({
                value,
                label: t(value === '' ? 'conditions.exclusividad.unset' : `conditions.exclusividad.${value}`),
              }))}
              {...field('exclusividad')}
            />
          </Input.Wrapper>
        </SimpleGrid>
        <Textarea
          label={t('conditions.observacionesExclusividad')}
          autosize
          minRows={2}
          maxRows={8}
          {...field('observacionesExclusividad')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <NumberInput
            label={t('conditions.invitaciones')}
            min={0}
            max={100_000}
            allowDecimal={false}
            allowNegative={false}
            {...field('invitaciones')}
          />
        </SimpleGrid>
        <Textarea
          label={t('conditions.observacionesInvitaciones')}
          autosize
          minRows={1}
          maxRows={6}
          {...field('observacionesInvitaciones')}
        />
      </Stack>

      <Divider />
      <Stack gap="sm">
        <Title order={5}>{t('conditions.notes.title')}</Title>
        <Textarea
          label={t('conditions.observacionesTransfer')}
          autosize
          minRows={1}
          maxRows={6}
          {...field('observacionesTransfer')}
        />
        <Textarea
          label={t('conditions.observacionesGenerales')}
          autosize
          minRows={2}
          maxRows={8}
          {...field('observacionesGenerales')}
        />
        <Textarea
          label={t('conditions.politicaMenores')}
          autosize
          minRows={1}
          maxRows={6}
          {...field('politicaMenores')}
        />
      </Stack>
    </Stack>
  );
}
