/** The work board's screens (decision 038), each fetched when first opened. */
import { lazyScreen } from '../common/lazyScreens.ts';

export const BoardPage = lazyScreen(() => import('./BoardPage.tsx'), 'BoardPage');
export const MyWorkPage = lazyScreen(() => import('./MyWorkPage.tsx'), 'MyWorkPage');
export const WorkloadPage = lazyScreen(() => import('./WorkloadPage.tsx'), 'WorkloadPage');
