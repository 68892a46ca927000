"""Just enough of the ONNX protobuf format to write a model, without the ``onnx`` package.

ONNX Runtime reads a model as a serialized ``ModelProto``. The few messages
:mod:`episodic.embedders.bert_graph` needs (model, graph, node, attribute, tensor, value info)
are written here field by field in protobuf's wire format: a key (field number and wire type)
then a varint, a fixed 32-bit float, or length-prefixed bytes. The field numbers are those of
``onnx.proto``; repeated numbers are written one element per key, which every reader accepts.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

FLOAT, INT64 = 1, 7  # TensorProto.DataType
_ATTRIBUTE_FLOAT, _ATTRIBUTE_INT, _ATTRIBUTE_INTS = 1, 2, 7  # AttributeProto.AttributeType
_EXTERNAL = 1  # TensorProto.DataLocation
_TENSOR_TYPES = {np.dtype(np.float32): FLOAT, np.dtype(np.int64): INT64}


def _varint(value: int) -> bytes:
    value &= (1 << 64) - 1  # negative int64 values take ten bytes, as protobuf writes them
    out = bytearray()
    while True:
        low = value & 0x7F
        value >>= 7
        if value:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def _int(field: int, value: int) -> bytes:
    return _varint(field << 3) + _varint(value)


def _bytes(field: int, value: bytes | str) -> bytes:
    data = value.encode("utf-8") if isinstance(value, str) else value
    return _varint(field << 3 | 2) + _varint(len(data)) + data


def _float(field: int, value: float) -> bytes:
    return _varint(field << 3 | 5) + struct.pack("<f", value)


def _each(field: int, messages: Iterable[bytes]) -> bytes:
    return b"".join(_bytes(field, message) for message in messages)


def tensor_type(dtype: np.dtype[Any]) -> int:
    """The ONNX element type of a numpy dtype (float32 and int64 only)."""
    return _TENSOR_TYPES[dtype]


def attribute(name: str, value: float | int | Sequence[int]) -> bytes:
    """An ``AttributeProto``: a float, an int or a list of ints."""
    if isinstance(value, float):
        return _bytes(1, name) + _float(2, value) + _int(20, _ATTRIBUTE_FLOAT)
    if isinstance(value, int):
        return _bytes(1, name) + _int(3, value) + _int(20, _ATTRIBUTE_INT)
    return _bytes(1, name) + b"".join(_int(8, v) for v in value) + _int(20, _ATTRIBUTE_INTS)


def node(op: str, inputs: Sequence[str], outputs: Sequence[str], **attributes: object) -> bytes:
    """A ``NodeProto`` of the default domain."""
    fields = [_bytes(1, name) for name in inputs] + [_bytes(2, name) for name in outputs]
    fields.append(_bytes(4, op))
    fields += [
        _bytes(5, attribute(key, value))  # type: ignore[arg-type]
        for key, value in attributes.items()
    ]
    return b"".join(fields)


def tensor(name: str, value: npt.NDArray[np.generic]) -> bytes:
    """A ``TensorProto`` holding ``value``'s bytes."""
    array = np.ascontiguousarray(value)
    dims = b"".join(_int(1, size) for size in array.shape)
    raw = array.astype(array.dtype.newbyteorder("<"), copy=False).tobytes()
    return dims + _int(2, tensor_type(array.dtype)) + _bytes(8, name) + _bytes(9, raw)


def external_tensor(name: str, value: npt.NDArray[np.generic]) -> bytes:
    """A ``TensorProto`` that names ``value`` without holding it: the data is supplied to the
    runtime separately (``SessionOptions.add_external_initializers``)."""
    dims = b"".join(_int(1, size) for size in value.shape)
    where = _bytes(1, "location") + _bytes(2, "supplied-at-session-start")
    return (
        dims
        + _int(2, tensor_type(value.dtype))
        + _bytes(8, name)
        + _bytes(13, where)
        + (_int(14, _EXTERNAL))
    )


def value_info(name: str, element: int, shape: Sequence[int | str]) -> bytes:
    """A ``ValueInfoProto``: a graph input or output with its element type and shape."""
    dims = _each(1, (_int(1, d) if isinstance(d, int) else _bytes(2, d) for d in shape))
    tensor_kind = _int(1, element) + _bytes(2, dims)
    return _bytes(1, name) + _bytes(2, _bytes(1, tensor_kind))


def model(
    *,
    name: str,
    nodes: Sequence[bytes],
    initializers: Sequence[bytes],
    inputs: Sequence[bytes],
    outputs: Sequence[bytes],
    opset: int,
    ir_version: int,
    producer: str,
) -> bytes:
    """A serialized ``ModelProto`` with one graph, importing the default domain at ``opset``."""
    graph = (
        _each(1, nodes)
        + _bytes(2, name)
        + _each(5, initializers)
        + _each(11, inputs)
        + _each(12, outputs)
    )
    opset_import = _bytes(1, "") + _int(2, opset)
    return _int(1, ir_version) + _bytes(2, producer) + _bytes(7, graph) + _bytes(8, opset_import)
