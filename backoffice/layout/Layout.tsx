import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { TwoFactorGate } from '../security/TwoFactorGate.tsx';
import { AppBar } from './AppBar.tsx';
import { Menu } from './Menu.tsx';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <TwoFactorGate>
      <RaLayout appBar={AppBar} menu={Menu}>
        {children}
      </RaLayout>
    </TwoFactorGate>
  );
}
