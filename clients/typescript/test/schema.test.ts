// The committed client is current: the OpenAPI snapshot is what the server answers now, and
// src/schema.ts is what openapi-typescript makes of the snapshot. When either fails, run
// `make client` and commit the result.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, test } from "node:test";
import { SCHEMA, SNAPSHOT, schemaText } from "../scripts/generate.js";
import { serve, type Served } from "./server.js";

let server: Served;
before(async () => {
  server = await serve(["--embedder", "test"]);
});
after(async () => {
  await server.stop();
});

test("the OpenAPI snapshot is the document the server answers now", async () => {
  const live = await (await fetch(`${server.url}/openapi.json`)).json();
  const committed = JSON.parse(await readFile(SNAPSHOT, "utf8"));
  assert.deepEqual(committed, live, "clients/typescript/openapi.json is stale: run `make client`");
});

test("src/schema.ts is generated from the snapshot", async () => {
  const committed = JSON.parse(await readFile(SNAPSHOT, "utf8"));
  const expected = await schemaText(committed);
  const actual = await readFile(SCHEMA, "utf8");
  assert.ok(actual === expected, "src/schema.ts is stale: run `make client`");
});

test("a stale snapshot is caught: one changed description differs", async () => {
  const committed = JSON.parse(await readFile(SNAPSHOT, "utf8"));
  const changed = structuredClone(committed);
  changed.paths["/health"].get.description = "Something else.";
  assert.notEqual(await schemaText(changed), await readFile(SCHEMA, "utf8"));
});
