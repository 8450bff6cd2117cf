import {
  CloneButton,
  Create,
  Datagrid,
  List,
  required,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { PACKAGES } from '../../domain/packages.ts';
import { csvExporter } from '../common/csvExporter.ts';
import { DateText } from '../common/fields.tsx';
import { useRole } from '../permissions.ts';

const packageChoices = PACKAGES.map((pkg) => ({ id: pkg.packageType, name: pkg.title }));

export function TemplateList() {
  return (
    <List
      exporter={csvExporter}
      filters={[
        <SelectInput key="packageType" source="packageType" label="Package" choices={packageChoices} alwaysOn />,
      ]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      title="Engagement letter templates"
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <SelectField source="packageType" label="Package" choices={packageChoices} />
        <TextField source="version" />
        <DateText source="createdAt" label="Written" />
      </Datagrid>
    </List>
  );
}

function ShowActions() {
  const { isAdmin } = useRole();
  return <TopToolbar>{isAdmin && <CloneButton label="Edit as a new version" />}</TopToolbar>;
}

export function TemplateShow() {
  return (
    <Show title="Engagement letter template" actions={<ShowActions />}>
      <SimpleShowLayout>
        <SelectField source="packageType" label="Package" choices={packageChoices} />
        <TextField source="version" />
        <TextField source="body" sx={{ whiteSpace: 'pre-wrap' }} />
      </SimpleShowLayout>
    </Show>
  );
}

/** A new version of a package's template; letters already sent keep theirs. */
export function TemplateCreate() {
  return (
    <Create
      title="New template version"
      redirect="show"
      transform={({ packageType, body }: { packageType: string; body: string }) => ({ packageType, body })}
    >
      <SimpleForm>
        <SelectInput source="packageType" label="Package" choices={packageChoices} validate={required()} />
        <TextInput
          source="body"
          multiline
          fullWidth
          minRows={16}
          validate={required()}
          helperText="Placeholders: {{client.name}}, {{client.email}}, {{company.name}}, {{company.address}}, {{company.registration}}, {{package.name}}, {{fees}}, {{firm.name}}, {{firm.legalName}}, {{firm.address}}, {{firm.email}}, {{firm.phone}}, {{firm.vatNumber}}, {{date}}"
        />
      </SimpleForm>
    </Create>
  );
}
