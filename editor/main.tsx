import './shell/editor.css';
import { createRoot } from 'react-dom/client';
import { readEditorConfig } from './shell/readEditorConfig';
import { EditorApp } from './shell/EditorApp';

const config = readEditorConfig(document);
const container = document.getElementById('editor');
if (!container) throw new Error('editor: no #editor element in the page');
createRoot(container).render(<EditorApp config={config} />);
