import { Box, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

export interface Toast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** One toast at a time, 5000 ms, swipe right 50 px to dismiss. */
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

const ToastContext = createContext<(toast: Toast) => void>(() => {});
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { id: number }) | null>(null);
  const [offset, setOffset] = useState(0);
  const dragStart = useRef<number | null>(null);
  const show = useCallback((next: Toast) => {
    setOffset(0);
    setToast({ ...next, id: Date.now() });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const destructive = toast?.variant === 'destructive';
  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* The live region stays mounted so screen readers announce each new toast. */}
      <Box
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        sx={{
          position: 'fixed',
          zIndex: 2000,
          left: { xs: 8, md: 'auto' },
          right: { xs: 8, md: 16 },
          top: { xs: 8, md: 'auto' },
          bottom: { md: 16 },
          width: { md: '100%' },
          maxWidth: { md: 420 },
          pointerEvents: toast ? 'auto' : 'none',
        }}
      >
        {toast && (
          <Box
            data-testid="toast"
            onPointerDown={(e) => (dragStart.current = e.clientX)}
            onPointerMove={(e) => dragStart.current !== null && setOffset(Math.max(0, e.clientX - dragStart.current))}
            onPointerUp={() => {
              if (offset > SWIPE_THRESHOLD_PX) setToast(null);
              else setOffset(0);
              dragStart.current = null;
            }}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
              p: 2,
              borderRadius: 2,
              boxShadow: 6,
              touchAction: 'pan-y',
              transform: `translateX(${offset}px)`,
              bgcolor: destructive ? 'error.main' : 'background.paper',
              color: destructive ? 'error.contrastText' : 'text.primary',
              border: 1,
              borderColor: destructive ? 'error.dark' : 'divider',
            }}
          >
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{toast.title}</Typography>
              {toast.description && <Typography variant="body2">{toast.description}</Typography>}
            </Box>
            <IconButton
              size="small"
              aria-label="Dismiss notification"
              onClick={() => setToast(null)}
              sx={{ color: 'inherit' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      </Box>
    </ToastContext.Provider>
  );
}
