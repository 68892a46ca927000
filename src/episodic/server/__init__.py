"""The servers: ``episodic serve`` (REST, MCP over HTTP, the web page), ``episodic mcp`` (stdio)
and ``episodic proxy`` (an OpenAI-compatible endpoint with memory). They use the public API
only; install them with ``pip install 'episodic-ai[server]'``."""
