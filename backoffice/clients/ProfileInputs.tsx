import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { ANNUAL_REVENUES, BUSINESS_TYPES } from '../../domain/enums.ts';
import { ANNUAL_REVENUE_LABELS, BUSINESS_TYPE_LABELS } from '../../domain/labels.ts';

const businessTypes = BUSINESS_TYPES.map((id) => ({ id, name: BUSINESS_TYPE_LABELS[id] }));
const annualRevenues = ANNUAL_REVENUES.map((id) => ({ id, name: ANNUAL_REVENUE_LABELS[id] }));

/** The company form's fields (the portal's Company Info), shared by the client and user edit forms. */
export function ProfileInputs() {
  return (
    <>
      <TextInput source="company" label="Company name" />
      <TextInput source="firstName" label="First name" />
      <TextInput source="lastName" label="Last name" />
      <TextInput source="phone" />
      <TextInput source="address" />
      <TextInput source="city" />
      <TextInput source="postalCode" label="Postal code" />
      <TextInput source="country" />
      <TextInput source="vatNumber" label="VAT number" />
      <TextInput source="registrationNumber" label="Registration number" />
      <SelectInput source="businessType" label="Business type" choices={businessTypes} emptyText="Not set" />
      <SelectInput source="annualRevenue" label="Annual revenue" choices={annualRevenues} emptyText="Not set" />
      <NumberInput source="numberOfEmployees" label="Number of employees" min={0} step={1} />
    </>
  );
}
