// Checks that the end-to-end start-up refuses a port that is already taken and names it, instead
// of testing whatever listens there. Run: npm run check:ports (in e2e).
import http from 'node:http';
import globalSetup from './global-setup';
import { API_PORT } from './stack';

const squatter = http.createServer((_request, response) => {
  response.end(JSON.stringify({ status: 'ok', database: 'ok', instance: 'someone-else' }));
});
await new Promise<void>((resolve) => squatter.listen(API_PORT, '127.0.0.1', resolve));
try {
  await globalSetup();
  console.error(`FAIL: the start-up went on although port ${API_PORT} was taken`);
  process.exitCode = 1;
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes(`Port ${API_PORT} `)) {
    console.log(`ok: the start-up stopped: ${message}`);
  } else {
    console.error(`FAIL: unexpected refusal: ${message}`);
    process.exitCode = 1;
  }
} finally {
  squatter.close();
}
