import ReportIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { BreachCreate, BreachEdit, BreachList, BreachShow } from './Breaches.tsx';
import { CorrectionRequestList, CorrectionRequestShow } from './CorrectionRequests.tsx';

export const correctionRequests = {
  list: CorrectionRequestList,
  show: CorrectionRequestShow,
  icon: RateReviewIcon,
  recordRepresentation: 'subject',
};
export const breaches = {
  list: BreachList,
  create: BreachCreate,
  edit: BreachEdit,
  show: BreachShow,
  icon: ReportIcon,
  recordRepresentation: 'description',
};
