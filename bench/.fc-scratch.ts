import { runFirstCallsBench } from './first-calls';
runFirstCallsBench(process.argv.slice(2)).then((rows) => console.log(JSON.stringify(rows, null, 1)));
