// The areas' import graph (issue 28): server modules (apps/server/src/modules/<area>) and web features
// (apps/web/src/features/<area>). Prints, per side, the imports that cross into another area, those that
// reach past the other area's index.ts, and the loops between areas. With --check it fails on a loop or a
// reach past an index (Biome's noRestrictedImports says the same per file; loops need the whole graph).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SIDES = [
  { name: "server modules", dir: "apps/server/src/modules" },
  { name: "web features", dir: "apps/web/src/features" },
];
const IMPORT = /(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(name)) yield full;
  }
}

/** The area a path lies in and the rest of its path inside it ("" for the area folder itself). */
function areaOf(areasDir, file) {
  const rel = path.relative(areasDir, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  const [area, ...rest] = rel.split(path.sep);
  return { area, rest: rest.join("/").replace(/\.(ts|tsx)$/, "") };
}

/** Strongly connected components of more than one area (Tarjan). */
function loops(edges) {
  let index = 0;
  const stack = [];
  const seen = new Map();
  const found = [];
  const visit = (v) => {
    const node = { index, low: index, onStack: true };
    seen.set(v, node);
    index += 1;
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!seen.has(w)) {
        visit(w);
        node.low = Math.min(node.low, seen.get(w).low);
      } else if (seen.get(w).onStack) node.low = Math.min(node.low, seen.get(w).index);
    }
    if (node.low === node.index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        seen.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!seen.has(v)) visit(v);
  return found;
}

let failed = false;
for (const side of SIDES) {
  const areasDir = path.join(root, side.dir);
  const edges = new Map();
  let crossing = 0;
  const pastIndex = [];
  for (const file of sourceFiles(areasDir)) {
    const from = areaOf(areasDir, file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith(".")) continue;
      const to = areaOf(areasDir, path.resolve(path.dirname(file), spec));
      if (!to || to.area === from.area) continue;
      crossing += 1;
      if (!edges.has(from.area)) edges.set(from.area, new Set());
      edges.get(from.area).add(to.area);
      if (to.rest !== "" && to.rest !== "index") pastIndex.push(`${path.relative(root, file)} -> ${spec}`);
    }
  }
  const found = loops(edges);
  console.log(
    `${side.name}: ${crossing} imports cross into another area, ${pastIndex.length} past its index.ts, ${found.length} loops`,
  );
  for (const line of pastIndex) console.log(`  past index: ${line}`);
  for (const loop of found) console.log(`  loop: ${loop.join(" <-> ")}`);
  if (found.length > 0 || pastIndex.length > 0) failed = true;
}
if (process.argv.includes("--check") && failed) process.exit(1);
