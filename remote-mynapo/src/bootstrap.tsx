import '@harmo/shared/styles.css';
import { bootstrapStandalone } from '@harmo/shared/standalone';
import * as remote from './routes';

// Standalone mode: this remote's own server renders its routes in a minimal frame.
void bootstrapStandalone(remote);
