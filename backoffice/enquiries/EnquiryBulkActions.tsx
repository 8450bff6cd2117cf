import { BulkDeleteButton, BulkUpdateButton } from 'react-admin';
import { useRole } from '../permissions.ts';

/** Mark several enquiries at once; managers and admins may also delete spam. */
export function EnquiryBulkActions({
  flag,
  setLabel,
  unsetLabel,
}: {
  flag: string;
  setLabel: string;
  unsetLabel: string;
}) {
  const { seesEveryClient } = useRole();
  return (
    <>
      <BulkUpdateButton label={setLabel} data={{ [flag]: true }} mutationMode="pessimistic" />
      <BulkUpdateButton label={unsetLabel} data={{ [flag]: false }} mutationMode="pessimistic" />
      {seesEveryClient && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
}
