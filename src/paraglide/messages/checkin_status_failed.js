/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Status_FailedInputs */

const en_checkin_status_failed = /** @type {(inputs: Checkin_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync failed. The scans are kept on this phone; try again.`)
};

const es_checkin_status_failed = /** @type {(inputs: Checkin_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La sincronización falló. Los escaneos siguen en este teléfono; inténtalo de nuevo.`)
};

const fr_checkin_status_failed = /** @type {(inputs: Checkin_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La synchronisation a échoué. Les scans restent sur ce téléphone ; réessayez.`)
};

/**
* | output |
* | --- |
* | "Sync failed. The scans are kept on this phone; try again." |
*
* @param {Checkin_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_status_failed = /** @type {((inputs?: Checkin_Status_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Status_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_status_failed(inputs)
	if (locale === "fr") return fr_checkin_status_failed(inputs)
	return en_checkin_status_failed(inputs)
});