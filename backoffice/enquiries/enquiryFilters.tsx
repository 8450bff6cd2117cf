import { DateInput, NullableBooleanInput, SearchInput, TextInput } from 'react-admin';

/** The inbox filters every enquiry list shares: search, the flag, the partner source and a date range. */
export function enquiryFilters(flag: string, flagLabel: string) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search name, e-mail, message" />,
    <NullableBooleanInput key={flag} source={flag} label={flagLabel} alwaysOn />,
    <TextInput key="source" source="source" label="Source (partner tag)" />,
    <DateInput key="from" source="createdAt_gte" label="Received from" />,
    <DateInput key="to" source="createdAt_lte" label="Received until" />,
  ];
}
