import { render } from 'preact';
import { OptionsApp } from '@/components/options/OptionsApp';

render(<OptionsApp />, document.getElementById('app')!);
