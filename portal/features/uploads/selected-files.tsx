import { Box, IconButton, LinearProgress, List, ListItem, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { formatFileSize } from '../../../domain/format.ts';

interface Props {
  files: File[];
  /** Per-file share sent (0 to 1) while uploading; null when idle. */
  progress: number[] | null;
  onRemove: (index: number) => void;
}

/** The chosen files with their sizes, a remove button each, and a progress bar each while uploading. */
export function SelectedFiles({ files, progress, onRemove }: Props) {
  if (files.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        Selected files ({files.length})
      </Typography>
      <List dense aria-label="Selected files">
        {files.map((file, index) => (
          <ListItem
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice; the list only grows or is cleared.
            key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1, display: 'block' }}
            secondaryAction={
              progress === null && (
                <IconButton edge="end" aria-label={`Remove ${file.name}`} onClick={() => onRemove(index)}>
                  <CloseIcon />
                </IconButton>
              )
            }
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', pr: 5 }}>
              <FileIcon aria-hidden="true" sx={{ color: 'text.secondary' }} />
              <Typography sx={{ overflowWrap: 'anywhere', flex: 1 }}>{file.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size)}
              </Typography>
            </Box>
            {progress !== null && (
              <LinearProgress
                variant="determinate"
                value={Math.round((progress[index] ?? 0) * 100)}
                aria-label={`Uploading ${file.name}`}
                sx={{ mt: 1 }}
              />
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
