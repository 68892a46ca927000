"""A BERT sentence encoder as an ONNX graph, built in memory from a safetensors file.

The bundled all-MiniLM-L6-v2 ships as PyTorch weights (``model.safetensors``) with no ONNX
export. Rather than pull in torch to run it, :func:`build_model` writes the same network as an
ONNX graph: token and position embeddings, the encoder layers (self-attention, a GELU
feed-forward block, post-layer normalization), then the mean of the token vectors under the
attention mask, which is what sentence-transformers' ``Pooling`` module computes for this model.
ONNX Runtime runs the graph; nothing is written to disk.

:func:`read_safetensors` reads the weights with numpy alone: a safetensors file is an 8-byte
header length, a JSON header naming each tensor's dtype, shape and byte range, then the bytes.
"""

from __future__ import annotations

import json
import math
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic.embedders import onnx_proto
from episodic.errors import ConfigError

Weights = dict[str, npt.NDArray[Any]]

_DTYPES = {"F32": np.float32, "F16": np.float16, "I64": np.int64, "I32": np.int32}
#: Added to the attention scores of padding tokens, so softmax gives them no weight.
_MASKED = -10000.0
#: The ONNX opset the graph uses (17 brings LayerNormalization) and the IR version it needs.
OPSET = 17
IR_VERSION = 8
#: Constants of this many elements or more are handed to ONNX Runtime as numpy arrays.
_EXTERNAL_FROM = 4096


@dataclass(frozen=True, slots=True)
class BertShape:
    """The sizes of a BERT encoder, read from its ``config.json``."""

    hidden: int
    heads: int
    layers: int
    epsilon: float

    @classmethod
    def from_config(cls, path: Path) -> BertShape:
        config = json.loads(path.read_text(encoding="utf-8"))
        if config.get("model_type") != "bert" or config.get("hidden_act") != "gelu":
            raise ConfigError(
                f"{path} does not describe a BERT encoder with GELU activations; only that "
                "architecture can run without torch."
            )
        return cls(
            hidden=int(config["hidden_size"]),
            heads=int(config["num_attention_heads"]),
            layers=int(config["num_hidden_layers"]),
            epsilon=float(config.get("layer_norm_eps", 1e-12)),
        )


def read_safetensors(data: bytes) -> Weights:
    """The tensors of a safetensors file's bytes, as numpy arrays viewing those bytes."""
    if len(data) < 8:
        raise ConfigError("The model file is too short to hold safetensors weights.")
    (length,) = struct.unpack("<Q", data[:8])
    try:
        header = json.loads(data[8 : 8 + length])
    except ValueError as exc:
        raise ConfigError(f"The model file's safetensors header is not JSON: {exc}.") from exc
    start = 8 + length
    weights: Weights = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        dtype = _DTYPES.get(info["dtype"])
        if dtype is None:
            raise ConfigError(f"Tensor {name!r} has dtype {info['dtype']}, which is not read.")
        begin, end = info["data_offsets"]
        array = np.frombuffer(
            data, dtype=dtype, count=(end - begin) // np.dtype(dtype).itemsize, offset=start + begin
        )
        weights[name] = array.reshape(info["shape"])
    return weights


@dataclass(frozen=True, slots=True)
class BertModel:
    """An ONNX graph and the weights it names but does not hold.

    The weights stay numpy arrays (most of them views of the safetensors bytes) and reach ONNX
    Runtime as external initializers, so 90 MB of weights are never copied into a protobuf.
    Whoever runs the graph keeps this object alive as long as its sessions.
    """

    graph: bytes
    weights: Weights


class _Graph:
    """Collects ONNX nodes and constant tensors under generated names."""

    def __init__(self) -> None:
        self.nodes: list[bytes] = []
        self.initializers: list[bytes] = []
        self.external: Weights = {}
        self._count = 0

    def _name(self, hint: str) -> str:
        self._count += 1
        return f"{hint}_{self._count}"

    def const(self, value: npt.NDArray[Any], hint: str = "c") -> str:
        """A constant: small ones inside the graph, weight matrices as external initializers."""
        name = self._name(hint)
        value = np.ascontiguousarray(value)
        if value.size < _EXTERNAL_FROM:
            self.initializers.append(onnx_proto.tensor(name, value))
        else:
            self.initializers.append(onnx_proto.external_tensor(name, value))
            self.external[name] = value
        return name

    def op(self, kind: str, *inputs: str, **attributes: Any) -> str:
        output = self._name(kind.lower())
        self.nodes.append(onnx_proto.node(kind, inputs, [output], **attributes))
        return output

    def linear(self, x: str, weight: npt.NDArray[Any], bias: npt.NDArray[Any]) -> str:
        """``x @ weight.T + bias``, the layout of a torch ``Linear``."""
        return self.op("Add", self.op("MatMul", x, self.const(weight.T, "w")), self.const(bias))

    def norm(self, x: str, weights: Weights, prefix: str, epsilon: float) -> str:
        return self.op(
            "LayerNormalization",
            x,
            self.const(weights[f"{prefix}.weight"]),
            self.const(weights[f"{prefix}.bias"]),
            axis=-1,
            epsilon=epsilon,
        )

    def gelu(self, x: str) -> str:
        """The exact GELU, ``x * (1 + erf(x / sqrt 2)) / 2`` (ONNX Runtime fuses it)."""
        scaled = self.op("Div", x, self.const(np.array(math.sqrt(2.0), np.float32)))
        plus_one = self.op("Add", self.op("Erf", scaled), self.const(np.array(1.0, np.float32)))
        half = self.op("Mul", x, self.const(np.array(0.5, np.float32)))
        return self.op("Mul", half, plus_one)


