import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { TwoFactorGate } from '../security/TwoFactorGate.tsx';
import { AppBar } from './AppBar.tsx';
import { Menu } from './Menu.tsx';

/** The signed-in frame: the two-factor gate, the app bar and the menu around every screen. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <TwoFactorGate>
      <RaLayout appBar={AppBar} menu={Menu}>
        {children}
      </RaLayout>
    </TwoFactorGate>
  );
}
