#!/usr/bin/env python3
"""Validates YAML files against docs/schema.schema.json (the JSON Schema of schema.yaml).

Usage: validate-schema-json.py [--unknown-keys] SCHEMA.json FILE...
Prints one line per file: `valid PATH`, `invalid PATH: message`, or `unreadable PATH` (not YAML
that PyYAML reads). Exits 2 when the JSON Schema itself is not a valid draft 2020-12 schema.

With --unknown-keys, each mapping of each valid file gets a key of no grammar
(`grdbgenUnknownKey: true`), one at a time: prints `tried PATH N` (the mappings tried) and, for
each mapping that still validates, `accepts PATH POINTER` (list indexes written `*`).
"""
import json
import sys

import jsonschema
import yaml

arguments = sys.argv[1:]
unknown_keys = arguments[:1] == ["--unknown-keys"]
if unknown_keys:
    arguments = arguments[1:]
schema = json.load(open(arguments[0], encoding="utf-8"))
try:
    jsonschema.Draft202012Validator.check_schema(schema)
except jsonschema.SchemaError as error:
    print(f"the JSON Schema is not valid: {error.message}")
    sys.exit(2)
validator = jsonschema.Draft202012Validator(schema)


def mappings(node, pointer):
    """Every mapping of a document, with its pointer (list indexes as `*`)."""
    if isinstance(node, dict):
        yield pointer, node
        for key, value in node.items():
            yield from mappings(value, pointer + [str(key)])
    elif isinstance(node, list):
        for value in node:
            yield from mappings(value, pointer + ["*"])


for path in arguments[1:]:
    try:
        with open(path, encoding="utf-8") as file:
            document = yaml.safe_load(file)
    except Exception:
        print(f"unreadable {path}")
        continue
    error = next(iter(validator.iter_errors(document)), None)
    print(f"valid {path}" if error is None else f"invalid {path}: {error.message[:200]}")
    if unknown_keys and error is None:
        found = list(mappings(document, []))
        for pointer, mapping in found:
            mapping["grdbgenUnknownKey"] = True
            if next(iter(validator.iter_errors(document)), None) is None:
                print(f"accepts {path} /{'/'.join(pointer)}")
            del mapping["grdbgenUnknownKey"]
        print(f"tried {path} {len(found)}")
