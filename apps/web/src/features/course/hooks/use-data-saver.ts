import { useDataSaverSetting } from '../../../lib/data-saver.ts';

/**
 * The player's data saver: on caps Auto at 360p (DATA_SAVER_MAX_HEIGHT). The setting itself is
 * the account's (lib/data-saver.ts), so the toggle here and on /account are one.
 */
export const useDataSaver = useDataSaverSetting;
