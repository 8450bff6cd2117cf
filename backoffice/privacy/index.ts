import ReportIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { lazyScreens } from '../common/lazyScreens.ts';

export const correctionRequests = {
  ...lazyScreens(() => import('./CorrectionRequests.tsx'), {
    list: 'CorrectionRequestList',
    show: 'CorrectionRequestShow',
  }),
  icon: RateReviewIcon,
  recordRepresentation: 'subject',
};
export const breaches = {
  ...lazyScreens(() => import('./Breaches.tsx'), {
    list: 'BreachList',
    create: 'BreachCreate',
    edit: 'BreachEdit',
    show: 'BreachShow',
  }),
  icon: ReportIcon,
  recordRepresentation: 'description',
};
