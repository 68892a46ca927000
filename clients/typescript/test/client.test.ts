// The client against a real `episodic serve` (the bundled local embedder, a fresh SQLite
// database): the agent loop, recall, the memory tools in both formats, the tenant of a keyless
// server, errors, and a clean stop on Ctrl-C.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { EpisodicClient, EpisodicError, type Scope } from "../src/index.js";
import { serve, type Served } from "./server.js";

const scope: Scope = { agent: "support-bot", user: "u-42" };
const NOTE =
  "Priority tickets were misrouted because the form sent tier=enterprise_plus while the " +
  "router matched tier=enterprise-plus.";

let server: Served;
let stopped: { code: number | null; stderr: string } | undefined;
before(async () => {
  server = await serve();
});
after(async () => {
  stopped ??= await server.stop();
});

test("a keyless server reads the tenant the client names, and says which it read", async () => {
  const acme = new EpisodicClient({ baseUrl: server.url, tenant: "acme" });
  const stored = await acme.remember(scope, NOTE, {
    evidence: "the form sends tier=enterprise_plus",
  });
  assert.equal(stored.scope.tenant, "acme");
  const found = await acme.recall(scope, "tier=enterprise_plus tickets misrouted");
  assert.deepEqual(
    found.map((hit) => hit.content),
    [NOTE],
  );
  assert.ok(found[0]!.scores.final > 0);

  const unnamed = new EpisodicClient({ baseUrl: server.url });
  assert.deepEqual(await unnamed.recall(scope, "tier=enterprise_plus tickets misrouted"), []);
  const { response } = await unnamed.api.POST("/v1/agents/{agent}/users/{user}/recall", {
    params: { path: scope },
    body: { query: "tier=enterprise_plus" },
  });
  assert.equal(response.headers.get("x-episodic-tenant"), "default");
});

test("beforeTurn, the model call, afterTurn: the next turn sees the window", async () => {
  const memory = new EpisodicClient({ baseUrl: server.url, tenant: "loop" });
  const first = await memory.beforeTurn(scope, {
    thread: "t-1",
    message: "Exports over 2 GB time out on plan=basic since v7.2",
  });
  assert.equal(first.text, "");
  const job = await memory.afterTurn(scope, {
    thread: "t-1",
    messages: [
      { role: "user", content: "Exports over 2 GB time out on plan=basic since v7.2" },
      { role: "assistant", content: "Splitting the export by month works around it." },
    ],
    injected: first,
    sync: true,
  });
  assert.ok(job);
  assert.equal(job.status, "done");
  const next = await memory.beforeTurn(scope, { thread: "t-1", message: "Any news?" });
  assert.deepEqual(
    next.messages.map((message) => message.role),
    ["user", "assistant"],
  );
  assert.equal(next.messages[1]!.content, "Splitting the export by month works around it.");
});

test("the memory tools in OpenAI's and Anthropic's formats answer the model's calls", async () => {
  const memory = new EpisodicClient({ baseUrl: server.url, tenant: "acme" });
  const openai = await memory.tools(scope, { thread: "t-9" });
  assert.ok(openai.names.includes("recall_memory") && openai.names.includes("update_plan"));
  const recallTool = openai.definitions.find((tool) => tool.function.name === "recall_memory");
  assert.equal(recallTool?.type, "function");
  assert.ok(openai.instructions.includes("recall_memory"));

  const anthropic = await memory.tools(scope, { thread: "t-9", format: "anthropic" });
  assert.deepEqual(anthropic.names, openai.names);
  assert.ok(anthropic.definitions.every((tool) => "input_schema" in tool));

  const answer = JSON.parse(await openai.call("recall_memory", '{"query": "enterprise_plus"}'));
  assert.deepEqual(
    answer.entries.map((entry: { content: string }) => entry.content),
    [NOTE],
  );
  const wrong = JSON.parse(await openai.call("recall_memory", { q: "enterprise_plus" }));
  assert.match(wrong.error, /unknown argument/);
  const planned = JSON.parse(
    await openai.call("update_plan", { goal: "Fix routing", steps: [{ title: "Accept both" }] }),
  );
  assert.equal(planned.plan.goal, "Fix routing");
  const read = JSON.parse(await openai.call("get_plan", {}));
  assert.equal(read.plan.steps[0].title, "Accept both");
});

test("errors carry the server's type, message and hint", async () => {
  const memory = new EpisodicClient({ baseUrl: server.url });
  await assert.rejects(memory.recall(scope, ""), (error: unknown) => {
    assert.ok(error instanceof EpisodicError);
    assert.equal(error.status, 422);
    assert.equal(error.type, "ValidationError");
    assert.ok(error.hint.length > 0 && error.message.includes(error.hint));
    return true;
  });
  const tools = await memory.tools(scope); // no thread: no plan tools
  await assert.rejects(tools.call("get_plan", {}), { name: "EpisodicError", status: 404 });
});

test("the whole API is typed: jobs through the raw client", async () => {
  const memory = new EpisodicClient({ baseUrl: server.url, tenant: "loop" });
  const { data, response } = await memory.api.GET("/v1/jobs", { params: { query: { limit: 5 } } });
  assert.equal(response.status, 200);
  assert.ok(Array.isArray((data as { items: unknown[] }).items));
});

test("Ctrl-C stops the server cleanly", async () => {
  stopped = await server.stop();
  assert.equal(stopped.code, 0, stopped.stderr);
  assert.doesNotMatch(stopped.stderr, /error|Traceback/);
});
