import { useDispatch, useSelector } from 'react-redux';
import type { EditorDispatch, EditorState } from './editorStore';

export const useEditorDispatch = useDispatch.withTypes<EditorDispatch>();
export const useEditorSelector = useSelector.withTypes<EditorState>();
