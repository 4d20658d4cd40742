import './ui/layers.css';
import './app/mantine-styles';
import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { runStartup } from './app/startup';
import { applyDocumentLanguage, readStoredLanguage } from './i18n/language';
import { initI18n } from './i18n/setup';

async function start(): Promise<void> {
  if (!runStartup()) return; // redirecting away from www.
  // Fetch the first page's chunk while the language file loads.
  preloadRoute(window.location.pathname);
  const language = readStoredLanguage();
  applyDocumentLanguage(language);
  try {
    await initI18n({ language });
  } catch (error) {
    console.error('Translations failed to load.', error);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
