import { Button, useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';

interface Props {
  /** The flag: isRead, isContacted or isProcessed. */
  flag: string;
  /** What pressing does when the flag is off ("Mark read") and when it is on ("Mark unread"). */
  setLabel: string;
  unsetLabel: string;
}

/** Flips an enquiry's flag in place, from the list or the expanded row. */
export function FlagToggleButton({ flag, setLabel, unsetLabel }: Props) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const value = Boolean(record[flag]);
  return (
    <Button
      label={value ? unsetLabel : setLabel}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          resource,
          { id: record.id, data: { [flag]: !value }, previousData: record },
          { mutationMode: 'pessimistic', onError: (error) => notify((error as Error).message, { type: 'error' }) },
        );
      }}
    />
  );
}
