// A profiling target: `node --cpu-prof dist/bench/profile-playouts.js GAME PLAYERS SECONDS`.
import { loadGame } from './games.js';
import { measurePlayouts } from './playouts.js';

const [game = 'of-whats-left', players = '4', seconds = '5'] = process.argv.slice(2);
const f = measurePlayouts(loadGame(game), Number(players), Number(seconds));
console.log(`${game} ${players}p: ${f.games} games in ${f.seconds.toFixed(1)} s = ${f.perSecond.toFixed(1)} games/s, ${f.movesPerGame.toFixed(0)} moves/game`);
