import { useDataSaver } from './use-data-saver.ts';
import { useQualityChoice, useReadInstead } from './use-stored-flag.ts';

/**
 * What the player follows beyond the lesson: "read instead", the quality picked (both kept in this
 * browser) and the data saver. Shaped as LessonMedia's props of the same names.
 */
export function usePlayerChoices() {
  const [readInstead, onReadInstead] = useReadInstead();
  const [quality, onQuality] = useQualityChoice();
  const dataSaver = useDataSaver();
  return { readInstead, onReadInstead, quality, onQuality, dataSaver };
}
