import { render } from 'preact';
import { OptionsApp } from '@/src/ui/OptionsApp';
import '@/src/ui/styles/base.css';

render(<OptionsApp />, document.getElementById('app')!);
