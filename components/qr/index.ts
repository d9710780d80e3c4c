export { QrCode, type QrCodeProps } from './QrCode';
export { QrPanel, type QrPanelProps } from './QrPanel';
