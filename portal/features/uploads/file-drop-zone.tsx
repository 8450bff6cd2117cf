import { Box, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { useRef, useState, type DragEvent } from 'react';

/** Drag files here or click to browse; several at once, any type (the guidelines only advise). */
export function FileDropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled}
      onClick={() => !disabled && input.current?.click()}
      onKeyDown={(event) => {
        if (!disabled && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          input.current?.click();
        }
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 4,
        textAlign: 'center',
        cursor: disabled ? 'default' : 'pointer',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <CloudUploadIcon sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden="true" />
      <Typography sx={{ fontWeight: 600, mt: 1 }}>Drag and drop files here, or click to browse</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Up to 10 MB per file
      </Typography>
      <input
        ref={input}
        data-testid="file-input"
        type="file"
        multiple
        hidden
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </Box>
  );
}
