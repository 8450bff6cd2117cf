import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenIcon from '@mui/icons-material/OpenInNew';
import { useRecordContext } from 'react-admin';

/** Open the document's file in a new tab, or download it (the API checks that this staff member may). */
// `label` is read by Datagrid for the column header.
export function FileLinks(_props: { label?: string }) {
  const record = useRecordContext();
  if (!record?.fileUrl) return null;
  const url = String(record.fileUrl);
  const stop = (event: React.MouseEvent) => event.stopPropagation();
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" startIcon={<OpenIcon />} href={url} target="_blank" rel="noopener" onClick={stop}>
        Open
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} href={`${url}?download=1`} onClick={stop}>
        Download
      </Button>
    </Stack>
  );
}
