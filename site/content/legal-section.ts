import type { ReactNode } from 'react';
import type { FirmDetails } from '../../domain/firm.ts';

/** One numbered section of a legal page; the id is its anchor (/terms#fees). */
export interface LegalSection {
  id: string;
  title: string;
  body: (firm: FirmDetails) => ReactNode;
}
