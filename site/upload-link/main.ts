import { start } from './page.ts';

void start();
