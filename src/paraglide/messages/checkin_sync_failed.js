/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Sync_FailedInputs */

const en_checkin_sync_failed = /** @type {(inputs: Checkin_Sync_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to sync the scans. They are kept on this phone; try again.`)
};

const es_checkin_sync_failed = /** @type {(inputs: Checkin_Sync_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron sincronizar los escaneos. Siguen en este teléfono; inténtalo de nuevo.`)
};

const fr_checkin_sync_failed = /** @type {(inputs: Checkin_Sync_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la synchronisation des scans. Ils restent sur ce téléphone ; réessayez.`)
};

/**
* | output |
* | --- |
* | "Failed to sync the scans. They are kept on this phone; try again." |
*
* @param {Checkin_Sync_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_sync_failed = /** @type {((inputs?: Checkin_Sync_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Sync_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_sync_failed(inputs)
	if (locale === "fr") return fr_checkin_sync_failed(inputs)
	return en_checkin_sync_failed(inputs)
});