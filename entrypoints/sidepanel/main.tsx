import { render } from 'preact';
import { PanelApp } from '@/src/ui/PanelApp';
import '@/src/ui/styles/base.css';
import '@/src/ui/styles/panel.css';

render(<PanelApp surface="sidepanel" />, document.getElementById('app')!);
