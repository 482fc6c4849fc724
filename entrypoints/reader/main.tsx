import { render } from 'preact';
import { ReaderApp } from '@/src/ui/ReaderApp';
import '@/src/ui/styles/base.css';
import '@/src/ui/styles/reader.css';

render(<ReaderApp />, document.getElementById('app')!);
