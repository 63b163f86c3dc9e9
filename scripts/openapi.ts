/** `npm run openapi`: writes docs/openapi.json from the server's route schemas. */
import fs from 'node:fs';
import { OPENAPI_FILE, openApiText } from '../server/openapi-document';

openApiText()
  .then((text) => {
    fs.writeFileSync(OPENAPI_FILE, text);
    console.log(`wrote ${OPENAPI_FILE} (${text.length} bytes)`);
  })
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
