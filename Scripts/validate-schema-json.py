#!/usr/bin/env python3
"""Validates YAML files against docs/schema.schema.json (the JSON Schema of schema.yaml).

Usage: validate-schema-json.py SCHEMA.json FILE...
Prints one line per file: `valid PATH`, `invalid PATH: message`, or `unreadable PATH` (not YAML
that PyYAML reads). Exits 2 when the JSON Schema itself is not a valid draft 2020-12 schema.
"""
import json
import sys

import jsonschema
import yaml

schema = json.load(open(sys.argv[1], encoding="utf-8"))
try:
    jsonschema.Draft202012Validator.check_schema(schema)
except jsonschema.SchemaError as error:
    print(f"the JSON Schema is not valid: {error.message}")
    sys.exit(2)
validator = jsonschema.Draft202012Validator(schema)
for path in sys.argv[2:]:
    try:
        with open(path, encoding="utf-8") as file:
            document = yaml.safe_load(file)
    except Exception:
        print(f"unreadable {path}")
        continue
    error = next(iter(validator.iter_errors(document)), None)
    print(f"valid {path}" if error is None else f"invalid {path}: {error.message[:200]}")
