import { type AccountDetails, GSTIN_PATTERN } from '@depot/contracts/account';
import { organizationFieldLabels as labels } from '@depot/contracts/organization-fields';
import { Button, Col, Form, Input, Row, Select, Switch } from 'antd';
import { useId } from 'react';
import { PhoneInput } from '@/components/phone-input.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { useCountries, useCurrencies, useStates } from '@/lib/reference/reference-data.tsx';
import {
  countryOptions,
  currencyOptions,
  stateOptions,
  timeZoneOptions,
} from '@/lib/reference/reference-options.ts';
import { useUpdateAccountDetails } from '../api/update-account-details.ts';
import { sectionFieldErrors, sectionPaths } from './section-field-errors.ts';

type Organization = AccountDetails['organization'];
type OrganizationValues = {
  [Field in keyof Organization]: Organization[Field] extends string | null ? string : boolean;
};
const FIELDS = [
  'name',
  'legalName',
  'email',
  'phone',
  'taxId',
  'country',
  'state',
  'timezone',
  'currency',
  'requireSecondFactor',
] as const;

function initialValues(organization: Organization): OrganizationValues {
  return {
    ...organization,
    legalName: organization.legalName ?? '',
    email: organization.email ?? '',
    phone: organization.phone ?? '',
    taxId: organization.taxId ?? '',
    state: organization.state ?? '',
  };
}

/** India's tax id is the GSTIN; elsewhere the field takes whatever the country uses. */
export function taxIdLabel(country: string | undefined): string {
  return country === 'IN' ? 'GSTIN' : 'Tax ID';
}

/** The organisation's details, for people whose role may edit settings. */
export function OrganizationForm({ organization }: { organization: Organization }) {
  const [form] = Form.useForm<OrganizationValues>();
  const update = useUpdateAccountDetails();
  const notice = useNotice();
  const country = Form.useWatch('country', form) ?? organization.country;
  const { countries, countryOf } = useCountries();
  const currencies = useCurrencies();
  const statesQuery = useStates(country);
  const states = statesQuery.data ?? [];
  const ids = {
    country: useId(),
    state: useId(),
    timezone: useId(),
    currency: useId(),
    secondFactor: useId(),
  };

  // A new country brings its own states and time zones: the old choices no longer belong.
  function onCountryChange(next: string) {
    const zones = countryOf(next)?.timezones ?? [];
    form.setFieldsValue({ state: '', ...(zones[0] ? { timezone: zones[0].zoneName } : {}) });
  }

  function onFinish(values: OrganizationValues) {
    if (update.isPending) return;
    update.mutate(
      { organization: values },
      {
        onSuccess: () => notice.success('The organisation details are saved.'),
        onError: (error) => form.setFields(sectionFieldErrors(error, 'organization', FIELDS)),
      },
    );
  }

  return (
    <Form<OrganizationValues>
      form={form}
      name="organization"
      layout="vertical"
      initialValues={initialValues(organization)}
      onFinish={onFinish}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label={labels.name}
            name="name"
            rules={[{ required: true, whitespace: true, message: 'Enter the organisation name' }]}
          >
            <Input autoComplete="organization" maxLength={160} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={labels.legalName} name="legalName">
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={labels.email}
            name="email"
            rules={[{ type: 'email', message: 'Enter a valid email address' }]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={labels.phone} name="phone">
            <PhoneInput defaultCountry={country} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={labels.country} name="country" htmlFor={ids.country}>
            <Select
              id={ids.country}
              showSearch={{ optionFilterProp: 'label' }}
              options={countryOptions(countries, organization.country)}
              onChange={onCountryChange}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={labels.state} name="state" htmlFor={ids.state}>
            <Select
              id={ids.state}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={stateOptions(
                states,
                organization.country === country ? organization.state : null,
              )}
              loading={statesQuery.isFetching}
              notFoundContent={
                !country
                  ? 'Choose a country first'
                  : statesQuery.isFetching
                    ? 'Loading the states…'
                    : statesQuery.isError
                      ? 'The states could not be loaded'
                      : 'This country has no states listed'
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={taxIdLabel(country)}
            name="taxId"
            dependencies={['country']}
            extra={country === 'IN' ? '15 characters, like 27AAHCS4821K1Z6' : undefined}
            normalize={(value: string) => value.toUpperCase()}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const taxId = value?.trim();
                  if (country === 'IN' && taxId && !GSTIN_PATTERN.test(taxId)) {
                    throw new Error('Enter a 15-character GSTIN, like 27AAHCS4821K1Z6');
                  }
                },
              },
            ]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={labels.timezone} name="timezone" htmlFor={ids.timezone}>
            <Select
              id={ids.timezone}
              showSearch={{ optionFilterProp: 'label' }}
              options={timeZoneOptions(countryOf(country), organization.timezone)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={labels.currency} name="currency" htmlFor={ids.currency}>
            <Select
              id={ids.currency}
              showSearch={{ optionFilterProp: 'label' }}
              options={currencyOptions(currencies, organization.currency)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label={labels.requireSecondFactor}
        name="requireSecondFactor"
        htmlFor={ids.secondFactor}
        valuePropName="checked"
        extra="Everyone in the organisation then confirms each sign-in with a code from their inbox."
      >
        <Switch id={ids.secondFactor} />
      </Form.Item>
      <RequestError error={update.error} fieldNames={sectionPaths('organization', FIELDS)} />
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Save organisation
      </Button>
    </Form>
  );
}
