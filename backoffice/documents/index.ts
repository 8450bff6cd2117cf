import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { DocumentList } from './DocumentList.tsx';
import { DocumentReview } from './DocumentReview.tsx';

export default { list: DocumentList, edit: DocumentReview, icon: FactCheckIcon, recordRepresentation: 'fileName' };
