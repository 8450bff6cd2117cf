import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { CorrectionRequestList, CorrectionRequestShow } from './CorrectionRequests.tsx';

export const correctionRequests = {
  list: CorrectionRequestList,
  show: CorrectionRequestShow,
  icon: RateReviewIcon,
  recordRepresentation: 'subject',
};
