import ContactMailIcon from '@mui/icons-material/ContactMail';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazyScreens } from '../common/lazyScreens.ts';

/** The enquiries inbox: three resources, one per form the site and the widgets post. */
export const contactSubmissions = {
  ...lazyScreens(() => import('./ContactSubmissionList.tsx'), { list: 'ContactSubmissionList' }),
  icon: ContactMailIcon,
  recordRepresentation: 'subject',
};
export const waitlistSubmissions = {
  ...lazyScreens(() => import('./WaitlistSubmissionList.tsx'), { list: 'WaitlistSubmissionList' }),
  icon: HourglassTopIcon,
  recordRepresentation: 'name',
};
export const quoteRequests = {
  ...lazyScreens(() => import('./QuoteRequestList.tsx'), { list: 'QuoteRequestList' }),
  icon: RequestQuoteIcon,
  recordRepresentation: 'name',
};
