export { readLogisim } from './read-logisim';
