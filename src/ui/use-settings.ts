import { useEffect, useState } from 'preact/hooks';
import { loadSettings, watchSettings, type Settings } from '../extension/settings';

/** The current settings, kept live while the page is open (null until loaded). */
export function useSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    void loadSettings().then(setSettings);
    return watchSettings(setSettings);
  }, []);
  return settings;
}

/** Reflects theme and typography on <html>, where styles/base.css reads them. */
export function applyLook(settings: Pick<Settings, 'theme' | 'fontFamily' | 'fontSize' | 'lineWidth' | 'lineHeight' | 'textAlign'>): void {
  const root = document.documentElement;
  root.dataset.theme = settings.theme;
  root.dataset.font = settings.fontFamily;
  root.style.setProperty('--reader-size', `${settings.fontSize}px`);
  root.style.setProperty('--reader-width', `${settings.lineWidth}ch`);
  root.style.setProperty('--reader-leading', String(settings.lineHeight));
  root.style.setProperty('--reader-align', settings.textAlign);
}
