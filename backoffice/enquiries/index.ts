import ContactMailIcon from '@mui/icons-material/ContactMail';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { ContactSubmissionList } from './ContactSubmissionList.tsx';
import { QuoteRequestList } from './QuoteRequestList.tsx';
import { WaitlistSubmissionList } from './WaitlistSubmissionList.tsx';

/** The enquiries inbox: three resources, one per form the site and the widgets post. */
export const contactSubmissions = {
  list: ContactSubmissionList,
  icon: ContactMailIcon,
  recordRepresentation: 'subject',
};
export const waitlistSubmissions = {
  list: WaitlistSubmissionList,
  icon: HourglassTopIcon,
  recordRepresentation: 'name',
};
export const quoteRequests = { list: QuoteRequestList, icon: RequestQuoteIcon, recordRepresentation: 'name' };
