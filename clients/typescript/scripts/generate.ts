// The client's types, generated from the committed OpenAPI snapshot by openapi-typescript.
// `npm run generate` writes src/schema.ts; the tests call schemaText() to check it is current.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";

const root = new URL("../../", import.meta.url); // from dist/scripts/ to the package root
export const SNAPSHOT = new URL("openapi.json", root);
export const SCHEMA = new URL("src/schema.ts", root);

/** The text src/schema.ts must have for the OpenAPI document `document`. */
export async function schemaText(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
    // A field with a default is optional in a request (FastAPI fills it in).
    defaultNonNullable: false,
    silent: true,
  });
  return COMMENT_HEADER + astToString(ast);
}

async function main(): Promise<void> {
  const document = JSON.parse(await readFile(SNAPSHOT, "utf8"));
  await writeFile(SCHEMA, await schemaText(document));
  console.log(`wrote ${fileURLToPath(SCHEMA)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
