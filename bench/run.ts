// `npm run bench`: benchmarks print figures and write bench/results.json. Benchmarks are added
// with the runtime and the rule files they measure.
console.log('no benchmarks yet');
