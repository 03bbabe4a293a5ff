// `npm start`: install what is missing, build the client and the server, then serve (the server
// migrates and seeds).
import { ensureDependencies, run } from './lib.mjs';

ensureDependencies();
console.log('• Building the app…');
run('npm', ['run', 'build']);
console.log('• Starting the server…');
run('node', ['dist/server/main.mjs']);
