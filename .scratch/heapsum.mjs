// Summarise a .heapsnapshot: live bytes by node type and by constructor/name (top 15).
import fs from 'node:fs';
const snap = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const f = snap.snapshot.meta.node_fields, types = snap.snapshot.meta.node_types[0], nodes = snap.nodes, strings = snap.strings;
const W = f.length, it = f.indexOf('type'), iname = f.indexOf('name'), isz = f.indexOf('self_size');
const byType = {}, byName = {}; let total = 0;
for (let i = 0; i < nodes.length; i += W) {
  const t = types[nodes[i + it]], s = nodes[i + isz]; total += s;
  byType[t] = (byType[t] ?? 0) + s;
  const key = t === 'object' || t === 'closure' ? `${t}:${strings[nodes[i + iname]]}` : t;
  byName[key] = (byName[key] ?? 0) + s;
}
const mb = (x) => (x / 1048576).toFixed(1) + ' MB';
console.log('total self size', mb(total));
console.log(Object.entries(byType).sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k} ${mb(v)}`).join(', '));
console.log(Object.entries(byName).sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${k} ${mb(v)}`).join('\n'));
