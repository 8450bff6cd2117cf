import { Box, ButtonBase } from '@mui/material';
import { type KeyboardEvent, useRef } from 'react';

export interface AuthTab<T extends string> {
  value: T;
  label: string;
  /** Starts loading what the tab shows before it is chosen. */
  onIntent?: () => void;
}

/**
 * The sign-in page's two tabs, drawn as MUI's Tabs draws them (48 px strip, the same tab buttons,
 * a 2 px indicator under the chosen one) and with the same ARIA tab pattern and keyboard (arrows,
 * Home and End move between tabs), without MUI Tabs' scrolling machinery, which weighs more than
 * the rest of the sign-in form (docs/decisions/034-portal-first-load.md).
 */
export function AuthTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: AuthTab<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  function move(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons.current[(to + tabs.length) % tabs.length]?.focus();
  }
  return (
    <Box className="MuiTabs-root" sx={{ display: 'flex', overflow: 'hidden', minHeight: 48, mb: 3 }}>
      <Box role="tablist" aria-label={label} className="MuiTabs-list" sx={{ display: 'flex', position: 'relative' }}>
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <ButtonBase
              key={tab.value}
              ref={(button: HTMLButtonElement | null) => {
                buttons.current[index] = button;
              }}
              role="tab"
              id={`tab-${tab.value}`}
              aria-controls={`panel-${tab.value}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'MuiTab-root Mui-selected' : 'MuiTab-root'}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event: KeyboardEvent) => move(event, index)}
              onMouseEnter={tab.onIntent}
              onFocus={tab.onIntent}
              sx={(theme) => ({
                ...theme.typography.button,
                maxWidth: 360,
                minWidth: 90,
                position: 'relative',
                minHeight: 48,
                flexShrink: 0,
                padding: '12px 16px',
                overflow: 'hidden',
                whiteSpace: 'normal',
                textAlign: 'center',
                lineHeight: 1.25,
                color: selected ? 'primary.main' : 'text.secondary',
              })}
            >
              {tab.label}
              {selected && (
                <Box
                  component="span"
                  className="MuiTabs-indicator"
                  sx={{ position: 'absolute', height: 2, bottom: 0, left: 0, width: '100%', bgcolor: 'primary.main' }}
                />
              )}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
