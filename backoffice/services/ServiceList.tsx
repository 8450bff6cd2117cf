import { BooleanField, Datagrid, List, NumberField, SimpleList, TextField } from 'react-admin';
import { formatRand } from '../../domain/format.ts';
import { RandText } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { useRole } from '../permissions.ts';

export function ServiceList() {
  const isSmall = useIsSmall();
  const { isAdmin } = useRole();
  return (
    <List sort={{ field: 'sortOrder', order: 'ASC' }} pagination={false} exporter={false}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.title}
          secondaryText={(r) => `${formatRand(r.price)} per month`}
          linkType={isAdmin ? 'edit' : false}
        />
      ) : (
        <Datagrid rowClick={isAdmin ? 'edit' : false} bulkActionButtons={false}>
          <NumberField source="sortOrder" />
          <TextField source="title" />
          <TextField source="packageType" />
          <RandText source="price" />
          <BooleanField source="isHighlighted" sortable={false} />
          <TextField source="description" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
