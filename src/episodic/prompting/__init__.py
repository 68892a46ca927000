"""What every model-backed job shares when it shows a conversation to a model and checks what
comes back: the transcript as a model reads it, the evidence guard, the support check and the
voice rules for notes. Nothing here reads a store or calls a provider."""
