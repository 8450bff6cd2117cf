import KeyIcon from '@mui/icons-material/Key';
import { ApiKeyCreate } from './ApiKeyCreate.tsx';
import { ApiKeyList } from './ApiKeyList.tsx';

export default { list: ApiKeyList, create: ApiKeyCreate, icon: KeyIcon, recordRepresentation: 'name' };
