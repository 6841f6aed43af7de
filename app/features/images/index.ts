export { usePageImages } from './usePageImages';
