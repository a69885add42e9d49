/**
 * The app's entry (index.html's module script; in the web build, start-up/boot.ts adds it once the stylesheet is
 * in). What it starts, and when, is one declared sequence: start-up/start-up-sequence.ts.
 */
// The sequence first: the bundler then meets the app's modules (routes, screens) in the order it met them when this
// file held the start-up itself, and cuts the same chunks (sorted, the admin screens' queries left their chunk).
import { startUpSequence } from './start-up/start-up-sequence';
import { runStartUp } from './start-up/run-start-up';
import { prepareStartUp } from './start-up/start-up-context';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
runStartUp(startUpSequence, prepareStartUp(root));
