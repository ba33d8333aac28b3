export { pageSizeOptionsWith } from '../../components/use-table-page-size';
