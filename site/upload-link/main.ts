import { mountScanner } from '../../ui/scan/page-scanner.ts';
import { extraSources, start } from './page.ts';

extraSources.push((container, add, view) => {
  mountScanner(container, { title: view.title, onPdf: (file) => add([file]) });
});
void start();
