/** OTC medicines by JAN code: checked at the field, looked up in the catalogue, recorded. */
export { JanCodeRecorder } from './components/JanCodeRecorder';
export { readJanInput } from './utils/jan-input';
