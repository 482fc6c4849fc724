import { render } from 'preact';
import { localizeDocument } from '@/src/ui/i18n';
import { PanelApp } from '@/src/ui/PanelApp';
import '@/src/ui/styles/base.css';
import '@/src/ui/styles/panel.css';

localizeDocument('appName');
render(<PanelApp surface="sidepanel" />, document.getElementById('app')!);
