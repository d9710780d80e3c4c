// The design tokens, then the primitives' styles, ahead of every component's own sheet. The
// barrel imports them; so does a page whose start-up imports primitives from their own files
// (the popup: through the barrel it would load every primitive the lazy panels use).
import '@/components/theme.css';
import './ui.css';