def _attention(
    graph: _Graph, x: str, weights: Weights, prefix: str, shape: BertShape, mask_bias: str
) -> str:
    size = shape.hidden // shape.heads
    split = graph.const(np.array([0, 0, shape.heads, size], np.int64), "split")
    joined = graph.const(np.array([0, 0, shape.hidden], np.int64), "join")

    def heads(kind: str, order: list[int]) -> str:
        projected = graph.linear(
            x, weights[f"{prefix}.self.{kind}.weight"], weights[f"{prefix}.self.{kind}.bias"]
        )
        return graph.op("Transpose", graph.op("Reshape", projected, split), perm=order)

    query = heads("query", [0, 2, 1, 3])
    key = heads("key", [0, 2, 3, 1])
    value = heads("value", [0, 2, 1, 3])
    scores = graph.op(
        "Mul",
        graph.op("MatMul", query, key),
        graph.const(np.array(1 / math.sqrt(size), np.float32)),
    )
    probabilities = graph.op("Softmax", graph.op("Add", scores, mask_bias), axis=-1)
    context = graph.op("MatMul", probabilities, value)
    merged = graph.op("Reshape", graph.op("Transpose", context, perm=[0, 2, 1, 3]), joined)
    return graph.linear(
        merged, weights[f"{prefix}.output.dense.weight"], weights[f"{prefix}.output.dense.bias"]
    )


def build_model(weights: Weights, shape: BertShape) -> BertModel:
    """The ONNX model: ``input_ids`` and ``attention_mask`` (int64, batch x tokens) in,
    ``sentence_embedding`` (float32, batch x hidden, mean-pooled, not normalized) out."""
    graph = _Graph()
    ids, mask = "input_ids", "attention_mask"

    # Embeddings: word + position + token type 0 (every token is segment 0 for one sentence).
    positions = weights["embeddings.position_embeddings.weight"]
    first_type = weights["embeddings.token_type_embeddings.weight"][0]
    words = graph.op("Gather", graph.const(weights["embeddings.word_embeddings.weight"]), ids)
    length = graph.op(
        "Slice",
        graph.op("Shape", ids),
        graph.const(np.array([1], np.int64)),
        graph.const(np.array([2], np.int64)),
    )
    position_rows = graph.op(
        "Slice",
        graph.const(positions + first_type, "positions"),
        graph.const(np.array([0], np.int64)),
        length,
        graph.const(np.array([0], np.int64)),
    )
    x = graph.norm(
        graph.op("Add", words, position_rows), weights, "embeddings.LayerNorm", shape.epsilon
    )

    # Padding tokens get a large negative score before softmax: batch x 1 x 1 x tokens.
    mask_float = graph.op("Cast", mask, to=onnx_proto.FLOAT)
    padding = graph.op("Sub", graph.const(np.array(1.0, np.float32)), mask_float)
    mask_bias = graph.op(
        "Unsqueeze",
        graph.op("Mul", padding, graph.const(np.array(_MASKED, np.float32))),
        graph.const(np.array([1, 2], np.int64)),
    )

    for layer in range(shape.layers):
        prefix = f"encoder.layer.{layer}"
        attended = _attention(graph, x, weights, f"{prefix}.attention", shape, mask_bias)
        x = graph.norm(
            graph.op("Add", attended, x),
            weights,
            f"{prefix}.attention.output.LayerNorm",
            shape.epsilon,
        )
        inner = graph.gelu(
            graph.linear(
                x,
                weights[f"{prefix}.intermediate.dense.weight"],
                weights[f"{prefix}.intermediate.dense.bias"],
            )
        )
        out = graph.linear(
            inner, weights[f"{prefix}.output.dense.weight"], weights[f"{prefix}.output.dense.bias"]
        )
        x = graph.norm(
            graph.op("Add", out, x), weights, f"{prefix}.output.LayerNorm", shape.epsilon
        )

    # Mean of the token vectors the mask keeps.
    kept = graph.op("Unsqueeze", mask_float, graph.const(np.array([2], np.int64)))
    total = graph.op(
        "ReduceSum", graph.op("Mul", x, kept), graph.const(np.array([1], np.int64)), keepdims=0
    )
    counts = graph.op("ReduceSum", kept, graph.const(np.array([1], np.int64)), keepdims=0)
    counts = graph.op("Max", counts, graph.const(np.array(1e-9, np.float32)))
    graph.nodes.append(onnx_proto.node("Div", [total, counts], ["sentence_embedding"]))
    tokens = ["batch", "tokens"]
    encoded = onnx_proto.model(
        name="bert_sentence_encoder",
        nodes=graph.nodes,
        initializers=graph.initializers,
        inputs=[
            onnx_proto.value_info(ids, onnx_proto.INT64, tokens),
            onnx_proto.value_info(mask, onnx_proto.INT64, tokens),
        ],
        outputs=[
            onnx_proto.value_info("sentence_embedding", onnx_proto.FLOAT, ["batch", shape.hidden])
        ],
        opset=OPSET,
        ir_version=IR_VERSION,
        producer="episodic",
    )
    return BertModel(graph=encoded, weights=graph.external)
