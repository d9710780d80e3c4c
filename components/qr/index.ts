export { QrPanel } from './QrPanel';
