import { grow } from '../scripts/bench/scale.ts';
await grow(process.argv[2], Number(process.argv[3]));
console.log('grown');
