#!/usr/bin/env node
// The UIs name the API's shapes after the generated schemas (ui-kit/src/api.gen.ts, `make
// api-types`): a hand-written copy drifts from the server unseen. This fails when a UI source
// declares an interface or object type named like a schema, or with a schema's very field set.
// Usage: node scripts/check-api-types.mjs [dir ...] (default: the three UI source folders).
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const ts = createRequire(join(root, "ui-kit/package.json"))("typescript");
const GENERATED = join(root, "ui-kit/src/api.gen.ts");
/** Fewer fields than this say too little to call a type a copy ({ method, amount }). */
const MIN_FIELDS = 3;

const parse = (file) =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);

const fieldSet = (members) =>
  members
    .filter((m) => ts.isPropertySignature(m) && m.name)
    .map((m) => m.name.getText().replace(/^["']|["']$/g, ""))
    .sort()
    .join(",");

/** The schemas of components["schemas"]: name → sorted field list. */
function schemas() {
  const out = new Map();
  const visit = (node) => {
    if (!(ts.isPropertySignature(node) && node.name.getText() === "schemas" && node.type)) {
      ts.forEachChild(node, visit);
      return;
    }
    for (const s of node.type.members ?? [])
      if (ts.isPropertySignature(s) && s.type && ts.isTypeLiteralNode(s.type))
        out.set(s.name.getText().replace(/^"|"$/g, ""), fieldSet(s.type.members));
  };
  visit(parse(GENERATED));
  return out;
}

/** The interfaces and object-literal type aliases a file declares, with their fields. */
function declarations(file) {
  const found = [];
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node)) found.push({ node, members: node.members });
    else if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type))
      found.push({ node, members: node.type.members });
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : sources(path);
    const source = /\.tsx?$/.test(e.name) && !/\.(test|gen|d)\.tsx?$/.test(e.name);
    return source ? [path] : [];
  });
}

const known = schemas();
const byFields = new Map([...known].map(([name, fields]) => [fields, name]));
const dirs = process.argv.slice(2);
const findings = [];
for (const dir of dirs.length ? dirs : ["admin-ui/src", "shop-ui/src", "ui-kit/src"])
  for (const file of sources(resolve(root, dir)))
    for (const { node, members } of declarations(file)) {
      const name = node.name.getText();
      const fields = fieldSet(members);
      const where = `${relative(root, file)}:${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (known.has(name))
        findings.push(`${where}: ${name} is a schema: alias ApiSchemas["${name}"]`);
      else if (members.length >= MIN_FIELDS && byFields.has(fields))
        findings.push(`${where}: ${name} has the fields of ApiSchemas["${byFields.get(fields)}"]`);
    }

if (findings.length) {
  console.error(
    `Hand-written API types (use the generated ones, ui-kit/src/api.ts):\n${findings.join("\n")}`,
  );
  process.exit(1);
}
console.log(`check-api-types: no hand-written copy of the ${known.size} API schemas`);
