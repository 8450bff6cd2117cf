import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { mountScanner } from '../../../ui/scan/page-scanner.ts';

/** 'Scan pages' on the portal's upload page: the same scanner as the upload link's page, in the portal's look. */
export function ScanPages({ title, onPdf }: { title: string; onPdf: (file: File) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(onPdf);
  latest.current = onPdf;
  useEffect(() => {
    if (!container.current) return;
    return mountScanner(container.current, { title, onPdf: (file) => latest.current(file) });
  }, [title]);
  return (
    <Box
      ref={container}
      sx={{
        '& button': {
          font: 'inherit',
          fontWeight: 600,
          borderRadius: 1,
          border: 1,
          borderColor: 'primary.main',
          bgcolor: 'background.paper',
          color: 'primary.main',
          px: 2,
          py: 1,
          minHeight: 40,
          cursor: 'pointer',
        },
        '& button:disabled': { opacity: 0.5, cursor: 'default' },
        '& .pages': {
          listStyle: 'none',
          p: 0,
          my: 1,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 1,
        },
        '& .pages li': {
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 0.5,
          textAlign: 'center',
          fontSize: 13,
        },
        '& .pages img': { width: '100%', height: 110, objectFit: 'contain', bgcolor: 'grey.100' },
        '& .pages .tools': { display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 0.25 },
        '& .pages .tools button': { minHeight: 32, px: 1, py: 0.25, fontWeight: 500 },
        '& .hint': { color: 'text.secondary', fontSize: 14 },
      }}
    />
  );
}
