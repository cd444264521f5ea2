export { searchKey } from '@bolo/db/search-key';
