import { useDataSaverSetting } from '../../../entities/session/data-saver.ts';

/**
 * The player's data saver: on caps Auto at 360p (DATA_SAVER_MAX_HEIGHT). The setting itself is
 * the account's (entities/session/data-saver.ts), so the toggle here and on /account are one.
 */
export const useDataSaver = useDataSaverSetting;
