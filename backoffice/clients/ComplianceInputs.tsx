import { BooleanInput, DateInput, SelectInput, TextInput } from 'react-admin';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const monthChoices = MONTHS.map((name, index) => ({ id: index + 1, name }));
export const vatCategoryChoices = [
  { id: 'none', name: 'Not registered for VAT' },
  { id: 'A', name: 'A: two-monthly, periods ending Jan, Mar…' },
  { id: 'B', name: 'B: two-monthly, periods ending Feb, Apr…' },
  { id: 'C', name: 'C: monthly' },
];
const yesNo = [
  { id: true, name: 'Yes' },
  { id: false, name: 'No' },
];

/** The 'Tax and compliance' fields (the portal's company page): the client's due dates are worked out from them. */
export function ComplianceInputs() {
  return (
    <>
      <SelectInput
        source="financialYearEndMonth"
        label="Financial year-end month"
        choices={monthChoices}
        emptyText="Not set"
        parse={(v) => (v === '' ? null : Number(v))}
      />
      <SelectInput
        source="vatCategory"
        label="VAT category"
        choices={vatCategoryChoices}
        emptyText="Not set"
        parse={(v) => v || null}
      />
      <SelectInput
        source="vatEfiler"
        label="VAT returns filed on eFiling"
        choices={yesNo}
        emptyText="Not set"
        parse={(v) => (v === '' ? null : v === true || v === 'true')}
      />
      <DateInput source="incorporationDate" label="Incorporation date" parse={(v) => v || null} />
      <BooleanInput source="registeredEmployer" label="Registered employer (PAYE)" />
      <TextInput source="payeReference" label="PAYE reference" parse={(v) => v || null} />
    </>
  );
}
