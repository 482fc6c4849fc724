import { render } from 'preact';
import { localizeDocument } from '@/src/ui/i18n';
import { ReaderApp } from '@/src/ui/ReaderApp';
import '@/src/ui/styles/base.css';
import '@/src/ui/styles/reader.css';

localizeDocument('readerTitle');
render(<ReaderApp />, document.getElementById('app')!);
