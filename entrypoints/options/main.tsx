import { render } from 'preact';
import { localizeDocument } from '@/src/ui/i18n';
import { OptionsApp } from '@/src/ui/OptionsApp';
import '@/src/ui/styles/base.css';

localizeDocument('optionsTitle');
render(<OptionsApp />, document.getElementById('app')!);
